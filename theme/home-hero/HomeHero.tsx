import { normalizeImagePath, useFrontmatter } from '@rspress/core/runtime';
import { Button, type HomeHeroProps, Link, renderHtmlOrText } from '@rspress/core/theme-original';
import '@rspress/core/dist/theme/components/HomeHero/index.css';
import './HomeHero.css';

/**
 * The default theme's hero, with one change: the hero name is the page's h1.
 * Rspress 2.0.22 renders it in a div, which leaves home pages without a top-level
 * heading for screen readers and crawlers, and no slot can change that tag.
 * Everything else follows the original (badge, `image` slot, srcset and sizes), with its markup and
 * class names, so its styles still apply.
 */
export function HomeHero({ beforeHeroActions, afterHeroActions, image }: HomeHeroProps) {
  const { frontmatter } = useFrontmatter();
  const hero = frontmatter.hero ?? {};
  const subtitles = (hero.text ?? '').split('\n').filter(Boolean);
  const source = hero.image?.src;
  const images = typeof source === 'string' ? { light: source, dark: source } : source;
  const badge = typeof hero.badge === 'string' ? { text: hero.badge } : hero.badge;

  return (
    <div className={hero.image || image ? 'rp-home-hero' : 'rp-home-hero rp-home-hero--no-image'}>
      <div className="rp-home-hero__container">
        {badge?.text &&
          (badge.link ? (
            <Link href={badge.link} className="rp-home-hero__badge">
              {badge.text}
            </Link>
          ) : (
            <div className="rp-home-hero__badge">{badge.text}</div>
          ))}
        <div className="rp-home-hero__content">
          <h1 className="rp-home-hero__title site-home-hero__title">
            <span className="rp-home-hero__title-brand" {...renderHtmlOrText(hero.name)} />
          </h1>
          {subtitles.map((text) => (
            <div key={text} className="rp-home-hero__subtitle" {...renderHtmlOrText(text)} />
          ))}
        </div>
        <p className="rp-home-hero__tagline" {...renderHtmlOrText(hero.tagline)} />
        {beforeHeroActions}
        <div className="rp-home-hero__actions">
          {hero.actions?.map((action) => (
            <Button
              key={action.link}
              type="a"
              href={action.link}
              theme={action.theme}
              className="rp-home-hero__action"
              {...renderHtmlOrText(action.text)}
            />
          ))}
        </div>
        {afterHeroActions}
      </div>
      {image ? (
        <div className="rp-home-hero__image">{image}</div>
      ) : (
        images && (
          <div className="rp-home-hero__image">
            {(['light', 'dark'] as const).map((mode) => (
              <img
                key={mode}
                src={normalizeImagePath(images[mode])}
                alt={hero.image?.alt}
                srcSet={listOf(hero.image?.srcset)}
                sizes={listOf(hero.image?.sizes)}
                width={375}
                height={375}
                // The largest paint of the home page: fetched with the stylesheet, not after it.
                fetchPriority="high"
                className={`rp-home-hero__image-img rp-home-hero__image-img--${mode}`}
              />
            ))}
          </div>
        )
      )}
    </div>
  );
}

/** A srcset or sizes given as a list, joined as the attribute wants it. */
function listOf(value: string | string[] | undefined): string | undefined {
  return [value].flat().filter(Boolean).join(', ') || undefined;
}

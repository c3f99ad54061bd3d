import '@rspress/core/dist/theme/components/NavTitle/index.css';
import { addLeadingSlash, addTrailingSlash, normalizeImagePath, useLang, useSite } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';

/**
 * Mirrors NavTitle of the default theme (node_modules/@rspress/core/dist/theme/components/NavTitle/index.js),
 * passed to the Layout's `navTitle` slot. The theme gives the logo image id="logo", which
 * clashed with the heading of the `logo` option (/api/config/config-basic#logo jumped to the
 * navbar); this one has no id, and an empty alt when the site name beside it already names the link.
 * This site has one logo for both colour schemes (`logo` is a string); of a { light, dark } pair only
 * the light one would show.
 */
export function SiteNavTitle() {
  const { site } = useSite();
  const lang = useLang();
  const locale = site.themeConfig.locales?.find((item) => item.lang === lang);
  const title = (locale?.title ?? site.title) || 'Home';
  const home = addLeadingSlash(lang === (site.lang ?? '') ? '/' : addTrailingSlash(lang));
  const { logo, logoText, logoHref } = site;
  return (
    <div className="rp-nav__title">
      <Link href={logoHref || home} className="rp-nav__title__link">
        {logo && (
          <div className="rp-nav__title__logo">
            <img
              src={normalizeImagePath(typeof logo === 'string' ? logo : logo.light)}
              alt={logoText ? '' : title}
              className="rspress-logo rp-nav__title__logo-image"
            />
          </div>
        )}
        {logoText && <span>{logoText}</span>}
        {!logo && !logoText && <span>{title}</span>}
      </Link>
    </div>
  );
}

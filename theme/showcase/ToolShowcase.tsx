import { toolCardsFor } from '../../config/showcase';
import { useSiteLang, useSiteTexts } from '../../i18n/runtime';
import { ShowcaseLogo } from './ShowcaseLogo';
import './landing.css';

/** The home pages' landing block: a heading, a tagline and one card per sibling tool. */
export default function ToolShowcase() {
  const t = useSiteTexts();
  const cards = toolCardsFor(useSiteLang());
  return (
    <section className="tool-showcase" aria-labelledby="tool-showcase-heading">
      <h2 id="tool-showcase-heading" className="tool-showcase__heading">
        {t('site.showcaseHeading')}
      </h2>
      <p className="tool-showcase__tagline">{t('site.showcaseTagline')}</p>
      <ul className="tool-showcase__grid">
        {cards.map((card) => (
          <li key={card.name} className="tool-showcase__item">
            <a className="tool-showcase__card" href={card.url} target="_blank" rel="noopener noreferrer">
              <ShowcaseLogo className="tool-showcase__logo" src={card.logo} size={48} />
              <span className="tool-showcase__name">{card.name}</span>
              <span className="tool-showcase__desc">{card.desc}</span>
              <span className="tool-showcase__url">{card.urlText}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

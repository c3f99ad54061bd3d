import { useSiteTexts } from '../../i18n/runtime';
import { MAIN_CONTENT_ID } from './main-content';
import './skip-link.css';

/**
 * The first focusable element of every page, shown only while it has focus: one Tab
 * and Enter take a keyboard or screen reader user past the announcement and the navbar.
 * A plain link to an id in the HTML, so it works before the scripts run.
 */
export function SkipLink() {
  const t = useSiteTexts();
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {t('site.skipLink')}
    </a>
  );
}

/**
 * The skip link's target on doc pages: the theme's DocLayout renders the <main> without an
 * id, so this goes first inside it, through the Layout's `beforeDocContent` slot.
 */
export function MainContentTarget() {
  return <span id={MAIN_CONTENT_ID} tabIndex={-1} className="skip-link-target" />;
}

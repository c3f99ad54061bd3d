import { usePage, useSite } from '@rspress/core/runtime';
import { useState } from 'react';
import { useSiteLang, useSiteTexts } from '../../i18n/runtime';
import type { FeedbackReply } from './reply';

const QUESTION_ID = 'site-feedback-question';
// The chosen answer: a 2 px brand-coloured border (the text keeps its colour, which has the contrast).
const pressed = { borderColor: 'var(--rp-c-brand)', boxShadow: 'inset 0 0 0 1px var(--rp-c-brand)' };

/**
 * "Was this page helpful?" at the end of each doc page. The answer stays in the page: it only
 * brings up a thank-you and a link that opens a new issue in the docs repository, filled in with
 * the page's URL, title, language and the answer. The reply's code and texts load on the answer.
 * The buttons keep the focus; the status line says what happened.
 */
export function PageFeedback() {
  const { page } = usePage();
  const { site } = useSite();
  const lang = useSiteLang();
  const t = useSiteTexts();
  const [answer, setAnswer] = useState<{ route: string; helpful: boolean; reply?: FeedbackReply }>();
  const route = page.routePath;
  // An answer given on another page (the component stays while the reader moves on) does not count here.
  const current = answer?.route === route ? answer : undefined;

  const choose = (helpful: boolean) => {
    setAnswer({ route, helpful });
    const details = { title: page.title, route, url: `${site.siteOrigin}${route}`, helpful };
    import('./reply')
      .then(({ feedbackReply }) => feedbackReply(lang, details))
      .then((reply) => setAnswer((now) => (now?.route === route && now.helpful === helpful ? { ...now, reply } : now)));
  };

  const button = (helpful: boolean) => (
    <button
      type="button"
      className="rp-button rp-button--alt rp-button--medium"
      aria-pressed={current?.helpful === helpful}
      aria-describedby={QUESTION_ID}
      style={current?.helpful === helpful ? pressed : undefined}
      onClick={() => choose(helpful)}
    >
      {t(helpful ? 'site.feedbackYes' : 'site.feedbackNo')}
    </button>
  );

  // The reply is article text (.rp-doc: the article's paragraph and link styles); the row is not.
  return (
    <div className="rp-doc site-feedback">
      <div className="rp-not-doc site-actions">
        <span id={QUESTION_ID}>{t('site.feedbackQuestion')}</span>
        {button(true)}
        {button(false)}
      </div>
      <p role="status">
        {current?.reply && (
          <>
            {current.reply.thanks}
            <a className="rp-link" href={current.reply.href} target="_blank" rel="noopener noreferrer">
              {current.reply.linkText}
            </a>
          </>
        )}
      </p>
    </div>
  );
}

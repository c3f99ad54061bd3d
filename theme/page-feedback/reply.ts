import type { SiteLang } from '../../i18n/languages';
import type { PageFeedbackTexts } from '../../i18n/texts';
import { newIssueUrl } from './new-issue-url';

export interface FeedbackReply {
  thanks: string;
  linkText: string;
  /** A new issue in the docs repository, its title and body filled in with the page and the answer. */
  href: string;
}

/**
 * What the feedback question says once answered, in the page's language: i18n/<lang>/page-feedback.ts,
 * one small chunk a language, fetched on the answer. Nothing is sent anywhere: the reader decides
 * whether to open the issue.
 */
export async function feedbackReply(
  lang: SiteLang,
  page: { title: string; route: string; url: string; helpful: boolean },
): Promise<FeedbackReply> {
  const { default: texts }: { default: PageFeedbackTexts } = await import(`../../i18n/${lang}/page-feedback.ts`);
  return {
    thanks: texts.thanks,
    linkText: texts.issueLink,
    href: `${newIssueUrl()}?${new URLSearchParams(texts.issue(page))}`,
  };
}

/** What one language of the site needs besides its pages: labels and UI texts. */
export interface SiteLocale {
  lang: 'en' | 'zh';
  /** Name of the language in the language switcher. */
  label: string;
  title: string;
  description: string;
  /**
   * The announcement bar above the navbar in this language: its text and the
   * page it links to (an absolute route without the language prefix, or a full URL).
   */
  announcement: {
    message: string;
    href: string;
  };
  /** The first link of every page, shown on keyboard focus: it jumps past the navbar to the page's content. */
  skipLinkText: string;
  /** Names of the doc pages' two side landmarks (<aside>): the sidebar and the outline. */
  asideLabels: { sidebar: string; outline: string };
  /** Texts of the default theme, keyed like Rspress's i18nSource. */
  texts: {
    editLinkText: string;
    lastUpdatedText: string;
    'overview.filterNameText': string;
    'overview.filterPlaceholderText': string;
    'overview.filterNoResultText': string;
    notFoundText: string;
    takeMeHomeText: string;
  };
}

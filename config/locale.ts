/** What one language of the site needs besides its pages: labels and UI texts. */
export interface SiteLocale {
  lang: 'en' | 'zh';
  /** Name of the language in the language switcher. */
  label: string;
  title: string;
  description: string;
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

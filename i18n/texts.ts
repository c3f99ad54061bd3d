import type { DocSearchProps } from '@docsearch/react';

/**
 * Everything one language shows besides its pages. Each i18n/<lang>/index.ts is one of these,
 * and tests/unit/i18n-texts.test.ts checks that every language has the same keys.
 */
export interface LanguageTexts {
  /** The site's name in this language (browser tab, og:site_name). */
  title: string;
  /** The description of the pages that have none of their own. */
  description: string;
  /** The announcement bar: its message and the page it links to (a route without a language prefix, or a URL). */
  announcement: { message: string; href: string };
  /** Title of the feed of the official plugin pages (doc_build/rss/). */
  officialPluginsFeedTitle: string;
  /** What the theme shows, read in the browser with useSiteTexts() (i18n/runtime.ts). */
  ui: UiTexts;
}

/**
 * Texts that reach the browser through Rspress's `i18nSource` (config/locales.ts): the first seven
 * replace the default theme's own, the others are this site's. `{{name}}` is filled in by `t(key, { name })`.
 */
export interface UiTexts {
  editLinkText: string;
  lastUpdatedText: string;
  'overview.filterNameText': string;
  'overview.filterPlaceholderText': string;
  'overview.filterNoResultText': string;
  notFoundText: string;
  takeMeHomeText: string;
  /** The first link of every page, shown on keyboard focus: it jumps past the navbar to the content. */
  'site.skipLink': string;
  /** Names of the doc pages' two side landmarks (<aside>). */
  'site.asideSidebar': string;
  'site.asideOutline': string;
  'site.announcementClose': string;
  'site.announcementRegion': string;
  /** The navbar's grid icon that opens the Rstack tool menu. */
  'site.showcaseTrigger': string;
  /** Heading and tagline of the tool cards on the home page. */
  'site.showcaseHeading': string;
  'site.showcaseTagline': string;
  'site.searchButton': string;
  'site.searchButtonLabel': string;
}

/**
 * Texts of the React components that pages import, one file a language (i18n/<lang>/pages.ts). A page
 * hands its own language's texts to the component, so they load with that page only.
 */
export interface PageComponentTexts {
  /** components/plugin/CommunityPluginList.tsx. */
  communityPlugins: {
    filterLabel: string;
    placeholder: string;
    onlyRspress2: string;
    /** Takes {{count}} and {{total}}. */
    shown: string;
    noResult: string;
    columnName: string;
    columnPurpose: string;
    columnPackage: string;
    yes: string;
    no: string;
  };
  /** components/api/RuntimeValues.tsx: the two column headings. */
  runtimeValues: { call: string; value: string };
}

/** The keys the browser can look up: the UI texts, and the announcement's message and localized link. */
export type SiteTextKey = keyof UiTexts | 'site.announcementMessage' | 'site.announcementHref';

/**
 * The search dialog's texts, one file a language (i18n/<lang>/search-dialog.ts): they load with the
 * dialog, never with the page (theme/search/dialog-texts.ts).
 */
export interface SearchDialogTexts {
  placeholder: string;
  modal: NonNullable<NonNullable<DocSearchProps['translations']>['modal']>;
  /** Title and body of the issue that the 'Let us know.' link opens. */
  missingResultsIssue: (query: string) => { title: string; body: string };
}

import type { LanguageTexts } from '../texts';

export const en: LanguageTexts = {
  title: 'Rspress',
  description: 'Rspress 2 documentation: build fast, searchable, bilingual documentation sites.',
  announcement: {
    message: 'New to Rspress 2? Build your first site in a few minutes with the Quick Start guide.',
    href: '/guide/start/getting-started',
  },
  officialPluginsFeedTitle: 'Rspress official plugins',
  ui: {
    editLinkText: 'Edit this page on GitHub',
    lastUpdatedText: 'Last updated',
    'overview.filterNameText': 'Filter',
    'overview.filterPlaceholderText': 'Type a page or heading name',
    'overview.filterNoResultText': 'Nothing matches',
    notFoundText: 'This page could not be found',
    takeMeHomeText: 'Back to the home page',
    'site.skipLink': 'Skip to main content',
    'site.asideSidebar': 'Sidebar',
    'site.asideOutline': 'On this page',
    'site.announcementClose': 'Close the announcement',
    'site.announcementRegion': 'Announcement',
    'site.showcaseTrigger': 'Rstack tools',
    'site.showcaseHeading': 'Part of the Rstack toolchain',
    'site.showcaseTagline':
      'Rspress is one of a family of JavaScript tools written around Rspack. Each one covers a different step, from bundling to testing.',
    'site.searchButton': 'Search',
    'site.searchButtonLabel': 'Search',
  },
};

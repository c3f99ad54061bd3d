import type { SiteLocale } from './locale';

export const en: SiteLocale = {
  lang: 'en',
  label: 'English',
  title: 'Rspress',
  description: 'Rspress 2 documentation: build fast, searchable, bilingual documentation sites.',
  announcement: {
    message: 'New to Rspress 2? Build your first site in a few minutes with the Quick Start guide.',
    href: '/guide/start/getting-started',
  },
  skipLinkText: 'Skip to main content',
  asideLabels: { sidebar: 'Sidebar', outline: 'On this page' },
  texts: {
    editLinkText: 'Edit this page on GitHub',
    lastUpdatedText: 'Last updated',
    'overview.filterNameText': 'Filter',
    'overview.filterPlaceholderText': 'Type a page or heading name',
    'overview.filterNoResultText': 'Nothing matches',
    notFoundText: 'This page could not be found',
    takeMeHomeText: 'Back to the home page',
  },
};

import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { siteLocales, toI18nSource } from './config/locales';
import { markdownOptions } from './config/markdown';
import { editLinkBaseUrl, repositoryUrl } from './config/site';
import { readHostedSearchConfig } from './search/hosted';
import { pluginSiteSearch } from './search/plugin';

const [defaultLocale] = siteLocales;

export default defineConfig({
  root: path.join(__dirname, 'docs'),
  title: defaultLocale.title,
  description: defaultLocale.description,
  icon: '/logo.svg',
  logo: '/logo.svg',
  logoText: 'Rspress',
  lang: defaultLocale.lang,
  locales: siteLocales.map(({ lang, label, title, description }) => ({ lang, label, title, description })),
  i18nSource: toI18nSource(),
  route: {
    cleanUrls: true,
    // Pieces of Markdown that pages import; they are not pages themselves.
    exclude: ['**/fragments/**'],
  },
  markdown: markdownOptions,
  // The docs search dialog (theme/search) is answered by the index this plugin builds,
  // or by Algolia when ALGOLIA_APP_ID / ALGOLIA_API_KEY / ALGOLIA_INDEX_NAME are set.
  plugins: [
    pluginSiteSearch({
      hosted: readHostedSearchConfig(process.env),
      newIssueUrl: `${repositoryUrl}/issues/new`,
    }),
  ],
  // One version is published; the empty list keeps URLs free of a version
  // segment, and an empty default keeps every page's `version` ''.
  multiVersion: { default: '', versions: [] },
  themeConfig: {
    lastUpdated: true,
    hideNavbar: 'auto',
    editLink: { docRepoBaseUrl: editLinkBaseUrl },
    locales: siteLocales.map(({ lang, label, title, description }) => ({ lang, label, title, description })),
  },
});

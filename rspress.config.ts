import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { siteLocales, toI18nSource } from './config/locales';
import { markdownOptions } from './config/markdown';
import { sitePlugins } from './config/plugins';
import { editLinkBaseUrl, siteOrigin } from './config/site';

const [defaultLocale] = siteLocales;

export default defineConfig({
  root: path.join(__dirname, 'docs'),
  title: defaultLocale.title,
  description: defaultLocale.description,
  icon: '/logo.svg',
  logo: '/logo.svg',
  logoText: 'Rspress',
  lang: defaultLocale.lang,
  siteOrigin,
  locales: siteLocales.map(({ lang, label, title, description }) => ({ lang, label, title, description })),
  i18nSource: toI18nSource(),
  route: {
    cleanUrls: true,
    // Pieces of Markdown that pages import; they are not pages themselves.
    exclude: ['**/fragments/**'],
  },
  markdown: markdownOptions,
  // Built into Rspress 2: llms.txt, llms-full.txt and one .md file per page.
  llms: true,
  plugins: sitePlugins,
  // One version is published; the empty list keeps URLs free of a version
  // segment, and an empty default keeps every page's `version` ''.
  multiVersion: { default: '', versions: [] },
  themeConfig: {
    lastUpdated: true,
    // llms.txt is generated (see `llms` above) without the copy/open-in-chat buttons under each title.
    llmsUI: false,
    hideNavbar: 'auto',
    editLink: { docRepoBaseUrl: editLinkBaseUrl },
    locales: siteLocales.map(({ lang, label, title, description }) => ({ lang, label, title, description })),
  },
});

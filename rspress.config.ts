import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspress/core';
import { announcementHeadScript } from './config/announcement';
import { siteLocales, toI18nSource } from './config/locales';
import { markdownOptions } from './config/markdown';
import { editLinkBaseUrl } from './config/site';

const [defaultLocale] = siteLocales;

export default defineConfig({
  root: fileURLToPath(new URL('./docs', import.meta.url)),
  title: defaultLocale.title,
  description: defaultLocale.description,
  icon: '/logo.svg',
  logo: '/logo.svg',
  logoText: 'Rspress',
  lang: defaultLocale.lang,
  // Hides a closed announcement bar before the first paint (see theme/announcement-bar).
  head: [announcementHeadScript()],
  locales: siteLocales.map(({ lang, label, title, description }) => ({ lang, label, title, description })),
  i18nSource: toI18nSource(),
  route: {
    cleanUrls: true,
    // Pieces of Markdown that pages import; they are not pages themselves.
    exclude: ['**/fragments/**'],
    // Send a first-time visitor of an English page to the Chinese copy when the browser
    // prefers Chinese, but never move someone off a Chinese link they followed.
    localeRedirect: 'only-default-lang',
  },
  markdown: markdownOptions,
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

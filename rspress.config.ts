import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspress/core';
import { announcementHeadTags } from './config/announcement';
import { siteI18nSource, siteLanguages, siteLocales } from './config/locales';
import { markdownOptions } from './config/markdown';
import { sitePlugins } from './config/plugins';
import { seoHead } from './config/seo';
import { editLinkBaseUrl, newIssueUrl, siteOrigin } from './config/site';
import { defaultLang, isSiteLang, languageEntry } from './i18n/languages';
import { pluginChunkLayout } from './plugins/chunk-layout';
import { pluginCompileHints } from './plugins/compile-hints';
import { pluginLazyThemeVendors } from './plugins/lazy-theme-vendors';
import { pluginLeanPageData } from './plugins/lean-page-data';
import { pluginModuleSwaps } from './plugins/module-swaps';
import { pluginPlainDescription } from './plugins/plain-description';
import { pluginScriptsAfterFirstPaint } from './plugins/scripts-after-first-paint';
import { pluginShareCards } from './plugins/share-cards/plugin';
import { sourceAliases } from './plugins/source-aliases';
import { pluginStorageFallback } from './plugins/storage-fallback';
import { readHostedSearchConfig } from './search/build/hosted-config';
import { pluginSiteSearch } from './search/build/plugin';
import { NEW_ISSUE_URL_CONSTANT } from './theme/page-feedback/new-issue-url';

export default defineConfig({
  // The site.
  root: fileURLToPath(new URL('./docs', import.meta.url)),
  title: languageEntry(defaultLang).texts.title,
  // No site-wide description: a page without one of its own then falls back to
  // its locale's description, so Chinese pages never get the English text.
  icon: '/logo.svg',
  logo: '/logo.svg',
  logoText: 'Rspress',
  siteOrigin,
  // Canonical URL, x-default alternate and the Open Graph tags Rspress does not write (config/seo.ts).
  head: seoHead(),
  route: {
    cleanUrls: true,
    // Pieces of Markdown that pages import; they are not pages themselves.
    exclude: ['**/fragments/**'],
    // Send a first-time visitor of an English page to the Chinese copy when the browser
    // prefers Chinese, but never move someone off a Chinese link they followed.
    localeRedirect: 'only-default-lang',
  },
  markdown: markdownOptions,
  // Built into Rspress 2: llms.txt, llms-full.txt and one .md file per page.
  llms: true,
  // One version is published; the empty list keeps URLs free of a version
  // segment, and an empty default keeps every page's `version` ''.
  multiVersion: { default: '', versions: [] },

  // The languages (i18n/languages.ts) and their UI texts (i18n/<lang>/).
  lang: defaultLang,
  locales: siteLanguages,
  i18nSource: siteI18nSource(),

  themeConfig: {
    lastUpdated: true,
    // "Copy Markdown" and "Open in AI chat" under each doc page's title (theme/llms); no hidden hint,
    // which screen readers would read out on every page and which would open every page's .md file.
    llmsUI: { injectLlmsHint: false },
    hideNavbar: 'auto',
    editLink: { docRepoBaseUrl: editLinkBaseUrl },
    locales: siteLocales,
  },

  // The docs search dialog (theme/search) is answered by the index pluginSiteSearch builds,
  // or by Algolia when ALGOLIA_APP_ID / ALGOLIA_API_KEY / ALGOLIA_INDEX_NAME are set.
  plugins: [
    // A stand-in localStorage when the browser's cannot be used, before any other script (plugins/storage-fallback.ts).
    pluginStorageFallback(),
    ...sitePlugins,
    pluginSiteSearch({
      hosted: readHostedSearchConfig(process.env),
      newIssueUrl,
    }),
    // A share card (og:image) for every page, from its title and section (plugins/share-cards).
    pluginShareCards({
      siteName: (lang) => languageEntry(isSiteLang(lang) ? lang : defaultLang).texts.title,
      siteOrigin,
    }),
    pluginPlainDescription(),
    // Text first, then the scripts: keeps LCP at FCP (plugins/scripts-after-first-paint.ts).
    pluginScriptsAfterFirstPaint(),
    // Start-up scripts compiled while they download, off the main thread (plugins/compile-hints.ts).
    pluginCompileHints(),
    // Theme code few pages use loads when needed (plugins/lazy-theme-vendors.ts; the swaps it needs are in plugins/module-swaps.ts).
    pluginLazyThemeVendors(),
    // Last, so that it sees the fields the plugins above add to each page record.
    pluginLeanPageData(),
  ],

  // Bundler settings (UPGRADING.md lists what they rely on in Rspress).
  builderConfig: {
    plugins: [
      // Rspress and library modules replaced by ours: lazy libraries, a Bun icon without ids, feed links.
      pluginModuleSwaps(),
      // Short async chunk names, and a theme entry free of side effects.
      pluginChunkLayout(),
    ],
    // `@components/...` and `@i18n/...` in the pages' imports (plugins/source-aliases.ts).
    resolve: { alias: sourceAliases },
    // The issue form the feedback question at the end of each doc page links to (theme/page-feedback).
    source: { define: { [NEW_ISSUE_URL_CONSTANT]: JSON.stringify(newIssueUrl) } },
    // Hides a closed announcement bar before the first paint (see theme/announcement-bar).
    html: {
      tags: [
        ...announcementHeadTags(),
        // Print styles in a file of their own (docs/public/print.css), fetched without holding up the first paint.
        { tag: 'link', attrs: { rel: 'stylesheet', href: '/print.css', media: 'print' }, head: true, append: true },
      ],
    },
  },
});

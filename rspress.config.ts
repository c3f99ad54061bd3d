import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspress/core';
import { announcementHeadTags } from './config/announcement';
import { siteLocales, toI18nSource } from './config/locales';
import { markdownOptions } from './config/markdown';
import { sitePlugins } from './config/plugins';
import { seoHead } from './config/seo';
import { editLinkBaseUrl, repositoryUrl, siteOrigin } from './config/site';
import { pluginCompileHints } from './plugins/compile-hints';
import { pluginLazyThemeVendors } from './plugins/lazy-theme-vendors';
import { pluginLeanPageData } from './plugins/lean-page-data';
import { pluginPlainDescription } from './plugins/plain-description';
import { pluginScriptsAfterFirstPaint } from './plugins/scripts-after-first-paint';
import { pluginStorageFallback } from './plugins/storage-fallback';
import { readHostedSearchConfig } from './search/hosted';
import { pluginSiteSearch } from './search/plugin';

const [defaultLocale] = siteLocales;

export default defineConfig({
  root: fileURLToPath(new URL('./docs', import.meta.url)),
  title: defaultLocale.title,
  // No site-wide description: a page without one of its own then falls back to
  // its locale's description below, so Chinese pages never get the English text.
  icon: '/logo.svg',
  logo: '/logo.svg',
  logoText: 'Rspress',
  lang: defaultLocale.lang,
  siteOrigin,
  // Canonical URL, x-default alternate and the Open Graph tags Rspress does not write (config/seo.ts).
  head: seoHead(),
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
  // Built into Rspress 2: llms.txt, llms-full.txt and one .md file per page.
  llms: true,
  // The docs search dialog (theme/search) is answered by the index this plugin builds,
  // or by Algolia when ALGOLIA_APP_ID / ALGOLIA_API_KEY / ALGOLIA_INDEX_NAME are set.
  plugins: [
    // A stand-in localStorage when the browser's cannot be used, before any other script (plugins/storage-fallback.ts).
    pluginStorageFallback(),
    ...sitePlugins,
    pluginSiteSearch({
      hosted: readHostedSearchConfig(process.env),
      newIssueUrl: `${repositoryUrl}/issues/new`,
    }),
    pluginPlainDescription(),
    // Text first, then the scripts: keeps LCP at FCP (plugins/scripts-after-first-paint.ts).
    pluginScriptsAfterFirstPaint(),
    // Start-up scripts compiled while they download, off the main thread (plugins/compile-hints.ts).
    pluginCompileHints(),
    // Theme code few pages use loads when needed (plugins/lazy-theme-vendors.ts).
    pluginLazyThemeVendors(),
    // Last, so that it sees the fields the plugins above add to each page record.
    pluginLeanPageData(),
  ],
  // One version is published; the empty list keeps URLs free of a version
  // segment, and an empty default keeps every page's `version` ''.
  multiVersion: { default: '', versions: [] },
  builderConfig: {
    // Hides a closed announcement bar before the first paint (see theme/announcement-bar).
    html: { tags: announcementHeadTags() },
    // Every async chunk (about 300 are Shiki grammars) has its hash in the entry script's
    // chunk map; 8 hex digits instead of 10 keep that map smaller.
    output: { filenameHash: 'contenthash:8' },
    resolve: {
      alias: {
        '@rspress/plugin-rss/FeedsAnnotations$': fileURLToPath(
          new URL('./theme/rss/FeedsAnnotations.tsx', import.meta.url),
        ),
      },
    },
    tools: {
      bundlerChain(chain, { environment }) {
        // The entry's runtime maps every async chunk to its file; with [name] in the file
        // name that map also holds each route chunk's name ("route-" + 12 hex digits, ~100
        // pages). Async files named by id and content hash only keep the map to the hash.
        if (environment.name === 'web') chain.output.chunkFilename('static/js/async/[id].[contenthash:8].js');
        // theme/index.tsx only re-exports. Marked free of side effects, a component that a
        // page imports from '@rspress/core/theme' (PackageManagerTabs with Shiki, say) is
        // bundled with that page, not with the theme entry every page loads first
        // (tests/e2e/size-budget.spec.ts).
        chain.module
          .rule('theme-entry-side-effect-free')
          .test(fileURLToPath(new URL('./theme/index.tsx', import.meta.url)))
          .sideEffects(false);
        // A rule's `resolve` applies to the imports of the files it matches.
        // @rspress/plugin-preview's demo toolbar (a global component, so in the first
        // script of every page) imports qrcode.react for a hover popup; load it then.
        chain.module
          .rule('preview-lazy-qrcode')
          .test(/@rspress[\\/]plugin-preview[\\/]static[\\/]/)
          .resolve.alias.set(
            'qrcode.react$',
            fileURLToPath(new URL('./theme/preview/LazyQRCode.tsx', import.meta.url)),
          );
        // The same for the theme's image zoom and navigation progress bar: their libraries
        // load when a page has images, or when a navigation starts (theme/lazy-vendor).
        chain.module
          .rule('lazy-medium-zoom')
          .test(/@rspress[\\/]core[\\/]static[\\/]MediumZoom\.tsx$/)
          .resolve.alias.set(
            'medium-zoom$',
            fileURLToPath(new URL('./theme/lazy-vendor/medium-zoom.js', import.meta.url)),
          );
        chain.module
          .rule('lazy-nprogress')
          .test(/@rspress[\\/]core[\\/]dist[\\/]theme[\\/]components[\\/]Link[\\/]/)
          .resolve.alias.set('nprogress$', fileURLToPath(new URL('./theme/lazy-vendor/nprogress.js', import.meta.url)));
        // The Bun logo of PackageManagerTabs without its ids, which repeat when a page has two
        // of these tabs (theme/package-manager-tabs/BunIcon.tsx).
        chain.module
          .rule('bun-icon-without-ids')
          .test(/@rspress[\\/]core[\\/]dist[\\/]theme[\\/]components[\\/]PackageManagerTabs[\\/]index\.js$/)
          .resolve.alias.set(
            createRequire(import.meta.url).resolve(
              '@rspress/core/dist/theme/components/PackageManagerTabs/icons/Bun.js',
            ),
            fileURLToPath(new URL('./theme/package-manager-tabs/BunIcon.tsx', import.meta.url)),
          );
        chain.module
          .rule('lazy-copy-to-clipboard')
          .test(/@rspress[\\/]core[\\/]dist[\\/]theme[\\/]logic[\\/]copyToClipboard\.js$/)
          .resolve.alias.set(
            'copy-to-clipboard$',
            fileURLToPath(new URL('./theme/lazy-vendor/copy-to-clipboard.js', import.meta.url)),
          );
      },
    },
  },
  themeConfig: {
    lastUpdated: true,
    // llms.txt is generated (see `llms` above) without the copy/open-in-chat buttons under each title.
    llmsUI: false,
    hideNavbar: 'auto',
    editLink: { docRepoBaseUrl: editLinkBaseUrl },
    locales: siteLocales.map(({ lang, label, title, description }) => ({ lang, label, title, description })),
  },
});

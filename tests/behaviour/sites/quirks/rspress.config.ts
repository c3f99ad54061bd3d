import { appendFileSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { defineConfig, type RspressPlugin } from '@rspress/core';
import { pluginRss } from '@rspress/plugin-rss';

/** Appends `<command> <hook>` to hooks.log each time a hook runs. */
const log = (hook: string) => appendFileSync('hooks.log', `${process.argv[2]} ${hook}\n`);
const hookLog: RspressPlugin = {
  name: 'hook-log',
  // A UI text only a plugin supplies (docs/en/_nav.json names it; nav labels do not see it).
  i18nSource(source) {
    source.pluginOnlyKey = { en: 'PLUGIN_KEY_TEXT', zh: 'PLUGIN_KEY_TEXT' };
    return source;
  },
  config(config) {
    log('config');
    log(`root is ${isAbsolute(config.root ?? '') ? 'absolute' : config.root}`);
    return config;
  },
  addPages() {
    log('addPages');
    return [];
  },
  routeGenerated: () => log('routeGenerated'),
  beforeBuild: () => log('beforeBuild'),
  addRuntimeModules() {
    log('addRuntimeModules');
    return {};
  },
  afterBuild: () => log('afterBuild'),
};

// Two languages with _nav.json and _meta.json files, for behaviours the pages warn about: prefixed links in
// docs/zh/_nav.json, a page left out of its sidebar, the order and title of an overview page, two files for /dup,
// which plugin hooks `rspress preview` runs, nav labels that are UI text keys, a nav given to the second locale
// only, an overview listing a folder's group link page, a home page whose action text holds HTML, a custom page's tab title, a link to a missing heading and a
// feed per language, whose links take the place of the pages' own language links.
export default defineConfig({
  title: 'Quirks',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  plugins: [
    hookLog,
    pluginRss({
      siteUrl: 'https://example.com',
      // RSS 2.0, which needs no date on the pages (Atom does).
      output: { type: 'rss' },
      feed: [
        { id: 'guide-en', test: '/guide/a', title: 'Guide', language: 'en' },
        { id: 'guide-zh', test: '/zh/guide/a', title: '指南', language: 'zh' },
      ],
    }),
  ],
  i18nSource: { configKey: { en: 'CONFIG_KEY_TEXT', zh: 'CONFIG_KEY_TEXT' } },
  themeConfig: {
    locales: [
      { lang: 'en', label: 'English' },
      { lang: 'zh', label: '简体中文', nav: [{ text: 'SECOND_LOCALE_NAV', link: '/guide/a' }] },
    ],
  },
});

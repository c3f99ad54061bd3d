import { defineConfig } from '@rspress/core';

// Locale titles and descriptions given only in `locales`, with a `nav` in themeConfig; a `head` option.
export default defineConfig({
  title: 'SiteTitle',
  description: 'SITE-DESC',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English', title: 'EN-LocaleTitle', description: 'EN-LocaleDesc' },
    { lang: 'zh', label: '简体中文', title: 'ZH-LocaleTitle', description: 'ZH-LocaleDesc' },
  ],
  themeConfig: { nav: [{ text: 'Guide', link: '/guide' }] },
  head: [['meta', { name: 'x-head-option', content: 'yes' }]],
});

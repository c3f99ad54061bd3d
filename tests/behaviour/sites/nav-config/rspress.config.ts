import { defineConfig } from '@rspress/core';

// Locale titles and descriptions given only in `locales`, with a `nav` in themeConfig (downloads too); a `head` option.
export default defineConfig({
  title: 'SiteTitle',
  description: 'SITE-DESC',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English', title: 'EN-LocaleTitle', description: 'EN-LocaleDesc' },
    { lang: 'zh', label: '简体中文', title: 'ZH-LocaleTitle', description: 'ZH-LocaleDesc' },
  ],
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/guide' },
      // A download: a site path is normalised like a page link, a full URL is not.
      { text: 'Archive', link: '/files/site.zip', download: true },
      { text: 'Mirror', link: 'https://example.com/site.zip', download: true },
    ],
  },
  head: [['meta', { name: 'x-head-option', content: 'yes' }]],
});

import { defineConfig } from '@rspress/core';

const locales = [
  { lang: 'en', label: 'English', title: 'Locale title EN', description: 'Locale description EN' },
  { lang: 'zh', label: '简体中文', title: 'Locale title ZH', description: 'Locale description ZH' },
];

// Two languages set up as this site does: a site title, no site description, title and description per
// locale in both `locales` and `themeConfig.locales`, a _nav.json per language and no _meta.json.
export default defineConfig({
  title: 'Site title',
  lang: 'en',
  llms: true,
  locales: locales.map(({ lang, label, title, description }) => ({ lang, label, title, description })),
  themeConfig: { locales },
});

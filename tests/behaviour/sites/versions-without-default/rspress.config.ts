import { defineConfig } from '@rspress/core';

// The same folders as the versions site, with versions but no default version.
export default defineConfig({
  title: 'Versions without a default',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  multiVersion: { versions: ['v1', 'v2'] },
});

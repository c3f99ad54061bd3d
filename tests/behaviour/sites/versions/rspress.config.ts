import { defineConfig } from '@rspress/core';

// Two versions, two languages: docs/<version>/<lang>/...
export default defineConfig({
  title: 'Versions',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  multiVersion: { default: 'v1', versions: ['v1', 'v2'] },
});

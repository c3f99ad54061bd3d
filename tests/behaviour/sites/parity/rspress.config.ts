import { defineConfig } from '@rspress/core';

// languageParity is on as soon as the object is there; docs/en/guide/lonely.md has no Chinese twin.
export default defineConfig({
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  languageParity: {},
});

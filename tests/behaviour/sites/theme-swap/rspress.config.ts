import { defineConfig } from '@rspress/core';

// A theme that exports its own HoverGroup and LlmsHint, with a navbar dropdown and llms on, so that both render.
export default defineConfig({
  title: 'Theme swap',
  llms: true,
  themeConfig: {
    nav: [{ text: 'Dropdown', items: [{ text: 'Guide', link: '/guide/a' }] }],
  },
});

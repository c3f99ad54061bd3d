import { defineConfig } from '@rspress/core';
import { pluginRss } from '@rspress/plugin-rss';

// ssg: false with llms: true, and an RSS feed (which needs one of the two).
export default defineConfig({
  title: 'CSR',
  ssg: false,
  llms: true,
  plugins: [pluginRss({ siteUrl: 'https://example.com', feed: { id: 'blog', test: '/blog/' } })],
});

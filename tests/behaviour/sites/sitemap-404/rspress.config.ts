import { defineConfig } from '@rspress/core';
import { pluginSitemap } from '@rspress/plugin-sitemap';

// A site with its own 404.md: a route the sitemap lists like any other page.
export default defineConfig({
  title: 'Sitemap 404',
  plugins: [pluginSitemap({ siteUrl: 'https://example.com' })],
});

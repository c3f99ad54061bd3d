import { defineConfig } from '@rspress/core';

// A page whose front matter says `title: 404` without quotes: YAML reads a number, which stops the build
// (the site sets a title, so the page's own title.trim fails as well as the sidebar's text.replace).
export default defineConfig({ title: 'Number title' });

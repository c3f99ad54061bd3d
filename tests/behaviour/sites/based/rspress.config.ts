import { defineConfig } from '@rspress/core';

// A site under a base path, for what the runtime API returns there.
export default defineConfig({
  title: 'Based',
  base: '/docs/',
  llms: true,
});

import path from 'node:path';
import { defineConfig } from '@rspress/core';

// A site under a base path, for what the runtime API returns there, and a global component used in a .md and a
// .mdx page.
export default defineConfig({
  title: 'Based',
  base: '/docs/',
  llms: true,
  markdown: { globalComponents: [path.join(import.meta.dirname, 'components/Shout.tsx')] },
});

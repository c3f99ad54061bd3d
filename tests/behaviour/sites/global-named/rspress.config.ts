import path from 'node:path';
import { defineConfig } from '@rspress/core';

// A global component whose file has a named export only, used by a page.
export default defineConfig({
  title: 'Global named',
  markdown: { globalComponents: [path.join(__dirname, 'components/Alert.tsx')] },
});

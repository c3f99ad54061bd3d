import { defineConfig } from '@rspress/core';
import { pluginTwoslash } from '@rspress/plugin-twoslash';

// The same page with twoslashOptions set: the object replaces the default custom tags.
export default defineConfig({
  title: 'Twoslash options',
  plugins: [pluginTwoslash({ twoslashOptions: { compilerOptions: { strict: true } } })],
});

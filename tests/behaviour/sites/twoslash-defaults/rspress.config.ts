import { defineConfig } from '@rspress/core';
import { pluginTwoslash } from '@rspress/plugin-twoslash';

// Twoslash with its default options: `// @log:` is one of its custom tags.
export default defineConfig({ title: 'Twoslash defaults', plugins: [pluginTwoslash()] });

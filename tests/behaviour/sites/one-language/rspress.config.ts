import type { RspressPlugin } from '@rspress/core';
import { defineConfig } from '@rspress/core';

/** A plugin that adds the runtime module `fixture-runtime-module`; two of them register the same name. */
const runtimeModulePlugin = (value: string): RspressPlugin => ({
  name: `fixture-runtime-module-${value}`,
  addRuntimeModules: () => ({ 'fixture-runtime-module': `export default ${JSON.stringify(value)};` }),
});

// One language (no `lang`, no `locales`), no _nav.json, search turned off.
export default defineConfig({
  title: 'One language',
  description: 'A fixture site with one language.',
  search: false,
  llms: true,
  plugins: [runtimeModulePlugin('first'), runtimeModulePlugin('second')],
});

import { appendFileSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { defineConfig, type RspressPlugin } from '@rspress/core';

/** Appends `<command> <hook>` to hooks.log each time a hook runs. */
const log = (hook: string) => appendFileSync('hooks.log', `${process.argv[2]} ${hook}\n`);
const hookLog: RspressPlugin = {
  name: 'hook-log',
  config(config) {
    log('config');
    log(`root is ${isAbsolute(config.root ?? '') ? 'absolute' : config.root}`);
    return config;
  },
  addPages() {
    log('addPages');
    return [];
  },
  routeGenerated: () => log('routeGenerated'),
  beforeBuild: () => log('beforeBuild'),
  addRuntimeModules() {
    log('addRuntimeModules');
    return {};
  },
  afterBuild: () => log('afterBuild'),
};

// Two languages with _nav.json and _meta.json files, for behaviours the pages warn about: a prefixed link in
// docs/zh/_nav.json, a page left out of its sidebar, the order of an overview page, two files for /dup, and
// which plugin hooks `rspress preview` runs.
export default defineConfig({
  title: 'Quirks',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  plugins: [hookLog],
});

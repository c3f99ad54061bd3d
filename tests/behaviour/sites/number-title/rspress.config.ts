import { defineConfig } from '@rspress/core';

// A page whose front matter says `title: 404` without quotes: YAML reads a number, which stops the build.
export default defineConfig({ title: 'Number title' });

import { defineConfig } from '@rspress/core';

// A Markdown image with a data: URL, which the build bundles like a file and cannot parse.
export default defineConfig({ title: 'Data image' });

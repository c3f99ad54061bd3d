import { defineConfig } from '@rspress/core';

// A component kept inside docs/ and exported by name only: the scan takes it for a page.
export default defineConfig({ title: 'Named tsx' });

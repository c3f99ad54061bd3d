import { defineConfig } from '@rspress/core';
import config from '../two-languages/rspress.config';

// The pages and config of ../two-languages without a site title, and with a site description (which llms.txt then
// leaves out too). A folder of its own: Rspress's build cache
// keeps serving the old site data when a second config is built in the same folder.
export default defineConfig({
  ...config,
  root: '../two-languages/docs',
  title: undefined,
  description: 'UNTITLED_SITE_DESCRIPTION',
});

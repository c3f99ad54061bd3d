import { defineConfig } from '@rspress/core';

// A port set in builderConfig, for which port `rspress dev` takes when PORT is set too.
export default defineConfig({
  title: 'Dev port',
  builderConfig: { server: { port: 4425 } },
});

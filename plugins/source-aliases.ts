import { fileURLToPath } from 'node:url';

/**
 * Import prefixes for the site's own folders, so that a page imports `@components/guide/Counter`
 * rather than `../../../../../components/guide/Counter`. tsconfig.json names the same paths, and
 * tests/unit/site-config.test.ts keeps the two lists equal.
 */
export const sourceAliases = {
  '@components': fileURLToPath(new URL('../components', import.meta.url)),
  '@i18n': fileURLToPath(new URL('../i18n', import.meta.url)),
};

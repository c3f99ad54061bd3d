import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { patchDocSearch } = require('./docsearch-error-screen-loader.cjs') as { patchDocSearch: (s: string) => string };
const installed = readFileSync(require.resolve('@docsearch/react/dist/esm/index.js'), 'utf8');

describe('DocSearch error-screen patch', () => {
  it('finds the status reset in the installed @docsearch/react and keeps an error status', () => {
    const patched = patchDocSearch(installed);
    expect(patched).not.toBe(installed);
    expect(patched).toContain('.finally((function(){"error"!==c.getState().status&&p("idle")');
  });
  it('fails loudly when DocSearch changes', () => {
    expect(() => patchDocSearch('export {}')).toThrow(/no longer applies/);
  });
});

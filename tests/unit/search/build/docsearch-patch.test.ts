import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { patchDocSearch, PATCHES } = require('../../../../search/build/docsearch-loader.cjs') as {
  patchDocSearch: (s: string) => string;
  PATCHES: { name: string; needle: string; patched: string }[];
};
const installed = readFileSync(require.resolve('@docsearch/react/dist/esm/index.js'), 'utf8');

describe('DocSearch patches', () => {
  it('finds every needle once in the installed @docsearch/react and replaces it', () => {
    const patched = patchDocSearch(installed);
    for (const patch of PATCHES) {
      expect(patched, patch.name).toContain(patch.patched);
      expect(patched.split(patch.patched).length - 1, patch.name).toBe(1);
    }
    expect(patched).toContain('.finally((function(){"error"!==c.getState().status&&p("idle")');
  });
  it('fails loudly, naming the fix, when DocSearch changes', () => {
    expect(() => patchDocSearch('export {}')).toThrow(/error screen fix .* no longer applies/);
    const withoutRecent = installed.replace(PATCHES[1].needle, '');
    expect(() => patchDocSearch(withoutRecent)).toThrow(/recent searches fix/);
  });
});

import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeBlocksOf } from '../support/config-reference';
import { sectionOf } from '../support/doc-claims';
import { languages } from '../support/docs-source';
import { expectDocs, listFiles, run } from './fixtures';

const at = 'guide/advanced/custom-theme.md#replace-a-component';
const ejectable = readdirSync(
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json')),
    'dist/eject-theme/components',
  ),
);
/** Component names of a `• Name` list, as `rspress eject` prints it. */
const listed = (text: string) => [...text.matchAll(/•\s+(\w+)/g)].map((match) => match[1]);

describe('rspress eject', () => {
  it(`${at}: the printed list is the one the command prints`, () => {
    const printed = listed(run('eject list').output);
    expect(printed.length, 'components listed by `rspress eject`').toBeGreaterThan(10);
    for (const lang of languages) {
      const sample = codeBlocksOf(sectionOf(lang, at)).find((block) => block.code.startsWith('$ npx rspress eject\n'));
      expect(listed(sample?.code ?? ''), `the \`$ npx rspress eject\` output on docs/${lang}/${at}`).toEqual(printed);
    }
  });

  it(`${at}: a component outside the list can be ejected; a name without a folder exits with 1`, () => {
    expect(listed(run('eject list').output), 'Search is not in the printed list').not.toContain('Search');
    expect(run('eject Search').exitCode, 'rspress eject Search').toBe(0);
    expect(listFiles('eject/theme/components'), 'folders written by the eject runs').toEqual(['HomeFooter', 'Search']);
    expect(run('eject HomeFooter').exitCode).toBe(0);
    expect(listFiles('eject/theme/components/HomeFooter'), 'the ejected HomeFooter').toEqual([
      'index.scss',
      'index.tsx',
    ]);
    const layout = run('eject Layout');
    expect(layout.exitCode, 'rspress eject Layout').toBe(1);
    expect(layout.output).toContain('Component Layout not found in theme.');
    for (const name of ['Search', 'Nav', 'Sidebar', 'Outline'])
      expect(ejectable, 'folders of dist/eject-theme/components').toContain(name);

    expectDocs({
      at,
      states: {
        en: [
          '`rspress eject Search` (or `Nav`, `Sidebar`, `Outline`) works too',
          'exits with code 1, `Component Layout not found in theme.`',
          'The ejected folder holds `index.tsx` and `index.scss`',
        ],
        zh: [
          '`rspress eject Search`（以及 `Nav`、`Sidebar`、`Outline`）同样可以执行',
          '以退出码 1 结束，打印 `Component Layout not found in theme.`',
          '弹出的目录里有 `index.tsx` 和 `index.scss`',
        ],
      },
      never: {
        en: ['A name that is not in the list (for example `Layout`) exits with an error'],
        zh: ['不在列表中的名字（例如 `Layout`）会报错退出'],
      },
    });
  });
});

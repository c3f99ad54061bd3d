import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { createVirtualProgram, projectRoot } from '../support/config-reference';
import { expectDocs } from './fixtures';

/** Small modules compiled against the installed types in one program; each check reads its own file's errors. */
const urlHelpers = ['isExternalUrl', 'isDataUrl', 'normalizeHref', 'matchNavbar', 'matchSidebar'];
const modules: Record<string, string> = {
  ...Object.fromEntries(
    urlHelpers.flatMap((name) => [
      [`theme-${name}.ts`, `import { ${name} } from '@rspress/core/theme';\nexport const used = ${name};\n`],
      [`runtime-${name}.ts`, `import { ${name} } from '@rspress/core/runtime';\nexport const used = ${name};\n`],
    ]),
  ),
  'callout-type.tsx': `import { Callout } from '@rspress/core/theme';
export const tip = <Callout type="tip">ok</Callout>;
export const other = <Callout type="hint">not a callout type</Callout>;
`,
  'dir-section-header.ts': `import type { SideMetaItem } from '@rspress/core';
export const labelled: SideMetaItem = { type: 'dir-section-header', name: 'guide', label: 'Guide' };
export const unlabelled: SideMetaItem = { type: 'dir-section-header', name: 'guide' };
`,
  'layout-hero-actions.tsx': `import { Layout } from '@rspress/core/theme';
export const layout = <Layout beforeHeroActions={<p>accepted</p>} afterHeroActions={<p>accepted</p>} />;
`,
  'before-search.ts': `import type { BeforeSearch } from '@rspress/core/theme';
export const sync: BeforeSearch = (query) => (query ? query.trim() : undefined);
export const asyncString: BeforeSearch = async (query) => query.trim();
export const asyncNothing: BeforeSearch = async (query) => { if (query) return; };
`,
  'rss-test.ts': `import { pluginRss } from '@rspress/plugin-rss';
export const strings = pluginRss({ siteUrl: 'https://example.com', feed: [{ id: 'a', test: ['/a/', /^\\/b\\//] }] });
export const fn = pluginRss({ siteUrl: 'https://example.com', feed: [{ id: 'b', test: (page) => page.routePath.startsWith('/b/') }] });
export const fnInArray = pluginRss({ siteUrl: 'https://example.com', feed: [{ id: 'c', test: [(page: { routePath: string }) => page.routePath.startsWith('/c/')] }] });
`,
  'render-type.ts': `import { RenderType } from '@rspress/core/theme';
import type { OnSearch } from '@rspress/core/theme';
export const member: OnSearch = () => [{ group: 'A', result: [], renderType: RenderType.Custom }];
export const text: OnSearch = () => [{ group: 'B', result: [], renderType: 'custom' }];
`,
  'package-manager-tabs.tsx': `import { PackageManagerTabs } from '@rspress/core/theme';
export const text = <PackageManagerTabs command="create rspress" dlx />;
export const perManager = <PackageManagerTabs command={{ npm: 'npm run build' }} exec />;
`,
  'multi-version.ts': `import { defineConfig } from '@rspress/core';
export const both = defineConfig({ multiVersion: { default: 'v1', versions: ['v1', 'v2'] } });
export const noVersions = defineConfig({ multiVersion: { default: 'v1' } });
`,
  'match-path.ts': `import { matchPath } from '@rspress/core/runtime';
export const id: string | undefined = matchPath('/user/:id', '/user/42')?.params.id;
`,
};

const fileOf = (name: string) => path.join(projectRoot, '.behaviour-types', name);
const program = createVirtualProgram(new Map(Object.entries(modules).map(([name, code]) => [fileOf(name), code])));

/** The errors of one module as `line: TSxxxx message`. */
function errorsOf(name: string): string[] {
  const sourceFile = program.getSourceFile(fileOf(name));
  if (!sourceFile) throw new Error(`${name} was not compiled`);
  return [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)].map(
    (d) =>
      `${sourceFile.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}: TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
  );
}

describe('types of the installed @rspress/core', () => {
  it('api/client-api/api-components.mdx#hooks-and-helpers: the URL helpers come from the runtime, not the theme', () => {
    for (const name of urlHelpers) {
      expect(errorsOf(`theme-${name}.ts`), `import { ${name} } from '@rspress/core/theme'`).toEqual([
        expect.stringMatching(/^1: TS2305 /),
      ]);
      expect(errorsOf(`runtime-${name}.ts`), `import { ${name} } from '@rspress/core/runtime'`).toEqual([]);
    }
    expectDocs({
      at: 'api/client-api/api-components.mdx#hooks-and-helpers',
      states: {
        en: ['are not exported from `@rspress/core/theme` (TypeScript stops with TS2305'],
        zh: ['并不从 `@rspress/core/theme` 导出（TypeScript 会报 TS2305'],
      },
      never: { en: ['Also exported here'], zh: ['这里也导出了一份'] },
    });
  });

  it('guide/default-theme/multi-version.mdx#configure-the-versions: versions is required once multiVersion is set', () => {
    expect(errorsOf('multi-version.ts')).toEqual([
      expect.stringMatching(/^3: TS2769 .*Property 'versions' is missing/),
    ]);
    expectDocs({
      at: 'guide/default-theme/multi-version.mdx#configure-the-versions',
      states: {
        en: ['`string[]`<br />required (`[]` when `multiVersion` is left out)'],
        zh: ['`string[]`<br />必填（不配置 `multiVersion` 时为 `[]`）'],
      },
      never: { en: ['`string[]`<br />default: `[]`'], zh: ['`string[]`<br />默认：`[]`'] },
    });
  });

  it('api/client-api/api-runtime.mdx#matchpath: the match is typed with its params', () => {
    expect(errorsOf('match-path.ts')).toEqual([]);
  });

  it('guide/default-theme/components.mdx#callout: type is a union of eight literals', () => {
    expect(errorsOf('callout-type.tsx'), '<Callout type="tip"> compiles, type="hint" does not').toEqual([
      expect.stringMatching(/^3: TS2322 Type '"hint"' is not assignable/),
    ]);
    expectDocs({
      at: 'guide/default-theme/components.mdx#callout',
      states: {
        en: ["`'tip' \\| 'note' \\| 'important' \\| 'warning' \\| 'caution' \\| 'danger' \\| 'info' \\| 'details'`"],
        zh: ["`'tip' \\| 'note' \\| 'important' \\| 'warning' \\| 'caution' \\| 'danger' \\| 'info' \\| 'details'`"],
      },
      never: { en: ['| `type` | `string`'], zh: ['| `type` | `string`'] },
    });
  });

  it('guide/basic/auto-nav-sidebar.md#fields: label is required on dir-section-header', () => {
    expect(errorsOf('dir-section-header.ts'), 'a dir-section-header entry without label').toEqual([
      expect.stringMatching(/^3: TS2322 .*'label' is missing/),
    ]);
    expectDocs({
      at: 'guide/basic/auto-nav-sidebar.md#fields',
      states: {
        en: ['(required for `section-header`, `dir-section-header` and `custom-link`)'],
        zh: ['（`section-header`、`dir-section-header` 和 `custom-link` 必填）'],
      },
    });
  });

  it('guide/advanced/custom-search.md#search-hooks: an async beforeSearch must return a string', () => {
    expect(errorsOf('before-search.ts')).toEqual([expect.stringMatching(/^4: TS2322 .*Promise<void>/)]);
    expectDocs({
      at: 'guide/advanced/custom-search.md#search-hooks',
      states: {
        en: ['`(query: string) => string \\| void \\| Promise<string>`', 'an `async` hook must always return one'],
        zh: ['`(query: string) => string \\| void \\| Promise<string>`', '`async` 钩子每次都必须返回字符串'],
      },
    });
  });

  it('api/client-api/api-components.mdx#hooks-and-helpers: RenderType is a const enum that this tsconfig refuses', () => {
    // The project's tsconfig.json sets isolatedModules and verbatimModuleSyntax.
    expect(errorsOf('render-type.ts')).toEqual([
      expect.stringMatching(/^1: TS2748 Cannot access ambient const enums when 'verbatimModuleSyntax' is enabled/),
      expect.stringMatching(/^3: TS2748 Cannot access ambient const enums/),
      expect.stringMatching(/^4: TS2322 .*'"custom"' is not assignable/),
    ]);
    expectDocs({
      at: 'api/client-api/api-components.mdx#hooks-and-helpers',
      states: { en: ['`RenderType.Custom` fails the type check with TS2748'], zh: ['会在类型检查时报 TS2748'] },
    });
  });

  it('api/client-api/api-components.mdx#packagemanagertabs: exec and dlx go with the string form only', () => {
    expect(errorsOf('package-manager-tabs.tsx')).toEqual([expect.stringMatching(/^3: TS2322 /)]);
    expectDocs({
      at: 'api/client-api/api-components.mdx#packagemanagertabs',
      states: { en: ['exec?: never; dlx?: never'], zh: ['exec?: never; dlx?: never'] },
    });
  });

  it("plugin/official-plugins/rss.md#channel-options: test's array holds strings and RegExps only", () => {
    expect(errorsOf('rss-test.ts')).toEqual([expect.stringMatching(/^4: TS2322 /)]);
    expectDocs({
      at: 'plugin/official-plugins/rss.md#channel-options',
      states: {
        en: ['`string \\| RegExp \\| (string \\| RegExp)[] \\| ((page: PageIndexInfo) => boolean)`'],
        zh: ['`string \\| RegExp \\| (string \\| RegExp)[] \\| ((page: PageIndexInfo) => boolean)`'],
      },
      never: { en: ['or an array of them'], zh: ['或它们组成的数组'] },
    });
  });

  it('guide/advanced/custom-theme.md#layout-slots: TypeScript accepts the hero-action slots on Layout', () => {
    expect(errorsOf('layout-hero-actions.tsx')).toEqual([]);
    expectDocs({
      at: 'guide/advanced/custom-theme.md#layout-slots',
      states: { en: ['TypeScript accepts them on `Layout`'], zh: ['TypeScript 也允许把它们传给 `Layout`'] },
    });
  });
});

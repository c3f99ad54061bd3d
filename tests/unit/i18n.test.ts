import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_I18N_TEXT } from '@rspress/core/dist/node/runtimeModule/DEFAULT_I18N_TEXT.js';
import { getI18nData } from '@rspress/core/dist/node/runtimeModule/i18n.js';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../support/config-reference';
import { claimProblems } from '../support/doc-claims';
import { type Language, languages, readPage } from '../support/docs-source';
import { createFixtureSite, type FixtureSite } from '../support/fixture-site';

/**
 * The "Other built-in texts" table of /guide/default-theme/i18n: together with the keys of the page's
 * live demo (components/default-theme/UiTextTable.tsx) it covers every key of `I18nText`, and its
 * texts are the installed defaults. A build with a marker text per key shows where the keys that
 * are rendered into the static HTML end up.
 */
const PAGE = 'guide/default-theme/i18n.mdx';
const defaults = DEFAULT_I18N_TEXT as Record<string, Record<string, string>>;

/** Member names of `interface I18nText` in the installed @rspress/shared types. */
function i18nTextKeys(): string[] {
  const file = path.join(projectRoot, 'node_modules/@rspress/shared/dist/index.d.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const declaration = source.statements.find(
    (node): node is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(node) && node.name.text === 'I18nText',
  );
  return (declaration?.members ?? []).map((member) => {
    const name = member.name;
    return name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : '';
  });
}

/** Keys the page's demo table renders with `t(key)`. */
function demoKeys(): string[] {
  const source = readFileSync(path.join(projectRoot, 'components/default-theme/UiTextTable.tsx'), 'utf8');
  const list = source.match(/const KEYS = \[([\s\S]*?)\] as const/)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]);
}

interface Row {
  key: string;
  en: string;
  zh: string;
}

/** Rows of the table under "other-built-in-texts": key, where, `en`, `zh`. */
function tableRows(lang: Language): Row[] {
  const page = readPage(lang, PAGE);
  const section = page.slice(page.indexOf('{#other-built-in-texts}'), page.indexOf('{#redirect-on-first-visit}'));
  const code = (cell: string) => cell.trim().match(/^`(.*)`$/)?.[1] ?? `not code: ${cell}`;
  return section
    .split('\n')
    .filter((line) => /^\| `/.test(line))
    .map((line) => {
      const cells = line.split('|').slice(1, -1);
      return { key: code(cells[0]), en: code(cells[2]), zh: code(cells[3]) };
    });
}

describe('the other built-in texts of the i18n page', () => {
  it.each(languages)('%s: with the demo keys, the table covers every I18nText key once', (lang) => {
    const keys = i18nTextKeys();
    expect(keys.length).toBeGreaterThanOrEqual(30);
    const documented = [...demoKeys(), ...tableRows(lang).map((row) => row.key)];
    expect([...documented].sort()).toEqual([...keys].sort());
    expect(Object.keys(defaults).sort()).toEqual([...keys].sort());
  });

  it.each(languages)('%s: the English and Chinese texts are the installed defaults', (lang) => {
    const rows = tableRows(lang);
    expect(rows).toHaveLength(20);
    expect(rows).toEqual(rows.map(({ key }) => ({ key, en: defaults[key].en, zh: defaults[key].zh })));
  });
});

/** Where the static HTML holds each key: a class of the nearest element before the text that marks it. */
const renderedInto: Record<string, string> = {
  searchPlaceholderText: 'rp-search-button',
  languagesText: 'rp-nav-screen-langs',
  themeText: 'rp-nav-screen-appearance',
  menuTitle: 'rp-sidebar-menu',
  copyMarkdownText: 'rp-llms-copy-button',
  sourceCodeText: 'rp-source-code',
  lastUpdatedAuthorText: 'rp-last-updated',
  codeButtonGroupCopyButtonText: 'rp-code-copy-button',
  codeButtonGroupWrapButtonText: 'rp-code-wrap-button',
  promptCopyText: 'rp-prompt__action',
  promptExpandText: 'rp-prompt__action-toggle',
};

const marker = (key: string, lang: string) => `[[${lang}:${key}]]`;
/** The same marker as code for the fixture's config, where `key` is a variable. */
const markerCode = (lang: string) => `'[[${lang}:' + key + ']]'`;

describe('a build that marks every key', () => {
  let fixture: FixtureSite | undefined;
  afterAll(() => fixture?.remove());

  it('puts the keys rendered at build time where the table says, in each language', () => {
    const keys = tableRows('en').map((row) => row.key);
    const page = [
      '# Page',
      '',
      "import { Prompt, SourceCode } from '@rspress/core/theme';",
      '',
      '<SourceCode href="https://github.com/web-infra-dev/rspress" />',
      '',
      '<Prompt title="Ask" prompt="Write a plugin." />',
      '',
      '```js',
      'console.log(1);',
      '```',
      '',
    ].join('\n');
    fixture = createFixtureSite('i18n-keys', {
      'rspress.config.ts': [
        "import { defineConfig } from '@rspress/core';",
        `const keys = ${JSON.stringify(keys)};`,
        'export default defineConfig({',
        "  root: 'docs',",
        "  lang: 'en',",
        "  locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '中文' }],",
        '  themeConfig: { lastUpdated: { author: true }, llmsUI: true },',
        '  llms: true,',
        `  i18nSource: Object.fromEntries(keys.map((key) => [key, { en: ${markerCode('en')}, zh: ${markerCode('zh')} }])),`,
        '});',
        '',
      ].join('\n'),
      'docs/en/index.md': '# Home\n',
      'docs/zh/index.md': '# 首页\n',
      'docs/en/guide/page.mdx': page,
      'docs/zh/guide/page.mdx': page,
    });
    // The last-updated line, and the author in it, come from git.
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=Ada', '-c', 'user.email=ada@example.com', ...args], { cwd: fixture?.dir });
    git('init', '-q');
    git('add', 'docs');
    git('commit', '-qm', 'pages');
    const { status, output } = fixture.rspress('build');
    expect(status, output).toBe(0);

    for (const [lang, file] of [
      ['en', 'doc_build/guide/page.html'],
      ['zh', 'doc_build/zh/guide/page.html'],
    ] as const) {
      const html = readFileSync(path.join(fixture.dir, file), 'utf8');
      const where = Object.fromEntries(
        [...html.matchAll(/\[\[(en|zh):([\w.]+)\]\]/g)].map((match) => {
          const classes = [...html.slice(0, match.index).matchAll(/class="([^"]*)"/g)].pop()?.[1] ?? '';
          return [match[2], { lang: match[1], classes }];
        }),
      );
      for (const [key, className] of Object.entries(renderedInto)) {
        expect(where[key], `${marker(key, lang)} in ${file}`).toEqual({
          lang,
          classes: expect.stringContaining(className),
        });
      }
    }
  }, 60_000);
});

describe('i18nSourcePath (a call of the installed getI18nData)', () => {
  it('reads a file given by an absolute path, and silently nothing by a relative one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'i18n-source-'));
    const previous = process.cwd();
    try {
      writeFileSync(path.join(dir, 'ui.json'), JSON.stringify({ editLinkText: { en: 'FROM_THE_FILE' } }));
      process.chdir(dir);
      const text = async (i18nSourcePath: string) =>
        ((await getI18nData({ lang: 'en', i18nSourcePath })) as Record<string, Record<string, string>>).editLinkText.en;
      expect(await text(path.join(dir, 'ui.json'))).toBe('FROM_THE_FILE');
      expect(await text('ui.json')).toBe(defaults.editLinkText.en);
      expect(await text('./ui.json')).toBe(defaults.editLinkText.en);
    } finally {
      process.chdir(previous);
      rmSync(dir, { recursive: true, force: true });
    }
    expect(
      claimProblems({
        at: `${PAGE}#declare-the-languages`,
        states: {
          en: ['so a relative path is never found, and nothing warns'],
          zh: ['相对路径永远找不到，而且没有任何警告'],
        },
      }),
    ).toEqual([]);
  });
});

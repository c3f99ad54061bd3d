import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { mergeDocConfig, type UserConfig } from '@rspress/core';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../support/config-reference';
import { claimProblems } from '../support/doc-claims';
import { type Language, languages, readPage } from '../support/docs-source';
import { createFixtureSite, type FixtureSite } from '../support/fixture-site';
import { pageCode, pageCodes } from '../support/titled-code';

/**
 * /api/javascript-api: the page lists what the installed entry exports, and its samples do what it says.
 * The Node.js scripts of the page are run as they are in a scratch project; its config samples are
 * type-checked by api-examples.test.ts.
 */
const PAGE = 'api/javascript-api.md';

/** Names exported by @rspress/core/dist/index.d.ts, split into values and type-only exports. */
function installedExports(): { values: string[]; types: string[] } {
  const file = path.join(projectRoot, 'node_modules/@rspress/core/dist/index.d.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const values: string[] = [];
  const types: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.exportClause || !ts.isNamedExports(statement.exportClause)) {
      continue;
    }
    for (const element of statement.exportClause.elements) {
      (statement.isTypeOnly || element.isTypeOnly ? types : values).push(element.name.text);
    }
  }
  return { values, types };
}

/** Names in backticks in the first column of the tables of one section (from its heading id to the next `## `). */
function tableNamesIn(lang: Language, id: string): Set<string> {
  const page = readPage(lang, PAGE);
  const start = page.indexOf(`{#${id}}`);
  const firstCells = page
    .slice(start, page.indexOf('\n## ', start))
    .split('\n')
    .filter((line) => line.startsWith('| '))
    .map((line) => line.split(' | ')[0]);
  return new Set(firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Za-z_]\w*)`/g)].map((match) => match[1])));
}

describe('the exports of @rspress/core', () => {
  const { values, types } = installedExports();

  it.each(languages)('%s: every value export is in the table at a glance, every type in the types table', (lang) => {
    expect(values.length).toBeGreaterThan(15);
    expect(values.filter((name) => !tableNamesIn(lang, 'exports').has(name))).toEqual([]);
    const typeTable = tableNamesIn(lang, 'types');
    expect(types.filter((name) => !typeTable.has(name))).toEqual([]);
    expect([...typeTable].filter((name) => !types.includes(name))).toEqual([]);
  });
});

describe('mergeDocConfig', () => {
  it('merges as the table of rules says, without touching its inputs', async () => {
    const firstHook = () => {};
    const secondHook = () => {};
    const first: UserConfig = {
      title: 'A',
      head: ['<meta name="a">'],
      plugins: [{ name: 'shared' }],
      markdown: { showLineNumbers: true },
      route: { exclude: ['a/**'] },
      builderConfig: { tools: { rspack: firstHook } },
    };
    const before = JSON.stringify(first);
    const merged = await mergeDocConfig(first, {
      title: undefined,
      head: '<meta name="b">' as unknown as UserConfig['head'],
      plugins: [{ name: 'shared' }],
      markdown: { defaultWrapCode: true },
      route: { exclude: ['b/**'] },
      builderConfig: { tools: { rspack: secondHook } },
    });
    expect(merged.title).toBe('A');
    expect(merged.head).toEqual(['<meta name="a">', '<meta name="b">']);
    expect(merged.plugins).toEqual([{ name: 'shared' }, { name: 'shared' }]);
    expect(merged.markdown).toEqual({ showLineNumbers: true, defaultWrapCode: true });
    expect(merged.route?.exclude).toEqual(['a/**', 'b/**']);
    expect(merged.builderConfig?.tools?.rspack).toBe(secondHook);
    expect(JSON.stringify(first)).toBe(before);
  });

  it("the page's shared-config sample gives the result the page describes", async () => {
    const sample = pageCodes('en', PAGE, 'rspress.config.ts').find((code) => code.includes('mergeDocConfig('));
    expect(pageCodes('zh', PAGE, 'rspress.config.ts')).toContain(sample);
    const dir = path.join(projectRoot, 'node_modules/.cache/javascript-api-test');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `merge-sample-${process.pid}.ts`);
    writeFileSync(file, sample ?? '');
    try {
      const { default: load } = (await import(file)) as { default: () => Promise<UserConfig> };
      const config = await load();
      expect(config.title).toBe('Acme CLI');
      expect(config.root).toBe('docs');
      expect(config.head).toEqual([
        '<meta name="author" content="Acme">',
        '<meta name="theme-color" content="#0b7285">',
      ]);
      expect(config.markdown).toEqual({ showLineNumbers: true, defaultWrapCode: true });
      expect(config.themeConfig?.socialLinks).toHaveLength(1);
    } finally {
      rmSync(file, { force: true });
    }
  });
});

describe("the page's scripts, run in a scratch project", () => {
  const scripts = ['scripts/docs.mjs', 'scripts/build-docs.mjs', 'scripts/check-docs.mjs'];
  let fixture: FixtureSite | undefined;
  afterAll(() => fixture?.remove());

  it('are the same in both languages', () => {
    for (const script of scripts) expect(pageCode('zh', PAGE, script)).toBe(pageCode('en', PAGE, script));
  });

  it('runCLI builds with the async config sample; build() and serve() do what the page says', () => {
    const asyncConfig = pageCodes('en', PAGE, 'rspress.config.ts').find((code) => code.includes('readFile('));
    fixture = createFixtureSite('javascript-api', {
      'docs/index.md': '# Hello\n\nText.\n',
      'rspress.config.ts': asyncConfig ?? '',
      ...Object.fromEntries(scripts.map((script) => [script, pageCode('en', PAGE, script)])),
    });
    // The async config reads the version from package.json.
    writeFileSync(path.join(fixture.dir, 'package.json'), '{ "name": "acme", "version": "1.2.3", "type": "module" }\n');
    const html = (file: string) => readFileSync(path.join(fixture?.dir ?? '', file), 'utf8');

    // `node scripts/docs.mjs` without arguments is `rspress build`.
    const cli = fixture.node('scripts/docs.mjs');
    expect(cli.status, cli.output).toBe(0);
    expect(html('doc_build/index.html')).toContain('<title>Hello - Acme 1.2.3</title>');

    const built = fixture.node('scripts/build-docs.mjs');
    expect(built.status, built.output).toBe(0);
    expect(built.output).toContain('Built into dist/docs');
    expect(html('dist/docs/index.html')).toContain('<title>Hello - Acme</title>');

    // PORT wins over the `port` option.
    const served = fixture.node('scripts/check-docs.mjs', { PORT: '4457' });
    expect(served.status, served.output).toBe(0);
    expect(served.output).toMatch(/^200$/m);
    expect(served.output).toContain('http://localhost:4457/');
  }, 60_000);

  it('build() needs NODE_ENV=production, which the build-docs.mjs script sets: base and hydration', () => {
    if (!fixture) return expect.fail('the scratch project was not created');
    const script = pageCode('en', PAGE, 'scripts/build-docs.mjs');
    const noEnvLine = "process.env.NODE_ENV = 'production';\n";
    expect(script).toContain(noEnvLine);
    const withBase = script.replace("outDir: 'dist/docs'", "outDir: 'dist/docs', base: '/repo/'");
    writeFileSync(path.join(fixture.dir, 'scripts/with-env.mjs'), withBase);
    writeFileSync(path.join(fixture.dir, 'scripts/without-env.mjs'), withBase.replace(noEnvLine, ''));
    const outcome = (script: string) => {
      // The test runner sets NODE_ENV=test; a reader's terminal usually has none.
      const result = fixture?.node(script, { NODE_ENV: '' });
      expect(result?.status, result?.output).toBe(0);
      const dist = path.join(fixture?.dir ?? '', 'dist/docs');
      const scripts = [...readFileSync(path.join(dist, 'index.html'), 'utf8').matchAll(/<script[^>]* src="([^"]*)"/g)];
      const js = readdirSync(path.join(dist, 'static/js'))
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFileSync(path.join(dist, 'static/js', file), 'utf8'))
        .join('\n');
      return { sources: scripts.map((match) => match[1]), hydrates: js.includes('hydrateRoot') };
    };
    const set = outcome('scripts/with-env.mjs');
    expect(set.sources.length).toBeGreaterThan(0);
    expect(
      set.sources.every((src) => src.startsWith('/repo/static/')),
      set.sources.join(' '),
    ).toBe(true);
    expect(set.hydrates, 'the browser code hydrates the HTML').toBe(true);
    const unset = outcome('scripts/without-env.mjs');
    expect(
      unset.sources.every((src) => src.startsWith('/static/')),
      unset.sources.join(' '),
    ).toBe(true);
    expect(unset.hydrates, 'the browser code renders from scratch').toBe(false);
    expect(
      claimProblems({
        at: 'api/javascript-api.md#build',
        states: {
          en: ['Set `NODE_ENV` to `production` before the call'],
          zh: ['调用前要像命令行那样把 `NODE_ENV` 设为 `production`'],
        },
        never: { en: ['`build()` does not need `NODE_ENV`'], zh: ['`build()` 不依赖 `NODE_ENV`'] },
      }),
    ).toEqual([]);
  }, 60_000);

  it('the config function receives { env, command, envMode }, and an error in it stops the command', () => {
    if (!fixture) return expect.fail('the scratch project was not created');
    const recordAndThrow = [
      "import { writeFileSync } from 'node:fs';",
      'export default async function (...args: unknown[]) {',
      "  writeFileSync('args-' + process.argv[2] + '.json', JSON.stringify(args));",
      "  throw new Error('cannot read versions.json');",
      '}',
      '',
    ].join('\n');
    writeFileSync(path.join(fixture.dir, 'rspress.config.ts'), recordAndThrow);
    const argsOf = (command: string) =>
      JSON.parse(readFileSync(path.join(fixture?.dir ?? '', `args-${command}.json`), 'utf8'));
    for (const [command, env] of [
      ['build', 'production'],
      ['preview', 'production'],
      ['dev', 'development'],
    ]) {
      const { status, output } = fixture.rspress(command);
      expect(status, output).not.toBe(0);
      expect(output).toContain('Error: cannot read versions.json');
      expect(argsOf(command)).toEqual([{ env, command, envMode: env }]);
    }
  }, 60_000);
});

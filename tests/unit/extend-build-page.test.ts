import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mergeRsbuildConfig } from '@rsbuild/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeBlocksOf } from '../support/config-reference';
import { claimProblems } from '../support/doc-claims';
import { headingsOf, languages, readPage } from '../support/docs-source';
import { type FixtureBuild, projectModule, removeFixtures, runRspress } from '../support/fixture-build';

/**
 * The Rsbuild plugins section of /api/config/config-build (#builderconfigplugins, the anchor
 * Rspress's own error message links to) and "Inspect the generated configuration" on
 * /guide/advanced/extend-build, checked against the installed @rspress/core.
 */

const coreDist = path.resolve(import.meta.dirname, '../../node_modules/@rspress/core/dist/node');
const CONFIG_BUILD = 'api/config/config-build.md';
const EXTEND_BUILD = 'guide/advanced/extend-build.md';

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

/** Links to the Rspress website, with an anchor, in the messages of the installed @rspress/core. */
const docLinks = [
  ...new Set(
    jsFiles(coreDist).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/https:\/\/rspress\.rs\/([\w/-]+)#([\w-]+)/g)].map(
        (match) => `${match[1]}#${match[2]}`,
      ),
    ),
  ),
];

/** A page's code block of one language that starts with the given text. */
function blockStartingWith(page: string, lang: string, start: string): string {
  const block = codeBlocksOf(readPage('en', page)).find((b) => b.lang === lang && b.code.startsWith(start));
  if (!block) throw new Error(`${page}: no ${lang} block starting with ${start}`);
  return block.code;
}

/** A config example of the page, with its package imports pointed at the project's node_modules. */
const runnableConfig = (code: string) =>
  code.replace(/from '(@rspress\/core|@rsbuild\/core)'/g, (_, specifier: string) => `from ${projectModule(specifier)}`);

describe('links in the messages of @rspress/core lead to headings of this site', () => {
  it('finds the builderPlugins message link', () => {
    expect(docLinks).toContain('api/config/config-build#builderconfigplugins');
  });

  it.each(languages)('%s pages have every linked heading id', (lang) => {
    for (const link of docLinks) {
      const [page, id] = link.split('#');
      const ids = headingsOf(readPage(lang, `${page}.md`)).map((heading) => heading.id);
      expect(ids, link).toContain(id);
    }
  });
});

describe('builderConfig.plugins and inspecting the configuration (fixture builds)', { timeout: 120_000 }, () => {
  const docs = { 'docs/index.md': '# Home\n\nHello.\n' };
  let oldOption: FixtureBuild;
  let withPlugin: FixtureBuild;
  let inspected: FixtureBuild;

  beforeAll(async () => {
    [oldOption, withPlugin, inspected] = await Promise.all([
      runRspress({
        ...docs,
        'rspress.config.ts': `export default { builderPlugins: [{ name: 'old-style', setup() {} }] };\n`,
      }),
      runRspress({
        ...docs,
        'rspress.config.ts': runnableConfig(blockStartingWith(CONFIG_BUILD, 'ts', 'import type { RsbuildPlugin }')),
      }),
      runRspress(
        {
          ...docs,
          'rspress.config.ts': runnableConfig(
            blockStartingWith(
              EXTEND_BUILD,
              'ts',
              "import { defineConfig } from '@rspress/core';\n\nexport default defineConfig({\n  builderConfig: {\n    tools: {\n      rspack(config, { environment })",
            ),
          ),
        },
        { env: { DEBUG: 'rsbuild' } },
      ),
    ]);
  }, 120_000);

  afterAll(removeFixtures);

  it('stops on builderPlugins with the message the page quotes', () => {
    const quoted = blockStartingWith(CONFIG_BUILD, 'text', 'error   [Rspress v2]').trim();
    expect(oldOption.code).toBe(1);
    expect(oldOption.output).toContain(quoted);
  });

  it('runs a plugin from builderConfig.plugins, printing what the page shows', () => {
    expect(withPlugin.code).toBe(0);
    const shown = blockStartingWith(CONFIG_BUILD, 'text', 'web: target web').trim().split('\n');
    for (const line of shown) expect(withPlugin.output).toContain(line.replace('/path/to/project', withPlugin.dir));
    // A normal build leaves neither the inspection files nor the server bundles behind.
    expect(existsSync(path.join(withPlugin.dir, 'doc_build/.rsbuild'))).toBe(false);
    expect(existsSync(path.join(withPlugin.dir, 'doc_build/__ssg__'))).toBe(false);
  });

  it('writes the files the page lists under DEBUG=rsbuild, and keeps the server bundles', () => {
    expect(inspected.code).toBe(0);
    expect(inspected.output).toContain('web entries: index');
    expect(inspected.output).toContain('node entries: index');
    const listed = blockStartingWith(EXTEND_BUILD, 'text', 'success config inspection completed')
      .split('\n')
      .filter((line) => line.includes('/path/to/project') && !line.includes('node_md'));
    expect(listed).toHaveLength(4);
    for (const line of listed) {
      const expected = line.replace('/path/to/project', inspected.dir);
      expect(inspected.output).toContain(expected.trim());
      expect(existsSync(expected.slice(expected.indexOf(inspected.dir)))).toBe(true);
    }
    expect(existsSync(path.join(inspected.dir, 'doc_build/__ssg__'))).toBe(true);
    const webConfig = inspected.read('doc_build/.rsbuild/rsbuild.config.web.mjs');
    for (const name of ['rsbuild:react', 'rsbuild-plugin-searchIndex', 'rspress-inner-rsbuild-plugin-ssg']) {
      expect(webConfig).toContain(`name: '${name}'`);
    }
  });
});

describe('the extended configuration of /guide/advanced/extend-build (fixture build)', { timeout: 120_000 }, () => {
  let build: FixtureBuild;
  beforeAll(async () => {
    const extended = runnableConfig(blockStartingWith(EXTEND_BUILD, 'ts', "import path from 'node:path';"));
    build = await runRspress(
      {
        // A site config with a plugin and a builderConfig of its own, like this site's.
        'rspress.config.ts': `import { defineConfig } from ${projectModule('@rspress/core')};
const meta = (name: string) => ({ tag: 'meta', attrs: { name, content: '1' }, head: true });
export default defineConfig({
  root: 'docs',
  title: 'Base',
  plugins: [{ name: 'base-plugin', builderConfig: { html: { tags: [meta('from-base-plugin')] } } }],
  builderConfig: { html: { tags: [meta('from-base-builderconfig')] } },
});
`,
        'rspress.extended.config.ts': extended,
        'components/Demo.tsx': 'export default function Demo() {\n  return <span id="demo">demo</span>;\n}\n',
        'components/notes.txt': 'notes as text\n',
        'docs/index.mdx': [
          "import Demo from '@demos/Demo';",
          "import notes from '../components/notes.txt?raw';",
          '',
          '# Extended',
          '',
          '<Demo />',
          '',
          '<p id="channel">{import.meta.env.DOCS_CHANNEL}</p>',
          '',
          '<p id="notes">{notes}</p>',
          '',
        ].join('\n'),
      },
      { args: ['build', '-c', 'rspress.extended.config.ts'] },
    );
  });
  afterAll(removeFixtures);

  it('adds to the site config (its plugin and builderConfig stay), and ?raw imports a text file', () => {
    expect(build.code, build.output).toBe(0);
    const html = build.read('doc_build/index.html');
    for (const name of ['docs-built-with', 'from-base-plugin', 'from-base-builderconfig']) {
      expect(html, name).toContain(`<meta name="${name}"`);
    }
    expect(html).toContain('<span id="demo">demo</span>');
    expect(html).toContain('<p id="channel">stable</p>');
    expect(html).toContain('<p id="notes">notes as text\n</p>');
  });
});

describe('how Rspress merges builderConfig (a call of the installed mergeRsbuildConfig)', () => {
  it('concatenates arrays, joins a string to an array, and lets the later value win on the listed fields', () => {
    const merged = mergeRsbuildConfig(
      { html: { tags: [{ tag: 'a' }] }, source: { preEntry: 'x' }, resolve: { extensions: ['.a'] } },
      { html: { tags: [{ tag: 'b' }] }, source: { preEntry: ['y'] }, resolve: { extensions: ['.b'] } },
      { output: { overrideBrowserslist: ['chrome 100'] } },
      { output: { overrideBrowserslist: ['firefox 100'] } },
    );
    expect(merged.html?.tags).toEqual([{ tag: 'a' }, { tag: 'b' }]);
    expect(merged.source?.preEntry).toEqual(['x', 'y']);
    expect(merged.resolve?.extensions).toEqual(['.b']);
    expect(merged.output?.overrideBrowserslist).toEqual(['firefox 100']);
    expect(
      claimProblems({
        at: `${EXTEND_BUILD}#how-the-configurations-are-merged`,
        states: {
          en: ["gives `['x', 'y']`", 'a few fields take the later value whole even when both are arrays'],
          zh: ["结果是 `['x', 'y']`", '少数字段即使两边都是数组，也整个取后者的值'],
        },
      }),
    ).toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { getLanguageService, type JSONSchema, TextDocument } from 'vscode-json-languageservice';
import { projectRoot } from '../support/config-reference';
import { docsRoot, languages, readPage } from '../support/docs-source';
import { createFixtureSite, type FixtureSite } from '../support/fixture-site';
import { pageCode, pageCodes } from '../support/titled-code';

/**
 * The "Editor hints" section of /guide/basic/auto-nav-sidebar: the VS Code settings it shows are run
 * through vscode-json-languageservice (the library behind VS Code's JSON support), and what it says
 * Rspress does with such files is checked with real builds.
 */
const PAGE = 'guide/basic/auto-nav-sidebar.md';
const settingsOf = (lang: (typeof languages)[number]) =>
  JSON.parse(pageCode(lang, PAGE, '.vscode/settings.json')) as {
    'json.schemas': { fileMatch: string[]; url: string }[];
  };
const settings = settingsOf('en');
/** The example with mistakes (the page's other `docs/guide/_meta.json` block is the valid one of "Example"). */
const badMetaOf = (lang: (typeof languages)[number]) =>
  pageCodes(lang, PAGE, 'docs/guide/_meta.json').find((code) => code.includes('collapsable')) ?? '';
const badMeta = badMetaOf('en');

/** A language service configured as VS Code is with these settings (relative URLs from the project folder). */
function jsonService() {
  const service = getLanguageService({
    schemaRequestService: async (uri) => readFileSync(new URL(uri), 'utf8'),
  });
  service.configure({
    validate: true,
    schemas: settings['json.schemas'].map(({ fileMatch, url }) => ({
      uri: pathToFileURL(path.resolve(projectRoot, url)).href,
      fileMatch,
    })),
  });
  return service;
}
const service = jsonService();

function open(file: string, text: string) {
  const document = TextDocument.create(pathToFileURL(file).href, 'json', 1, text);
  return { document, json: service.parseJSONDocument(document) };
}

async function problemsOf(file: string, text: string) {
  const { document, json } = open(file, text);
  return (await service.doValidation(document, json)).map((d) => ({
    line: d.range.start.line + 1,
    message: d.message,
  }));
}

function siteNavigationFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === '_meta.json' || entry.name === '_nav.json') found.push(full);
    }
  };
  walk(docsRoot);
  return found;
}

const fixtures: FixtureSite[] = [];
afterAll(() => {
  for (const fixture of fixtures) fixture.remove();
});

/** A docs folder whose guide sidebar is the given _meta.json. */
function guideSite(metaJson: string, where = 'docs/guide/_meta.json'): FixtureSite {
  const fixture = createFixtureSite('meta-json', {
    'rspress.config.ts': "export default { root: 'docs' };\n",
    'docs/index.md': '# Home\n',
    'docs/_nav.json': '[{ "text": "Guide", "link": "/guide/" }]\n',
    'docs/guide/index.md': '# Guide\n\nText.\n',
    'docs/guide/faq.md': '# FAQ\n\nText.\n',
    'docs/guide/basics/install.md': '# Install\n\nText.\n',
    [where]: metaJson,
  });
  fixtures.push(fixture);
  return fixture;
}

describe('editor hints for _meta.json and _nav.json', () => {
  it('shows the same settings and example in both languages', () => {
    expect(settingsOf('zh')).toEqual(settings);
    expect(badMeta).not.toBe('');
    expect(badMetaOf('zh')).toBe(badMeta);
  });

  it('points at schema files that @rspress/core ships, which package exports do not expose', () => {
    const urls = settings['json.schemas'].map(({ url }) => url);
    expect(urls).toEqual([
      './node_modules/@rspress/core/meta-json-schema.json',
      './node_modules/@rspress/core/nav-json-schema.json',
    ]);
    for (const url of urls) {
      const schema = JSON.parse(readFileSync(path.resolve(projectRoot, url), 'utf8')) as JSONSchema;
      expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    }
    const require = createRequire(path.join(projectRoot, 'package.json'));
    expect(() => require.resolve('@rspress/core/meta-json-schema.json')).toThrow(
      expect.objectContaining({ code: 'ERR_PACKAGE_PATH_NOT_EXPORTED' }),
    );
  });

  it('accepts every _meta.json and _nav.json of this site', async () => {
    const files = siteNavigationFiles();
    expect(files.length).toBeGreaterThan(10);
    const problems = await Promise.all(
      files.map(async (file) =>
        (await problemsOf(file, readFileSync(file, 'utf8'))).map(
          (p) => `${path.relative(projectRoot, file)}:${p.line} ${p.message}`,
        ),
      ),
    );
    expect(problems.flat()).toEqual([]);
  });

  it('reports the mistakes of the example that the page quotes, in both languages', async () => {
    const problems = await problemsOf('/project/docs/guide/_meta.json', badMeta);
    expect(problems.map((p) => p.line)).toEqual([3, 4, 5]);
    for (const lang of languages) {
      for (const { message } of problems) expect(readPage(lang, PAGE)).toContain(`\`${message}\``);
    }
  });

  it('completes the fields of a dir entry that the page lists', async () => {
    const text = '[\n  { "type": "dir", "name": "basics", }\n]\n';
    const { document, json } = open('/project/docs/guide/_meta.json', text);
    const offset = text.indexOf('"basics",') + '"basics",'.length + 1;
    const labels = (await service.doComplete(document, document.positionAt(offset), json))?.items.map((i) => i.label);
    expect(labels).toEqual(['label', 'icon', 'tag', 'overviewHeaders', 'context', 'collapsible', 'collapsed']);
    for (const lang of languages) {
      const page = readPage(lang, PAGE);
      for (const label of labels ?? []) expect(page).toContain(`\`${label}\``);
    }
  });

  it('Rspress builds the example without a warning and ignores what the schema rejects', () => {
    const fixture = guideSite(badMeta);
    const { status, output } = fixture.rspress('build');
    expect(status).toBe(0);
    expect(output).not.toMatch(/^\s*warn\b/m);
    const [entry] = readdirSync(path.join(fixture.dir, 'doc_build/static/js')).filter((f) => /^index\..*\.js$/.test(f));
    const script = readFileSync(path.join(fixture.dir, 'doc_build/static/js', entry), 'utf8');
    // `collapsable` is dropped and the group keeps the default; `collapsed` on a page entry is dropped; "yes" is truthy.
    expect(script).toContain('{text:"Basics",collapsible:!0,collapsed:!1,');
    expect(script).toContain('{text:"FAQ",link:"/guide/faq.html",_fileKey:"guide/faq"}');
    expect(script).toContain('{dividerType:"dashed"}');
  }, 60_000);

  it('a _meta.json wrapped in an object for a $schema key stops the build, with another message at the top', () => {
    const wrapped = JSON.stringify({
      $schema: '../../node_modules/@rspress/core/meta-json-schema.json',
      items: ['index', 'faq'],
    });
    const { status, output } = guideSite(wrapped).rspress('build');
    expect(status).not.toBe(0);
    expect(output).toContain('TypeError: dirMetaJson.find is not a function');
    for (const lang of languages)
      expect(readPage(lang, PAGE)).toContain('TypeError: dirMetaJson.find is not a function');
    const atTheTop = guideSite(wrapped, 'docs/_meta.json').rspress('build');
    expect(atTheTop.status).not.toBe(0);
    expect(atTheTop.output).toContain('TypeError: metaJson.some is not a function');
    for (const lang of languages) expect(readPage(lang, PAGE)).toContain('TypeError: metaJson.some is not a function');
  }, 90_000);
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notationExample } from '../../components/plugin/shiki-notation-example';
import { codeBlocksOf } from '../support/config-reference';
import { languages, readPage } from '../support/docs-source';
import { type FixtureBuild, projectModule, removeFixtures, runRspress } from '../support/fixture-build';

/**
 * "Notation comments" on /plugin/official-plugins/shiki: the example shown on the page, the
 * versions it names, and what the transformers it configures produce in a real build.
 */

const PAGE = 'plugin/official-plugins/shiki.mdx';
const projectRoot = path.resolve(import.meta.dirname, '../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(projectRoot, file), 'utf8'));
const shikiVersion: string = readJson('node_modules/shiki/package.json').version;

/** The page's code blocks from the notation section on. */
const notationBlocks = (lang: (typeof languages)[number]) => {
  const source = readPage(lang, PAGE);
  return codeBlocksOf(source.slice(source.indexOf('{#notation-comments}')));
};

describe.each(languages)('%s page', (lang) => {
  it('shows, as written, the example that the live demo renders', () => {
    const [written] = notationBlocks(lang);
    expect(written.code).toBe(notationExample);
  });

  it('installs @shikijs/transformers at the version of shiki that Rspress uses, as the site does', () => {
    expect(readPage(lang, PAGE)).toContain(`@shikijs/transformers@${shikiVersion}`);
    expect(readJson('package.json').dependencies['@shikijs/transformers']).toBe(shikiVersion);
  });
});

describe("the default theme's stylesheet", () => {
  const css = readFileSync(path.join(projectRoot, 'node_modules/@rspress/core/dist/theme/styles/shiki.css'), 'utf8');

  it('styles highlighted, diff, focused and error/warning lines but not highlighted words', () => {
    for (const selector of [
      '.shiki.has-highlighted .line.highlighted',
      '.shiki.has-diff code .diff.add',
      '.shiki.has-diff code .diff.remove',
      '.shiki.has-focused .line:not(.focused)',
      '.line.highlighted.error',
      '.line.highlighted.warning',
    ]) {
      expect(css).toContain(selector);
    }
    expect(css).not.toContain('highlighted-word');
  });
});

describe('the notation transformers in a build (fixture)', { timeout: 120_000 }, () => {
  let notations: FixtureBuild;
  let metaHighlight: FixtureBuild;
  const pres = (build: FixtureBuild): string[] => [
    ...(build.read('doc_build/index.html').match(/<pre[^>]*>[\s\S]*?<\/pre>/g) ?? []),
  ];
  const lineClasses = (pre: string) => [...pre.matchAll(/<span class="(line[^"]*)"/g)].map((match) => match[1]);

  beforeAll(async () => {
    const config = notationBlocks('en').find((block) => block.code.includes('markdown: {'));
    if (!config) throw new Error('the configuration example is missing from the page');
    [notations, metaHighlight] = await Promise.all([
      runRspress({
        'rspress.config.ts': config.code
          .replace(
            /from '(@rspress\/core|@shikijs\/transformers)'/g,
            (_, specifier: string) => `from ${projectModule(specifier)}`,
          )
          // On a busy machine the first line can pass Shiki's 500 ms tokenizing limit and keep its comment
          // (the page explains it); the fixture turns the limit off so that it checks the transformers only.
          .replace('shiki: {', 'shiki: {\n      tokenizeTimeLimit: 0,'),
        'docs/index.md': [
          '# Notations',
          `\`\`\`ts\n${notationExample}\`\`\``,
          "```ts\nconst title = 'Docs';\nconst lang = 'en'; // [!code focus]\n```",
          "```ts\n// [!code word:siteOrigin]\nconst siteOrigin = 'https://docs.example.com';\nconsole.log(siteOrigin);\n```",
          '```ts\nconst a = 1; // [!code highlight:2]\nconst b = 2;\nconst c = 3;\n```',
          '',
        ].join('\n\n'),
      }),
      runRspress({
        'rspress.config.ts': `import { transformerMetaHighlight } from ${projectModule('@shikijs/transformers')};
export default { markdown: { shiki: { transformers: [transformerMetaHighlight()] } } };
`,
        'docs/index.md': '# Meta\n\n```ts {2}\nconst a = 1;\nconst b = 2;\n```\n',
      }),
    ]);
    expect(notations.code).toBe(0);
    expect(metaHighlight.code).toBe(0);
  }, 120_000);

  afterAll(removeFixtures);

  it('turns the example into classes and removes the comments', () => {
    const [example] = pres(notations);
    const preClasses = example.match(/<pre class="([^"]*)"/)?.[1].split(' ');
    expect(preClasses).toEqual(expect.arrayContaining(['has-highlighted', 'has-diff']));
    expect(lineClasses(example).slice(0, 5)).toEqual([
      'line highlighted',
      'line diff remove',
      'line diff add',
      'line highlighted warning',
      'line highlighted error',
    ]);
    expect(example).not.toContain('[!code');
  });

  it('marks focus, words and line ranges as the table says', () => {
    const [, focus, word, range] = pres(notations);
    expect(focus).toMatch(/<pre class="shiki css-variables has-focused"/);
    expect(lineClasses(focus)).toEqual(['line', 'line focused']);
    expect(word.match(/class="highlighted-word"/g)).toHaveLength(2);
    expect(word).toMatch(/<pre class="shiki css-variables"/);
    expect(lineClasses(range)).toEqual(['line highlighted', 'line highlighted', 'line']);
  });

  it("leaves has-highlighted off the <pre> with @shikijs/transformers' transformerMetaHighlight", () => {
    const [pre] = pres(metaHighlight);
    expect(lineClasses(pre)).toEqual(['line', 'line highlighted']);
    expect(pre).toMatch(/<pre class="shiki css-variables"/);
  });
});

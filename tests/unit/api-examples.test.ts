import path from 'node:path';
import grayMatter from '@rspress/shared/gray-matter';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  type CodeBlock,
  codeBlocksOf,
  configPages,
  createVirtualProgram,
  projectRoot,
  readConfigPage,
} from '../support/config-reference';
import type { languages } from '../support/docs-source';

const TS_LANGS = new Set(['ts', 'tsx']);
const configPageList = Object.values(configPages);
/** Pages whose TypeScript examples are compiled as well; signatures and examples that import the reader's own files are skipped. */
const clientPageList = [
  'api/index.md',
  'api/javascript-api.md',
  'api/client-api/api-components.mdx',
  'api/client-api/api-runtime.mdx',
];

interface Example {
  /** Where the example comes from, e.g. `api/config/config-basic.md:42`. */
  origin: string;
  fileName: string;
  code: string;
  kind: 'config' | 'frontmatter' | 'client';
}

const blocksOf = (lang: (typeof languages)[number], page: string) => codeBlocksOf(readConfigPage(lang, page));
const virtualPath = (page: string, index: number, ext: string) =>
  path.join(projectRoot, '.api-examples', `${page.replace(/[/.]/g, '_')}_${index}.${ext}`);

/** `rspress.config.ts` examples become modules as they are; YAML front matter becomes a typed object. */
function configExample(page: string, block: CodeBlock, index: number): Example | undefined {
  const origin = `${page}:${block.line}`;
  if (TS_LANGS.has(block.lang)) {
    return { origin, fileName: virtualPath(page, index, block.lang), code: block.code, kind: 'config' };
  }
  if (block.lang === 'yaml' && block.code.startsWith('---\n')) {
    const { data } = grayMatter(block.code);
    // Without the index signature, so that a misspelt or misplaced key is an excess property.
    const known = 'type Known = { [K in keyof FrontMatterMeta as string extends K ? never : K]: FrontMatterMeta[K] };';
    const code = `import type { FrontMatterMeta } from '@rspress/core';\n${known}\nexport const frontmatter = ${JSON.stringify(data, null, 2)} satisfies Known;\n`;
    return { origin, fileName: virtualPath(page, index, 'ts'), code, kind: 'frontmatter' };
  }
  return undefined;
}

function clientExample(page: string, block: CodeBlock, index: number): Example | undefined {
  if (!TS_LANGS.has(block.lang)) return undefined;
  const isSignature = /^(function|const) /.test(block.code);
  const importsReaderFiles = /(from |import\()'\.\.?\//.test(block.code);
  if (isSignature || importsReaderFiles) return undefined;
  return {
    origin: `${page}:${block.line}`,
    fileName: virtualPath(page, index, 'tsx'),
    code: block.code,
    kind: 'client',
  };
}

const collect = (pages: string[], toExample: typeof configExample) =>
  pages.flatMap((page) =>
    blocksOf('en', page)
      .map((block, index) => toExample(page, block, index))
      .filter((example): example is Example => example !== undefined),
  );

const examples = [...collect(configPageList, configExample), ...collect(clientPageList, clientExample)];

describe('API page examples', () => {
  it.each(configPageList)('%s has the same code blocks in English and Chinese', (page) => {
    expect(blocksOf('zh', page).map((b) => b.code)).toEqual(blocksOf('en', page).map((b) => b.code));
  });

  it('config examples are complete config modules', () => {
    const incomplete = examples
      .filter((e) => e.kind === 'config')
      .filter(
        (e) =>
          !/import \{[^}]*\bdefineConfig\b[^}]*\} from '@rspress\/core'/.test(e.code) ||
          !/export default defineConfig\(/.test(e.code),
      )
      .map((e) => e.origin);
    expect(incomplete).toEqual([]);
  });

  it('type-check against the installed @rspress/core types (one program for all)', () => {
    expect(examples.filter((e) => e.kind === 'config').length).toBeGreaterThan(10);
    expect(examples.filter((e) => e.kind === 'client').length).toBeGreaterThan(10);
    const program = createVirtualProgram(new Map(examples.map((e) => [e.fileName, e.code])));
    const problems = examples.flatMap((example) => {
      const sourceFile = program.getSourceFile(example.fileName);
      if (!sourceFile) return [`${example.origin}: not compiled`];
      return [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)].map(
        (d) => {
          const where = d.start === undefined ? '' : `+${sourceFile.getLineAndCharacterOfPosition(d.start).line + 1}`;
          return `${example.origin}${where}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
        },
      );
    });
    const count = (kind: Example['kind']) => examples.filter((e) => e.kind === kind).length;
    console.log(
      `API examples type-checked: ${count('config')} config, ${count('frontmatter')} front matter, ${count('client')} client`,
    );
    expect(problems).toEqual([]);
  }, 120_000);
});

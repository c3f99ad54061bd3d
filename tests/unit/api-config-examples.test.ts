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
const pages = Object.values(configPages);

interface Example {
  /** Where the example comes from, e.g. `api/config/config-basic.md:42`. */
  origin: string;
  fileName: string;
  code: string;
}

const blocksOf = (lang: (typeof languages)[number], page: string) => codeBlocksOf(readConfigPage(lang, page));

/** `rspress.config.ts` examples become modules as they are; YAML front matter becomes a typed object. */
function toExample(page: string, block: CodeBlock, index: number): Example | undefined {
  const origin = `${page}:${block.line}`;
  const base = path.join(projectRoot, '.config-examples', `${page.replace(/[/.]/g, '_')}_${index}`);
  if (TS_LANGS.has(block.lang)) return { origin, fileName: `${base}.${block.lang}`, code: block.code };
  if (block.lang === 'yaml' && block.code.startsWith('---\n')) {
    const { data } = grayMatter(block.code);
    const code = `import type { FrontMatterMeta } from '@rspress/core';\nexport const frontmatter = ${JSON.stringify(data, null, 2)} satisfies FrontMatterMeta;\n`;
    return { origin, fileName: `${base}.ts`, code };
  }
  return undefined;
}

const examples = pages.flatMap((page) =>
  blocksOf('en', page)
    .map((block, index) => toExample(page, block, index))
    .filter((example): example is Example => example !== undefined),
);

describe('config page examples', () => {
  it.each(pages)('%s has the same code blocks in English and Chinese', (page) => {
    expect(blocksOf('zh', page).map((b) => b.code)).toEqual(blocksOf('en', page).map((b) => b.code));
  });

  it('are complete config modules', () => {
    const incomplete = examples
      .filter((e) => e.fileName.endsWith('.ts') && !e.code.includes('FrontMatterMeta'))
      .filter(
        (e) =>
          !/import \{[^}]*\bdefineConfig\b[^}]*\} from '@rspress\/core'/.test(e.code) ||
          !/export default defineConfig\(/.test(e.code),
      )
      .map((e) => e.origin);
    expect(incomplete).toEqual([]);
  });

  it('type-check against the installed @rspress/core types', () => {
    expect(examples.length).toBeGreaterThan(10);
    const program = createVirtualProgram(new Map(examples.map((e) => [e.fileName, e.code])));
    const byFile = new Map(examples.map((e) => [e.fileName, e]));
    const problems = examples.flatMap((example) => {
      const sourceFile = program.getSourceFile(example.fileName);
      if (!sourceFile) return [`${example.origin}: not compiled`];
      return [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)].map(
        (d) => {
          const where = d.start === undefined ? '' : `+${sourceFile.getLineAndCharacterOfPosition(d.start).line + 1}`;
          return `${byFile.get(example.fileName)?.origin}${where}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
        },
      );
    });
    console.log(`config examples type-checked: ${examples.length}`);
    expect(problems).toEqual([]);
  }, 60_000);
});

import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { codeBlocksOf, createVirtualProgram, projectRoot } from '../support/config-reference';
import { type Language, readPage } from '../support/docs-source';

/**
 * The file examples (```ts title="…" / ```tsx title="…") of the SEO, Twoslash and Shiki notation
 * pages and of the configuration-inspection section, type-checked against the installed packages
 * in one program. The examples of the config reference pages are checked by api-examples.test.ts.
 */

/** Page, and the heading id of the section to take examples from (the whole page when absent). */
const sources = [
  { page: 'guide/basic/seo.md' },
  { page: 'plugin/official-plugins/twoslash.md' },
  { page: 'plugin/official-plugins/shiki.mdx', section: 'notation-comments' },
  { page: 'guide/advanced/extend-build.md', section: 'inspect-the-generated-configuration' },
];

function sectionOf(lang: Language, page: string, section?: string): string {
  const text = readPage(lang, page);
  if (!section) return text;
  const start = text.search(new RegExp(`^## .*\\{#${section}\\}`, 'm'));
  if (start < 0) throw new Error(`${page}: no section #${section}`);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

/** TypeScript blocks that stand for a file (a `title` in their meta); ```ts twoslash blocks are compiled by the plugin. */
function fileExamples(lang: Language, page: string, section?: string) {
  const text = sectionOf(lang, page, section);
  const fenceLines = text.split('\n');
  return codeBlocksOf(text).filter(
    (block) => ['ts', 'tsx'].includes(block.lang) && /title="/.test(fenceLines[block.line - 1] ?? ''),
  );
}

describe('examples of the topic pages', () => {
  it.each(sources)('$page has the same code in English and Chinese', ({ page, section }) => {
    expect(codeBlocksOf(sectionOf('zh', page, section)).map((b) => b.code)).toEqual(
      codeBlocksOf(sectionOf('en', page, section)).map((b) => b.code),
    );
  });

  it('type-check against the installed packages', () => {
    const files = new Map<string, { origin: string; code: string }>();
    for (const { page, section } of sources) {
      for (const [index, block] of fileExamples('en', page, section).entries()) {
        const name = path.join(projectRoot, '.topic-examples', `${page.replace(/[/.]/g, '_')}_${index}.${block.lang}`);
        files.set(name, { origin: `${page}${section ? `#${section}` : ''}:${block.line}`, code: block.code });
      }
    }
    expect(files.size).toBeGreaterThanOrEqual(5);
    const program = createVirtualProgram(new Map([...files].map(([name, { code }]) => [name, code])));
    const problems = [...files].flatMap(([name, { origin }]) => {
      const sourceFile = program.getSourceFile(name);
      if (!sourceFile) return [`${origin}: not compiled`];
      return [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)].map(
        (d) => `${origin}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
      );
    });
    expect(problems).toEqual([]);
  }, 120_000);
});

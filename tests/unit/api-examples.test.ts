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
import { type languages, listPages } from '../support/docs-source';

const TS_LANGS = new Set(['ts', 'tsx']);
const configPageList = Object.values(configPages);
/** Pages whose TypeScript examples are compiled as well; signatures and examples that import the reader's own files are skipped. */
const clientPageList = [
  'api/index.md',
  'api/javascript-api.md',
  'api/client-api/api-components.mdx',
  'api/client-api/api-runtime.mdx',
];
/** Plugin pages: every TS/TSX block is compiled, with the exceptions `pluginExamples` names. */
const pluginPageList = listPages('en').filter((page) => page.startsWith('plugin/'));
/**
 * Packages the plugin pages tell readers to install and this site does not. An import of one stays unresolved (its
 * names are `any`); the rest of the block is still checked.
 */
const NOT_INSTALLED = ['@rspress/plugin-algolia', '@rspress/plugin-api-docgen', '@rspress/plugin-typedoc'];

interface Example {
  /** Where the example comes from, e.g. `api/config/config-basic.md:42`. */
  origin: string;
  fileName: string;
  code: string;
  kind: 'config' | 'frontmatter' | 'client' | 'plugin';
  /** For a hook signature of the Plugin API page: the `RspressPlugin` key it documents. */
  signatureOf?: string;
  /** A block titled `<file> (excerpt)`: it may leave out imports, so names it does not declare are not reported. */
  excerpt?: boolean;
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

const MEMBER_SIGNATURE = /^([A-Za-z_$][\w$]*)\?:/;

/** Where the first member of a signature block ends: its `;` outside brackets. */
function memberEnd(code: string): number {
  let depth = 0;
  for (let i = 0; i < code.length; i++) {
    if ('([{'.includes(code[i])) depth++;
    else if (')]}'.includes(code[i])) depth--;
    else if (code[i] === ';' && depth === 0) return i + 1;
  }
  return code.length;
}

/** A hook signature (`config?: (...) => ...;`) compiles as a member and must equal the installed one. */
function signatureCheck(name: string, code: string): string {
  const end = memberEnd(code);
  return [
    "import type { PageIndexInfo, RouteMeta, RspressPlugin, UserConfig } from '@rspress/core';",
    `interface Documented {\n${code.slice(0, end)}\n}`,
    code.slice(end),
    'type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;',
    `export const sameAsInstalled: Same<Documented['${name}'], RspressPlugin['${name}']> = true;`,
  ].join('\n');
}

/**
 * Every TS/TSX block of a plugin page but Twoslash blocks and notation diffs. Blocks titled `<file> (part N)`
 * are one file, compiled together; an `(excerpt)` may leave out imports. Imports of the reader's own files and of `NOT_INSTALLED` packages stay unresolved.
 */
function pluginExamples(page: string): Example[] {
  const blocks = blocksOf('en', page);
  return blocks.flatMap((block, index): Example[] => {
    if (!TS_LANGS.has(block.lang)) return [];
    // Twoslash compiles its blocks itself (an error the block does not declare fails the build), and a
    // diff in notation comments shows the removed line beside the added one.
    if (/\btwoslash\b/.test(block.meta) || block.code.includes('[!code --]')) return [];
    const origin = `${page}:${block.line}`;
    const fileName = virtualPath(page, index, block.lang);
    const part = block.title?.match(/^(.*) \(part (\d+)\)$/);
    if (part) {
      if (part[2] !== '1') return [];
      const parts = blocks.filter((b) => b.title?.startsWith(`${part[1]} (part `));
      return [{ origin, fileName, code: parts.map((b) => b.code).join('\n'), kind: 'plugin' }];
    }
    const signatureOf = block.code.match(MEMBER_SIGNATURE)?.[1];
    if (signatureOf) {
      return [{ origin, fileName, code: signatureCheck(signatureOf, block.code), kind: 'plugin', signatureOf }];
    }
    return [{ origin, fileName, code: block.code, kind: 'plugin', excerpt: block.title?.endsWith('(excerpt)') }];
  });
}

const CANNOT_FIND_NAME = new Set([2304, 2552]);

/**
 * What an example may leave unresolved: "Cannot find module" for the reader's files and NOT_INSTALLED packages, and
 * in an excerpt "Cannot find name" for what the part not shown imports.
 */
function isAllowedUnresolved(diagnostic: ts.Diagnostic, example: Example): boolean {
  if (example.excerpt && CANNOT_FIND_NAME.has(diagnostic.code)) return true;
  if (diagnostic.code !== 2307) return false;
  const specifier = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').match(/'([^']+)'/)?.[1] ?? '';
  return (
    specifier.startsWith('.') || NOT_INSTALLED.some((name) => specifier === name || specifier.startsWith(`${name}/`))
  );
}

const collect = (pages: string[], toExample: typeof configExample) =>
  pages.flatMap((page) =>
    blocksOf('en', page)
      .map((block, index) => toExample(page, block, index))
      .filter((example): example is Example => example !== undefined),
  );

const examples = [
  ...collect(configPageList, configExample),
  ...collect(clientPageList, clientExample),
  ...pluginPageList.flatMap(pluginExamples),
];

describe('API page examples', () => {
  it.each(NOT_INSTALLED)('%s is indeed not installed (else drop it from NOT_INSTALLED)', (name) => {
    const resolved = ts.resolveModuleName(
      name,
      path.join(projectRoot, 'index.ts'),
      { moduleResolution: ts.ModuleResolutionKind.Bundler },
      ts.sys,
    );
    expect(resolved.resolvedModule).toBeUndefined();
  });

  it.each([...configPageList, ...pluginPageList])('%s has the same code blocks in English and Chinese', (page) => {
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
    expect(examples.filter((e) => e.kind === 'plugin').length).toBeGreaterThan(20);
    const program = createVirtualProgram(new Map(examples.map((e) => [e.fileName, e.code])));
    const problems = examples.flatMap((example) => {
      const sourceFile = program.getSourceFile(example.fileName);
      if (!sourceFile) return [`${example.origin}: not compiled`];
      return [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)]
        .filter((d) => !isAllowedUnresolved(d, example))
        .map((d) => {
          const where = d.start === undefined ? '' : `+${sourceFile.getLineAndCharacterOfPosition(d.start).line + 1}`;
          const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
          if (example.signatureOf && message.includes("'true' is not assignable to type 'false'")) {
            return `${example.origin}: the signature of \`${example.signatureOf}\` is not the installed RspressPlugin['${example.signatureOf}']`;
          }
          return `${example.origin}${where}: ${message}`;
        });
    });
    const count = (kind: Example['kind']) => examples.filter((e) => e.kind === kind).length;
    console.log(
      `API examples type-checked: ${count('config')} config, ${count('frontmatter')} front matter, ${count('client')} client, ${count('plugin')} plugin`,
    );
    expect(problems).toEqual([]);
  }, 120_000);
});

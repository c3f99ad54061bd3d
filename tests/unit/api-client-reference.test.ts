import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { codeBlocksOf, createVirtualProgram, projectRoot } from '../support/config-reference';
import { languages, listPages, readPage } from '../support/docs-source';

const clientPages = ['api/client-api/api-components.mdx', 'api/client-api/api-runtime.mdx'];
const entryPoints = ['@rspress/core/theme', '@rspress/core/runtime'] as const;

/**
 * Value exports that the client API pages do not list one by one, with the reason.
 * `react-router-dom` is re-exported wholesale by the runtime and is described as a group.
 */
const isExempt = (declarationFile: string) => declarationFile.includes(`${path.sep}react-router`);

const probeFile = path.join(projectRoot, '__client_api_probe__.ts');
const probeSource = entryPoints.map((entry, i) => `export * as entry${i} from '${entry}';`).join('\n');

function valueExports(): Map<string, string[]> {
  const program = createVirtualProgram(new Map([[probeFile, probeSource]]));
  const checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(probeFile);
  if (!sourceFile) throw new Error('probe file missing');
  const result = new Map<string, string[]>();
  entryPoints.forEach((entry, i) => {
    const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
    const namespace = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === `entry${i}`);
    if (!namespace) throw new Error(`cannot resolve ${entry}`);
    const target = checker.getAliasedSymbol(namespace);
    const names = checker
      .getExportsOfModule(target)
      .filter((symbol) => {
        const resolved = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
        if (!(resolved.flags & ts.SymbolFlags.Value)) return false;
        const file = resolved.declarations?.[0]?.getSourceFile().fileName ?? '';
        return !isExempt(file);
      })
      .map((symbol) => symbol.name)
      .sort();
    result.set(entry, names);
  });
  return result;
}

const exportsByEntry = valueExports();

describe('client API reference', () => {
  it.each(entryPoints)('finds the value exports of %s', (entry) => {
    expect(exportsByEntry.get(entry)?.length).toBeGreaterThan(20);
  });

  describe.each(languages)('%s pages', (lang) => {
    const text = clientPages.map((page) => readPage(lang, page)).join('\n');
    it.each(entryPoints)('mention every value export of %s', (entry) => {
      const headings = text.split('\n').filter((line) => /^#{2,4} /.test(line));
      const mentioned = (name: string) =>
        text.includes(`\`${name}\``) || headings.some((line) => new RegExp(`\\b${name}\\b`).test(line));
      const missing = (exportsByEntry.get(entry) ?? []).filter((name) => !mentioned(name));
      expect(missing).toEqual([]);
    });
  });

  it('keeps the code of every API page identical in English and Chinese', () => {
    const pages = listPages('en').filter((page) => page.startsWith('api/'));
    const different = pages.filter((page) => {
      const en = codeBlocksOf(readPage('en', page)).map((b) => b.code);
      const zh = codeBlocksOf(readPage('zh', page)).map((b) => b.code);
      return JSON.stringify(en) !== JSON.stringify(zh);
    });
    expect(different).toEqual([]);
  });
});

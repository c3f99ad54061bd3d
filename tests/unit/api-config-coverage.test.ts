import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  createVirtualProgram,
  optionHeadingsOf,
  optionId,
  projectRoot,
  type ReferenceScope,
  readConfigPage,
  referenceScopes,
} from '../support/config-reference';
import { languages } from '../support/docs-source';

/**
 * Public keys the reference deliberately leaves out. Keep it short and say why.
 * Keys starting with `_` are internal by convention and are skipped without being listed here.
 */
const EXEMPT_KEYS = new Set<string>([
  // (none: every public key of UserConfig, DefaultThemeConfig and FrontMatterMeta is documented)
]);

const probeFile = path.join(projectRoot, '__config_reference_probe__.ts');
const probeSource = referenceScopes
  .map(
    ({ typeName }) =>
      `import type { ${typeName} } from '@rspress/shared';\nexport type Probe_${typeName} = ${typeName};`,
  )
  .join('\n');
const program = createVirtualProgram(new Map([[probeFile, probeSource]]));
const checker = program.getTypeChecker();

function exportedType(typeName: string): ts.Type {
  const sourceFile = program.getSourceFile(probeFile);
  if (!sourceFile) throw new Error('probe file missing from the program');
  const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
  const alias = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === `Probe_${typeName}`);
  if (!alias) throw new Error(`cannot resolve ${typeName} from @rspress/shared`);
  return checker.getDeclaredTypeOfSymbol(alias);
}

/** Object members of a type: the members of every object-like constituent (unions such as `boolean | {...}`). */
function membersOf(type: ts.Type): ts.Symbol[] {
  const constituents = type.isUnion() ? type.types : [type];
  const members = new Map<string, ts.Symbol>();
  for (const part of constituents) {
    if (!(part.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))) continue;
    if (part.getCallSignatures().length > 0 || checker.isArrayType(part)) continue;
    for (const symbol of checker.getPropertiesOfType(part)) members.set(symbol.name, symbol);
  }
  return [...members.values()];
}

function propertyType(owner: ts.Type, key: string): ts.Type {
  const symbol = membersOf(owner).find((s) => s.name === key);
  if (!symbol) throw new Error(`no key ${key}`);
  return checker.getNonNullableType(checker.getTypeOfSymbol(symbol));
}

/** Every key path the scope should document, e.g. `route`, `route.cleanUrls`. */
function typedKeys(scope: ReferenceScope): string[] {
  const root = exportedType(scope.typeName);
  const keys = membersOf(root).map((s) => s.name);
  for (const nestedPath of scope.nested) {
    let type = root;
    for (const segment of nestedPath.split('.')) type = propertyType(type, segment);
    const members = membersOf(type);
    if (members.length === 0) throw new Error(`${scope.typeName}.${nestedPath} has no object members`);
    keys.push(...members.map((s) => `${nestedPath}.${s.name}`));
  }
  return keys.filter((key) => !key.split('.').some((segment) => segment.startsWith('_')));
}

interface Coverage {
  documented: number;
  total: number;
}
const coverage: Coverage = { documented: 0, total: 0 };

describe.each(referenceScopes)('config reference for $typeName', (scope) => {
  const expected = typedKeys(scope).filter((key) => !EXEMPT_KEYS.has(`${scope.typeName}.${key}`));

  it('finds the installed type and its keys', () => {
    expect(expected.length).toBeGreaterThan(5);
  });

  describe.each(languages)('%s pages', (lang) => {
    const headings = scope.pages.flatMap((page) =>
      optionHeadingsOf(readConfigPage(lang, page)).map((heading) => ({ ...heading, page })),
    );
    const documented = headings
      .filter((h) => h.text.startsWith(scope.textPrefix))
      .map((h) => ({ ...h, key: h.text.slice(scope.textPrefix.length) }));

    it('gives every option heading the id of the scheme', () => {
      const wrong = documented
        .filter((h) => h.id !== optionId(scope, h.key))
        .map((h) => `${h.page}:${h.line} ${h.text} {#${h.id}} should be {#${optionId(scope, h.key)}}`);
      expect(wrong).toEqual([]);
    });

    it('documents only keys that exist in the installed types', () => {
      const typed = new Set(expected);
      const unknown = documented.filter((h) => !typed.has(h.key)).map((h) => `${h.page}:${h.line} ${h.text}`);
      expect(unknown).toEqual([]);
    });

    it('documents each key once', () => {
      const twice = documented
        .filter((h, index) => documented.findIndex((o) => o.key === h.key) !== index)
        .map((h) => h.text);
      expect(twice).toEqual([]);
    });

    it('documents every public key', () => {
      const keys = new Set(documented.map((h) => h.key));
      const missing = expected.filter((key) => !keys.has(key)).map((key) => `${scope.textPrefix}${key}`);
      coverage.documented += expected.length - missing.length;
      coverage.total += expected.length;
      expect(missing).toEqual([]);
    });
  });
});

describe('coverage', () => {
  it('reports the share of typed keys documented in both languages', () => {
    const percent = coverage.total === 0 ? 0 : (coverage.documented / coverage.total) * 100;
    console.log(
      `config reference coverage: ${percent.toFixed(1)}% (${coverage.documented}/${coverage.total} key documentations across en and zh)`,
    );
    expect(coverage.total).toBeGreaterThan(0);
  });
});

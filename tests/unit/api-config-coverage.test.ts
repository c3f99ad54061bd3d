import { describe, expect, it } from 'vitest';
import {
  type DocumentedOption,
  optionId,
  type ReferenceScope,
  readDocumentedOptions,
  referenceScopes,
} from '../support/config-reference';
import { languages } from '../support/docs-source';
import {
  type DocumentedType,
  expandAbbreviations,
  listedFieldsOf,
  ReferenceTypes,
  typeSpanOf,
} from '../support/reference-types';

/**
 * The configuration reference pages against the installed types, in both languages: every public key has a heading,
 * and every Type line (and field table row) is the installed type, compared as `reference-types.ts` describes.
 * The Default lines are checked by api-config-defaults.test.ts.
 */

/**
 * Public keys the reference deliberately leaves out. Keep it short and say why.
 * Keys starting with `_` are internal by convention and are skipped without being listed here.
 */
const EXEMPT_KEYS = new Set<string>([
  // (none: every public key of UserConfig, DefaultThemeConfig and FrontMatterMeta is documented)
]);

const documentedOptions = readDocumentedOptions();

type DocumentedOptionType = DocumentedType & { option: DocumentedOption; missingSubHeadings: string[]; line?: number };

/** The documented Type of every option that has one (abbreviated members expanded), and of every field table row. */
const documentedTypes: DocumentedOptionType[] = documentedOptions.flatMap((option) => {
  const common = { scope: option.scope, optionPath: option.key, option };
  const rows = option.fields.map(
    (row): DocumentedOptionType => ({
      ...common,
      origin: `${option.where} field \`${row.name}\``,
      field: row.name,
      written: row.type,
      expanded: row.type,
      missingSubHeadings: [],
      line: row.line,
    }),
  );
  const written = option.type && typeSpanOf(option.type.text);
  if (!written) return rows;
  const sameScope = new Map(
    documentedOptions.filter((o) => o.lang === option.lang && o.scope === option.scope).map((o) => [o.text, o]),
  );
  const { type, missing } = expandAbbreviations(option.text, written, sameScope);
  return [
    { ...common, origin: option.where, written, expanded: type, missingSubHeadings: missing, line: option.type?.line },
    ...rows,
  ];
});

// One TypeScript program for the installed types and every documented one.
const types = new ReferenceTypes(referenceScopes, documentedTypes);

/** Every key path the scope should document, e.g. `route`, `route.cleanUrls`. */
function typedKeys(scope: ReferenceScope): string[] {
  const root = types.rootType(scope);
  const keys = types.membersOf(root).map((s) => s.name);
  for (const nestedPath of scope.nested) {
    const type = types.installedType(scope, nestedPath);
    const members = type ? types.membersOf(type) : [];
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
    const documented = documentedOptions.filter((o) => o.scope === scope && o.lang === lang);

    it('gives every option heading the id of the scheme', () => {
      const wrong = documented
        .filter((h) => h.id !== optionId(scope, h.key))
        .map((h) => `${h.where} {#${h.id}} should be {#${optionId(scope, h.key)}}`);
      expect(wrong).toEqual([]);
    });

    it('documents only keys that exist in the installed types', () => {
      const typed = new Set(expected);
      const unknown = documented.filter((h) => !typed.has(h.key)).map((h) => h.where);
      expect(unknown).toEqual([]);
    });

    it('documents each key once', () => {
      const twice = documented
        .filter((h, index) => documented.findIndex((o) => o.key === h.key) !== index)
        .map((h) => h.where);
      expect(twice).toEqual([]);
    });

    it('documents every public key', () => {
      const keys = new Set(documented.map((h) => h.key));
      const missing = expected.filter((key) => !keys.has(key)).map((key) => `${scope.textPrefix}${key}`);
      coverage.documented += expected.length - missing.length;
      coverage.total += expected.length;
      expect(missing).toEqual([]);
    });

    it('gives every option a Type line and a Default line', () => {
      const incomplete = documented
        .filter((o) => !o.type || !typeSpanOf(o.type.text) || !o.default)
        .map(
          (o) =>
            `${o.where}: ${!o.type ? 'no Type line' : !typeSpanOf(o.type.text) ? 'Type line without a `type`' : 'no Default line'}`,
        );
      expect(incomplete).toEqual([]);
    });
  });
});

describe('documented types', () => {
  const compileErrors = types.compileErrors();

  it('the vocabulary of type names resolves', () => {
    expect(compileErrors.get(-1) ?? []).toEqual([]);
  });

  it.each(languages)('%s: every Type line is the installed type', (lang) => {
    const problems = documentedTypes.flatMap((documented, index) => {
      if (documented.option.lang !== lang) return [];
      const where = `${documented.origin} (${documented.field ? 'table' : 'Type'}, line ${documented.line})`;
      if (documented.missingSubHeadings.length > 0) {
        return [
          `${where}: \`${documented.written}\` abbreviates ${documented.missingSubHeadings.join(', ')}, which has no heading`,
        ];
      }
      const errors = compileErrors.get(index);
      if (errors) return [`${where}: \`${documented.written}\` does not compile: ${errors.join('; ')}`];
      const option = types.installedType(documented.scope, documented.optionPath);
      if (!option) return [];
      const installed = documented.field ? types.fieldTypes(option, documented.field) : [option];
      if (installed.length === 0) return [`${where}: the installed items have no field \`${documented.field}\``];
      const differences = installed.flatMap((type) => {
        const difference = types.difference(types.documentedType(index), type);
        if (!difference) return [];
        return [`${where}: documented \`${documented.written}\`, installed \`${types.text(type)}\`: ${difference}`];
      });
      // One message per distinct installed type (a field shared by several item kinds has the same type in each).
      return [...new Set(differences)];
    });
    const compared = documentedTypes.filter((d) => d.option.lang === lang);
    console.log(
      `${lang}: ${compared.filter((d) => !d.field).length} Type lines and ${compared.filter((d) => d.field).length} field table rows compared`,
    );
    expect(problems).toEqual([]);
  });

  it.each(languages)('%s: a field list after a Type names the installed fields', (lang) => {
    const problems = documentedTypes.flatMap((documented) => {
      const listed =
        documented.option.lang === lang && !documented.field && listedFieldsOf(documented.option.type?.text ?? '');
      const installed = listed && types.installedType(documented.scope, documented.optionPath);
      if (!listed || !installed) return [];
      const names = types.memberNames(installed);
      if ([...listed].sort().join() === [...names].sort().join()) return [];
      return [
        `${documented.origin} (Type, line ${documented.option.type?.line}): lists ${listed.join(', ')}, installed fields ${names.join(', ')}`,
      ];
    });
    expect(problems).toEqual([]);
  });

  it.each(languages)('%s: a field table lists every installed field', (lang) => {
    const problems = documentedOptions.flatMap((option) => {
      const installed =
        option.lang === lang && option.fields.length > 0 && types.installedType(option.scope, option.key);
      if (!installed) return [];
      const listed = new Set(option.fields.map((row) => row.name));
      const missing = types.fieldNames(installed).filter((name) => !listed.has(name));
      return missing.length ? [`${option.where}: the field table leaves out ${missing.join(', ')}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('the Chinese pages write the same Type as the English ones', () => {
    const key = (d: DocumentedOptionType) => `${d.option.id} ${d.field ?? ''}`;
    const english = new Map(documentedTypes.filter((d) => d.option.lang === 'en').map((d) => [key(d), d.written]));
    const different = documentedTypes
      .filter((d) => d.option.lang === 'zh' && english.get(key(d)) !== d.written)
      .map((d) => `${d.origin}: \`${d.written}\`, English page \`${english.get(key(d))}\``);
    expect(different).toEqual([]);
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

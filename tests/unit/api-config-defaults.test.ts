import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SOURCES,
  type DefaultSource,
  defaultsAppliedTo,
  missingEvidence,
  NOT_DEFAULTS,
  sameDefault,
  trailingValue,
} from '../support/config-defaults';
import { type DocumentedOption, readDocumentedOptions } from '../support/config-reference';
import { languages } from '../support/docs-source';

/**
 * The Default line of every option on the configuration reference pages against the installed code that applies
 * it (see DEFAULT_SOURCES), in both languages. The Type lines are checked by api-config-coverage.test.ts.
 */
const documentedOptions = readDocumentedOptions();

type DocumentedDefault = { kind: 'none' } | { kind: 'value'; value: string } | { kind: 'words' };

/**
 * How a Default line reads: `undefined`, `—` or "none" (无) first means no default; a code span first is the value
 * (words after it are a note); anything else describes a computed default in words.
 */
function readDefault(text: string): DocumentedDefault {
  if (/^(`undefined`|—|none\b|无)/.test(text)) return { kind: 'none' };
  const value = text.match(/^`([^`]+)`/)?.[1];
  return value ? { kind: 'value', value } : { kind: 'words' };
}

/** The value the installed code applies, as `DEFAULT_SOURCES` points to it. */
function installedDefault(source: DefaultSource): string | undefined {
  if ('applied' in source) return trailingValue(source.applied[source.applied.length - 1].code);
  if ('means' in source) return source.means;
  return undefined;
}

const evidenceOf = (source: DefaultSource) =>
  'applied' in source ? source.applied : 'means' in source ? source.by : source.described;
const show = (source: DefaultSource) =>
  evidenceOf(source)
    .map((e) => `${e.file}: ${e.code}`)
    .join(' -> ');

/** Sub-option defaults, for an object default such as `{ checkDeadLinks: true, checkAnchors: false }`. */
function composedDefaultProblem(option: DocumentedOption, value: string): string | undefined {
  let object: unknown;
  try {
    object = new Function(`return (${value});`)();
  } catch {
    return undefined;
  }
  if (!object || typeof object !== 'object' || Array.isArray(object) || Object.keys(object).length === 0) {
    return undefined;
  }
  for (const [key, subValue] of Object.entries(object)) {
    const sub = documentedOptions.find((o) => o.lang === option.lang && o.text === `${option.text}.${key}`);
    const subDefault = sub?.default && readDefault(sub.default.text);
    if (subDefault?.kind !== 'value' || !sameDefault(JSON.stringify(subValue), subDefault.value)) {
      return `documented \`${value}\`, but the heading ${option.text}.${key} gives ${subDefault?.kind === 'value' ? `\`${subDefault.value}\`` : 'no value'}`;
    }
  }
  return '';
}

function defaultProblem(option: DocumentedOption): string | undefined {
  if (!option.default) return undefined;
  const where = `${option.where} (Default, line ${option.default.line})`;
  const documented = readDefault(option.default.text);
  const source = DEFAULT_SOURCES[option.id];
  if (source) {
    const missing = missingEvidence(evidenceOf(source));
    if (missing.length > 0) {
      return `${where}: the code behind its default is not in the installed package: ${missing.map((e) => `${e.file}: ${e.code}`).join('; ')}`;
    }
  }
  if (documented.kind === 'none') {
    if (source) return `${where}: documented as none, installed code applies one: ${show(source)}`;
    const acknowledged = NOT_DEFAULTS[option.id] ?? [];
    const unexplained = defaultsAppliedTo(option.key.split('.').pop() ?? option.key).filter(
      (found) => !acknowledged.some((a) => found.code.replace(/\s+/g, ' ').includes(a.code)),
    );
    if (unexplained.length === 0) return undefined;
    return `${where}: documented as none, but this code may apply one (list it in NOT_DEFAULTS if it does not): ${unexplained.map((e) => `${e.file}: ${e.code}`).join('; ')}`;
  }
  if (documented.kind === 'words') {
    if (source && 'described' in source) return undefined;
    return `${where}: a default described in words needs a \`described\` entry in DEFAULT_SOURCES with the code that computes it`;
  }
  if (!source) {
    const composed = composedDefaultProblem(option, documented.value);
    if (composed === '') return undefined;
    if (composed) return `${where}: ${composed}`;
    return `${where}: documented \`${documented.value}\`, but no installed code applies it (add the code to DEFAULT_SOURCES, or document no default)`;
  }
  const installed = installedDefault(source);
  if (installed === undefined)
    return `${where}: documented \`${documented.value}\`, installed code computes it: ${show(source)}`;
  if (sameDefault(documented.value, installed)) return undefined;
  return `${where}: documented \`${documented.value}\`, installed \`${installed}\` (${show(source)})`;
}

describe('documented defaults', () => {
  it.each(languages)('%s: every Default line is what the installed code applies', (lang) => {
    const options = documentedOptions.filter((o) => o.lang === lang);
    const problems = options.map(defaultProblem).filter((p): p is string => Boolean(p));
    console.log(`${lang}: ${options.filter((o) => o.default).length} Default lines compared`);
    expect(problems).toEqual([]);
  });

  it('the Chinese pages give the same default as the English ones', () => {
    const shown = (d: DocumentedDefault) =>
      d.kind === 'value' ? `\`${d.value}\`` : d.kind === 'none' ? 'no default' : 'a default in words';
    const english = new Map(
      documentedOptions
        .filter((o) => o.lang === 'en' && o.default)
        .map((o) => [o.id, readDefault(o.default?.text ?? '')]),
    );
    const different = documentedOptions.flatMap((o) => {
      const en = english.get(o.id);
      if (o.lang !== 'zh' || !o.default || !en) return [];
      const zh = readDefault(o.default.text);
      if (shown(zh) === shown(en)) return [];
      return [`${o.where} (Default, line ${o.default.line}): ${shown(zh)}, English page ${shown(en)}`];
    });
    expect(different).toEqual([]);
  });

  it('every entry of DEFAULT_SOURCES and NOT_DEFAULTS belongs to a documented option', () => {
    const ids = new Set(documentedOptions.map((o) => o.id));
    const stale = [...Object.keys(DEFAULT_SOURCES), ...Object.keys(NOT_DEFAULTS)].filter((id) => !ids.has(id));
    expect(stale).toEqual([]);
  });

  it('every entry of NOT_DEFAULTS is still found in the installed code', () => {
    const stale = Object.entries(NOT_DEFAULTS).flatMap(([id, entries]) => {
      const option = documentedOptions.find((o) => o.id === id);
      const found = option ? defaultsAppliedTo(option.key.split('.').pop() ?? option.key) : [];
      return entries
        .filter((entry) => !found.some((f) => f.code.replace(/\s+/g, ' ').includes(entry.code)))
        .map((entry) => `${id}: ${entry.code}`);
    });
    expect(stale).toEqual([]);
  });
});

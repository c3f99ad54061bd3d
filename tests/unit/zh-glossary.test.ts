import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsRoot, listPages, readPage } from '../support/docs-source';
import { jsonProseMask, markdownProseMask, type ProseMask } from '../support/prose-mask';

// docs/glossary.zh.json: the one Chinese term the site uses for each English term, and the variants it replaced.
interface GlossaryTerm {
  en: string;
  zh: string;
  avoid: string[];
  note: string;
}

const glossaryFile = path.join(docsRoot, 'glossary.zh.json');
const { terms } = JSON.parse(readFileSync(glossaryFile, 'utf8')) as { terms: GlossaryTerm[] };

/** A variant as a global pattern: `/source/` is a regular expression, anything else a literal string. */
function variantPattern(variant: string): RegExp {
  const regex = variant.match(/^\/(.+)\/$/s);
  return new RegExp(regex ? regex[1] : variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gmu');
}

const checks = terms.flatMap((term) =>
  term.avoid.map((variant) => ({ term, variant, pattern: variantPattern(variant) })),
);

/** Every variant in the prose of a source, as `file:line: "found" -> use "term" (english)`. */
function variantsIn(file: string, source: string, mask: ProseMask): string[] {
  const found: { line: number; text: string }[] = [];
  for (const { term, pattern } of checks) {
    for (const match of source.matchAll(pattern)) {
      const end = match.index + match[0].length;
      if (!mask.subarray(match.index, end).includes(1)) continue;
      const line = source.slice(0, match.index).split('\n').length;
      found.push({ line, text: `${file}:${line}: "${match[0].trim()}" -> use "${term.zh}" (${term.en})` });
    }
  }
  return found.sort((a, b) => a.line - b.line).map(({ text }) => text);
}

function jsonFilesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

describe('the Chinese glossary', () => {
  it('has an English term, a Chinese term, variants and a reason in every entry, each English term once', () => {
    for (const term of terms) {
      expect(term.en.trim(), JSON.stringify(term)).not.toBe('');
      expect(term.zh.trim(), term.en).not.toBe('');
      expect(term.avoid.length, term.en).toBeGreaterThan(0);
      expect(term.note.trim(), term.en).not.toBe('');
    }
    expect(new Set(terms.map((term) => term.en)).size).toBe(terms.length);
  });

  it('never counts the term it asks for as a variant', () => {
    const flagged = checks.filter(({ term, pattern }) => new RegExp(pattern).test(term.zh));
    expect(flagged.map(({ term, variant }) => `${term.en}: ${variant}`)).toEqual([]);
  });

  it('reports a variant in prose, and not in code, link targets, heading ids or search keywords', () => {
    const source = [
      '---',
      'title: 总览页',
      'keywords: [总览页, 失效链接]',
      '---',
      '',
      '## 常见问题 {#common-mistakes}',
      '',
      '本页是一个概览页，`总览` 在代码里，[概览页](/guide/总览) 的链接目标也是。',
      '',
      '```md',
      '总览页',
      '```',
      '',
      '<Callout title="总览">出现失效链接时构建会失败。</Callout>',
    ].join('\n');
    expect(variantsIn('page.md', source, markdownProseMask(source))).toEqual([
      'page.md:2: "总览" -> use "概览页" (overview page)',
      'page.md:6: "## 常见问题" -> use "常见错误" (Common mistakes (section heading))',
      'page.md:14: "总览" -> use "概览页" (overview page)',
      'page.md:14: "失效链接" -> use "死链" (dead link)',
    ]);
  });
});

describe('Chinese pages use the glossary terms', () => {
  it.each(listPages('zh'))('docs/zh/%s', (page) => {
    const source = readPage('zh', page);
    expect(variantsIn(`docs/zh/${page}`, source, markdownProseMask(source))).toEqual([]);
  });

  it.each(jsonFilesOf(path.join(docsRoot, 'zh')))('docs/zh/%s (sidebar and navbar labels)', (file) => {
    const source = readFileSync(path.join(docsRoot, 'zh', file), 'utf8');
    expect(variantsIn(`docs/zh/${file}`, source, jsonProseMask(source))).toEqual([]);
  });
});

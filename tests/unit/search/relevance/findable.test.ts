import { beforeAll, describe, expect, it } from 'vitest';
import { loadBuiltIndex } from '../../../../search/build/built-index';
import { indexExtras } from '../../../../search/build/index-extras';
import { sourcePages } from '../../../../search/build/source-pages';
import { MemoryIndex } from '../../../../search/core/memory-index';
import { parseQuery } from '../../../../search/core/query';
import { rankRecords } from '../../../../search/core/ranking';
import { indexTerms } from '../../../../search/core/tokenize';

/**
 * Every name a page writes as inline code (an option, a hook, a flag, a file, an error message)
 * finds that page, over the index of the last build: the index holds all of each page's text, not
 * only its beginning. Sections were once cut at 2,000 characters, and the names in the rest of 25
 * long English sections found nothing. This checks what is indexed, not how it ranks: the page
 * must be among the records the query matches, wherever they rank.
 */
function inlineCode(markdown: string): string[] {
  // Fenced code is not prose, and a line of JSX is a live demo (only the first of its tabs is page text).
  const prose = markdown.replace(/^\s*(```|~~~)[\s\S]*?^\s*\1/gm, '').replace(/^\s*<.*$/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1].trim());
}

/** "/guide/basic/use-mdx/index" (a source file) and "/guide/basic/use-mdx/" (its route) alike. */
const pageKey = (url: string) => url.split('#')[0].replace(/\/index$/, '/');

describe.each(['en', 'zh'] as const)('every name written in code is found (%s)', (lang) => {
  let index: MemoryIndex;
  beforeAll(async () => {
    const records = await loadBuiltIndex(lang).allRecords();
    index = new MemoryIndex(lang, records, indexExtras(lang, records));
  });

  it('finds the page of every inline code span that has a word', () => {
    const context = {
      synonyms: index.synonyms,
      hasTerm: (term: string) => index.hasTerm(term),
      termsStartingWith: (prefix: string, limit: number) => index.prefixTerms(prefix, limit),
      zhPairs: index.zhPairs,
      verbForms: index.verbForms,
    };
    const missed: string[] = [];
    let checked = 0;
    for (const page of sourcePages(lang)) {
      for (const name of new Set(inlineCode(page.content))) {
        if (indexTerms(name).length === 0) continue;
        checked++;
        const pages = new Set(
          rankRecords(index, parseQuery(name, context)).map((entry) => index.record(entry.id)?.url),
        );
        if (![...pages].some((url) => url && pageKey(url) === pageKey(page.routePath))) {
          missed.push(`${page.routePath}: ${name}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(missed).toEqual([]);
  }, 120_000);
});

import type { LoadedIndex } from './embedded-index';
import type { ParsedQuery } from './query';
import { isHanTerm } from './tokenize';

export const MAX_SUGGESTIONS = 3;

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** Index words closest to a Latin word that found nothing: fewest edits, then the most frequent. */
function closeWords(index: LoadedIndex, word: string): string[] {
  if (word.length < 3) return [];
  const limit = Math.max(2, Math.ceil(word.length / 2));
  const found: { term: string; distance: number; count: number }[] = [];
  for (const [term, count] of index.terms) {
    if (term.length < 3 || isHanTerm(term) || Math.abs(term.length - word.length) > limit) continue;
    const distance = editDistance(word, term);
    if (distance <= limit) found.push({ term, distance, count });
  }
  found.sort((a, b) => a.distance - b.distance || b.count - a.count);
  return found.map((entry) => entry.term);
}

/** Titles and headings sharing the most characters with a Chinese run that found nothing. */
function closeHeadings(index: LoadedIndex, run: string): string[] {
  const chars = new Set(Array.from(run));
  const found = new Map<string, number>();
  for (const record of index.records) {
    if (record.type === 'content') continue;
    const text = record.hierarchy[record.type] ?? '';
    const shared = new Set(Array.from(text).filter((char) => chars.has(char))).size;
    if (shared >= Math.min(2, chars.size)) found.set(text, Math.max(found.get(text) ?? 0, shared));
  }
  return [...found].sort((a, b) => b[1] - a[1] || a[0].length - b[0].length).map(([text]) => text);
}

/**
 * "Try searching for": when no record matched, the index terms closest to what
 * was typed (a misspelling beyond the typo tolerance, a Chinese word the pages
 * do not use), each a query that finds pages.
 */
export function suggestQueries(index: LoadedIndex, query: ParsedQuery): string[] {
  const suggestions = new Set<string>();
  const lists = query.words.map((word) => (isHanTerm(word) ? closeHeadings(index, word) : closeWords(index, word)));
  // Round-robin over the query's words, so that each gets its best suggestion first.
  for (let rank = 0; suggestions.size < MAX_SUGGESTIONS && lists.some((list) => rank < list.length); rank++) {
    for (const list of lists) {
      if (rank < list.length && suggestions.size < MAX_SUGGESTIONS) suggestions.add(list[rank]);
    }
  }
  return [...suggestions];
}

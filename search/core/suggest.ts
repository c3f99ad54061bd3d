import type { ParsedQuery } from './query';
import { editDistance, type SearchableIndex } from './term-index';
import { isHanTerm } from './tokenize';

export const MAX_SUGGESTIONS = 3;

/**
 * Index words closest to a Latin word that found nothing: fewest edits, then the most frequent.
 * Only words with the same first letter are looked at (one part of the dictionary), as for typos.
 * A word is close when at most a third of its letters are wrong (two in a short word): at half,
 * "qwertyuiop" suggested "question" and "frobnicate" "front", words nobody meant.
 */
function closeWords(index: SearchableIndex, word: string): string[] {
  if (word.length < 3) return [];
  const limit = Math.max(2, Math.floor(word.length / 3));
  const found: { term: string; distance: number; count: number }[] = [];
  for (const [term, count] of index.wordsNear(word)) {
    if (term.length < 3 || isHanTerm(term) || Math.abs(term.length - word.length) > limit) continue;
    const distance = editDistance(word, term, limit);
    if (distance <= limit) found.push({ term, distance, count });
  }
  found.sort((a, b) => a.distance - b.distance || b.count - a.count);
  return found.map((entry) => entry.term);
}

/** Chinese pairs of the index made of the run's characters (both of them first), the most frequent first. */
function closePairs(index: SearchableIndex, run: string): string[] {
  const chars = new Set(Array.from(run));
  const found = new Map<string, { shared: number; count: number }>();
  for (const char of chars) {
    for (const [pair, count] of index.pairsWith(char)) {
      const shared = new Set(Array.from(pair).filter((other) => chars.has(other))).size;
      found.set(pair, { shared, count });
    }
  }
  return [...found].sort(([, a], [, b]) => b.shared - a.shared || b.count - a.count).map(([pair]) => pair);
}

/**
 * "Try searching for": when no record matched, the index terms closest to what
 * was typed (a misspelling beyond the typo tolerance, a Chinese word the pages
 * do not use), each a query that finds pages.
 */
export function suggestQueries(index: SearchableIndex, query: ParsedQuery): string[] {
  const suggestions = new Set<string>();
  const lists = query.words.map((word) => (isHanTerm(word) ? closePairs(index, word) : closeWords(index, word)));
  // Round-robin over the query's words, so that each gets its best suggestion first.
  for (let rank = 0; suggestions.size < MAX_SUGGESTIONS && lists.some((list) => rank < list.length); rank++) {
    for (const list of lists) {
      if (rank < list.length && suggestions.size < MAX_SUGGESTIONS) suggestions.add(list[rank]);
    }
  }
  return [...suggestions];
}

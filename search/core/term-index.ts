import type { SynonymRule } from './synonyms';
import type { RecordType, SearchRecord } from './types';
import type { ChinesePairs } from './zh-pairs';

/**
 * What the query parser, the ranking and the answers read of an index. Every
 * method is synchronous over the data loaded so far: the sharded index
 * (sharded-index.ts) notes what it lacks and is asked again once it is loaded;
 * the in-memory index (memory-index.ts) has everything.
 */
export interface SearchableIndex {
  lang: string;
  synonyms: SynonymRule[];
  zhPairs?: ChinesePairs;
  /** A verb's forms that no suffix rule gives, word -> its other forms (word-forms.ts). */
  verbForms?: ReadonlyMap<string, readonly string[]>;
  /** How many records the index has (BM25's N). */
  recordCount: number;
  /** How many pages the index has (a query unit's rarity, ranking.ts). */
  pageCount: number;
  typeOf(id: number): RecordType;
  /** The page a record belongs to (any key that is the same for the records of one page). */
  pageOf(id: number): number;
  /** The lvl0 of the record's page (its section), known before the page's file is loaded. */
  sectionOf(id: number): string;
  hasTerm(term: string): boolean;
  /** Record id -> the term's score in the record before query weights (index-data.ts). */
  postings(term: string): ReadonlyMap<number, number>;
  /** Index terms that start with `prefix` (not `prefix` itself), most frequent first, at most `limit`. */
  prefixTerms(prefix: string, limit: number): string[];
  /** Index terms with the same first letter as `term` within `maxDistance` edits, with their distance (> 0). */
  fuzzyTerms(term: string, maxDistance: number): Map<string, number>;
  /** Title and heading records whose own text holds the phrase token (index-data.ts `phraseTokens`). */
  phraseMatches(token: string): ReadonlySet<number>;
  /** A record's text; undefined while it is not loaded. */
  record(id: number): SearchRecord | undefined;
  /** Index words near a Latin word (those sharing its first letter), with how often they occur: for suggestions. */
  wordsNear(word: string): Iterable<[string, number]>;
  /** Chinese pairs holding a character, with how often they occur: for suggestions. */
  pairsWith(char: string): Iterable<[string, number]>;
  /** True when a lookup found its data not loaded yet: the answer will be asked again, work may stop. */
  incomplete?(): boolean;
  /** Loads what the lookups since the last load lacked; false when they lacked nothing. */
  loadMissing?(): Promise<boolean>;
}

/**
 * Edit distance in which swapping two adjacent letters is one edit, as in Algolia's typo
 * tolerance: "pgae" is one typo from "page" (Levenshtein counts two, which a four-letter word
 * does not allow). This is the optimal string alignment distance; `max + 1` once it is over `max`
 * (a row whose every cell is over `max` ends it: no later cell can come back under it).
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      let distance = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        distance = Math.min(distance, beforePrevious[j - 2] + 1);
      }
      current[j] = distance;
      best = Math.min(best, distance);
    }
    if (best > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length];
}

export interface MatchOptions {
  prefix: (term: string) => boolean;
  fuzzy: (term: string) => number | false;
  /** Weights of a term found by prefix or by a typo, before MiniSearch's length adjustment. */
  prefixWeight: number;
  fuzzyWeight: number;
  /** At most this many words per prefix (the most frequent). */
  prefixLimit: number;
  /** At most this many records per completion of a prefix (those it weighs most in). */
  completionLimit?: number;
}

export interface TermMatch {
  score: number;
  /**
   * The index terms the record matched (the typed ones, their completions and corrections).
   * Shared by the records that matched the same terms, so never changed: replaced when one grows.
   */
  terms: readonly string[];
}

/** The impact of the `count`-th record a term weighs most in (ties make a few more records reach it). */
function leastOfTop(postings: ReadonlyMap<number, number>, count: number): number {
  const impacts = Float64Array.from(postings.values()).sort();
  return impacts[impacts.length - count];
}

/**
 * The records holding every one of `terms` (each as typed, completed or within a typo),
 * scored as MiniSearch 7.2's `search({ combineWith: 'AND', queries: terms })` scored
 * them: a completion weighs prefixWeight x len / (len + 0.3 x added letters), a typo
 * fuzzyWeight x len / (len + distance), a term's matches are summed, and the sum over
 * the terms is multiplied by the number of different terms.
 */
export function matchAll(index: SearchableIndex, terms: string[], options: MatchOptions): Map<number, TermMatch> {
  let combined: Map<number, TermMatch> | undefined;
  for (const term of terms) {
    const results = new Map<number, TermMatch>();
    // forEach, one shared list per term: a first letter's completions can match thousands of records.
    const add = (derived: string, weight: number, limit = Number.POSITIVE_INFINITY) => {
      const alone = [derived];
      const postings = index.postings(derived);
      const least = postings.size > limit ? leastOfTop(postings, limit) : Number.NEGATIVE_INFINITY;
      postings.forEach((impact, id) => {
        if (impact < least) return;
        const result = results.get(id);
        if (!result) results.set(id, { score: weight * impact, terms: alone });
        else {
          result.score += weight * impact;
          if (!result.terms.includes(derived)) result.terms = [...result.terms, derived];
        }
      });
    };
    add(term, 1);
    const completions = options.prefix(term) ? index.prefixTerms(term, options.prefixLimit) : [];
    for (const derived of completions) {
      const distance = derived.length - term.length;
      add(
        derived,
        (options.prefixWeight * derived.length) / (derived.length + 0.3 * distance),
        options.completionLimit,
      );
    }
    const maxDistance = options.fuzzy(term);
    if (maxDistance) {
      for (const [derived, distance] of index.fuzzyTerms(term, maxDistance)) {
        if (completions.includes(derived)) continue;
        add(derived, (options.fuzzyWeight * derived.length) / (derived.length + distance));
      }
    }
    if (!combined) {
      combined = results;
      continue;
    }
    const next = new Map<number, TermMatch>();
    // One list per pair of lists, shared like the lists themselves: no array per record.
    const joined = new Map<readonly string[], Map<readonly string[], readonly string[]>>();
    const join = (previous: readonly string[], current: readonly string[]) => {
      const byCurrent = joined.get(previous) ?? new Map<readonly string[], readonly string[]>();
      joined.set(previous, byCurrent);
      let terms = byCurrent.get(current);
      if (!terms) {
        const added = current.filter((derived) => !previous.includes(derived));
        terms = added.length ? [...previous, ...added] : previous;
        byCurrent.set(current, terms);
      }
      return terms;
    };
    const combine = (previous: TermMatch, result: TermMatch, id: number) =>
      next.set(id, { score: previous.score + result.score, terms: join(previous.terms, result.terms) });
    // The records in both, read from the smaller of the two.
    const previousMatches = combined;
    if (results.size <= previousMatches.size) {
      results.forEach((result, id) => {
        const previous = previousMatches.get(id);
        if (previous) combine(previous, result, id);
      });
    } else {
      previousMatches.forEach((previous, id) => {
        const result = results.get(id);
        if (result) combine(previous, result, id);
      });
    }
    combined = next;
  }
  const quality = new Set(terms).size || 1;
  for (const match of combined?.values() ?? []) match.score *= quality;
  return combined ?? new Map();
}

import { analyseRecords, type IndexData, pageOfId, positionOfId, typeOfId } from './index-data';
import { IMPACT_SCALE } from './index-files';
import { synonymRules } from './synonyms';
import { editDistance, type SearchableIndex } from './term-index';
import { isHanTerm } from './tokenize';
import type { IndexExtras, SearchLang, SearchRecord } from './types';
import { parseVerbForms } from './word-forms';
import { ChinesePairs, type PairStatistics, parseSounds } from './zh-pairs';

/** Index terms ordered as the dictionary lists them: most frequent first, then alphabetically. */
export function byFrequency(a: [string, number], b: [string, number]): number {
  return b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
}

/**
 * The whole index in memory, with no caps: what the sharded index
 * (sharded-index.ts) answers from files, computed directly from the records.
 * The tests hold the sharded index to it, and check the synonym table against
 * its terms. A term's weight in a record is kept to the precision the index
 * files store it (IMPACT_SCALE): at full precision two records a hair apart
 * (scores 20.98409 and 20.98422) were ordered one way here and the other way by
 * the files, which is a rounding, not a sharding, difference.
 */
export class MemoryIndex implements SearchableIndex {
  readonly lang: SearchLang;
  readonly synonyms;
  readonly zhPairs?: ChinesePairs;
  readonly verbForms: ReadonlyMap<string, readonly string[]>;
  readonly recordCount: number;
  readonly pageCount: number;
  readonly data: IndexData;
  /** How often each index term occurs. */
  readonly terms: Map<string, number>;
  private readonly sorted: [string, number][];
  private readonly following = new Map<string, Map<string, number>>();
  private readonly preceding = new Map<string, Map<string, number>>();
  private readonly empty = new Map<number, number>();

  constructor(lang: SearchLang, records: SearchRecord[], extras: IndexExtras = {}) {
    this.lang = lang;
    this.data = analyseRecords(records);
    for (const weights of this.data.postings.values()) {
      for (const [id, weight] of weights) weights.set(id, Math.round(weight * IMPACT_SCALE) / IMPACT_SCALE);
    }
    this.recordCount = this.data.recordCount;
    this.pageCount = this.data.pages.length;
    this.terms = this.data.counts;
    this.synonyms = synonymRules(extras.synonyms ?? []);
    this.verbForms = parseVerbForms(extras.verbForms);
    this.sorted = [...this.terms].sort(byFrequency);
    for (const [pair, count] of this.sorted) {
      const chars = Array.from(pair);
      if (!isHanTerm(pair) || chars.length !== 2) continue;
      const [first, second] = chars;
      if (!this.following.has(first)) this.following.set(first, new Map());
      this.following.get(first)?.set(second, count);
      if (!this.preceding.has(second)) this.preceding.set(second, new Map());
      this.preceding.get(second)?.set(first, count);
    }
    if (this.following.size > 0) {
      const sounds = parseSounds(extras.pinyin);
      const statistics: PairStatistics = {
        count: (pair) => this.terms.get(pair) ?? 0,
        following: (char) => this.following.get(char) ?? new Map(),
        preceding: (char) => this.preceding.get(char) ?? new Map(),
        cohesion: (pair) => this.data.cohesion.get(pair) ?? 0,
        readings: (char) => sounds.get(char) ?? [],
        // As the sharded index knows it: the characters of its Chinese terms that have a reading.
        ownCharacter: (char) =>
          sounds.has(char) && (this.following.has(char) || this.preceding.has(char) || this.terms.has(char)),
      };
      this.zhPairs = new ChinesePairs(statistics);
    }
  }

  typeOf(id: number) {
    return typeOfId(id);
  }
  pageOf(id: number) {
    return pageOfId(id, this.data.stride);
  }
  sectionOf(id: number) {
    return this.data.pages[this.pageOf(id)]?.[0]?.hierarchy.lvl0 ?? '';
  }
  hasTerm(term: string) {
    return this.terms.has(term);
  }
  postings(term: string) {
    return this.data.postings.get(term) ?? this.empty;
  }
  prefixTerms(prefix: string, limit: number) {
    const found: string[] = [];
    for (const [term] of this.sorted) {
      if (found.length >= limit) break;
      if (term !== prefix && term.startsWith(prefix)) found.push(term);
    }
    return found;
  }
  fuzzyTerms(term: string, maxDistance: number) {
    const found = new Map<string, number>();
    for (const [candidate] of this.sorted) {
      if (candidate[0] !== term[0] || candidate === term) continue;
      const distance = editDistance(term, candidate, maxDistance);
      if (distance <= maxDistance) found.set(candidate, distance);
    }
    return found;
  }
  phraseMatches(token: string) {
    return new Set(this.data.phrases.get(token) ?? []);
  }
  record(id: number) {
    return this.data.pages[this.pageOf(id)]?.[positionOfId(id, this.data.stride)];
  }
  /** Every record, in build order. */
  records(): SearchRecord[] {
    return this.data.pages.flat();
  }
  wordsNear(word: string) {
    return this.sorted.filter(([term]) => term[0] === word[0]);
  }
  pairsWith(char: string) {
    return this.sorted.filter(([term]) => isHanTerm(term) && term.length > 1 && term.includes(char));
  }
}

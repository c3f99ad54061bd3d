import { FIELDS, type Field, fieldsOf, fieldTerms } from './fields';
import { recordsByPage } from './page-file';
import { FIELD_BOOST } from './ranking';
import { indexTerms, isHanTerm } from './tokenize';
import type { RecordType, SearchRecord } from './types';

/**
 * Everything the index knows, computed once from the records at build time:
 * the scores of BM25 as MiniSearch 7.2 computed them (k 1.2, b 0.7, d 0.5), so
 * that the browser only adds up numbers.
 *
 * For a term in a field of a record, BM25 is idf x (d + tf(k+1) / (tf + k(1 - b + b len/avg))),
 * where idf = ln(1 + (N - n + 0.5) / (n + 0.5)) with n the records having the term IN
 * THAT FIELD and N all records, len the number of unique terms of the field, and avg
 * MiniSearch's running average of it: each record that has the field (empty fields are
 * left out) moves it to (avg x records added before + len) / (records added before + 1),
 * the records added before counted whether or not they had the field, exactly as
 * MiniSearch 7.2's addFieldLength does. A record's `impact` for a term is the sum over its
 * fields of field boost (ranking.ts) x that score.
 */
const K = 1.2;
const B = 0.7;
const D = 0.5;

/** Record types as the low three bits of a record id. */
export const RECORD_TYPES: readonly RecordType[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];

/**
 * A record id says where the record is: (page x stride + position in the page) x 8 + type,
 * so that ranking knows every candidate's page and type without loading any text.
 */
export function recordId(page: number, position: number, type: RecordType, stride: number): number {
  return (page * stride + position) * 8 + RECORD_TYPES.indexOf(type);
}
export const typeOfId = (id: number): RecordType => RECORD_TYPES[id % 8];
export const pageOfId = (id: number, stride: number): number => Math.floor(id / 8 / stride);
export const positionOfId = (id: number, stride: number): number => Math.floor(id / 8) % stride;

/** Adjacent index terms ("rspress preview") and Chinese trigrams of a title or heading: what the phrase bonus looks for. */
export function phraseTokens(text: string): string[] {
  const terms = indexTerms(text);
  const tokens = new Set<string>();
  for (let i = 0; i + 1 < terms.length; i++) tokens.add(`${terms[i]} ${terms[i + 1]}`);
  for (const run of text.match(/\p{Script=Han}+/gu) ?? []) {
    const chars = Array.from(run);
    for (let i = 0; i + 2 < chars.length; i++) tokens.add(chars[i] + chars[i + 1] + chars[i + 2]);
  }
  return [...tokens];
}

export interface IndexData {
  /** Records per page, in build order; a record's id comes from its page and position. */
  pages: SearchRecord[][];
  /** Positions per page, rounded up to a power of two. */
  stride: number;
  recordCount: number;
  /** How often each index term occurs, all fields together. */
  counts: Map<string, number>;
  /** Term -> record id -> impact (see above). */
  postings: Map<string, Map<number, number>>;
  /** Phrase token -> ids of the title and heading records holding it. */
  phrases: Map<string, number[]>;
  /**
   * Each Chinese pair's cohesion (zh-pairs.ts), from the counts of all pairs, and
   * the count it is a share of (`pairCohesion`), which the index files ship so
   * that the browser computes the same value exactly.
   */
  cohesion: Map<string, number>;
  cohesionBase: Map<string, number>;
}

/** How often a pair occurs, as a share (0-1) of `base`: how often its rarer character starts or ends a pair. */
export function pairCohesion(count: number, base: number): number {
  return base > 0 ? Math.min(1, count / base) : 0;
}

/** Each Chinese pair's cohesion base (see `pairCohesion`). */
function cohesionBases(counts: Map<string, number>): Map<string, number> {
  const first = new Map<string, number>();
  const second = new Map<string, number>();
  const pairs = [...counts].filter(([term]) => isHanTerm(term) && Array.from(term).length === 2);
  for (const [pair, count] of pairs) {
    const [a, b] = Array.from(pair);
    first.set(a, (first.get(a) ?? 0) + count);
    second.set(b, (second.get(b) ?? 0) + count);
  }
  return new Map(
    pairs.map(([pair]) => {
      const [a, b] = Array.from(pair);
      return [pair, Math.min(first.get(a) ?? 0, second.get(b) ?? 0)];
    }),
  );
}

/** Analyses the records of one language (in the order `buildSearchRecords` makes them). */
export function analyseRecords(records: SearchRecord[]): IndexData {
  const pages = recordsByPage(records);
  const stride = 2 ** Math.ceil(Math.log2(Math.max(2, ...pages.map((page) => page.length))));
  const counts = new Map<string, number>();
  const phrases = new Map<string, number[]>();
  // Per field: term -> id -> term frequency; id -> unique terms; running average length.
  const frequencies = new Map<Field, Map<string, Map<number, number>>>(FIELDS.map((field) => [field, new Map()]));
  const lengths = new Map<Field, Map<number, number>>(FIELDS.map((field) => [field, new Map()]));
  const average = new Map<Field, number>();
  let added = 0;
  pages.forEach((page, pageNumber) => {
    page.forEach((record, position) => {
      const id = recordId(pageNumber, position, record.type, stride);
      const fields = fieldsOf(record);
      for (const field of FIELDS) {
        const text = fields[field];
        if (text == null) continue;
        const terms = fieldTerms(field, text);
        const unique = new Set(terms).size;
        lengths.get(field)?.set(id, unique);
        // MiniSearch's running average: over the records added so far, whether or not they had the field.
        average.set(field, ((average.get(field) ?? 0) * added + unique) / (added + 1));
        const byTerm = frequencies.get(field) as Map<string, Map<number, number>>;
        for (const term of terms) {
          counts.set(term, (counts.get(term) ?? 0) + 1);
          const byId = byTerm.get(term) ?? new Map<number, number>();
          byId.set(id, (byId.get(id) ?? 0) + 1);
          byTerm.set(term, byId);
        }
      }
      if (record.type !== 'content') {
        for (const token of phraseTokens(record.hierarchy[record.type] ?? '')) {
          phrases.set(token, [...(phrases.get(token) ?? []), id]);
        }
      }
      added++;
    });
  });
  const postings = new Map<string, Map<number, number>>();
  for (const field of FIELDS) {
    const avg = average.get(field) ?? 0;
    for (const [term, byId] of frequencies.get(field) ?? []) {
      const idf = Math.log(1 + (added - byId.size + 0.5) / (byId.size + 0.5));
      const impacts = postings.get(term) ?? new Map<number, number>();
      for (const [id, tf] of byId) {
        const length = lengths.get(field)?.get(id) ?? 0;
        const part = D + (tf * (K + 1)) / (tf + K * (1 - B + (B * length) / avg));
        impacts.set(id, (impacts.get(id) ?? 0) + FIELD_BOOST[field] * idf * part);
      }
      postings.set(term, impacts);
    }
  }
  const cohesionBase = cohesionBases(counts);
  const cohesion = new Map([...cohesionBase].map(([pair, base]) => [pair, pairCohesion(counts.get(pair) ?? 0, base)]));
  return { pages, stride, recordCount: added, counts, postings, phrases, cohesion, cohesionBase };
}

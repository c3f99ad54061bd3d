import type { PackedSynonymRules } from './synonyms';
import type { SearchLang } from './types';

/**
 * The sharded index of one language, as the build writes it and the browser
 * reads it (search/core/index-build.ts writes, sharded-index.ts reads). The
 * manifest `static/search/<lang>.<hash>.json` is small and says how the rest is
 * cut; the other files are in `static/search/<lang>.<hash>/`, fetched by the
 * query's terms:
 *
 * - `w/<key>.json`  Latin words starting with `key` (one letter, or more where
 *                   a letter has too many words): [split, [[word, count, postings chunk], ...]],
 *                   most frequent first. A split file holds only the MAX_PREFIX_TERMS most
 *                   frequent words under its key (and the key itself); the rest are in the
 *                   files of longer keys.
 * - `h/<n>.json`    Chinese terms by their first character (bucket n of `hanFiles`):
 *                   [[term, count, cohesion base, postings chunk], ...] (cohesion: index-data.ts `pairCohesion`)
 * - `e/<n>.json`    Chinese pairs by their second character: [[pair, count, postings chunk when not 0], ...],
 *                   for typo correction: a correction's postings are asked for with its `h/` file.
 * - `p/w<key>.<n>.json`, `p/h<n>.<chunk>.json`  postings of the words of one `w/` file (of the terms of
 *                   one `h/` file), in that file's order, cut in chunks: { term: [id, impact, id gap, impact, ...] },
 *                   ids ascending, impact x IMPACT_SCALE. Chunk 0 holds the most frequent words of the file (and,
 *                   for Chinese, the rarest terms: index-build.ts), and its name is known before the
 *                   word file arrives: the browser fetches both at once.
 * - `f/<n>.json`    phrase tokens (bucket by hash): { token: [id, id gap, ...] }.
 * - `r/<n>.json`    readings of common Chinese characters the index lacks (bucket by hash), a pinyin table
 *                   ("lan揽 ..."): typo correction prefers a candidate that sounds like the character typed,
 *                   which need not be one of the site's (the manifest has the readings of the site's own).
 * - `t/<page>.json` one page's records: its outline and texts (page-file.ts).
 *
 * Keys and tokens become file names as the hex code points of their characters.
 */
export interface IndexManifest {
  format: 9;
  lang: SearchLang;
  /** All records (BM25's N). */
  records: number;
  pages: number;
  /** Each page's lvl0, in page order, as runs: [lvl0, how many pages in a row have it]. */
  sections: [lvl0: string, pages: number][];
  /** See index-data.ts `recordId`. */
  stride: number;
  /** Keys of the Latin word files. */
  wordFiles: string[];
  hanFiles: number;
  phraseFiles: number;
  /** Files of readings of characters the index lacks (0 without a pinyin table). */
  readingFiles: number;
  /** The synonym table's rules (synonyms.ts). */
  synonyms: PackedSynonymRules;
  /** Readings of the index's own Chinese characters, for typo correction: "bu部布 shu署数" (zh only). */
  pinyin?: string;
  /** Forms of the verbs the pages use that no suffix rule gives: "hide hid hidden|write wrote written" (word-forms.ts). */
  verbForms?: string;
}

export const IMPACT_SCALE = 10000;

export type WordFile = [split: 0 | 1, words: [word: string, count: number, chunk: number][]];
export type HanFile = [term: string, count: number, cohesionBase: number, chunk: number][];
/** A pinyin table (zh-pairs.ts `parseSounds`). */
export type ReadingFile = string;
export type EndingFile = ([pair: string, count: number] | [pair: string, count: number, chunk: number])[];
export type PostingsFile = Record<string, number[]>;
export type PhraseFile = Record<string, number[]>;

/** FNV-1a over UTF-16 units: the bucket of a Chinese character or a phrase token. */
export function bucketOf(text: string, buckets: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % buckets;
}

/** A key as a file name: its code points in hex, joined by "-". */
export function fileKey(key: string): string {
  return Array.from(key, (char) => (char.codePointAt(0) ?? 0).toString(16)).join('-');
}

/** The Latin word file that holds `term` or the words starting with it: the longest key it starts with. */
export function wordFileOf(term: string, keys: ReadonlySet<string>): string | undefined {
  for (let length = term.length; length >= 1; length--) {
    const key = term.slice(0, length);
    if (keys.has(key)) return key;
  }
  return undefined;
}

export const indexFilePaths = {
  words: (key: string) => `w/${fileKey(key)}.json`,
  han: (bucket: number) => `h/${bucket}.json`,
  endings: (bucket: number) => `e/${bucket}.json`,
  /** Postings chunk `chunk` of the words of `w/<key>.json`. */
  wordPostings: (key: string, chunk: number) => `p/w${fileKey(key)}.${chunk}.json`,
  /** Postings chunk `chunk` of the terms of `h/<bucket>.json`. */
  hanPostings: (bucket: number, chunk: number) => `p/h${bucket}.${chunk}.json`,
  phrases: (bucket: number) => `f/${bucket}.json`,
  readings: (bucket: number) => `r/${bucket}.json`,
  page: (page: number) => `t/${page}.json`,
};

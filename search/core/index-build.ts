import { analyseRecords, type IndexData } from './index-data';
import {
  bucketOf,
  type EndingFile,
  type HanFile,
  IMPACT_SCALE,
  type IndexManifest,
  indexFilePaths,
  type PhraseFile,
  type PostingsFile,
  type WordFile,
} from './index-files';
import { byFrequency } from './memory-index';
import { packPage } from './page-file';
import { MAX_POSTINGS, MAX_PREFIX_TERMS } from './ranking';
import { packSynonymRules, synonymRules } from './synonyms';
import { isHanTerm } from './tokenize';
import type { IndexExtras, SearchLang, SearchRecord } from './types';
import { formatSounds, parseSounds } from './zh-pairs';

/** A Latin word file is split by the next letter beyond this many words. */
const WORDS_PER_FILE = 1000;
/** Chinese terms per file, on average. */
const HAN_TERMS_PER_FILE = 300;
/** Bytes of postings (or phrase tokens) per file, at least: a file is closed once it has this much. */
const POSTINGS_BYTES_PER_FILE = 16000;
/**
 * The first chunk of a Latin word file's postings, fetched with the file, is larger: on this
 * site's pages it holds all that the benchmark's English queries need (their words, completions
 * and typo candidates), so they fetch no other postings. Chinese terms are looked up in more
 * files per query (pairs, their neighbours, synonyms), so their first chunk is smaller: at 16 kB,
 * once every section was indexed whole, 部 and 暗黑模式 needed a second chunk and a third round;
 * at 24 kB the relevance queries take 3.26 rounds on average instead of 3.44, for 7 % more bytes.
 * The Latin one went from 48 to 56 kB when search/aliases.json brought readers' words that the pages
 * never use (each in one record, so at the end of their file): the English relevance queries took
 * 2.18 rounds instead of 2.14, and take 2.00 with it, for a median query 0.2 kB larger.
 */
const FIRST_LATIN_CHUNK_BYTES = 56000;
const FIRST_HAN_CHUNK_BYTES = 24000;
/**
 * A Chinese term in at most RARE_TERM_RECORDS records has its postings in the first chunk too,
 * up to RARE_FIRST_HAN_BYTES more per file: in frequency order such terms come last, past the first
 * chunk, and a query that holds one (a rare pair weighs most) waited a round for its postings and
 * often another for the pages of the hits they changed. On this site, 2.66 -> 2.48 rounds per
 * Chinese relevance query for 3 kB more (median); 4 kB more per file gave 2.54, 16 kB 2.45, one
 * record instead of three 2.52. A copy of the site at 10x has no term this rare; a larger site of
 * its own has more of them than the limit holds.
 */
const RARE_TERM_RECORDS = 3;
const RARE_FIRST_HAN_BYTES = 8000;
const PHRASE_BYTES_PER_FILE = 3000;
/** Characters per file of readings of characters the index lacks (about 1 kB gzipped). */
const CHARS_PER_READING_FILE = 400;

export interface ShardedIndexFiles {
  manifest: IndexManifest;
  /** Path inside the index's folder -> JSON text. */
  files: Map<string, string>;
}

/** A term's postings as the file holds them: the MAX_POSTINGS it weighs most in, ids ascending, gaps. */
export function encodePostings(impacts: ReadonlyMap<number, number>): number[] {
  const kept = [...impacts].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, MAX_POSTINGS);
  kept.sort((a, b) => a[0] - b[0]);
  const encoded: number[] = [];
  let previous = 0;
  for (const [id, impact] of kept) {
    encoded.push(id - previous, Math.round(impact * IMPACT_SCALE));
    previous = id;
  }
  return encoded;
}

function encodeIds(ids: number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b).map((id, i, sorted) => id - (i > 0 ? sorted[i - 1] : 0));
}

/** Latin word files: one per first letter, split by the next letter while too large. */
function wordFiles(words: [string, number][], key: string, files: Map<string, [string, number][]>, split: Set<string>) {
  if (words.length <= WORDS_PER_FILE || words.every((entry) => entry[0].length <= key.length)) {
    files.set(key, words);
    return;
  }
  split.add(key);
  files.set(key, [
    ...words.filter(([word]) => word === key),
    ...words.filter(([word]) => word !== key).slice(0, MAX_PREFIX_TERMS),
  ]);
  const byNext = new Map<string, [string, number][]>();
  for (const entry of words) {
    if (entry[0].length <= key.length) continue;
    const next = entry[0].slice(0, key.length + 1);
    byNext.set(next, [...(byNext.get(next) ?? []), entry]);
  }
  for (const [next, group] of byNext) wordFiles(group, next, files, split);
}

function sectionRuns(sections: string[]): [string, number][] {
  const runs: [string, number][] = [];
  for (const section of sections) {
    const last = runs[runs.length - 1];
    if (last?.[0] === section) last[1]++;
    else runs.push([section, 1]);
  }
  return runs;
}

/**
 * Readings (a pinyin table) split in two: those of the index's own characters, for the manifest
 * (a correction's candidates are among them), and the others in `buckets` reading files, fetched
 * only for a typed character the index lacks.
 */
function splitReadings(pinyin: string | undefined, indexChars: ReadonlySet<string>) {
  const sounds = parseSounds(pinyin);
  const own = new Map([...sounds].filter(([char]) => indexChars.has(char)));
  const others = [...sounds].filter(([char]) => !indexChars.has(char));
  const buckets = others.length > 0 ? Math.max(1, Math.round(others.length / CHARS_PER_READING_FILE)) : 0;
  const files = Array.from({ length: buckets }, () => new Map<string, string[]>());
  for (const [char, readings] of others) files[bucketOf(char, buckets)].set(char, readings);
  return { own: formatSounds(own), files: files.map(formatSounds) };
}

function buildFiles(data: IndexData, lang: SearchLang, extras: IndexExtras) {
  const files = new Map<string, string>();
  const sorted = [...data.counts].sort(byFrequency);
  const latin = sorted.filter(([term]) => !isHanTerm(term));
  const han = sorted.filter(([term]) => isHanTerm(term));

  const byLetter = new Map<string, [string, number][]>();
  for (const entry of latin) byLetter.set(entry[0][0], [...(byLetter.get(entry[0][0]) ?? []), entry]);
  const latinFiles = new Map<string, [string, number][]>();
  const split = new Set<string>();
  for (const [letter, words] of byLetter) wordFiles(words, letter, latinFiles, split);

  const hanFiles = han.length > 0 ? Math.max(1, Math.round(han.length / HAN_TERMS_PER_FILE)) : 0;
  const hanByBucket: [string, number][][] = Array.from({ length: hanFiles }, () => []);
  const readings = splitReadings(extras.pinyin, new Set(han.flatMap(([term]) => Array.from(term))));
  readings.files.forEach((table, bucket) => {
    files.set(indexFilePaths.readings(bucket), JSON.stringify(table));
  });
  const endings: [string, number][][] = Array.from({ length: hanFiles }, () => []);
  for (const entry of han) {
    const chars = Array.from(entry[0]);
    hanByBucket[bucketOf(chars[0], hanFiles)].push(entry);
    if (chars.length === 2) endings[bucketOf(chars[1], hanFiles)].push(entry);
  }

  // Postings, by dictionary file and in its order (most frequent first), in chunks: the words of
  // one file are fetched together, and its first chunk along with it. A split file's words (its
  // key and the key's MAX_PREFIX_TERMS completions, what a query of the key itself needs) are one
  // chunk, so that a first keystroke has all its postings in the first round. A word that a split
  // file lists is in the chunks of its own file too.
  const chunksOf = (
    terms: [string, number][],
    path: (chunk: number) => string,
    firstBytes: number,
    { whole = false, rareFirstBytes = 0 } = {},
  ) => {
    const chunkOf = new Map<string, number>();
    const first: PostingsFile = {};
    let rareBytes = 0;
    let chunk = 0;
    let current: PostingsFile = first;
    let currentBytes = 0;
    const close = () => {
      if (chunk > 0) files.set(path(chunk), JSON.stringify(current));
      chunk++;
      current = {};
      currentBytes = 0;
    };
    for (const [term] of terms) {
      const encoded = encodePostings(data.postings.get(term) ?? new Map());
      const bytes = term.length + JSON.stringify(encoded).length + 4;
      if (chunk > 0 && encoded.length <= 2 * RARE_TERM_RECORDS && rareBytes + bytes <= rareFirstBytes) {
        first[term] = encoded;
        rareBytes += bytes;
        chunkOf.set(term, 0);
        continue;
      }
      current[term] = encoded;
      currentBytes += bytes;
      chunkOf.set(term, chunk);
      if (currentBytes >= (chunk === 0 ? firstBytes : POSTINGS_BYTES_PER_FILE) && !whole) close();
    }
    if (currentBytes > 0 && chunk > 0) close();
    // An empty chunk 0 too: the browser asks for it with the word file.
    files.set(path(0), JSON.stringify(first));
    return chunkOf;
  };

  for (const [key, words] of latinFiles) {
    const path = (chunk: number) => indexFilePaths.wordPostings(key, chunk);
    const chunkOf = chunksOf(words, path, FIRST_LATIN_CHUNK_BYTES, { whole: split.has(key) });
    const file: WordFile = [
      split.has(key) ? 1 : 0,
      words.map(([word, count]) => [word, count, chunkOf.get(word) ?? 0]),
    ];
    files.set(indexFilePaths.words(key), JSON.stringify(file));
  }
  const hanChunks = new Map<string, number>();
  hanByBucket.forEach((terms, bucket) => {
    const chunkOf = chunksOf(terms, (chunk) => indexFilePaths.hanPostings(bucket, chunk), FIRST_HAN_CHUNK_BYTES, {
      rareFirstBytes: RARE_FIRST_HAN_BYTES,
    });
    const file: HanFile = terms.map(([term, count]) => [
      term,
      count,
      // A term that is not a pair gets its own count: cohesion 1.
      data.cohesionBase.get(term) ?? count,
      chunkOf.get(term) ?? 0,
    ]);
    files.set(indexFilePaths.han(bucket), JSON.stringify(file));
    for (const [term, chunk] of chunkOf) hanChunks.set(term, chunk);
  });
  endings.forEach((pairs, bucket) => {
    const file: EndingFile = pairs.map(([pair, count]) => {
      const chunk = hanChunks.get(pair) ?? 0;
      return chunk > 0 ? [pair, count, chunk] : [pair, count];
    });
    files.set(indexFilePaths.endings(bucket), JSON.stringify(file));
  });

  const phraseBytes = [...data.phrases].reduce((sum, [token, ids]) => sum + token.length * 3 + ids.length * 6, 0);
  const phraseFiles = Math.max(1, Math.round(phraseBytes / PHRASE_BYTES_PER_FILE));
  const phrases: PhraseFile[] = Array.from({ length: phraseFiles }, () => ({}));
  for (const [token, ids] of data.phrases) phrases[bucketOf(token, phraseFiles)][token] = encodeIds(ids);
  phrases.forEach((file, bucket) => {
    files.set(indexFilePaths.phrases(bucket), JSON.stringify(file));
  });

  data.pages.forEach((records, page) => {
    files.set(indexFilePaths.page(page), JSON.stringify(packPage(records)));
  });

  const manifest: IndexManifest = {
    format: 9,
    lang,
    records: data.recordCount,
    pages: data.pages.length,
    sections: sectionRuns(data.pages.map((records) => records[0]?.hierarchy.lvl0 ?? '')),
    stride: data.stride,
    wordFiles: [...latinFiles.keys()].sort(),
    hanFiles,
    phraseFiles,
    readingFiles: readings.files.length,
    synonyms: packSynonymRules(synonymRules(extras.synonyms ?? [])),
    ...(extras.pinyin ? { pinyin: readings.own } : {}),
    ...(extras.verbForms ? { verbForms: extras.verbForms } : {}),
  };
  return { manifest, files };
}

/** Builds the sharded index of one language from its records (in the order `buildSearchRecords` makes them). */
export function buildShardedIndex(
  lang: SearchLang,
  records: SearchRecord[],
  extras: IndexExtras = {},
): ShardedIndexFiles {
  return buildFiles(analyseRecords(records), lang, extras);
}

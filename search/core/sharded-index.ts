import { pageOfId, pairCohesion, positionOfId, typeOfId } from './index-data';
import {
  bucketOf,
  type EndingFile,
  type HanFile,
  IMPACT_SCALE,
  type IndexManifest,
  indexFilePaths,
  type PhraseFile,
  type PostingsFile,
  type ReadingFile,
  type WordFile,
  wordFileOf,
} from './index-files';
import { type PageFile, unpackPage } from './page-file';
import { tokenizedRules } from './query';
import { unpackSynonymRules } from './synonyms';
import { editDistance, type SearchableIndex } from './term-index';
import { isHanTerm } from './tokenize';
import type { SearchRecord } from './types';
import { parseVerbForms } from './word-forms';
import { ChinesePairs, parseSounds } from './zh-pairs';

/** Fetches and parses one file of the index's folder (index-files.ts), by its path inside it. */
export type IndexFileLoader = (path: string) => Promise<unknown>;

interface TermEntry {
  count: number;
  cohesion: number;
  /** The path of the postings chunk that holds the term. */
  postings: string;
}

const NO_TERMS: ReadonlyMap<string, TermEntry> = new Map();

/**
 * The sharded index (index-files.ts), as far as it is loaded. Every lookup is
 * synchronous and answers from the files loaded so far; a lookup that needs a
 * file not loaded yet answers "nothing" and notes the file. A query is
 * answered, loads the files it noted, and answers again, until a round
 * needs nothing new (respond.ts `answerWhenLoaded`): the parser, the ranking and the answers run unchanged, and
 * each round fetches only what the query's own terms lead to. Usually two rounds: its
 * dictionary files with the first chunk of their postings (where the frequent words,
 * their completions and typo candidates are), then the pages of the first hits (with
 * any postings the first chunks lacked). A Chinese typo adds a round: the pairs around the
 * wrong character and what a correction reads come in the first, the corrections' terms
 * in the next (zh-pairs.ts).
 */
export class ShardedIndex implements SearchableIndex {
  readonly lang: string;
  readonly synonyms;
  readonly zhPairs?: ChinesePairs;
  readonly verbForms: ReadonlyMap<string, readonly string[]>;
  readonly recordCount: number;
  readonly pageCount: number;
  private readonly manifest: IndexManifest;
  private readonly wordKeys: Set<string>;
  private readonly loaded = new Map<string, unknown>();
  private readonly missing = new Set<string>();
  private readonly words = new Map<string, Map<string, TermEntry> & { ordered?: [string, number][] }>();
  private readonly listedWords = new Map<string, TermEntry>();
  private readonly hanTerms = new Map<number, Map<string, TermEntry>>();
  private readonly following = new Map<number, Map<string, Map<string, number>>>();
  private readonly preceding = new Map<number, Map<string, Map<string, number>>>();
  /** Pairs whose postings are past the first chunk of their file, as the endings files say. */
  private readonly laterChunks = new Map<string, number>();
  private readonly decoded = new Map<string, Map<number, number>>();
  private readonly phraseIds = new Map<string, Set<number>>();
  private readonly pages = new Map<number, SearchRecord[]>();
  private readonly empty = new Map<number, number>();
  /** Readings of Chinese characters: the manifest's, then those of each reading file as it is read. */
  private readonly sounds: Map<string, string[]>;
  private readonly readingsRead = new Set<number>();
  /** The characters of the index's Chinese terms: the manifest's readings are theirs. */
  private readonly ownCharacters: ReadonlySet<string>;
  private readonly sectionOfPage: string[];

  constructor(
    manifest: IndexManifest,
    private readonly load: IndexFileLoader,
  ) {
    if (manifest.format !== 9) throw new Error(`Unsupported search index format: ${String(manifest.format)}`);
    this.manifest = manifest;
    this.lang = manifest.lang;
    this.recordCount = manifest.records;
    this.synonyms = unpackSynonymRules(manifest.synonyms);
    // Tokenised now, when the manifest arrives (usually on hover of the search button), not on the first keystroke.
    tokenizedRules(this.synonyms);
    this.verbForms = parseVerbForms(manifest.verbForms);
    this.wordKeys = new Set(manifest.wordFiles);
    this.sounds = parseSounds(manifest.pinyin);
    this.ownCharacters = new Set(this.sounds.keys());
    this.sectionOfPage = manifest.sections.flatMap(([section, pages]) => Array<string>(pages).fill(section));
    this.pageCount = this.sectionOfPage.length;
    if (manifest.hanFiles > 0) {
      this.zhPairs = new ChinesePairs({
        count: (pair) => (this.hanFile(pair) ? (this.hanEntry(pair)?.count ?? 0) : undefined),
        following: (char) =>
          this.hanFile(char) ? (this.following.get(this.hanBucket(char))?.get(char) ?? new Map()) : undefined,
        preceding: (char) => this.endingsOf(char),
        cohesion: (pair) => this.hanEntry(pair)?.cohesion ?? 0,
        readings: (char) => this.readings(char),
        ownCharacter: (char) => this.ownCharacters.has(char),
      });
    }
  }

  /** Whether a lookup since the last load needed a file not loaded yet (the answer will be asked again). */
  incomplete(): boolean {
    return this.missing.size > 0;
  }

  /** Loads the files the last lookups needed; false when there were none. Failed loads are not kept. */
  async loadMissing(): Promise<boolean> {
    const paths = [...this.missing];
    this.missing.clear();
    if (paths.length === 0) return false;
    await Promise.all(
      paths.map(async (path) => {
        this.loaded.set(path, await this.load(path));
      }),
    );
    return true;
  }

  private file<T>(path: string): T | undefined {
    const file = this.loaded.get(path);
    if (file === undefined) this.missing.add(path);
    return file as T | undefined;
  }

  /**
   * A dictionary file, and the first chunk of its postings with it when it is not loaded yet: the
   * words a query most often needs are there, so their postings come in the same round.
   */
  private dictionaryFile<T>(path: string, firstChunk: string): T | undefined {
    const file = this.file<T>(path);
    if (!file && !this.loaded.has(firstChunk)) this.missing.add(firstChunk);
    return file;
  }

  private wordFile(term: string) {
    const key = wordFileOf(term, this.wordKeys);
    if (key === undefined) return undefined;
    let words = this.words.get(key);
    if (!words) {
      const file = this.dictionaryFile<WordFile>(indexFilePaths.words(key), indexFilePaths.wordPostings(key, 0));
      if (!file) return undefined;
      words = new Map(
        file[1].map(([word, count, chunk]) => [
          word,
          { count, cohesion: 0, postings: indexFilePaths.wordPostings(key, chunk) },
        ]),
      );
      words.ordered = file[1].map(([word, count]) => [word, count]);
      this.words.set(key, words);
      for (const [word, entry] of words) this.listedWords.set(word, entry);
    }
    return words;
  }

  private hanBucket(char: string) {
    return bucketOf(char, this.manifest.hanFiles);
  }

  /** The Chinese terms starting with the term's first character. */
  private hanFile(term: string) {
    // An index without Chinese terms has no files of them to ask for (a Chinese query in an English index).
    if (this.manifest.hanFiles === 0) return NO_TERMS;
    const bucket = this.hanBucket(Array.from(term)[0]);
    let terms = this.hanTerms.get(bucket);
    if (!terms) {
      const file = this.dictionaryFile<HanFile>(indexFilePaths.han(bucket), indexFilePaths.hanPostings(bucket, 0));
      if (!file) {
        // A typo correction's pair, known from an endings file: its postings come in the same round.
        const chunk = this.laterChunks.get(term);
        if (chunk !== undefined) this.file(indexFilePaths.hanPostings(bucket, chunk));
        return undefined;
      }
      terms = new Map();
      const following = new Map<string, Map<string, number>>();
      for (const [term, count, cohesionBase, chunk] of file) {
        const postings = indexFilePaths.hanPostings(bucket, chunk);
        terms.set(term, { count, cohesion: pairCohesion(count, cohesionBase), postings });
        const [first, second] = Array.from(term);
        if (!second) continue;
        if (!following.has(first)) following.set(first, new Map());
        following.get(first)?.set(second, count);
      }
      this.hanTerms.set(bucket, terms);
      this.following.set(bucket, following);
    }
    return terms;
  }

  /** A character's readings: the manifest's, or its reading file's for a character the index lacks. */
  private readings(char: string) {
    const known = this.sounds.get(char);
    if (known || this.manifest.readingFiles === 0) return known ?? [];
    const bucket = bucketOf(char, this.manifest.readingFiles);
    if (!this.readingsRead.has(bucket)) {
      const file = this.file<ReadingFile>(indexFilePaths.readings(bucket));
      if (file === undefined) return undefined;
      for (const [other, readings] of parseSounds(file)) this.sounds.set(other, readings);
      this.readingsRead.add(bucket);
    }
    return this.sounds.get(char) ?? [];
  }

  private hanEntry(term: string) {
    return this.hanFile(term)?.get(term);
  }

  private endingsOf(char: string) {
    if (this.manifest.hanFiles === 0) return new Map<string, number>();
    const bucket = this.hanBucket(char);
    let byChar = this.preceding.get(bucket);
    if (!byChar) {
      const file = this.file<EndingFile>(indexFilePaths.endings(bucket));
      if (!file) return undefined;
      byChar = new Map();
      for (const [pair, count, chunk] of file) {
        if (chunk !== undefined) this.laterChunks.set(pair, chunk);
        const [first, second] = Array.from(pair);
        if (!byChar.has(second)) byChar.set(second, new Map());
        byChar.get(second)?.set(first, count);
      }
      this.preceding.set(bucket, byChar);
    }
    return byChar.get(char) ?? new Map<string, number>();
  }

  private entry(term: string) {
    if (isHanTerm(term)) return this.hanEntry(term);
    // A completion listed by a split file is known from it; any other word from its own file.
    return this.listedWords.get(term) ?? this.wordFile(term)?.get(term);
  }

  typeOf(id: number) {
    return typeOfId(id);
  }
  pageOf(id: number) {
    return pageOfId(id, this.manifest.stride);
  }
  sectionOf(id: number) {
    return this.sectionOfPage[this.pageOf(id)] ?? '';
  }
  hasTerm(term: string) {
    return this.entry(term) !== undefined;
  }
  postings(term: string) {
    const cached = this.decoded.get(term);
    if (cached) return cached;
    const entry = this.entry(term);
    if (!entry) return this.empty;
    const file = this.file<PostingsFile>(entry.postings);
    const encoded = file?.[term];
    if (!encoded) return this.empty;
    const postings = new Map<number, number>();
    for (let i = 0, id = 0; i < encoded.length; i += 2) {
      id += encoded[i];
      postings.set(id, encoded[i + 1] / IMPACT_SCALE);
    }
    this.decoded.set(term, postings);
    return postings;
  }
  prefixTerms(prefix: string, limit: number) {
    const found: string[] = [];
    const candidates = isHanTerm(prefix) ? this.hanFile(prefix)?.keys() : this.wordFile(prefix)?.keys();
    for (const term of candidates ?? []) {
      if (found.length >= limit) break;
      if (term !== prefix && term.startsWith(prefix)) found.push(term);
    }
    return found;
  }
  fuzzyTerms(term: string, maxDistance: number) {
    const found = new Map<string, number>();
    for (const candidate of this.wordFile(term)?.keys() ?? []) {
      if (candidate[0] !== term[0] || candidate === term) continue;
      const distance = editDistance(term, candidate, maxDistance);
      if (distance <= maxDistance) found.set(candidate, distance);
    }
    return found;
  }
  phraseMatches(token: string) {
    let ids = this.phraseIds.get(token);
    if (!ids) {
      const file = this.file<PhraseFile>(indexFilePaths.phrases(bucketOf(token, this.manifest.phraseFiles)));
      if (!file) return new Set<number>();
      let id = 0;
      ids = new Set((file[token] ?? []).map((gap) => (id += gap)));
      this.phraseIds.set(token, ids);
    }
    return ids;
  }
  record(id: number) {
    const page = this.pageOf(id);
    let records = this.pages.get(page);
    if (!records) {
      const file = this.file<PageFile>(indexFilePaths.page(page));
      if (!file) return undefined;
      records = unpackPage(this.manifest.lang, file);
      this.pages.set(page, records);
    }
    return records[positionOfId(id, this.manifest.stride)];
  }
  wordsNear(word: string) {
    return this.wordFile(word)?.ordered ?? [];
  }
  pairsWith(char: string): [string, number][] {
    const starting = [...(this.hanFile(char) ?? [])]
      .filter(([term]) => term.length > 1 && term.startsWith(char))
      .map(([term, { count }]): [string, number] => [term, count]);
    const ending = [...(this.endingsOf(char) ?? [])].map(([first, count]): [string, number] => [first + char, count]);
    return [...starting, ...ending];
  }

  /** Every record, page by page, in build order (loads every page: for `npm run search:push`). */
  async allRecords(): Promise<SearchRecord[]> {
    const records: SearchRecord[] = [];
    for (let page = 0; page < this.manifest.pages; page++) {
      records.push(...unpackPage(this.manifest.lang, (await this.load(indexFilePaths.page(page))) as PageFile));
    }
    return records;
  }
}

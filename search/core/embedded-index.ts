import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';
import { fuzzyDistance, indexTerm, isHanTerm, tokenize } from './tokenize';
import type { Hierarchy, RecordType, SearchLang, SearchRecord } from './types';

/**
 * The file the build writes for one language and the browser loads as is.
 * Text is stored once: pages (title, intro) and sections (heading, text under
 * it); the records are derived from them in the record builder's order. The
 * MiniSearch index is serialized at build time in a compact form, so the
 * browser decodes it instead of tokenizing every page again.
 */
export interface EmbeddedIndexFile {
  format: 2;
  lang: SearchLang;
  /** [routePath, lvl0, lvl1, text under the title] */
  pages: [string, string, string, string | null][];
  /** [page number, heading level 2-6, anchor, heading, text under the heading], in page order */
  sections: [number, number, string, string, string | null][];
  index: CompactIndex;
}

/** MiniSearch's serialized index without its redundancies (document ids are 0..n-1). */
export interface CompactIndex {
  documentCount: number;
  averageFieldLength: number[];
  /** Field lengths of every document, flattened (FIELDS.length numbers per document). */
  fieldLength: number[];
  /**
   * Index terms, sorted and front-coded, separated by spaces (terms never hold
   * whitespace): each is one base-36 digit, the length shared with the previous
   * term, then the rest of the term.
   */
  terms: string;
  /**
   * Postings of every term, in term order, separated by spaces. A term's
   * postings are one list per field (content, heading, title) separated by
   * "|" (trailing empty lists dropped); a list is the document-id deltas as
   * self-delimiting numbers (see `encodeNumber`), each followed by ":" and a
   * count when the term occurs more than once in that document.
   */
  postings: string;
}

// Content first: most terms occur only there, so their postings need no leading separators.
const FIELDS = ['content', 'heading', 'title'] as const;

interface IndexedRecord {
  id: number;
  title: string;
  heading: string;
  content: string;
}

const TYPE_BOOST: Record<RecordType, number> = {
  lvl1: 1.5,
  lvl2: 1.25,
  lvl3: 1.15,
  lvl4: 1.1,
  lvl5: 1.05,
  lvl6: 1.05,
  content: 1,
};

function miniSearchOptions(types: RecordType[]): Options<IndexedRecord> {
  return {
    fields: [...FIELDS],
    tokenize: (text) => tokenize(text),
    processTerm: indexTerm,
    searchOptions: {
      tokenize: (text) => tokenize(text),
      processTerm: indexTerm,
      boost: { title: 4, heading: 2 },
      fuzzy: (term) => fuzzyDistance(term),
      // Prefix matching while typing: the last word, and a lone Chinese character.
      prefix: (term, index, terms) => (isHanTerm(term) ? term.length === 1 : index === terms.length - 1),
      boostDocument: (id) => TYPE_BOOST[types[id as number]] ?? 1,
      combineWith: 'AND',
    },
  };
}

const LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

function deepestHeading(hierarchy: Hierarchy): string {
  return [...LEVELS].reverse().reduce<string>((found, level) => found || (hierarchy[level] ?? ''), '');
}

/** Packs records (in the order `buildSearchRecords` makes them) into pages and sections. */
function packRecords(records: SearchRecord[]): Pick<EmbeddedIndexFile, 'pages' | 'sections'> {
  const pages: EmbeddedIndexFile['pages'] = [];
  const sections: EmbeddedIndexFile['sections'] = [];
  for (const record of records) {
    const anchor = record.url.split('#')[1] ?? '';
    if (record.type === 'lvl1') {
      pages.push([record.url, record.hierarchy.lvl0, record.hierarchy.lvl1, null]);
    } else if (record.type === 'content' && !anchor) {
      pages[pages.length - 1][3] = record.content;
    } else if (record.type === 'content') {
      sections[sections.length - 1][4] = record.content;
    } else {
      const level = Number(record.type.slice(3));
      sections.push([pages.length - 1, level, anchor, record.hierarchy[record.type] ?? '', null]);
    }
  }
  return { pages, sections };
}

/** The records back from pages and sections, in the same order. */
function unpackRecords(file: Pick<EmbeddedIndexFile, 'lang' | 'pages' | 'sections'>): SearchRecord[] {
  const records: SearchRecord[] = [];
  let next = 0;
  file.pages.forEach(([routePath, lvl0, lvl1, intro], pageNumber) => {
    const root: Hierarchy = { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    const add = (type: RecordType, hierarchy: Hierarchy, anchor: string, content: string | null) => {
      const url = anchor ? `${routePath}#${anchor}` : routePath;
      records.push({ objectID: `${url}::${type}`, type, lang: file.lang, url, hierarchy, content });
    };
    add('lvl1', root, '', null);
    if (intro !== null) add('content', root, '', intro);
    const chain: Hierarchy = { ...root };
    for (; next < file.sections.length && file.sections[next][0] === pageNumber; next++) {
      const [, level, anchor, heading, content] = file.sections[next];
      LEVELS.forEach((name, i) => {
        if (i + 2 === level) chain[name] = heading;
        if (i + 2 > level) chain[name] = null;
      });
      add(`lvl${level}` as RecordType, { ...chain }, anchor, null);
      if (content !== null) add('content', { ...chain }, anchor, content);
    }
  });
  return records;
}

function frontCode(sorted: string[]): string {
  let previous = '';
  return sorted
    .map((term) => {
      let shared = 0;
      while (shared < 35 && shared < term.length && shared < previous.length && term[shared] === previous[shared]) {
        shared++;
      }
      // Never split a surrogate pair.
      if (shared > 0 && /[\uDC00-\uDFFF]/.test(term[shared] ?? '')) shared--;
      previous = term;
      return shared.toString(36) + term.slice(shared);
    })
    .join(' ');
}

function frontDecode(coded: string): string[] {
  if (!coded) return [];
  let previous = '';
  return coded.split(' ').map((item) => {
    previous = previous.slice(0, parseInt(item[0], 36)) + item.slice(1);
    return previous;
  });
}

const FINAL_DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';
const LEADING_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A number as base-26 upper-case digits (omitted when zero) and one final base-36 digit: no separator needed. */
export function encodeNumber(value: number): string {
  let high = Math.floor(value / 36);
  let leading = '';
  while (high > 0) {
    leading = LEADING_DIGITS[high % 26] + leading;
    high = Math.floor(high / 26);
  }
  return leading + FINAL_DIGITS[value % 36];
}

/** Reads the numbers `encodeNumber` wrote back to back. */
export function decodeNumbers(text: string, onNumber: (value: number, countFollows: boolean) => void): void {
  let high = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (char >= 65 && char <= 90) {
      high = high * 26 + (char - 65);
      continue;
    }
    const low = char <= 57 ? char - 48 : char - 87;
    onNumber(high * 36 + low, text[i + 1] === ':');
    high = 0;
    if (text[i + 1] === ':') i++;
  }
}

function compactIndex(plain: AsPlainObject): CompactIndex {
  const entries = [...(plain.index as [string, Record<string, Record<string, number>>][])].sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  return {
    documentCount: plain.documentCount,
    averageFieldLength: plain.averageFieldLength.map((value) => Math.round(value * 1000) / 1000),
    fieldLength: Array.from({ length: plain.documentCount }, (_, id) => plain.fieldLength[id]).flat(),
    terms: frontCode(entries.map(([term]) => term)),
    postings: entries
      .map(([, fields]) =>
        FIELDS.map((_, fieldId) => {
          let previous = 0;
          return Object.entries(fields[fieldId] ?? {})
            .map(([id, count]) => [Number(id), count] as const)
            .sort((a, b) => a[0] - b[0])
            .map(([id, count]) => {
              const delta = encodeNumber(id - previous);
              previous = id;
              return count === 1 ? delta : `${delta}:${encodeNumber(count)}`;
            })
            .join('');
        })
          .join('|')
          .replace(/\|+$/, ''),
      )
      .join(' '),
  };
}

function expandIndex(compact: CompactIndex): AsPlainObject {
  const ids = Array.from({ length: compact.documentCount }, (_, id) => id);
  const postings = compact.postings.split(' ');
  const index = frontDecode(compact.terms).map((term, t) => {
    const data: Record<string, Record<string, number>> = {};
    postings[t].split('|').forEach((list, fieldId) => {
      if (!list) return;
      const freqs: Record<string, number> = {};
      let id = 0;
      let countFor: number | null = null;
      decodeNumbers(list, (value, countFollows) => {
        if (countFor !== null) {
          freqs[countFor] = value;
          countFor = null;
          return;
        }
        id += value;
        freqs[id] = 1;
        if (countFollows) countFor = id;
      });
      data[fieldId] = freqs;
    });
    return [term, data] as [string, typeof data];
  });
  return {
    documentCount: compact.documentCount,
    nextId: compact.documentCount,
    documentIds: Object.fromEntries(ids.map((id) => [id, id])),
    fieldIds: Object.fromEntries(FIELDS.map((field, i) => [field, i])),
    fieldLength: Object.fromEntries(
      ids.map((id) => [id, compact.fieldLength.slice(id * FIELDS.length, (id + 1) * FIELDS.length)]),
    ),
    averageFieldLength: compact.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index,
    serializationVersion: 2,
  };
}

/** Builds the index file of one language from its records (all records must share `lang`). */
export function buildEmbeddedIndex(lang: SearchLang, records: SearchRecord[]): EmbeddedIndexFile {
  const packed = packRecords(records);
  // Index the records exactly as the browser will see them.
  const ordered = unpackRecords({ lang, ...packed });
  const miniSearch = new MiniSearch<IndexedRecord>(miniSearchOptions(ordered.map((record) => record.type)));
  miniSearch.addAll(
    ordered.map((record, id) => ({
      id,
      title: record.type === 'lvl1' ? record.hierarchy.lvl1 : '',
      heading: record.type === 'lvl1' ? '' : deepestHeading(record.hierarchy),
      content: record.content ?? '',
    })),
  );
  return { format: 2, lang, ...packed, index: compactIndex(miniSearch.toJSON()) };
}

/** The deserialized index, ready to answer queries. */
export interface LoadedIndex {
  lang: SearchLang;
  miniSearch: MiniSearch<IndexedRecord>;
  records: SearchRecord[];
}

export function loadEmbeddedIndex(file: EmbeddedIndexFile): LoadedIndex {
  if (file.format !== 2) throw new Error(`Unsupported search index format: ${String(file.format)}`);
  const records = unpackRecords(file);
  const miniSearch = MiniSearch.loadJS<IndexedRecord>(
    expandIndex(file.index),
    miniSearchOptions(records.map((record) => record.type)),
  );
  return { lang: file.lang, miniSearch, records };
}

import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';
import { fuzzyDistance, isHanTerm, tokenize } from './tokenize';
import type { Hierarchy, RecordType, SearchLang, SearchRecord } from './types';

/**
 * The file the build writes for one language and the browser loads as is:
 * a page table, a compact record table and MiniSearch's serialized index,
 * so the browser deserializes instead of tokenizing every page again.
 */
export interface EmbeddedIndexFile {
  format: 1;
  lang: SearchLang;
  /** [routePath, lvl0, lvl1] */
  pages: [string, string, string][];
  /** [page number, type, anchor, headings lvl2.., content] */
  records: [number, RecordType, string, string[], string | null][];
  index: AsPlainObject;
}

interface IndexedRecord {
  id: number;
  title: string;
  heading: string;
  content: string;
  type: RecordType;
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
    fields: ['title', 'heading', 'content'],
    tokenize: (text) => tokenize(text),
    searchOptions: {
      tokenize: (text) => tokenize(text),
      boost: { title: 4, heading: 2 },
      fuzzy: (term) => fuzzyDistance(term),
      // Prefix matching while typing: the last word, and a lone Chinese character.
      prefix: (term, index, terms) => (isHanTerm(term) ? term.length === 1 : index === terms.length - 1),
      boostDocument: (id) => TYPE_BOOST[types[id as number]] ?? 1,
      combineWith: 'AND',
    },
  };
}

function deepestHeading(hierarchy: Hierarchy): string {
  const levels = [hierarchy.lvl6, hierarchy.lvl5, hierarchy.lvl4, hierarchy.lvl3, hierarchy.lvl2];
  return levels.find((level) => level) ?? '';
}

/** Builds the index file of one language from its records (all records must share `lang`). */
export function buildEmbeddedIndex(lang: SearchLang, records: SearchRecord[]): EmbeddedIndexFile {
  const pages: EmbeddedIndexFile['pages'] = [];
  const pageNumbers = new Map<string, number>();
  const table: EmbeddedIndexFile['records'] = [];
  const indexed: IndexedRecord[] = [];

  for (const record of records) {
    const [routePath, anchor = ''] = record.url.split('#');
    let pageNumber = pageNumbers.get(routePath);
    if (pageNumber === undefined) {
      pageNumber = pages.length;
      pageNumbers.set(routePath, pageNumber);
      pages.push([routePath, record.hierarchy.lvl0, record.hierarchy.lvl1]);
    }
    const { lvl2, lvl3, lvl4, lvl5, lvl6 } = record.hierarchy;
    const headings = [lvl2, lvl3, lvl4, lvl5, lvl6];
    const last = headings.findLastIndex((heading) => heading !== null);
    table.push([pageNumber, record.type, anchor, headings.slice(0, last + 1).map((h) => h ?? ''), record.content]);
    indexed.push({
      id: indexed.length,
      type: record.type,
      title: record.type === 'lvl1' ? record.hierarchy.lvl1 : '',
      heading: record.type === 'lvl1' ? '' : deepestHeading(record.hierarchy),
      content: record.content ?? '',
    });
  }

  const miniSearch = new MiniSearch<IndexedRecord>(miniSearchOptions(indexed.map((record) => record.type)));
  miniSearch.addAll(indexed);
  return { format: 1, lang, pages, records: table, index: miniSearch.toJSON() };
}

/** The deserialized index, ready to answer queries. */
export interface LoadedIndex {
  lang: SearchLang;
  miniSearch: MiniSearch<IndexedRecord>;
  records: SearchRecord[];
}

export function loadEmbeddedIndex(file: EmbeddedIndexFile): LoadedIndex {
  if (file.format !== 1) throw new Error(`Unsupported search index format: ${String(file.format)}`);
  const records = file.records.map(([pageNumber, type, anchor, headings, content]): SearchRecord => {
    const [routePath, lvl0, lvl1] = file.pages[pageNumber];
    const url = anchor ? `${routePath}#${anchor}` : routePath;
    const hierarchy: Hierarchy = {
      lvl0,
      lvl1,
      lvl2: headings[0] ?? null,
      lvl3: headings[1] ?? null,
      lvl4: headings[2] ?? null,
      lvl5: headings[3] ?? null,
      lvl6: headings[4] ?? null,
    };
    return { objectID: `${url}::${type}`, type, lang: file.lang, url, hierarchy, content };
  });
  const miniSearch = MiniSearch.loadJS<IndexedRecord>(
    file.index,
    miniSearchOptions(records.map((record) => record.type)),
  );
  return { lang: file.lang, miniSearch, records };
}

import MiniSearch, { type Options } from 'minisearch';
import { fuzzyDistance, indexTerm, isHanTerm, tokenize } from './tokenize';
import type { Hierarchy, RecordType, SearchLang, SearchRecord } from './types';

/**
 * The file the build writes for one language and the browser loads as is.
 * Text is stored once: pages (title, intro) and sections (heading, text under
 * it); the records are derived from them in the record builder's order.
 *
 * The file holds no inverted index: every term, posting and field length of
 * MiniSearch's index is derived from this text, so shipping them would send
 * the same information twice (they made the file a third larger than
 * Rspress's own index). The browser indexes the text when it loads the file,
 * which measured no slower than deserializing a prebuilt MiniSearch index.
 */
export interface EmbeddedIndexFile {
  format: 3;
  lang: SearchLang;
  /** [routePath, lvl0, lvl1, text under the title] */
  pages: [string, string, string, string | null][];
  /**
   * [page number, heading level 2-6, anchor, heading, text under the heading], in
   * page order. The anchor is 0 when it is the heading's slug (see `slugOf`).
   */
  sections: [number, number, string | 0, string, string | null][];
}

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

/**
 * The anchor most headings get (lower case, punctuation dropped, spaces to
 * hyphens: "Build output" -> build-output). Only used to leave such anchors out
 * of the file; any other anchor is stored as it is, so the file never depends on
 * how closely this follows Rspress's own slugs.
 */
export function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
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
      const heading = record.hierarchy[record.type] ?? '';
      sections.push([pages.length - 1, level, anchor === slugOf(heading) ? 0 : anchor, heading, null]);
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
      const [, level, stored, heading, content] = file.sections[next];
      const anchor = stored === 0 ? slugOf(heading) : stored;
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

/** Builds the index file of one language from its records (all records must share `lang`). */
export function buildEmbeddedIndex(lang: SearchLang, records: SearchRecord[]): EmbeddedIndexFile {
  return { format: 3, lang, ...packRecords(records) };
}

/** The deserialized index, ready to answer queries. */
export interface LoadedIndex {
  lang: SearchLang;
  miniSearch: MiniSearch<IndexedRecord>;
  records: SearchRecord[];
}

export function loadEmbeddedIndex(file: EmbeddedIndexFile): LoadedIndex {
  if (file.format !== 3) throw new Error(`Unsupported search index format: ${String(file.format)}`);
  const records = unpackRecords(file);
  const miniSearch = new MiniSearch<IndexedRecord>(miniSearchOptions(records.map((record) => record.type)));
  miniSearch.addAll(
    records.map((record, id) => ({
      id,
      title: record.type === 'lvl1' ? record.hierarchy.lvl1 : '',
      heading: record.type === 'lvl1' ? '' : deepestHeading(record.hierarchy),
      content: record.content ?? '',
    })),
  );
  return { lang: file.lang, miniSearch, records };
}

import MiniSearch from 'minisearch';
import { routeSlug } from './records';
import { type SynonymEntry, type SynonymRule, synonymRules } from './synonyms';
import { identifierParts, indexTerms, isHanTerm } from './tokenize';
import { HEADING_LEVELS, type Hierarchy, type RecordType, type SearchLang, type SearchRecord } from './types';
import { ChinesePairs, parseSounds } from './zh-pairs';

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
  format: 4;
  lang: SearchLang;
  /** [routePath, lvl0, lvl1, text under the title, front-matter keywords (omitted when none)] */
  pages: ([string, string, string, string | null] | [string, string, string, string | null, string[]])[];
  /**
   * [page number, heading level 2-6, anchor, heading, text under the heading], in
   * page order. The anchor is 0 when it is the heading's slug (see `slugOf`).
   */
  sections: [number, number, string | 0, string, string | null][];
  /** The language's synonym table (search/synonyms.json). */
  synonyms: SynonymEntry[];
  /** Readings of the index's Chinese characters, for typo correction: "bu部布 shu署数" (zh only). */
  pinyin?: string;
}

/**
 * One record as MiniSearch indexes it (fields explained in ranking.ts). A field
 * a record does not have is left out, not empty: MiniSearch averages a field's
 * length over the records that have it, and empty titles on the ~950 records
 * that are not pages made every real title look twenty times too long to BM25.
 */
export interface IndexedRecord {
  id: number;
  title?: string;
  heading?: string;
  /** The record's own title or heading again: only its identifiers' parts are indexed from it. */
  parts?: string;
  /** A page record's front-matter keywords. */
  keywords?: string;
  context?: string;
  content?: string;
}

const FIELDS = ['title', 'heading', 'parts', 'keywords', 'context', 'content'] as const;

const LEVELS = HEADING_LEVELS;

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
      const page: EmbeddedIndexFile['pages'][number] = [record.url, record.hierarchy.lvl0, record.hierarchy.lvl1, null];
      pages.push(record.keywords.length > 0 ? [...page, record.keywords] : page);
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
  file.pages.forEach(([routePath, lvl0, lvl1, intro, keywords = []], pageNumber) => {
    const root: Hierarchy = { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    const slug = routeSlug(routePath);
    const add = (type: RecordType, hierarchy: Hierarchy, anchor: string, content: string | null) => {
      const url = anchor ? `${routePath}#${anchor}` : routePath;
      records.push({ objectID: `${url}::${type}`, type, lang: file.lang, url, hierarchy, content, slug, keywords });
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
export function buildEmbeddedIndex(
  lang: SearchLang,
  records: SearchRecord[],
  extras: { synonyms?: SynonymEntry[]; pinyin?: string } = {},
): EmbeddedIndexFile {
  return {
    format: 4,
    lang,
    ...packRecords(records),
    synonyms: extras.synonyms ?? [],
    ...(extras.pinyin ? { pinyin: extras.pinyin } : {}),
  };
}

/** The deserialized index, ready to answer queries. */
export interface LoadedIndex {
  lang: SearchLang;
  miniSearch: MiniSearch<IndexedRecord>;
  records: SearchRecord[];
  synonyms: SynonymRule[];
  /** How often each index term occurs (for typo correction and no-result suggestions). */
  terms: Map<string, number>;
  zhPairs?: ChinesePairs;
}

/** What a record contributes to each field (see FIELD_BOOST in ranking.ts). */
function fieldsOf(record: SearchRecord, id: number): IndexedRecord {
  const about = [record.hierarchy.lvl1, record.slug.replace(/[-_]/g, ' ')].join(' ');
  // The site section ("Plugin", "API") places every record, as DocSearch's lvl0 does.
  const section = record.hierarchy.lvl0;
  const keywords = record.keywords.join(' ') || undefined;
  if (record.type === 'lvl1') return { id, title: about, parts: record.hierarchy.lvl1, keywords, context: section };
  const headings = LEVELS.map((level) => record.hierarchy[level]).filter((text): text is string => Boolean(text));
  const heading = record.type === 'content' ? undefined : headings.pop();
  return {
    id,
    heading,
    parts: heading,
    context: [section, about, keywords ?? '', ...headings].join(' '),
    content: record.content ?? undefined,
  };
}

export function loadEmbeddedIndex(file: EmbeddedIndexFile): LoadedIndex {
  if (file.format !== 4) throw new Error(`Unsupported search index format: ${String(file.format)}`);
  const records = unpackRecords(file);
  const terms = new Map<string, number>();
  const miniSearch = new MiniSearch<IndexedRecord>({
    fields: [...FIELDS],
    // Terms come out of indexTerms already processed; counting them here costs no second pass.
    tokenize: (text, field) => {
      const list = field === 'parts' ? identifierParts(text) : indexTerms(text);
      for (const term of list) terms.set(term, (terms.get(term) ?? 0) + 1);
      return list;
    },
    processTerm: (term) => term,
    // Queries arrive as index terms (query.ts): no second tokenizing.
    searchOptions: { tokenize: (text) => [text], processTerm: (term) => term },
  });
  miniSearch.addAll(records.map(fieldsOf));
  const pairs = new Map([...terms].filter(([term]) => isHanTerm(term) && term.length > 1));
  return {
    lang: file.lang,
    miniSearch,
    records,
    synonyms: synonymRules(file.synonyms ?? []),
    terms,
    ...(pairs.size > 0 ? { zhPairs: new ChinesePairs(pairs, parseSounds(file.pinyin)) } : {}),
  };
}

import type { SiteLang } from '../../i18n/languages';
import type { SynonymEntry } from './synonyms';

/** Shapes shared by the record builder, the embedded index and the Algolia-shaped answers. */

/** A site language (i18n/languages.ts); the tokenizer treats every one but 'zh' as space-separated words. */
export type SearchLang = SiteLang;

/** DocSearch's hierarchy: lvl0 the site section, lvl1 the page title, lvl2 to lvl6 its headings. */
export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
/** The levels a page's headings fill (lvl2 for its highest heading, and so on). */
export const HEADING_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];
type HeadingLevel = (typeof HEADING_LEVELS)[number];

export type RecordType = 'lvl1' | HeadingLevel | 'content';

export type Hierarchy = { lvl0: string; lvl1: string } & Record<HeadingLevel, string | null>;

/** One DocSearch record: a page title, a heading, or the text under a heading. */
export interface SearchRecord {
  objectID: string;
  type: RecordType;
  lang: SearchLang;
  url: string;
  hierarchy: Hierarchy;
  content: string | null;
  /** Last segment of the page's route ("client-redirects"): searched like a title word. */
  slug: string;
  /** The page's front-matter `keywords`: searched like its title. */
  keywords: string[];
  /** Words readers use for this title or heading that its page does not (search/section-keywords.json). */
  aliases?: string[];
}

/** What the record builder needs from a built page (a subset of Rspress's PageIndexInfo). */
export interface SearchPage {
  routePath: string;
  title: string;
  lang: string;
  /** Plain text of the page as Rspress extracts it: blocks joined by blank lines, first h1 removed. */
  content: string;
  toc: { text: string; id: string; depth: number; charIndex: number }[];
  /** Front-matter `keywords`: words readers use for this page that its text may not. */
  keywords?: string[];
}

/** One request of the `search({ requests })` call DocSearch makes. */
export interface SearchRequest {
  indexName: string;
  query?: string;
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: unknown;
  [parameter: string]: unknown;
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

type LevelMap<T> = Partial<Record<HierarchyLevel, T>>;

export interface SearchHit {
  objectID: string;
  type: RecordType;
  url: string;
  hierarchy: Hierarchy;
  content: string | null;
  _highlightResult: { hierarchy: LevelMap<HighlightResult>; content?: HighlightResult };
  _snippetResult: { hierarchy: LevelMap<SnippetResult>; content?: SnippetResult };
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index: string;
  queryID: string;
  processingTimeMS: number;
  exhaustiveNbHits: boolean;
  /**
   * The embedded index's answer to "Try searching for" when nothing matched: up
   * to 3 queries that do find pages (the dialog reads it through the patch in
   * search/build/docsearch-loader.cjs; Algolia's answers have no such field).
   */
  siteSuggestions?: string[];
}

export interface SearchResponse {
  results: SearchResult[];
}

/** What an index is built with besides its records, all made at build time (search/build/index-extras.ts). */
export interface IndexExtras {
  /** The reviewed synonym table (search/synonyms.json). */
  synonyms?: SynonymEntry[];
  /** Readings of Chinese characters, for typo correction (zh-pairs.ts `formatSounds`). */
  pinyin?: string;
  /** Forms of the verbs the pages use that no suffix rule gives (word-forms.ts `formatVerbForms`). */
  verbForms?: string;
}

import type MiniSearch from 'minisearch';
import type { IndexedRecord } from './embedded-index';
import type { ParsedQuery } from './query';
import { fuzzyDistance, isHanTerm } from './tokenize';
import type { SearchRecord } from './types';

/**
 * THE RANKING OF THE EMBEDDED SEARCH: every weight and rule, and why.
 *
 * A query becomes units (query.ts): each word, each Chinese character pair, or
 * a phrase of the synonym table. Filler words are never units. A record (a page
 * title, a heading, or the text under one) is scored unit by unit with BM25
 * over its fields (MiniSearch), and records are ordered by:
 *
 * 1. Coverage: how many of the query's units the record matches (a unit's
 *    `size` is the number of typed tokens it stands for). Like Algolia with
 *    `removeWordsIfNoResults: 'allOptional'`, no unit is required, so a query
 *    never comes back empty while one of its words is in the index, and records
 *    that match more of the query come first, whatever the weights below say.
 * 2. Score: the sum over the matched units of the best alternative's BM25
 *    score (what was typed weighs 1, a synonym or a corrected Chinese typo
 *    less), times the record type's weight. BM25 already favours rare words and
 *    saturates repeated ones, so ten mentions in body text do not beat a title.
 *
 * Then at most MAX_RECORDS_PER_PAGE records of a page are kept (Algolia's
 * `distinct`), so that one long page cannot fill the dialog.
 */

/**
 * Field weights. A record is indexed in four fields:
 * - `title`: a page record's own title, its URL slug ("client-redirects") and
 *   its front-matter `keywords`: what the page is about.
 * - `heading`: a heading record's own heading: what the section is about.
 * - `context`: for the other records of a page, the page's title, slug and
 *   keywords and the headings above the record: they say where a match is,
 *   so they count, but far less than the record's own title or heading.
 * - `content`: the text under a title or heading.
 */
export const FIELD_BOOST = { title: 6, heading: 4, context: 1, content: 1 } as const;

/**
 * Record type weights: for the same words, the page comes before its
 * sections, a section before its subsections, and a heading before the text
 * under it (DocSearch's own records are ranked by level the same way).
 */
export const TYPE_BOOST = {
  lvl1: 1.5,
  lvl2: 1.3,
  lvl3: 1.2,
  lvl4: 1.1,
  lvl5: 1.05,
  lvl6: 1.05,
  content: 1,
} as const;

/** A synonym finds its pages, but the reader's own word, where the pages use it, comes first. */
export const SYNONYM_WEIGHT = 0.8;

/**
 * A corrected Chinese typo (zh-typos.ts) ranks below an exact match; a
 * same-sound correction (the usual pinyin slip) above a look-alike one.
 */
export const ZH_TYPO_WEIGHT_SAME_SOUND = 0.6;
export const ZH_TYPO_WEIGHT = 0.4;
/** At most this many corrected characters are tried per Chinese run. */
export const MAX_ZH_CORRECTIONS = 3;

/**
 * MiniSearch's weights for a word found by prefix (while typing) or within the
 * typo distance of tokenize.ts's `fuzzyDistance`: below an exact word.
 */
export const PREFIX_WEIGHT = 0.375;
export const FUZZY_WEIGHT = 0.45;

/** Records of one page kept in the answer (the rest of the page is one click away). */
export const MAX_RECORDS_PER_PAGE = 3;

/** The search core's own cap on a query (the dialog cuts at 64 characters already). */
export const MAX_QUERY_LENGTH = 512;

/**
 * English words that make a question but say nothing about the page: never a
 * unit (a query of only such words still looks for them). The index's stop
 * words (tokenize.ts) are dropped as well.
 */
export const EN_FILLER_WORDS = new Set(
  (
    'how do does did doing done i im me my mine we us our can could what whats which who whom whose why where when ' +
    'should would shall will want wanna need way possible please is are am be been any some get'
  ).split(' '),
);

/**
 * Chinese question and filler words, removed from the query before it is cut
 * into character pairs (longest first, so 怎么样 goes before 怎么).
 */
export const ZH_FILLER_WORDS = [
  '怎么样',
  '怎么办',
  '为什么',
  '是什么',
  '什么是',
  '能不能',
  '可不可以',
  '有没有',
  '是不是',
  '怎么',
  '怎样',
  '如何',
  '什么',
  '为啥',
  '是否',
  '能否',
  '可以',
  '哪里',
  '哪儿',
  '在哪',
  '哪个',
  '哪些',
  '请问',
  '一下',
  '我们',
  '我想',
  '想要',
  '需要',
  '应该',
];
/** Single characters that are filler wherever they stand (的 inside a word is rare in these docs). */
export const ZH_FILLER_CHARS_ANYWHERE = ['的', '我'];
/** Sentence-final particles, filler only at the end of a run. */
export const ZH_FILLER_CHARS_AT_END = '吗呢吧啊呀了么';

export interface RankedRecord {
  /** Position of the record in the index's record list. */
  id: number;
  /** Sum of the sizes of the units it matches. */
  coverage: number;
  score: number;
  /** The index terms it matched, for highlighting. */
  terms: Set<string>;
}

/** What ranking needs of the loaded index. */
export interface RankableIndex {
  miniSearch: MiniSearch<IndexedRecord>;
  records: SearchRecord[];
}

const byCoverageThenScore = (a: RankedRecord, b: RankedRecord) => b.coverage - a.coverage || b.score - a.score;

/** Ranks the index's records for a parsed query (rules above); records that match no unit are left out. */
export function rankRecords(index: RankableIndex, query: ParsedQuery): RankedRecord[] {
  const ranked = new Map<number, RankedRecord>();
  for (const unit of query.units) {
    const best = new Map<number, { score: number; terms: string[] }>();
    for (const alternative of unit.alternatives) {
      const results = index.miniSearch.search(
        { combineWith: 'AND', queries: alternative.terms },
        {
          prefix: (term) => unit.prefix && (isHanTerm(term) ? term.length === 1 : true),
          fuzzy: (term) => fuzzyDistance(term),
          weights: { prefix: PREFIX_WEIGHT, fuzzy: FUZZY_WEIGHT },
          boost: FIELD_BOOST,
        },
      );
      for (const result of results) {
        const score = result.score * alternative.weight;
        const previous = best.get(result.id as number);
        if (!previous || previous.score < score) best.set(result.id as number, { score, terms: result.terms });
      }
    }
    for (const [id, { score, terms }] of best) {
      const entry = ranked.get(id) ?? { id, coverage: 0, score: 0, terms: new Set<string>() };
      entry.coverage += unit.size;
      entry.score += score;
      for (const term of terms) entry.terms.add(term);
      ranked.set(id, entry);
    }
  }
  const list = [...ranked.values()];
  for (const entry of list) entry.score *= TYPE_BOOST[index.records[entry.id].type];
  list.sort(byCoverageThenScore);
  const perPage = new Map<string, number>();
  return list.filter((entry) => {
    const page = index.records[entry.id].url.split('#')[0];
    const count = perPage.get(page) ?? 0;
    perPage.set(page, count + 1);
    return count < MAX_RECORDS_PER_PAGE;
  });
}

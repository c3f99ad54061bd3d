import { docsearchRequest } from '../core/request';
import { answerWhenLoaded, SHOWN_PER_SECTION } from '../core/respond';
import type { SearchableIndex } from '../core/term-index';
import type { SearchHit, SearchLang } from '../core/types';

/**
 * Relevance of the embedded search, measured on queries written by reading the
 * pages (search/relevance/<lang>.json), never by running the engine: each has
 * the page(s) that answer it. A query is scored on the pages the dialog shows,
 * in the order it shows them.
 */
export type QueryKind = 'exact' | 'concept' | 'question' | 'typo' | 'mixed';

export interface RelevanceQuery {
  query: string;
  kind: QueryKind;
  /** Routes of the pages that answer it best. */
  expect: string[];
  /** The heading or sentence on the expected page that answers it (for reviewers). */
  where?: string;
  /** 'holdout' queries are never looked at one by one while tuning: only their totals count. */
  set: 'tune' | 'holdout';
}

export interface RelevanceSet {
  lang: SearchLang;
  about: string;
  queries: RelevanceQuery[];
}

/** DocSearch 3.9's grouping: hits grouped by lvl0 (at most 5 each), then by page inside a group. */
export function displayedPages(hits: SearchHit[], maxPerGroup = SHOWN_PER_SECTION): string[] {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const group = groups.get(hit.hierarchy.lvl0) ?? [];
    if (group.length < maxPerGroup) group.push(hit);
    groups.set(hit.hierarchy.lvl0, group);
  }
  const pages: string[] = [];
  for (const group of groups.values()) {
    const byPage = new Map<string, SearchHit[]>();
    for (const hit of group) byPage.set(hit.hierarchy.lvl1, [...(byPage.get(hit.hierarchy.lvl1) ?? []), hit]);
    for (const pageHits of byPage.values()) {
      for (const hit of pageHits) {
        const page = hit.url.split('#')[0];
        if (!pages.includes(page)) pages.push(page);
      }
    }
  }
  return pages;
}

export interface QueryOutcome {
  query: RelevanceQuery;
  /** 1-based position of the first expected page among the shown pages; 0 when not shown. */
  rank: number;
  empty: boolean;
  shown: string[];
}

export async function runQuery(index: SearchableIndex, query: RelevanceQuery): Promise<QueryOutcome> {
  const [result] = (await answerWhenLoaded(index, [docsearchRequest(query.query, `site-${index.lang}`)])).results;
  const shown = displayedPages(result.hits);
  const position = shown.findIndex((page) => query.expect.includes(page));
  return { query, rank: position + 1, empty: result.hits.length === 0, shown };
}

export interface Score {
  queries: number;
  /** Mean reciprocal rank of the first right page within the first 10 shown. */
  mrr10: number;
  /** Share of queries whose right page is shown first. */
  first: number;
  empty: number;
  /** Typo queries whose right page is not among the first 5 shown. */
  typoOutsideTop5: number;
}

export function score(outcomes: QueryOutcome[]): Score {
  const reciprocal = outcomes.map((outcome) => (outcome.rank > 0 && outcome.rank <= 10 ? 1 / outcome.rank : 0));
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return {
    queries: outcomes.length,
    mrr10: round(reciprocal.reduce((sum, value) => sum + value, 0) / Math.max(1, outcomes.length)),
    first: round(outcomes.filter((outcome) => outcome.rank === 1).length / Math.max(1, outcomes.length)),
    empty: outcomes.filter((outcome) => outcome.empty).length,
    typoOutsideTop5: outcomes.filter(
      (outcome) => outcome.query.kind === 'typo' && (outcome.rank === 0 || outcome.rank > 5),
    ).length,
  };
}

/** Scores for all queries, each set, and each kind of the tuning queries. */
export async function evaluate(index: SearchableIndex, set: RelevanceSet) {
  const outcomes: QueryOutcome[] = [];
  for (const query of set.queries) outcomes.push(await runQuery(index, query));
  const by = <K extends string>(list: QueryOutcome[], key: (outcome: QueryOutcome) => K) => {
    const groups = new Map<K, QueryOutcome[]>();
    for (const outcome of list) groups.set(key(outcome), [...(groups.get(key(outcome)) ?? []), outcome]);
    return Object.fromEntries([...groups].map(([name, group]) => [name, score(group)])) as Record<K, Score>;
  };
  return {
    all: score(outcomes),
    bySet: by(outcomes, (outcome) => outcome.query.set),
    // Over the tuning queries only: the held-out set is read for its totals, and a row per kind that
    // mixed its queries in would show how they moved while a change is being chosen.
    byKind: by(
      outcomes.filter((outcome) => outcome.query.set === 'tune'),
      (outcome) => outcome.query.kind,
    ),
    outcomes,
  };
}

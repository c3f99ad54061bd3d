import type { LoadedIndex } from './embedded-index';
import { fuzzyDistance, tokenize, tokenizeWithPositions } from './tokenize';
import type {
  HierarchyLevel,
  HighlightResult,
  SearchHit,
  SearchRecord,
  SearchRequest,
  SearchResponse,
  SearchResult,
  SnippetResult,
} from './types';

const HAN_RUNS = /\p{Script=Han}+/gu;
const LEVELS: HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
export const DEFAULT_HITS_PER_PAGE = 20;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

interface Marking {
  pre: string;
  post: string;
  /** Document terms that matched (after typo tolerance and prefix expansion). */
  terms: Set<string>;
  /** The query's own terms. */
  queryTerms: string[];
}

function editDistanceAtMost(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] <= max;
}

function answers(queryTerm: string, term: string, isLast: boolean): boolean {
  if (term === queryTerm) return true;
  if (isLast && term.startsWith(queryTerm)) return true;
  const distance = fuzzyDistance(queryTerm);
  return distance !== false && editDistanceAtMost(queryTerm, term, distance);
}

/** Ranges of `text` covered by matched tokens, merged (Chinese pairs overlap). */
function matchedRanges(text: string, marking: Marking): { ranges: [number, number][]; words: string[] } {
  const ranges: [number, number][] = [];
  const words = new Set<string>();
  for (const token of tokenizeWithPositions(text)) {
    if (!marking.terms.has(token.term)) continue;
    marking.queryTerms.forEach((queryTerm, i) => {
      if (answers(queryTerm, token.term, i === marking.queryTerms.length - 1)) words.add(queryTerm);
    });
    const last = ranges[ranges.length - 1];
    if (last && token.start <= last[1]) last[1] = Math.max(last[1], token.end);
    else ranges.push([token.start, token.end]);
  }
  return { ranges, words: [...words] };
}

function render(text: string, from: number, to: number, ranges: [number, number][], marking: Marking): string {
  let html = '';
  let at = from;
  for (const [start, end] of ranges) {
    if (end <= from || start >= to) continue;
    const s = Math.max(start, from);
    const e = Math.min(end, to);
    html += escapeHtml(text.slice(at, s)) + marking.pre + escapeHtml(text.slice(s, e)) + marking.post;
    at = e;
  }
  return html + escapeHtml(text.slice(at, to));
}

function matchLevel(words: string[], marking: Marking): HighlightResult['matchLevel'] {
  if (words.length === 0) return 'none';
  return words.length >= new Set(marking.queryTerms).size ? 'full' : 'partial';
}

export function highlight(text: string, marking: Marking): HighlightResult {
  const { ranges, words } = matchedRanges(text, marking);
  const level = matchLevel(words, marking);
  const covered = ranges.reduce((sum, [start, end]) => sum + end - start, 0);
  return {
    value: render(text, 0, text.length, ranges, marking),
    matchLevel: level,
    matchedWords: words,
    fullyHighlighted: level === 'full' && covered >= text.trim().length,
  };
}

/** Word units for snippet windows: a Latin word or one Chinese character. */
function wordUnits(text: string): [number, number][] {
  const units: [number, number][] = [];
  for (const match of text.matchAll(/\p{Script=Han}|[\p{L}\p{N}_]+|[^\s\p{L}\p{N}_\p{Script=Han}]+/gu)) {
    const start = match.index ?? 0;
    units.push([start, start + match[0].length]);
  }
  return units;
}

/** A window of `words` words around the first match, with the ellipsis where text was cut. */
export function snippet(text: string, words: number, ellipsis: string, marking: Marking): SnippetResult {
  const { ranges, words: matched } = matchedRanges(text, marking);
  const units = wordUnits(text);
  if (units.length <= words) {
    return { value: render(text, 0, text.length, ranges, marking), matchLevel: matchLevel(matched, marking) };
  }
  const firstMatch = ranges.length > 0 ? units.findIndex(([, end]) => end > ranges[0][0]) : 0;
  const start = Math.max(0, Math.min(firstMatch - Math.floor(words / 4), units.length - words));
  const end = Math.min(units.length, start + words);
  const from = start === 0 ? 0 : units[start][0];
  const to = end === units.length ? text.length : units[end - 1][1];
  const value =
    (start > 0 ? ellipsis : '') + render(text, from, to, ranges, marking) + (end < units.length ? ellipsis : '');
  return { value, matchLevel: matchLevel(matched, marking) };
}

/** Reads "content:10" style entries into attribute -> word count. */
function snippetWordCounts(attributes: string[] | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of attributes ?? []) {
    const [attribute, count] = entry.split(':');
    counts.set(attribute, count ? Number(count) || 10 : 10);
  }
  return counts;
}

function randomQueryId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function toHit(record: SearchRecord, marking: Marking, request: SearchRequest): SearchHit {
  const wordCounts = snippetWordCounts(request.attributesToSnippet);
  const ellipsis = request.snippetEllipsisText ?? '…';
  const hit: SearchHit = {
    objectID: record.objectID,
    type: record.type,
    url: record.url,
    hierarchy: record.hierarchy,
    content: record.content,
    _highlightResult: { hierarchy: {} },
    _snippetResult: { hierarchy: {} },
  };
  for (const level of LEVELS) {
    const text = record.hierarchy[level];
    if (text === null) continue;
    hit._highlightResult.hierarchy[level] = highlight(text, marking);
    const words = wordCounts.get(`hierarchy.${level}`);
    if (words !== undefined) hit._snippetResult.hierarchy[level] = snippet(text, words, ellipsis, marking);
  }
  if (record.content !== null) {
    hit._highlightResult.content = highlight(record.content, marking);
    const words = wordCounts.get('content');
    if (words !== undefined) hit._snippetResult.content = snippet(record.content, words, ellipsis, marking);
  }
  return hit;
}

/** Answers one DocSearch request from the embedded index, in Algolia's response shape. */
export function answerRequest(index: LoadedIndex, request: SearchRequest): SearchResult {
  const started = Date.now();
  const query = String(request.query ?? '');
  const hitsPerPage = Number(request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE);
  const page = Number(request.page ?? 0);
  const queryTerms = tokenize(query);
  let results = queryTerms.length > 0 ? index.miniSearch.search(query) : [];
  // Chinese text typed without spaces also yields pairs that straddle two words
  // ("模式关闭" -> 式关); when no record holds every pair, rank records by how
  // many of the pairs they hold, still requiring every Latin word.
  const han = query.match(HAN_RUNS);
  if (results.length === 0 && han) {
    const latin = query.replace(HAN_RUNS, ' ');
    const hanQuery = { combineWith: 'OR' as const, queries: han };
    results = index.miniSearch.search(
      tokenize(latin).length > 0 ? { combineWith: 'AND', queries: [latin, hanQuery] } : hanQuery,
    );
  }
  const hits = results.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((result) =>
    toHit(
      index.records[result.id as number],
      {
        pre: request.highlightPreTag ?? '<em>',
        post: request.highlightPostTag ?? '</em>',
        terms: new Set(result.terms),
        queryTerms,
      },
      request,
    ),
  );
  return {
    hits,
    nbHits: results.length,
    page,
    nbPages: Math.ceil(results.length / hitsPerPage),
    hitsPerPage,
    query,
    params: new URLSearchParams({ query, hitsPerPage: String(hitsPerPage) }).toString(),
    index: request.indexName,
    queryID: randomQueryId(),
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
  };
}

export function answerSearch(index: LoadedIndex, requests: SearchRequest[]): SearchResponse {
  return { results: requests.map((request) => answerRequest(index, request)) };
}

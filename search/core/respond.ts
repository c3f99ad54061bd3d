import { parseQuery } from './query';
import { matchedTerms, OUTRANKED_BY, type RankedRecord, rankRecords, requestPhraseFiles } from './ranking';
import { suggestQueries } from './suggest';
import type { SearchableIndex } from './term-index';
import { tokenizeWithPositions, tokensHolding } from './tokenize';
import {
  HIERARCHY_LEVELS,
  type HierarchyLevel,
  type HighlightResult,
  type SearchHit,
  type SearchRecord,
  type SearchRequest,
  type SearchResponse,
  type SearchResult,
  type SnippetResult,
} from './types';

const LEVELS: readonly HierarchyLevel[] = HIERARCHY_LEVELS;
export const DEFAULT_HITS_PER_PAGE = 20;
/** DocSearch 3.9 shows at most this many hits of one lvl0 (its `maxResultsPerGroup`, which this site leaves as it is). */
export const SHOWN_PER_SECTION = 5;

/**
 * The hits of a page of results that DocSearch shows: the first SHOWN_PER_SECTION of each lvl0.
 * The others are left out of the answer, so their pages' files are never fetched: over the relevance
 * queries a first answer needed 6.8 page files instead of 10.0, and showed the same.
 *
 * DocSearch shows the hits grouped by lvl0, the groups in the order of their first hit, so every hit
 * of the first section comes before the best hit of the second. A hit that would be shown above a
 * hit of another section ranking far higher (OUTRANKED_BY times its rank) is left out as well: the
 * reader sees the stronger hit where the ranking puts it (ranking.ts), and an answer needs 6.0 page files.
 */
function shownHits(entries: RankedRecord[], index: SearchableIndex): RankedRecord[] {
  const perSection = new Map<string, number>();
  const capped = entries.filter((entry) => {
    const section = index.sectionOf(entry.id);
    const count = perSection.get(section) ?? 0;
    perSection.set(section, count + 1);
    return count < SHOWN_PER_SECTION;
  });
  const firstOf = new Map<string, RankedRecord>();
  for (const entry of capped) {
    const section = index.sectionOf(entry.id);
    if (!firstOf.has(section)) firstOf.set(section, entry);
  }
  // The best rank among the sections shown after each section.
  const sections = [...firstOf.keys()];
  const bestAfter = new Map<string, number>();
  let best = 0;
  for (let i = sections.length - 1; i >= 0; i--) {
    bestAfter.set(sections[i], best);
    best = Math.max(best, firstOf.get(sections[i])?.rank ?? 0);
  }
  return capped.filter((entry) => {
    const section = index.sectionOf(entry.id);
    return firstOf.get(section) === entry || entry.rank * OUTRANKED_BY >= (bestAfter.get(section) ?? 0);
  });
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

export interface Marking {
  pre: string;
  post: string;
  /** Index terms the record matched (after typo tolerance, prefixes, synonyms and corrections). */
  terms: Set<string>;
  /** The query's highlighted units (filler and score-only ones aside): a text matching as many is a full match. */
  units: number;
}

/** Ranges of `text` covered by matched tokens, merged (Chinese pairs overlap). */
type Matches = { ranges: [number, number][]; words: string[] };

function matchedRanges(text: string, marking: Marking): Matches {
  const ranges: [number, number][] = [];
  const words = new Set<string>();
  for (const token of tokensHolding(text, marking.terms) ?? tokenizeWithPositions(text)) {
    let matched = false;
    for (const term of [token.term, ...token.parts]) {
      if (!marking.terms.has(term)) continue;
      words.add(term);
      matched = true;
    }
    if (!matched) continue;
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
  return words.length >= marking.units ? 'full' : 'partial';
}

export function highlight(
  text: string,
  marking: Marking,
  { ranges, words }: Matches = matchedRanges(text, marking),
): HighlightResult {
  const level = matchLevel(words, marking);
  const covered = ranges.reduce((sum, [start, end]) => sum + end - start, 0);
  return {
    value: render(text, 0, text.length, ranges, marking),
    matchLevel: level,
    matchedWords: words,
    fullyHighlighted: level === 'full' && covered >= text.trim().length,
  };
}

/**
 * Snippet units: a Latin word, one Chinese character, or a run of spaces and
 * punctuation. The window is measured in English words (DocSearch asks for 10,
 * or 5 on narrow screens): a Chinese character counts a third of a word, about
 * its share of the width on screen, and punctuation nothing.
 */
const CHINESE_CHARS_PER_WORD = 3;
type Unit = { start: number; end: number; cost: number; boundary: boolean };

function snippetUnits(text: string): Unit[] {
  const units: Unit[] = [];
  // The groups tell a Chinese character, a word and the rest apart; only a word needs a second look, as a
  // run of letters may go on into Chinese characters ("Rspress支持"), and then it counts as Chinese.
  for (const match of text.matchAll(/(\p{Script=Han})|([\p{L}\p{N}_]+)|[^\p{L}\p{N}_\p{Script=Han}]+/gu)) {
    const start = match.index ?? 0;
    const piece = match[0];
    const han = match[1] !== undefined || (match[2] !== undefined && /\p{Script=Han}/u.test(piece));
    const word = !han && match[2] !== undefined;
    units.push({
      start,
      end: start + piece.length,
      cost: han ? 1 / CHINESE_CHARS_PER_WORD : word ? 1 : 0,
      // Where a Chinese window may start or end: after punctuation or a space, or at a Latin word.
      boundary: !han,
    });
  }
  return units;
}

/** How many matches of a text are tried as the start of its snippet's window. */
const SNIPPET_ANCHORS = 32;

/** How far (in units) a window edge may move to reach a boundary. */
const SNAP_DISTANCE = 4;

/**
 * A window of `words` words around a match, with the ellipsis where
 * text was cut. A text that fits is shown whole; a cut in Chinese text moves
 * to a nearby punctuation mark when there is one.
 */
export function snippet(
  text: string,
  words: number,
  ellipsis: string,
  marking: Marking,
  { ranges, words: matched }: Matches = matchedRanges(text, marking),
): SnippetResult {
  const units = snippetUnits(text);
  // Running totals: the cost of any window in one subtraction.
  const before = [0];
  for (const unit of units) before.push(before[before.length - 1] + unit.cost);
  const cost = (from: number, to: number) => before[to] - before[from];
  if (cost(0, units.length) <= words + 1e-9) {
    return { value: render(text, 0, text.length, ranges, marking), matchLevel: matchLevel(matched, marking) };
  }
  const fits = (from: number, to: number) => cost(from, to) <= words + 1e-9;
  // The window around a match that starts in unit `anchor`: a quarter of it before the match, the rest after.
  const windowAt = (anchor: number): [number, number] => {
    let from = anchor;
    while (from > 0 && cost(from - 1, anchor) <= words / 4 + 1e-9) from--;
    let to = anchor;
    while (to < units.length && fits(from, to + 1)) to++;
    while (from > 0 && fits(from - 1, to)) from--;
    return [from, to];
  };
  // Of the windows around the first matches, the one showing the most different matched words (what
  // the reader looks for), the first of those. A window around the first match alone showed
  // "…例如 --rp-c-brand、--rp-…" for 侧边栏宽度 (--rp-sidebar-width is two words further on).
  const unitAt = (offset: number) =>
    Math.max(
      0,
      units.findIndex((unit) => unit.end > offset),
    );
  let anchor = ranges.length > 0 ? unitAt(ranges[0][0]) : 0;
  let [start, end] = windowAt(anchor);
  let most = 0;
  for (const [matchStart] of ranges.slice(0, SNIPPET_ANCHORS)) {
    const at = unitAt(matchStart);
    const [from, to] = windowAt(at);
    const [first, last] = [units[from].start, units[Math.max(from, to - 1)].end];
    const shown = new Set(
      ranges.filter(([a, b]) => a >= first && b <= last).map(([a, b]) => text.slice(a, b).toLowerCase()),
    ).size;
    if (shown > most) [anchor, start, end, most] = [at, from, to, shown];
  }
  // Chinese text: start after, and end with, a nearby punctuation mark rather than mid-phrase
  // (looking outwards first: the window may grow by a few characters).
  const isHan = (unit: Unit | undefined) => unit !== undefined && !unit.boundary;
  if (start > 0 && isHan(units[start]) && isHan(units[start - 1])) {
    const back = [...Array(SNAP_DISTANCE).keys()].map((k) => start - 1 - k).find((i) => i >= 0 && units[i].boundary);
    const ahead = [...Array(SNAP_DISTANCE).keys()].map((k) => start + k).find((i) => i < anchor && units[i].boundary);
    if (back !== undefined) start = back + 1;
    else if (ahead !== undefined) start = ahead + 1;
  }
  if (end < units.length && isHan(units[end - 1]) && isHan(units[end])) {
    const ahead = [...Array(SNAP_DISTANCE).keys()]
      .map((k) => end + k)
      .find((i) => i < units.length && units[i].boundary);
    const back = [...Array(SNAP_DISTANCE).keys()].map((k) => end - 1 - k).find((i) => i > anchor && units[i].boundary);
    if (ahead !== undefined) end = ahead + 1;
    else if (back !== undefined) end = back + 1;
  }
  const isSpace = (unit: Unit) => /^\s+$/.test(text.slice(unit.start, unit.end));
  while (start < end && isSpace(units[start])) start++;
  while (end > start && isSpace(units[end - 1])) end--;
  const from = start === 0 ? 0 : units[start].start;
  const to = end === units.length ? text.length : units[end - 1].end;
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

function toHit(record: SearchRecord, marking: Marking, wordCounts: Map<string, number>, ellipsis: string): SearchHit {
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
    // Highlight and snippet mark the same words: the text is tokenised once for both.
    const matches = matchedRanges(text, marking);
    hit._highlightResult.hierarchy[level] = highlight(text, marking, matches);
    const words = wordCounts.get(`hierarchy.${level}`);
    if (words !== undefined) hit._snippetResult.hierarchy[level] = snippet(text, words, ellipsis, marking, matches);
  }
  if (record.content !== null) {
    const matches = matchedRanges(record.content, marking);
    hit._highlightResult.content = highlight(record.content, marking, matches);
    const words = wordCounts.get('content');
    if (words !== undefined) hit._snippetResult.content = snippet(record.content, words, ellipsis, marking, matches);
  }
  return hit;
}

/**
 * Answers one DocSearch request from the embedded index, in Algolia's response shape. A
 * sharded index answers from what it has loaded and notes what it lacks (sharded-index.ts).
 * `rankings` keeps a ranking made with every file it needed, for the next round of the same
 * query (which then only lacked the pages of the hits).
 */
export function answerRequest(
  index: SearchableIndex,
  request: SearchRequest,
  rankings?: Map<SearchRequest, RankedRecord[]>,
): SearchResult {
  const started = Date.now();
  const query = String(request.query ?? '');
  const hitsPerPage = Number(request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE);
  const page = Number(request.page ?? 0);
  const parsed = parseQuery(query, {
    synonyms: index.synonyms,
    hasTerm: (term) => index.hasTerm(term),
    termsStartingWith: (prefix, limit) => index.prefixTerms(prefix, limit),
    zhPairs: index.zhPairs,
    verbForms: index.verbForms,
  });
  // Units parsed from a partly loaded dictionary would fetch postings for nothing; but the
  // dictionaries of every alternative (a synonym's words, a typo's corrections) and the phrase files
  // are asked for now, in the same round, and so are the postings of the terms whose dictionary is
  // there already (a term past its file's first chunk waited for the ranking, a round later).
  if (index.incomplete?.()) {
    for (const unit of parsed.units)
      for (const { terms } of unit.alternatives)
        for (const term of terms) if (index.hasTerm(term)) index.postings(term);
    requestPhraseFiles(index, parsed.phrase);
  }
  let ranked = rankings?.get(request);
  if (!ranked) {
    ranked = parsed.units.length > 0 && !index.incomplete?.() ? rankRecords(index, parsed) : [];
    if (!index.incomplete?.()) rankings?.set(request, ranked);
  }
  const shown = shownHits(ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage), index);
  const records = shown.map((entry) => index.record(entry.id));
  // Highlights and snippets only once every record is there (the answer is asked again otherwise).
  const complete = !index.incomplete?.();
  const wordCounts = snippetWordCounts(request.attributesToSnippet);
  const ellipsis = request.snippetEllipsisText ?? '…';
  const hits = shown.flatMap((entry, i) => {
    const record = records[i];
    if (!record || !complete) return [];
    const marking = {
      pre: request.highlightPreTag ?? '<em>',
      post: request.highlightPostTag ?? '</em>',
      terms: matchedTerms(entry),
      units: parsed.units.filter((unit) => !unit.scoreOnly && !unit.filler).length,
    };
    return [toHit(record, marking, wordCounts, ellipsis)];
  });
  return {
    hits,
    nbHits: ranked.length,
    page,
    nbPages: Math.ceil(ranked.length / hitsPerPage),
    hitsPerPage,
    query,
    params: new URLSearchParams({ query, hitsPerPage: String(hitsPerPage) }).toString(),
    index: request.indexName,
    queryID: randomQueryId(),
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
    ...(ranked.length === 0 && query.trim() && !index.incomplete?.()
      ? { siteSuggestions: suggestQueries(index, parsed) }
      : {}),
  };
}

export function answerSearch(
  index: SearchableIndex,
  requests: SearchRequest[],
  rankings?: Map<SearchRequest, RankedRecord[]>,
): SearchResponse {
  return { results: requests.map((request) => answerRequest(index, request, rankings)) };
}

/** Most rounds of loading one query takes: its words with their first postings, corrected typos, their postings, the pages of the first hits. */
const MAX_ROUNDS = 8;

/**
 * Answers DocSearch's requests from an index that loads its parts on demand
 * (sharded-index.ts): answers, loads what the answer lacked, and answers again
 * until nothing was lacking. An index that has everything answers at once.
 */
export async function answerWhenLoaded(index: SearchableIndex, requests: SearchRequest[]): Promise<SearchResponse> {
  const rankings = new Map<SearchRequest, RankedRecord[]>();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const response = answerSearch(index, requests, rankings);
    if (!(await index.loadMissing?.())) return response;
  }
  throw new Error(`The search index needed more than ${MAX_ROUNDS} rounds of files for one query.`);
}

import {
  HEADING_LEVELS,
  type Hierarchy,
  type RecordType,
  type SearchLang,
  type SearchPage,
  type SearchRecord,
} from './types';

/**
 * Longest text kept for one content record, in UTF-8 bytes: Algolia takes a record of up to 10 kB,
 * and its hierarchy, URL and keywords need the rest. A longer section is cut at a word boundary.
 * Every section of this site fits (the longest is about 4.8 kB); tests/unit/search/relevance/findable.test.ts
 * checks that every name a page writes in code is found. (It was 2,000 characters: the ends of 25
 * long English sections, 5 % of the text, were never indexed, and `tokenizeTimeLimit` found nothing.)
 */
export const MAX_CONTENT_BYTES = 8000;

export interface RecordOptions {
  /** Top level of the hierarchy (the site section, e.g. "Guide"); DocSearch groups hits by it. */
  lvl0: string;
}

const LEVELS = HEADING_LEVELS;

/** The last segment of a route ("/plugin/official-plugins/client-redirects" -> client-redirects). */
export function routeSlug(routePath: string): string {
  return routePath.split('#')[0].split('/').filter(Boolean).pop() ?? '';
}

function emptyHierarchy(lvl0: string, lvl1: string): Hierarchy {
  return { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
}

const utf8 = new TextEncoder();

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (utf8.encode(flat).length <= MAX_CONTENT_BYTES) return flat;
  let bytes = 0;
  let end = 0;
  for (const char of flat) {
    bytes += utf8.encode(char).length;
    if (bytes > MAX_CONTENT_BYTES) break;
    end += char.length;
  }
  const cut = flat.slice(0, end);
  const space = cut.lastIndexOf(' ');
  return space > end * 0.8 ? cut.slice(0, space) : cut;
}

/** Drops the heading's own line from the start of its section. */
function textAfterHeading(section: string, heading: string): string {
  const trimmed = section.trimStart();
  if (trimmed.startsWith(heading)) return trimmed.slice(heading.length);
  const lineEnd = trimmed.indexOf('\n');
  return lineEnd === -1 ? '' : trimmed.slice(lineEnd);
}

/**
 * Turns one built page into DocSearch records: the page title (lvl1), every
 * heading (lvl2-lvl6, url with the heading's anchor) and the text under the
 * title and under each heading (type "content").
 */
export function buildSearchRecords(page: SearchPage, options: RecordOptions): SearchRecord[] {
  const lang = (page.lang === 'zh' ? 'zh' : 'en') satisfies SearchLang;
  const title = page.title.trim();
  if (!title) return [];
  const records: SearchRecord[] = [];
  const slug = routeSlug(page.routePath);
  const keywords = page.keywords ?? [];
  const add = (type: RecordType, hierarchy: Hierarchy, anchor: string, content: string | null) => {
    const url = anchor ? `${page.routePath}#${anchor}` : page.routePath;
    records.push({ objectID: `${url}::${type}`, type, lang, url, hierarchy, content, slug, keywords });
  };

  const root = emptyHierarchy(options.lvl0, title);
  add('lvl1', root, '', null);

  // Only headings that Rspress located in the text split it; the others still get a heading record.
  const located = page.toc.filter((item) => item.charIndex >= 0).sort((a, b) => a.charIndex - b.charIndex);
  const intro = clip(page.content.slice(0, located.length > 0 ? located[0].charIndex : undefined));
  if (intro) add('content', root, '', intro);

  const chain: (string | null)[] = [null, null, null, null, null];
  const minDepth = Math.min(...page.toc.map((item) => item.depth), 2);
  for (const item of page.toc) {
    const level = Math.min(Math.max(item.depth - minDepth, 0), LEVELS.length - 1);
    chain[level] = item.text;
    for (let i = level + 1; i < chain.length; i++) chain[i] = null;
    const hierarchy = { ...root };
    LEVELS.forEach((name, i) => {
      hierarchy[name] = i <= level ? chain[i] : null;
    });
    const type = LEVELS[level];
    add(type, hierarchy, item.id, null);

    if (item.charIndex < 0) continue;
    const next = located.find((other) => other.charIndex > item.charIndex);
    const section = page.content.slice(item.charIndex, next ? next.charIndex : undefined);
    const text = clip(textAfterHeading(section, item.text));
    if (text) add('content', hierarchy, item.id, text);
  }
  return records;
}

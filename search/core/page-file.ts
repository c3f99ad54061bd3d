import { routeSlug } from './records';
import { HEADING_LEVELS, type Hierarchy, type RecordType, type SearchLang, type SearchRecord } from './types';

/**
 * One page's records as the index stores them, one file per page: its outline
 * and the texts under its title and headings. Text is stored once; the records
 * are derived from it in the record builder's order.
 * Outline: [routePath, lvl0, lvl1, keywords, text under the title (1) or not (0), sections,
 * the title's aliases when it has some], each section [heading level 2-6, anchor (0 when it is
 * the heading's slug, see `slugOf`), heading, text under it (1) or not (0), its aliases when it
 * has some]. Aliases are in the file so that the records it gives back are those the index was
 * built from (`npm run search:push` sends them).
 */
export type PageOutline = [
  routePath: string,
  lvl0: string,
  lvl1: string,
  keywords: string[],
  intro: 0 | 1,
  sections: [level: number, anchor: string | 0, heading: string, text: 0 | 1, aliases?: string[]][],
  aliases?: string[],
];

/** [outline, the texts of the page's content records in order]. */
export type PageFile = [outline: PageOutline, texts: string[]];

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

/** Groups records (in the order `buildSearchRecords` makes them) by page. */
export function recordsByPage(records: SearchRecord[]): SearchRecord[][] {
  const pages: SearchRecord[][] = [];
  for (const record of records) {
    if (record.type === 'lvl1' || pages.length === 0) pages.push([]);
    pages[pages.length - 1].push(record);
  }
  return pages;
}

/** Packs the records of one page (title record first). */
export function packPage(records: SearchRecord[]): PageFile {
  const [title] = records;
  const outline: PageOutline = [title.url, title.hierarchy.lvl0, title.hierarchy.lvl1, title.keywords, 0, []];
  if (title.aliases) outline.push(title.aliases);
  const sections = outline[5];
  const texts: string[] = [];
  for (const record of records.slice(1)) {
    const anchor = record.url.split('#')[1] ?? '';
    if (record.type === 'content') {
      if (!anchor) outline[4] = 1;
      else sections[sections.length - 1][3] = 1;
      texts.push(record.content ?? '');
    } else {
      const heading = record.hierarchy[record.type] ?? '';
      sections.push([Number(record.type.slice(3)), anchor === slugOf(heading) ? 0 : anchor, heading, 0]);
      if (record.aliases) sections[sections.length - 1].push(record.aliases);
    }
  }
  return [outline, texts];
}

/** The records of a page back, in the same order. */
export function unpackPage(
  lang: SearchLang,
  [[routePath, lvl0, lvl1, keywords, intro, sections, titleAliases], texts]: PageFile,
): SearchRecord[] {
  const records: SearchRecord[] = [];
  const root: Hierarchy = { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const slug = routeSlug(routePath);
  let text = 0;
  const add = (type: RecordType, hierarchy: Hierarchy, anchor: string, aliases?: string[]) => {
    const url = anchor ? `${routePath}#${anchor}` : routePath;
    const content = type === 'content' ? texts[text++] : null;
    const record: SearchRecord = { objectID: `${url}::${type}`, type, lang, url, hierarchy, content, slug, keywords };
    records.push(aliases ? { ...record, aliases } : record);
  };
  add('lvl1', root, '', titleAliases);
  if (intro) add('content', root, '');
  const chain: Hierarchy = { ...root };
  for (const [level, stored, heading, hasText, aliases] of sections) {
    const anchor = stored === 0 ? slugOf(heading) : stored;
    HEADING_LEVELS.forEach((name, i) => {
      if (i + 2 === level) chain[name] = heading;
      if (i + 2 > level) chain[name] = null;
    });
    add(`lvl${level}` as RecordType, { ...chain }, anchor, aliases);
    if (hasText) add('content', { ...chain }, anchor);
  }
  return records;
}

import { recordsByPage } from '../../search/core/page-file';
import { escapeHtml } from '../../search/core/respond';
import type { SearchLang, SearchRecord } from '../../search/core/types';

/**
 * Larger sites made from this one, deterministically, for `npm run bench:search -- --scale`:
 * copy n of every page lives under `/copy-n/` (`/zh/copy-n/` for Chinese), and in each copy
 * one word in ten (of four letters or more) and one Chinese character in ten become another,
 * so the vocabulary grows with the site as a real one does: a changed Latin word keeps its first
 * two letters and its length, a changed character is another character of the corpus.
 */
const CHANGED_PER_HUNDRED = 10;

function hash(text: string, seed: number): number {
  let value = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

function changeText(text: string, copy: number, hanChars: string[]): string {
  let position = 0;
  return text.replace(/\p{Script=Han}|[\p{L}\p{N}_]{4,}/gu, (token) => {
    const value = hash(`${token}\u0000${position++}`, copy);
    if (value % 100 >= CHANGED_PER_HUNDRED) return token;
    if (/\p{Script=Han}/u.test(token)) return hanChars[(value >>> 7) % hanChars.length];
    let changed = token.slice(0, 2);
    for (let i = 2, bits = value; i < token.length; i++, bits = Math.imul(bits ^ i, 0x9e3779b1) >>> 0) {
      changed += String.fromCharCode(97 + (bits % 26));
    }
    return changed;
  });
}

function copyRoute(url: string, lang: SearchLang, copy: number): string {
  return lang === 'zh' ? url.replace(/^\/zh\//, `/zh/copy-${copy}/`) : `/copy-${copy}${url}`;
}

/** The records of a site `copies` times this one's size (copy 0 is the site itself). */
export function scaledRecords(records: SearchRecord[], lang: SearchLang, copies: number): SearchRecord[] {
  const hanChars = [...new Set(JSON.stringify(records).match(/\p{Script=Han}/gu) ?? [])].sort();
  const scaled = [...records];
  for (let copy = 1; copy < copies; copy++) {
    const change = (text: string) => changeText(text, copy, hanChars);
    for (const record of records) {
      const url = copyRoute(record.url, lang, copy);
      const hierarchy = { ...record.hierarchy };
      for (const level of ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const) {
        const text = hierarchy[level];
        if (text) hierarchy[level] = change(text);
      }
      scaled.push({
        ...record,
        objectID: `${url}::${record.type}`,
        url,
        hierarchy,
        content: record.content === null ? null : change(record.content),
        keywords: record.keywords.map(change),
      });
    }
  }
  return scaled;
}

/** The pages of some records as static HTML (for Pagefind): route -> document. */
export function pagesAsHtml(records: SearchRecord[], lang: SearchLang): Map<string, string> {
  const pages = new Map<string, string>();
  for (const page of recordsByPage(records)) {
    const [title] = page;
    const body = page.slice(1).map((record) => {
      if (record.type === 'content') return `<p>${escapeHtml(record.content ?? '')}</p>`;
      const level = Number(record.type.slice(3));
      const anchor = record.url.split('#')[1] ?? '';
      return `<h${level} id="${escapeHtml(anchor)}">${escapeHtml(record.hierarchy[record.type] ?? '')}</h${level}>`;
    });
    pages.set(
      title.url,
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title.hierarchy.lvl1)}</title></head>` +
        `<body><main data-pagefind-body><h1>${escapeHtml(title.hierarchy.lvl1)}</h1>${body.join('')}</main></body></html>`,
    );
  }
  return pages;
}

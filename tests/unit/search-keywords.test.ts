import matter from '@rspress/shared/gray-matter';
import { describe, expect, it } from 'vitest';
import { languages, listPages, readPage, titleOf } from '../support/docs-source';

// Search indexes front-matter `keywords` like title words, so every page the search covers
// (the same rule as search/build/plugin.ts: not a home page, not `search: false`) carries a short list.
function searchablePages(lang: (typeof languages)[number]): string[] {
  return listPages(lang).filter((page) => {
    const { data } = matter(readPage(lang, page));
    return data.pageType !== 'home' && data.search !== false;
  });
}

describe('every searchable page has search keywords', () => {
  for (const lang of languages) {
    it.each(searchablePages(lang))(`${lang}: %s`, (page) => {
      const source = readPage(lang, page);
      const keywords: unknown = matter(source).data.keywords;
      expect(Array.isArray(keywords), 'keywords is a YAML list').toBe(true);
      const list = keywords as unknown[];
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.length).toBeLessThanOrEqual(12);
      for (const keyword of list) expect(typeof keyword === 'string' && keyword.trim() !== '').toBe(true);
      expect(new Set(list).size, 'no repeated keyword').toBe(list.length);
      // A keyword the title already holds adds nothing to search.
      const title = titleOf(source).toLowerCase();
      expect(list.filter((keyword) => title.includes(String(keyword).toLowerCase()))).toEqual([]);
    });
  }
});

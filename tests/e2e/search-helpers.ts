import { expect, type Page, waitForHydration } from './fixtures';

export interface SearchCase {
  lang: 'en' | 'zh';
  /** Browser locale matching the language. */
  locale: string;
  /** A page of this language to start from. */
  path: string;
  indexName: string;
  /** The dialog's section title for guide pages. */
  guideSection: string;
  /** A query that finds headings of the custom-search guide page. */
  query: string;
  /** A query that finds the custom-search page's title. */
  titleQuery: string;
  noResultsText: string;
  noRecentText: string;
  errorTitle: string;
  letUsKnow: string;
}

export const searchCases: SearchCase[] = [
  {
    lang: 'en',
    locale: 'en-US',
    path: '/guide/advanced/custom-search',
    indexName: 'site-en',
    guideSection: 'Guide',
    query: 'search hooks',
    titleQuery: 'custom search',
    noResultsText: 'No results for',
    noRecentText: 'No recent searches',
    errorTitle: 'Unable to fetch results',
    letUsKnow: 'Let us know.',
  },
  {
    lang: 'zh',
    locale: 'zh-CN',
    path: '/zh/guide/advanced/custom-search',
    indexName: 'site-zh',
    guideSection: '指南',
    query: '搜索钩子',
    titleQuery: '自定义搜索',
    noResultsText: '没有找到相关结果',
    noRecentText: '没有最近的搜索记录',
    errorTitle: '无法获取搜索结果',
    letUsKnow: '告诉我们。',
  },
];

/** DocSearch's local storage keys of the saved searches (followed by the index name). */
export const RECENT = '__DOCSEARCH_RECENT_SEARCHES__';
export const FAVORITE = '__DOCSEARCH_FAVORITE_SEARCHES__';

export const input = (page: Page) => page.locator('.DocSearch-Input');
export const hits = (page: Page) => page.locator('.DocSearch-Hit');

/** Opens a page; the fixture's goto() waits until React has hydrated it. */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
}

/** Waits until the page now shown has hydrated (after a navigation a test set off itself). */
export const waitReady = waitForHydration;

export async function openWithKeyboard(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
}

export async function search(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
}

/** A saved search entry as DocSearch stores it. */
export function savedEntry(index: number, lang: 'en' | 'zh', section = 'Guide') {
  const prefix = lang === 'zh' ? '/zh' : '';
  return {
    objectID: `${prefix}/guide/saved/${index}::lvl1`,
    url: `${prefix}/guide/saved/${index}`,
    type: 'lvl1',
    content: null,
    hierarchy: {
      lvl0: section,
      lvl1: `Saved page ${index}`,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
  };
}

/** Marks the loaded document, so that a test can tell an in-app navigation from a page load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
}

/** True while the document marked by markDocument() is still the one shown. */
export async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

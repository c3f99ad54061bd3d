import path from 'node:path';
import { editLinkBaseUrl } from '../../config/site';
import { languageEntry, localizedRoute, languages as siteLanguages } from '../../i18n/languages';
import { languageOf, listBuiltRoutes } from '../support/built-site';
import { docsRoot, type Language, languages, listPages, readPage, routeOf, titleOf } from '../support/docs-source';
import { lastCommitTime } from '../support/git';
import { expect, type Page, test } from './fixtures';

interface PageSource {
  lang: Language;
  file: string;
  source: string;
}

const sources = new Map<string, PageSource>(
  languages.flatMap((lang) =>
    listPages(lang).map((file) => [routeOf(lang, file), { lang, file, source: readPage(lang, file) }] as const),
  ),
);
const builtRoutes = listBuiltRoutes();

const LAST_UPDATED_FORMAT = {
  en: /^\d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2}:\d{2} (AM|PM)$/,
  zh: /^\d{4}\/\d{1,2}\/\d{1,2} \d{2}:\d{2}:\d{2}$/,
};

interface PageRecord {
  title: unknown;
  routePath: unknown;
  lang: unknown;
  toc: { text: unknown; id: unknown; depth: unknown; charIndex: unknown }[];
  frontmatter: unknown;
  version: unknown;
  _relativePath: unknown;
  lastUpdatedTime: unknown;
  pageType: unknown;
}

async function h1Text(page: Page) {
  return page
    .locator('h1')
    .first()
    .evaluate((h1) => {
      const copy = h1.cloneNode(true) as HTMLElement;
      for (const anchor of copy.querySelectorAll('.rp-header-anchor')) anchor.remove();
      return copy.textContent?.trim();
    });
}

test('the build has one route per page source and none for fragments', () => {
  expect(builtRoutes).toEqual([...sources.keys()].sort());
  expect(builtRoutes.some((route) => route.includes('fragments'))).toBe(false);
});

for (const route of builtRoutes) {
  test(`${route}: 200, h1 in its language, page record, edit link, last updated, fits 375 px`, async ({ page }) => {
    const pageSource = sources.get(route);
    if (!pageSource) throw new Error(`${route} was built but has no source page`);
    const { lang, file, source } = pageSource;
    const relativePath = `${lang}/${file}`;
    await page.setViewportSize({ width: 375, height: 800 });

    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    expect(languageOf(route)).toBe(lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    expect(await h1Text(page)).toBe(titleOf(source));

    const record = (await page.evaluate(() => window.__SITE_PAGE_RECORD__)) as PageRecord;
    expect(typeof record.title).toBe('string');
    expect(record.routePath).toBe(route);
    expect(record.lang).toBe(lang);
    expect(record.version).toBe('');
    expect(record._relativePath).toBe(relativePath);
    expect(record._relativePath).toMatch(/\.mdx?$/);
    expect(typeof record.frontmatter).toBe('object');
    for (const entry of record.toc) {
      expect(typeof entry.text).toBe('string');
      expect(typeof entry.id).toBe('string');
      expect([2, 3, 4]).toContain(entry.depth);
      expect(entry.charIndex).toEqual(expect.any(Number));
      expect(entry.charIndex as number).toBeGreaterThanOrEqual(-1);
    }
    const committedAt = lastCommitTime(path.join(docsRoot, relativePath));
    expect(committedAt, `${relativePath} must be committed to have a last-updated time`).toBeDefined();
    expect(record.lastUpdatedTime).toBe(new Date(committedAt ?? 0).toLocaleString(lang));
    expect(record.lastUpdatedTime).toMatch(LAST_UPDATED_FORMAT[lang]);

    if (record.pageType !== 'home') {
      expect(record.title).not.toBe('');
      const editLink = page.getByRole('link', { name: languageEntry(lang).texts.ui.editLinkText }).first();
      await expect(editLink).toHaveAttribute('href', `${editLinkBaseUrl}/${relativePath}`);
      await expect(page.locator('.rp-last-updated span')).toHaveText(record.lastUpdatedTime as string);
    }

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the page scrolls sideways at 375 px').toBeLessThanOrEqual(0);
  });
}

test.describe('404 page', () => {
  for (const [missing, text] of siteLanguages.map(
    ({ lang, texts }) => [localizedRoute('/no-such-page', lang), texts.ui.notFoundText] as const,
  )) {
    test(`${missing} shows the not-found page in its language`, async ({ page }) => {
      await page.goto(missing);
      await expect(page.locator('h1')).toHaveText(text);
      await expect(page.locator('html')).toHaveAttribute('lang', languageOf(missing));
    });
  }
});

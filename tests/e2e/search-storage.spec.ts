import { expect, test } from './fixtures';
import {
  FAVORITE,
  gotoReady,
  hits,
  input,
  openWithKeyboard,
  RECENT,
  savedEntry,
  search,
  searchCases,
  waitReady,
} from './search-helpers';

for (const c of searchCases) {
  test.describe(`saved searches (${c.lang})`, () => {
    // Rspress sends a first visit to the browser language's copy of the page.
    test.use({ locale: c.locale });
    test('saves a chosen hit, promotes it to a favourite and removes it', async ({ page }) => {
      await gotoReady(page, c.path);
      await openWithKeyboard(page);
      await expect(page.locator('.DocSearch-StartScreen')).toContainText(c.noRecentText);
      await search(page, c.titleQuery);
      const lvl1 = hits(page)
        .filter({ has: page.locator('a[href$="custom-search"]') })
        .first();
      await expect(lvl1).toBeVisible();
      await lvl1.click();
      await page.waitForURL((url) => url.pathname === c.path);
      await waitReady(page);
      const recent = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), RECENT + c.indexName);
      expect(recent).toHaveLength(1);
      expect(recent[0]).not.toHaveProperty('_highlightResult');

      await openWithKeyboard(page);
      await expect(hits(page)).toHaveCount(1);
      await hits(page).first().hover();
      await hits(page).first().locator('.DocSearch-Hit-action-button').first().click();
      await expect
        .poll(() =>
          page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length, FAVORITE + c.indexName),
        )
        .toBe(1);
      await expect(hits(page)).toHaveCount(1);
      await hits(page).first().hover();
      await hits(page).first().locator('.DocSearch-Hit-action-button').first().click();
      await expect(page.locator('.DocSearch-StartScreen')).toContainText(c.noRecentText);
    });

    test('shows at most 7 recent searches, 4 when favourites exist, and 10 favourites', async ({ page }) => {
      const entries = Array.from({ length: 12 }, (_, i) => savedEntry(i, c.lang, c.guideSection));
      await gotoReady(page, c.path);
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key, value),
        [RECENT + c.indexName, JSON.stringify(entries)],
      );
      await gotoReady(page, c.path);
      await openWithKeyboard(page);
      await expect(hits(page)).toHaveCount(7);
      await page.keyboard.press('Escape');

      await page.evaluate(
        ([key, value]) => localStorage.setItem(key, value),
        [FAVORITE + c.indexName, JSON.stringify([savedEntry(100, c.lang, c.guideSection)])],
      );
      await gotoReady(page, c.path);
      await openWithKeyboard(page);
      await expect(hits(page)).toHaveCount(4 + 1);
      await page.keyboard.press('Escape');

      await page.evaluate(
        ([recentKey, favoriteKey, value]) => {
          localStorage.removeItem(recentKey);
          localStorage.setItem(favoriteKey, value);
        },
        [RECENT + c.indexName, FAVORITE + c.indexName, JSON.stringify(entries)],
      );
      await gotoReady(page, c.path);
      await openWithKeyboard(page);
      await expect(hits(page)).toHaveCount(10);
    });

    test('malformed saved searches do not break the dialog', async ({ page }) => {
      await gotoReady(page, c.path);
      await page.evaluate(
        ([recentKey, favoriteKey, good]) => {
          localStorage.setItem(recentKey, JSON.stringify([null, 7, { objectID: 1 }, { hierarchy: null }, good]));
          localStorage.setItem(favoriteKey, '{not json');
        },
        [RECENT + c.indexName, FAVORITE + c.indexName, savedEntry(1, c.lang, c.guideSection)] as const,
      );
      await gotoReady(page, c.path);
      await openWithKeyboard(page);
      await expect(hits(page)).toHaveCount(1);
      await search(page, c.query);
      await expect(hits(page).first()).toBeVisible();
    });

    test('a localStorage that throws does not break the dialog', async ({ page }) => {
      await page.addInitScript(() => {
        const fail = () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        };
        Storage.prototype.getItem = fail;
        Storage.prototype.setItem = fail;
        Storage.prototype.removeItem = fail;
      });
      await gotoReady(page, c.path);
      await openWithKeyboard(page);
      await expect(page.locator('.DocSearch-StartScreen')).toContainText(c.noRecentText);
      await search(page, c.query);
      await expect(hits(page).first()).toBeVisible();
      await hits(page).first().click();
      await page.waitForURL((url) => url.pathname === c.path);
      await waitReady(page);
      await openWithKeyboard(page);
      await expect(input(page)).toBeVisible();
    });
  });
}

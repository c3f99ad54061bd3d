import { expect, test } from '@playwright/test';
import { languageOf, listBuiltRoutes } from '../support/built-site';
import { languages, listPages, readPage, routeOf, titleOf } from '../support/docs-source';

const sourceByRoute = new Map(
  languages.flatMap((lang) => listPages(lang).map((page) => [routeOf(lang, page), readPage(lang, page)] as const)),
);
const builtRoutes = listBuiltRoutes();

test('the build has one route per page source and none for fragments', () => {
  expect(builtRoutes).toEqual([...sourceByRoute.keys()].sort());
  expect(builtRoutes.some((route) => route.includes('fragments'))).toBe(false);
});

for (const route of builtRoutes) {
  test(`${route} answers 200 with its h1 in its language and fits 375 px`, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    const lang = languageOf(route);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const expectedTitle = titleOf(sourceByRoute.get(route) ?? '');
    expect(expectedTitle).not.toBe('');
    const h1Text = await page
      .locator('h1')
      .first()
      .evaluate((h1) => {
        const copy = h1.cloneNode(true) as HTMLElement;
        for (const anchor of copy.querySelectorAll('.rp-header-anchor')) anchor.remove();
        return copy.textContent?.trim();
      });
    expect(h1Text).toBe(expectedTitle);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(page.locator('h1').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the page scrolls sideways at 375 px').toBeLessThanOrEqual(0);
  });
}

test.describe('404 page', () => {
  for (const [path, text] of [
    ['/no-such-page', 'This page could not be found'],
    ['/zh/no-such-page', '找不到这个页面'],
  ]) {
    test(`${path} shows the not-found page in its language`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveText(text);
      await expect(page.locator('html')).toHaveAttribute('lang', languageOf(path));
    });
  }
});

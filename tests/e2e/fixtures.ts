import { test as base, type Page } from '@playwright/test';
import { LOADER_ID } from '../../plugins/scripts-after-first-paint';

export { expect, type Page } from '@playwright/test';

/**
 * The site's scripts start after the first paint (plugins/scripts-after-first-paint.ts),
 * so the `load` event that page.goto() waits for no longer means React has hydrated the
 * page. Resolves once it has (the theme's page record probe has run), on site pages only.
 */
export async function waitForHydration(page: Page) {
  // A page may move on by itself while this waits (a client redirect): then wait on the next one.
  for (let attempt = 0; ; attempt++) {
    try {
      const isSitePage = await page.evaluate((id) => document.getElementById(id) !== null, LOADER_ID);
      if (isSitePage) await page.waitForFunction(() => window.__SITE_PAGE_RECORD__ !== undefined);
      return;
    } catch (error) {
      const navigated = /context was destroyed|navigation/i.test(String(error));
      if (!navigated || attempt >= 3) throw error;
      await page.waitForLoadState();
    }
  }
}

/**
 * `test` with page.goto() and page.reload() that also wait for hydration. Tests that
 * block the site's scripts on purpose opt out with `test.use({ waitForHydration: false })`.
 */
export const test = base.extend<{ waitForHydration: boolean }>({
  waitForHydration: [true, { option: true }],
  page: async ({ page, waitForHydration: wait }, use) => {
    if (wait) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForHydration(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
});

import { ANNOUNCEMENT_CLOSED_ATTRIBUTE, announcementSettings } from '../../config/announcement';
import { announcementHref } from '../../config/locales';
import { languages as siteLanguages, twinRoute } from '../../i18n/languages';
import { expect, waitForHydration as hydrated, type Page, test } from './fixtures';

const KEY = announcementSettings.localStorageKey;

const languages = siteLanguages.map(({ lang, texts }) => ({
  lang,
  announcement: { message: texts.announcement.message, href: announcementHref(texts.announcement.href, lang) },
  home: twinRoute('/', lang),
  page: twinRoute('/guide/start/introduction', lang),
  close: texts.ui['site.announcementClose'],
  region: texts.ui['site.announcementRegion'],
}));

// Rspress redirects a first visit to the browser's language; mark the visit as known.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    try {
      window.localStorage.setItem('rspress-visited', '1');
    } catch {
      // A test below makes setItem throw.
    }
  });
});

const bar = (page: Page) => page.locator('.announcement-bar');

for (const { lang, announcement, home, page: docPage, close, region } of languages) {
  test.describe(`${lang}`, () => {
    test('shows the message and link of its language above the navbar', async ({ page }) => {
      await page.goto(docPage);
      await hydrated(page);
      await expect(page.getByRole('region', { name: region, exact: true })).toBeVisible();
      const link = bar(page).getByRole('link', { name: announcement.message });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', announcement.href);
      const barBox = await bar(page).boundingBox();
      const navBox = await page.locator('.rp-nav').boundingBox();
      expect(barBox && navBox).toBeTruthy();
      expect(barBox?.y).toBe(0);
      expect(Math.round((barBox?.y ?? 0) + (barBox?.height ?? 0))).toBeLessThanOrEqual(Math.round(navBox?.y ?? 0));
    });

    test('its link opens the page it names', async ({ page }) => {
      await page.goto(home);
      await hydrated(page);
      await bar(page).getByRole('link').click();
      await expect(page).toHaveURL(announcement.href);
      await expect(page.locator('h1').first()).toBeVisible();
    });

    test('the labelled close button hides the bar and stores "true"', async ({ page }) => {
      await page.goto(home);
      await hydrated(page);
      await page.getByRole('button', { name: close }).click();
      await expect(bar(page)).toHaveCount(0);
      expect(await page.evaluate((key) => window.localStorage.getItem(key), KEY)).toBe('true');
      // Later visits keep it hidden, on every page and in both languages.
      await page.reload();
      await hydrated(page);
      await expect(bar(page)).toHaveCount(0);
      await page.goto(docPage);
      await hydrated(page);
      await expect(bar(page)).toHaveCount(0);
    });

    test.describe('with the site scripts blocked at first', () => {
      // These load the page with its scripts aborted, so goto() must not wait for hydration.
      test.use({ waitForHydration: false });

      test('a stored key hides the bar before the first paint, without a layout shift', async ({ page }) => {
        await page.addInitScript((key) => {
          window.localStorage.setItem(key, 'true');
          // Collect every layout shift from the very start of the load.
          const shifts: number[] = [];
          (window as unknown as { __shifts: number[] }).__shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
          }).observe({ type: 'layout-shift', buffered: true });
        }, KEY);

        // Before hydration: load the server-rendered HTML with every script of the app blocked.
        await page.route('**/static/js/**', (route) => route.abort());
        await page.goto(home);
        await expect(page.locator('html')).toHaveAttribute(ANNOUNCEMENT_CLOSED_ATTRIBUTE, /\S/);
        await expect(bar(page)).toHaveCount(1);
        await expect(bar(page)).toBeHidden();
        const navBefore = await page.locator('.rp-nav').boundingBox();
        expect(navBefore?.y).toBe(0);

        // After hydration: same navbar position, the bar gone, no shift recorded.
        await page.unroute('**/static/js/**');
        await page.goto(home);
        await hydrated(page);
        await expect(bar(page)).toHaveCount(0);
        const navAfter = await page.locator('.rp-nav').boundingBox();
        expect(navAfter).toEqual(navBefore);
        const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
        expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
      });

      test('without a stored key the server-rendered bar is visible before any script runs', async ({ page }) => {
        await page.route('**/static/js/**', (route) => route.abort());
        await page.goto(home);
        await expect(bar(page)).toBeVisible();
        await expect(bar(page)).toContainText(announcement.message);
      });
    });

    test('when storage throws on write, closing still hides the bar for the visit', async ({ page }) => {
      await page.addInitScript(() => {
        Storage.prototype.setItem = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
      });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(home);
      await hydrated(page);
      await page.getByRole('button', { name: close }).click();
      await expect(bar(page)).toHaveCount(0);
      // The site swaps a storage that throws for an in-memory one (plugins/storage-fallback.ts),
      // so the closed state lives for this visit only and nothing reached the real storage.
      // Moving to another page inside the site keeps it closed.
      await page
        .locator('.rp-nav')
        .getByRole('link', { name: /^(Guide|指南)$/ })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${twinRoute('/', lang)}guide/`));
      await hydrated(page);
      await expect(bar(page)).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test('when storage throws on read, the bar still shows and closes', async ({ page }) => {
      await page.addInitScript((key) => {
        const read = Storage.prototype.getItem;
        Storage.prototype.getItem = function (this: Storage, name: string) {
          if (name === key) throw new DOMException('Access denied', 'SecurityError');
          return read.call(this, name);
        };
      }, KEY);
      await page.goto(home);
      await hydrated(page);
      await expect(bar(page)).toBeVisible();
      await page.getByRole('button', { name: close }).click();
      await expect(bar(page)).toHaveCount(0);
    });

    test('the close button works from the keyboard', async ({ page }) => {
      await page.goto(home);
      await hydrated(page);
      await page.getByRole('button', { name: close }).focus();
      await page.keyboard.press('Enter');
      await expect(bar(page)).toHaveCount(0);
    });
  });
}

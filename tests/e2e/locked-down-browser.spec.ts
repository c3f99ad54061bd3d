import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { announcementSettings } from '../../config/announcement';
import { buildRoot } from '../support/built-site';
import { expect, type Page, test } from './fixtures';
import { hits, input, openWithKeyboard, search, searchCases } from './search-helpers';

/**
 * The site in a browser that keeps no site data, or whose storage is full, and with a search
 * index that cannot be loaded: pages load without an uncaught error, search and the
 * announcement bar work, and a failed index load shows the error screen and nothing else.
 */

const PAGE = '/guide/start/introduction';
const closeAnnouncement = (page: Page) => page.getByRole('button', { name: 'Close the announcement' }).click();

/** Uncaught exceptions and unhandled promise rejections of the page, as Playwright reports them. */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function searchWorks(page: Page) {
  await openWithKeyboard(page);
  await search(page, 'getting started');
  await expect(hits(page).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(input(page)).toHaveCount(0);
}

test.describe('storage the site cannot use', () => {
  // A reader whose browser prefers Chinese, on an English page: Rspress's first-visit redirect
  // reads and writes storage before anything else does.
  test.use({ locale: 'zh-CN' });

  test('blocked (site data disabled): no page error, no redirect, search and the announcement work', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      // What a browser with site data disabled does: reading the property throws.
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException(
            "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
            'SecurityError',
          );
        },
      });
    });
    const errors = collectPageErrors(page);
    await page.goto(PAGE);
    expect(errors).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(PAGE);
    await searchWorks(page);
    await closeAnnouncement(page);
    await expect(page.locator('.announcement-bar')).toHaveCount(0);
    await page.reload();
    expect(errors).toEqual([]);
  });

  test('full quota: no page error, no redirect, stored settings still read, search and the announcement work', async ({
    page,
  }) => {
    // (This first visit is sent to the Chinese page; the storage is then emptied, first visit included.)
    await page.goto(PAGE);
    // A reader who chose the dark scheme earlier, then filled the origin's quota to the last byte.
    const filled = await page.evaluate(() => {
      localStorage.clear();
      localStorage.setItem('rspress-theme-appearance', 'dark');
      let count = 0;
      for (let size = 1 << 20; size >= 1; ) {
        try {
          localStorage.setItem(`filler-${count}`, 'x'.repeat(size));
          count++;
        } catch {
          size = Math.floor(size / 2);
        }
      }
      return count;
    });
    expect(filled).toBeGreaterThan(0);
    const errors = collectPageErrors(page);
    await page.goto(PAGE);
    expect(errors).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(PAGE);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await searchWorks(page);
    await closeAnnouncement(page);
    await expect(page.locator('.announcement-bar')).toHaveCount(0);
    // The storage could not take it: the closed bar is remembered in memory, for this page load.
    expect(await page.evaluate((key) => localStorage.getItem(key), announcementSettings.localStorageKey)).toBe('true');
  });
});

test.describe('a search index that cannot be loaded', () => {
  test.use({ locale: 'en-US' });

  test('404, 500, a truncated file and no network each show the error screen, with no uncaught rejection', async ({
    page,
  }) => {
    // The manifest: the first file of the index the browser asks for.
    const indexFile = readdirSync(path.join(buildRoot, 'static/search')).find(
      (name) => name.startsWith('en.') && name.endsWith('.json'),
    );
    const index = readFileSync(path.join(buildRoot, 'static/search', indexFile ?? ''), 'utf8');
    const failures = {
      'not found': { status: 404, body: 'Not found' },
      'server error': { status: 500, body: 'Internal error' },
      truncated: { status: 200, body: index.slice(0, index.length / 2) },
      offline: null,
    } as const;
    let failure: keyof typeof failures = 'not found';
    const requests: string[] = [];
    await page.route('**/static/search/**', (route) => {
      requests.push(failure);
      const answer = failures[failure];
      return answer
        ? route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body })
        : route.abort('internetdisconnected');
    });
    const errors = collectPageErrors(page);
    await page.goto(PAGE);
    await openWithKeyboard(page);
    // Each failed load is forgotten, so each keystroke loads the index again.
    for (const [name, query] of [
      ['not found', 'd'],
      ['server error', 'de'],
      ['truncated', 'dep'],
      ['offline', 'depl'],
    ] as const) {
      failure = name;
      await search(page, query);
      // The request first: the error screen of the step before is still up until this one's answer replaces it.
      // (A busy two-core machine running the suite on two workers has taken over 5 s to send it.)
      await expect.poll(() => requests.includes(name), { timeout: 15_000 }).toBe(true);
      await expect(page.locator('.DocSearch-ErrorScreen')).toContainText(searchCases[0].errorTitle);
    }
    // Unhandled rejections are reported a moment after the promise settles.
    await page.waitForTimeout(200);
    expect(errors).toEqual([]);
  });
});

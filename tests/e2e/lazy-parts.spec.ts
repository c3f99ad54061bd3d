import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildRoot, builtHtml, scriptsAfterFirstPaint } from '../support/built-site';
import { expect, type Page, test } from './fixtures';

/**
 * Code that few pages or few moments need loads with them, not with every page
 * (tests/e2e/size-budget.spec.ts holds the bytes): the theme's parts that only some pages
 * render (theme/parts/page-parts.ts), live demos that wake up near the viewport
 * (components/shared/HydrateOnView.tsx), the small-screen menu, and unhead's DOM renderer
 * (theme/lazy-vendor/unhead-client.js). None of it may change what a reader sees.
 */

/** The async chunks whose source holds `marker`, as URL paths. */
function chunksHolding(marker: string): string[] {
  const dir = path.join(buildRoot, 'static/js/async');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js') && readFileSync(path.join(dir, name), 'utf8').includes(marker))
    .map((name) => `/static/js/async/${name}`);
}

const fetched = (page: Page, chunks: string[]) =>
  page.evaluate(
    (urls) => performance.getEntriesByType('resource').some((entry) => urls.some((url) => entry.name.endsWith(url))),
    chunks,
  );

/** Counts the elements the page's <main> loses from the HTML it was served with. */
async function watchRemovals(page: Page) {
  await page.addInitScript(() => {
    const record = { removed: 0 };
    Object.assign(window, { __REMOVED__: record });
    document.addEventListener('DOMContentLoaded', () => {
      const main = document.querySelector('main');
      if (!main) return;
      new MutationObserver((mutations) => {
        for (const mutation of mutations)
          for (const node of mutation.removedNodes) if (node.nodeType === Node.ELEMENT_NODE) record.removed += 1;
      }).observe(main, { childList: true, subtree: true });
    });
  });
}

/** Pages that render a theme part, and a class only that part's code holds. */
const partPages = [
  { route: '/', marker: 'rp-home-feature__' },
  { route: '/zh/', marker: 'rp-home-feature__' },
  { route: '/guide/default-theme/overview-page', marker: 'rp-overview-search' },
  { route: '/zh/guide/default-theme/overview-page', marker: 'rp-overview-search' },
  { route: '/404', marker: 'rp-not-found' },
];

for (const { route, marker } of partPages) {
  test(`${route}: the page starts with the theme part it renders and hydrates without dropping its HTML`, async ({
    page,
  }) => {
    const part = chunksHolding(marker);
    expect(part.length, `chunks holding ${marker}`).toBeGreaterThan(0);
    const starts = scriptsAfterFirstPaint(builtHtml(route.endsWith('/') ? `${route}index` : route));
    expect(
      starts.filter((script) => part.includes(script)),
      `${route} starts with a chunk holding ${marker}`,
    ).not.toEqual([]);

    await watchRemovals(page);
    await page.goto(route);
    // Let the effects that follow hydration run.
    await page.waitForTimeout(500);
    const removed = await page.evaluate(() => (window as unknown as { __REMOVED__: { removed: number } }).__REMOVED__);
    expect(removed.removed, 'elements removed from <main> while the page started').toBe(0);
    await expect(page.locator('main')).not.toBeEmpty();
    // Nothing else was fetched to get there.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((url) => url.endsWith('.js')),
    );
    expect(scripts.filter((url) => !starts.includes(url))).toEqual([]);
  });
}

test('a demo keeps the HTML the build wrote until it comes into view, then works', async ({ page }) => {
  const heavy = chunksHolding('rp-prompt__icon');
  expect(heavy.length, 'the chunk of PackageManagerTabs and Prompt').toBeGreaterThan(0);
  await page.goto('/api/client-api/api-components');
  const demo = page.locator('h3#packagemanagertabs ~ div[data-on-view]').first();
  await expect(demo.locator('.rp-tabs__content__item--active')).toContainText('npm add -D @rspress/core');
  expect(await fetched(page, heavy), 'fetched before the demo is near the viewport').toBe(false);

  await demo.scrollIntoViewIfNeeded();
  await expect.poll(() => fetched(page, heavy)).toBe(true);
  await demo.locator('.rp-tabs__label__item', { hasText: 'pnpm' }).click();
  await expect(demo.locator('.rp-tabs__content__item--active')).toContainText('pnpm add -D @rspress/core');
});

/** What the <head> says about the page: the tags Rspress's layout keeps up to date. */
const headFacts = (page: Page) =>
  page.evaluate(() => {
    const meta = (selector: string) =>
      [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute('content'));
    return {
      title: document.title,
      lang: document.documentElement.lang,
      description: meta('meta[name="description"]'),
      ogTitle: meta('meta[property="og:title"]'),
      ogDescription: meta('meta[property="og:description"]'),
      ogType: meta('meta[property="og:type"]'),
    };
  });

test('after a client-side move, the <head> is the one the page has when loaded directly', async ({ page }) => {
  const renderer = chunksHolding('dom:beforeRender');
  expect(renderer.length, "the chunk of unhead's DOM renderer").toBeGreaterThan(0);
  await page.goto('/api/config/config-basic');
  const expected = await headFacts(page);
  await page.goto('/zh/api/config/config-basic');
  const expectedZh = await headFacts(page);

  await page.goto('/api/commands');
  expect(await fetched(page, renderer), "unhead's renderer fetched before any tag changes").toBe(false);
  await page.evaluate(() => {
    (window as unknown as { __SAME_DOCUMENT__: boolean }).__SAME_DOCUMENT__ = true;
  });
  await page.locator('.rp-doc-layout__sidebar a[href="/api/config/config-basic"]').first().click();
  await page.waitForURL('**/api/config/config-basic');
  await expect.poll(() => headFacts(page)).toEqual(expected);
  // The language changes with the page, also on a client-side move.
  // The navbar's language menu (a theme Link, so a client-side move too).
  await page
    .locator('.rp-nav a.rp-hover-group__item__link[hreflang="zh"]')
    .evaluate((link: HTMLElement) => link.click());
  await page.waitForURL('**/zh/api/config/config-basic');
  await expect.poll(() => headFacts(page)).toEqual(expectedZh);
  expect(await page.evaluate(() => (window as unknown as { __SAME_DOCUMENT__?: boolean }).__SAME_DOCUMENT__)).toBe(
    true,
  );
});

test.describe('375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the small-screen menu opens, locks the page behind it, and closes when a link is taken', async ({ page }) => {
    await page.goto('/guide/start/introduction');
    const button = page.locator('button.rp-nav-hamburger__sm');
    await button.click();
    const screen = page.locator('.rp-nav-screen.rp-nav-screen--open');
    await expect(screen).toBeVisible();
    const link = screen.locator('a[href="/plugin/system/introduction"]');
    await expect(link).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await link.click();
    await page.waitForURL('**/plugin/system/introduction');
    await expect(screen).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
  });
});

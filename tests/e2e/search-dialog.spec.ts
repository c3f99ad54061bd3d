import { readdirSync } from 'node:fs';
import path from 'node:path';
import { buildRoot } from '../support/built-site';
import { expect, test } from './fixtures';
import {
  gotoReady,
  hits,
  input,
  markDocument,
  openWithKeyboard,
  sameDocument,
  search,
  searchCases,
} from './search-helpers';

/** Files of the index a query may fetch before its first answer (20 hits on about 10 pages). */
const MAX_FILES_PER_QUERY = 50;

for (const c of searchCases) {
  test.describe(`search dialog (${c.lang})`, () => {
    // Rspress sends a first visit to the browser language's copy of the page.
    test.use({ locale: c.locale });
    test.beforeEach(async ({ page }) => {
      await gotoReady(page, c.path);
    });

    test('loads the index on hover of the button, not on page load', async ({ page }) => {
      const loaded: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/static/search/')) loaded.push(request.url());
      });
      await page.waitForTimeout(500);
      expect(loaded).toEqual([]);
      await page.hover('.DocSearch-Button');
      await expect.poll(() => loaded.length).toBe(1);
      expect(loaded[0]).toMatch(new RegExp(`/static/search/${c.lang}\\.[0-9a-f]+\\.json$`));
    });

    test('answers a query with a few files of the index, not the whole index', async ({ page }) => {
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/static/search/')) fetched.push(new URL(request.url()).pathname);
      });
      await openWithKeyboard(page);
      await search(page, c.query);
      await expect(hits(page).first()).toBeVisible();
      const manifest = fetched.find(
        (file) => file.endsWith('.json') && !file.slice('/static/search/'.length).includes('/'),
      );
      const folder = path.join(buildRoot, (manifest ?? '').replace(/\.json$/, ''));
      const files = readdirSync(folder, { recursive: true }).filter((name) => String(name).endsWith('.json'));
      console.log(`${c.lang} "${c.query}": ${fetched.length} of ${files.length + 1} files of the index`);
      expect(fetched.filter((file) => file === manifest)).toHaveLength(1);
      expect(
        fetched.every((file) => file === manifest || file.startsWith(`${manifest?.replace(/\.json$/, '')}/`)),
      ).toBe(true);
      // The words' dictionary files and postings, and the outlines and texts of the shown pages.
      expect(fetched.length).toBeLessThanOrEqual(MAX_FILES_PER_QUERY);
      expect(fetched.length).toBeLessThan(files.length / 5);
    });

    test('never asks for Rspress’s built-in index', async ({ page, request }) => {
      const asked: string[] = [];
      page.on('request', (sent) => {
        if (sent.url().includes('search_index')) asked.push(sent.url());
      });
      await openWithKeyboard(page);
      await search(page, c.query);
      await expect(hits(page).first()).toBeVisible();
      expect(asked).toEqual([]);
      const html = await (await request.get(c.path)).text();
      expect(html).toMatch(new RegExp(`"${c.lang}":"/static/search/${c.lang}\\.[0-9a-f]+\\.json"`));
    });

    test('opens by button, Ctrl+K, Meta+K and slash; Escape closes', async ({ page }) => {
      for (const open of [
        () => page.click('.DocSearch-Button'),
        () => page.keyboard.press('Control+k'),
        () => page.keyboard.press('Meta+k'),
        () => page.keyboard.press('/'),
      ]) {
        await open();
        await expect(input(page)).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
      }
    });

    test('slash types into a focused text field instead of opening', async ({ page }) => {
      await page.evaluate(() => {
        const field = document.createElement('input');
        field.id = 'other-field';
        document.body.prepend(field);
        field.focus();
      });
      await page.keyboard.press('/');
      await expect(page.locator('#other-field')).toHaveValue('/');
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    });

    test('finds the page, grouped under its section, with marked matches and no Algolia logo', async ({ page }) => {
      await openWithKeyboard(page);
      await search(page, c.query);
      await expect(hits(page).first()).toBeVisible();
      await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText(c.guideSection);
      await expect(hits(page).first().locator('a')).toHaveAttribute('href', new RegExp(`${c.path}(#.*)?$`));
      await expect(hits(page).first().locator('mark').first()).toBeVisible();
      await expect(page.locator('.DocSearch-Logo')).toBeHidden();
    });

    test('arrow keys and Enter open a hit in the app, without a page load', async ({ page }) => {
      await markDocument(page);
      await openWithKeyboard(page);
      await search(page, c.query);
      await expect(hits(page).nth(1)).toBeVisible();
      await page.keyboard.press('ArrowDown');
      const second = hits(page).nth(1);
      await expect(second).toHaveAttribute('aria-selected', 'true');
      const href = (await second.locator('a').getAttribute('href')) ?? '';
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname + url.hash === href);
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
      expect(await sameDocument(page)).toBe(true);
    });

    test('clicking a hit opens its page in the app and scrolls to its heading', async ({ page }) => {
      await markDocument(page);
      await openWithKeyboard(page);
      await search(page, c.query);
      const link = hits(page).first().locator('a');
      await expect(link).toBeVisible();
      const href = (await link.getAttribute('href')) ?? '';
      await link.click();
      await page.waitForURL((url) => url.pathname + url.hash === href);
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
      expect(await sameDocument(page)).toBe(true);
      const id = decodeURIComponent(new URL(href, page.url()).hash.slice(1));
      if (id) await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
    });

    test('Ctrl+Enter opens a new tab and Shift+Enter a new window', async ({ page, context }) => {
      await openWithKeyboard(page);
      await search(page, c.query);
      await expect(hits(page).first()).toBeVisible();
      const href = (await hits(page).first().locator('a').getAttribute('href')) ?? '';
      for (const keys of ['Control+Enter', 'Shift+Enter']) {
        const opened = context.waitForEvent('page');
        await page.keyboard.press(keys);
        const other = await opened;
        await other.waitForLoadState();
        expect(new URL(other.url()).pathname + new URL(other.url()).hash).toBe(href);
        await other.close();
      }
      expect(new URL(page.url()).pathname).toBe(c.path);
    });

    test('caps the query at 64 characters and prefills it from the selected text', async ({ page }) => {
      await page.evaluate(() => {
        const paragraph = document.querySelector('.rspress-doc p') ?? document.querySelector('main p');
        if (!paragraph) throw new Error('no paragraph');
        const range = document.createRange();
        range.selectNodeContents(paragraph);
        const selection = window.getSelection();
        selection?.removeAllRanges();
        selection?.addRange(range);
      });
      const selected = await page.evaluate(() => window.getSelection()?.toString() ?? '');
      expect(selected.length).toBeGreaterThan(64);
      await page.keyboard.press('Control+k');
      await expect(input(page)).toHaveValue(selected.slice(0, 64));
      await input(page).fill('');
      await input(page).pressSequentially('x'.repeat(80));
      await expect(input(page)).toHaveValue('x'.repeat(64));
    });

    test('keeps focus inside the dialog and locks page scrolling', async ({ page }) => {
      await openWithKeyboard(page);
      await search(page, c.query);
      await expect(hits(page).first()).toBeVisible();
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.DocSearch-Modal')))).toBe(true);
      }
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      await page.keyboard.press('Escape');
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    });

    test('shows the no-results screen, at most 3 suggestions and the report link', async ({ page }) => {
      await openWithKeyboard(page);
      await search(page, c.query);
      await expect(hits(page).first()).toBeVisible();
      await search(page, 'zzqqxxjjkkvv');
      const screen = page.locator('.DocSearch-NoResults');
      await expect(screen).toContainText(c.noResultsText);
      await expect(screen).toContainText('zzqqxxjjkkvv');
      // Nothing in the index is close to this: no suggestion rather than an unrelated one
      // (search-relevance.spec.ts checks the suggestions of a near miss).
      const suggestions = screen.locator('.DocSearch-NoResults-Prefill-List li');
      expect(await suggestions.count()).toBeLessThanOrEqual(3);
      const report = screen.getByRole('link', { name: c.letUsKnow });
      await expect(report).toHaveAttribute('target', '_blank');
      const href = new URL((await report.getAttribute('href')) ?? '');
      expect(href.pathname).toMatch(/\/issues\/new$/);
      expect(href.searchParams.get('title')).toContain('zzqqxxjjkkvv');
    });

    test('shows hostile queries as text', async ({ page }) => {
      await openWithKeyboard(page);
      const hostile = [
        '<img src=x onerror="window.__xss=1">',
        '<script>window.__xss=1</script>',
        '🚀🔥 emoji 🧪',
        'A'.repeat(10_000),
      ];
      for (const query of hostile) {
        await search(page, query);
        const shown = query.slice(0, 64);
        await expect(input(page)).toHaveValue(shown);
        await expect(page.locator('.DocSearch-NoResults, .DocSearch-Hits').first()).toBeVisible();
      }
      await search(page, '<b>zzqqxx</b>');
      await expect(page.locator('.DocSearch-NoResults strong')).toHaveText('<b>zzqqxx</b>');
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      expect(await page.locator('.DocSearch-Modal img[src="x"], .DocSearch-Modal b').count()).toBe(0);
    });

    test('keeps the error screen while the index is unreachable, and retries on typing', async ({ page }) => {
      await page.route('**/static/search/**', (route) => route.abort('internetdisconnected'));
      await openWithKeyboard(page);
      await search(page, c.query);
      const error = page.locator('.DocSearch-ErrorScreen');
      await expect(error).toContainText(c.errorTitle);
      await page.waitForTimeout(1500);
      await expect(error).toBeVisible();
      await page.unroute('**/static/search/**');
      await input(page).press('End');
      await input(page).pressSequentially(' ');
      await expect(hits(page).first()).toBeVisible();
      await expect(error).toHaveCount(0);
    });
  });
}

test.describe('language-specific search', () => {
  test.use({ locale: 'zh-CN' });

  test('a Chinese query on /zh finds Chinese pages', async ({ page }) => {
    await gotoReady(page, '/zh/guide/advanced/custom-search');
    await openWithKeyboard(page);
    await search(page, '暗黑模式');
    // The dark-mode option comes first (its page's keywords, synonyms), the page that uses the word is among the hits.
    await expect(hits(page).first()).toBeVisible();
    const urls = await hits(page)
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(urls.every((url) => url?.startsWith('/zh/'))).toBe(true);
    expect(urls[0]).toMatch(/^\/zh\/api\/config\/config-theme/);
    await expect(hits(page).filter({ hasText: '暗黑模式' }).first()).toBeVisible();
  });

  test('an English API name on /zh finds the Chinese page', async ({ page }) => {
    await gotoReady(page, '/zh/guide/advanced/custom-search');
    await openWithKeyboard(page);
    await search(page, 'usePageData');
    await expect(hits(page).first().locator('a')).toHaveAttribute('href', /^\/zh\//);
    const urls = await hits(page)
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(urls.every((url) => url?.startsWith('/zh/'))).toBe(true);
  });
});

test.describe('typo tolerance', () => {
  test.use({ locale: 'en-US' });

  test('a typo still finds the English page', async ({ page }) => {
    await gotoReady(page, '/guide/advanced/custom-search');
    await openWithKeyboard(page);
    await search(page, 'deplyo');
    await expect(hits(page).first().locator('a')).toHaveAttribute('href', /^\/guide\/basic\/deploy/);
    // The slip matches the word 'frontmatter' (useFrontmatter, the front matter config page...).
    await search(page, 'fronmatter');
    await expect(hits(page).first().locator('a')).toHaveAttribute('href', /frontmatter/);
  });
});

import { builtHtml, scriptsAfterFirstPaint } from '../support/built-site';
import { expect, test } from './fixtures';

/**
 * plugins/scripts-after-first-paint.ts: the entry scripts and the page's route chunk
 * start once the first contentful paint is on screen, and the page still hydrates.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const pages = ['/', '/guide/start/getting-started', '/zh/guide/start/getting-started', '/api/config/config-basic'];

for (const route of pages) {
  test(`${route}: entry scripts are fetched after the first contentful paint`, async ({ page }) => {
    const html = builtHtml(route);
    const scripts = scriptsAfterFirstPaint(html);
    expect(scripts.length, 'the loader names the entry scripts').toBeGreaterThan(0);
    expect(html, 'no entry script is left as <script defer>').not.toMatch(/<script[^>]*\bdefer\b[^>]*\bsrc=/);
    // Whether a first frame catches a half-parsed page depends on timing, so this is checked
    // in the HTML; the effect shows in `npm run bench` (desktop CLS of the API page: 0.14 -> 0).
    expect(html, 'the first frame waits for the whole document').toContain(
      '<link rel="expect" href="#document-parsed" blocking="render">',
    );
    expect(html, 'the route chunk is in the loader, not preloaded').not.toMatch(
      /<link[^>]*rel="preload"[^>]*as="script"/,
    );
    expect(
      scripts.some((source) => source.includes('/static/js/async/')),
      'the loader names the route chunk',
    ).toBe(true);

    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
    });
    // goto() waits for hydration (tests/e2e/fixtures.ts).
    await page.goto(route);
    // Chunks the page shares with other pages come in the same batch, not a round trip after the entry.
    expect(fetched.sort(), 'scripts fetched until hydration').toEqual([...scripts].sort());
    const { firstContentfulPaint, starts } = await page.evaluate((sources) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const starts = sources.map((source) => {
        const entry = performance.getEntriesByName(new URL(source, location.href).href)[0];
        return { source, startTime: entry ? entry.startTime : -1 };
      });
      return { firstContentfulPaint: paint ? paint.startTime : -1, starts };
    }, scripts);
    expect(firstContentfulPaint).toBeGreaterThan(0);
    for (const { source, startTime } of starts) {
      expect(startTime, `${source} was fetched`).toBeGreaterThanOrEqual(0);
      expect(startTime, `${source} started before the first contentful paint`).toBeGreaterThanOrEqual(
        firstContentfulPaint,
      );
    }
  });
}

test('a browser without PerformanceObserver still loads the scripts once the page is parsed', async ({ page }) => {
  await page.addInitScript(() => {
    // @ts-expect-error: removed on purpose, as in a browser that lacks it
    delete window.PerformanceObserver;
  });
  await page.goto('/guide/start/getting-started');
  // Hydrated: the theme's appearance switch answers a click.
  const before = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  await page.locator('.rp-nav__others .rp-switch-appearance').click();
  await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(!before);
});

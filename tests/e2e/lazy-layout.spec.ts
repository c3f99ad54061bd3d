import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type Page, test } from './fixtures';

/**
 * theme/article/lazy-layout.css: blocks of the article far from the viewport are not laid
 * out until they come near it, with an estimated height until then. A jump to a heading
 * must still land on it, although the blocks above it change height as they are laid out.
 */
const route = '/api/config/config-basic';
const lateHeading = '#mediumzoom';

/** The heading's distance from the top of the viewport once scrolling has settled. */
async function settledTop(page: Page, selector: string) {
  let previous = Number.NaN;
  await expect
    .poll(
      async () => {
        const top = await page.locator(selector).evaluate((element) => Math.round(element.getBoundingClientRect().top));
        const settled = top === previous;
        previous = top;
        return settled;
      },
      { intervals: [250] },
    )
    .toBe(true);
  return previous;
}

/** Where the page's own scroll padding and the heading's scroll margin put a heading. */
const landingTop = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
    return Math.round(padding + margin);
  });

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test('off-screen blocks are left for later; those in view are laid out', async ({ page }) => {
      // Chromium reports each switch of a content-visibility: auto element.
      await page.addInitScript(() => {
        const skipped = new Map<Element, boolean>();
        Object.assign(window, { __SKIPPED__: skipped });
        document.addEventListener(
          'contentvisibilityautostatechange',
          (event) => skipped.set(event.target as Element, (event as Event & { skipped: boolean }).skipped),
          true,
        );
      });
      await page.goto(route);
      const { blocks, skipped, titleSkipped } = await page.evaluate(() => {
        const states = (window as unknown as { __SKIPPED__: Map<Element, boolean> }).__SKIPPED__;
        const all = [...document.querySelectorAll('.rspress-doc > *')];
        return {
          blocks: all.length,
          skipped: all.filter((block) => states.get(block) === true).length,
          titleSkipped: states.get(document.querySelector('.rspress-doc > h1') as Element),
        };
      });
      expect(blocks).toBeGreaterThan(50);
      expect(skipped, 'blocks far below the viewport are not laid out').toBeGreaterThan(blocks / 2);
      expect(titleSkipped, 'the title, in view, is laid out').not.toBe(true);
    });

    for (const shiftRoute of [route, '/zh/api/client-api/api-runtime']) {
      test(`${shiftRoute}: the page does not shift as it appears and starts`, async ({ page }) => {
        await page.addInitScript(() => {
          const shifts = { total: 0 };
          Object.assign(window, { __SHIFTS__: shifts });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              shifts.total += (entry as PerformanceEntry & { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(shiftRoute);
        await page.waitForTimeout(1000);
        const { total } = await page.evaluate(
          () => (window as unknown as { __SHIFTS__: { total: number } }).__SHIFTS__,
        );
        expect(total, 'cumulative layout shift').toBeLessThan(0.01);
      });
    }

    test('opening the page at a heading far down lands on that heading', async ({ page }) => {
      await page.goto(`${route}${lateHeading}`);
      const top = await settledTop(page, lateHeading);
      expect(Math.abs(top - (await landingTop(page, lateHeading)))).toBeLessThanOrEqual(2);
    });
  });
}

test.describe('1440 px outline', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  /** Where a click in the outline puts the heading (the theme scrolls by its own offset). */
  async function topAfterOutlineClick(page: Page, layoutEverything: boolean) {
    await page.goto(route);
    if (layoutEverything)
      await page.addStyleTag({ content: '.rspress-doc > * { content-visibility: visible !important }' });
    await page.locator(`.rp-doc-layout__outline a[href="${lateHeading}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${lateHeading}$`));
    return settledTop(page, lateHeading);
  }

  test('a click in the outline lands a heading far down where it lands with everything laid out', async ({ page }) => {
    const lazy = await topAfterOutlineClick(page, false);
    const eager = await topAfterOutlineClick(page, true);
    expect(Math.abs(lazy - eager)).toBeLessThanOrEqual(2);
    expect(lazy).toBeGreaterThanOrEqual(0);
    expect(lazy).toBeLessThan(200);
  });
});

/**
 * The article's last blocks, at their estimated heights, hold text that runs past them into what
 * follows; axe (Lighthouse's target-size audit) counted those links as covering the edit link at
 * Lighthouse's own widths (412 px on a phone, 1350 px on a desktop), which the axe pass of
 * a11y.spec.ts does not use. What follows the article is stacked above it.
 */
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
for (const viewport of [
  { width: 412, height: 823 },
  { width: 1350, height: 940 },
]) {
  test(`${viewport.width} px: nothing of the article's unlaid blocks covers the links and buttons after it`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const covered: string[] = [];
    for (const longPage of ['/api/client-api/api-components', '/zh/api/client-api/api-components', route]) {
      await page.goto(longPage);
      await page.addScriptTag({ path: axeSource });
      const violations = await page.evaluate(async () => {
        const { axe } = window as unknown as {
          axe: { run(context: unknown, options: RunOptions): Promise<AxeResults> };
        };
        const results = await axe.run(
          { include: [['.site-feedback'], ['.rp-doc-footer']] },
          { runOnly: { type: 'rule', values: ['target-size'] }, resultTypes: ['violations'] },
        );
        return results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')));
      });
      covered.push(...violations.map((target) => `${longPage}: ${target}`));
    }
    expect(covered).toEqual([]);
  });
}

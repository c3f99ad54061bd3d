import { expect, test } from './fixtures';

/**
 * Printing (docs/public/print.css, linked with media="print"): with print media emulated, the site chrome
 * is gone, the article spans the page and code wraps instead of overflowing.
 */
const hidden = [
  '.rp-nav',
  '.announcement-bar',
  '.site-search',
  '.showcase-menu',
  '.rp-doc-layout__sidebar',
  '.rp-doc-layout__outline',
  '.rp-prev-next-page',
  '.site-actions',
  '.site-feedback',
];

for (const route of ['/guide/start/getting-started', '/zh/api/config/config-basic']) {
  test(`${route} prints without navbar, sidebar or outline, with wrapped code`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(route);
    // Shown on screen first, so the test proves that print media is what hides them.
    await expect(page.locator('.rp-doc-layout__sidebar')).toBeVisible();
    const lazyBlocks = () =>
      page
        .locator('.rspress-doc > *')
        .evaluateAll(
          (blocks) => blocks.filter((block) => getComputedStyle(block).contentVisibility !== 'visible').length,
        );
    expect(await lazyBlocks(), 'off-screen blocks are laid out lazily on screen').toBeGreaterThan(0);
    await page.emulateMedia({ media: 'print' });
    expect(await lazyBlocks(), 'every block of the article is laid out for print').toBe(0);

    for (const selector of hidden) {
      for (const element of await page.locator(selector).all()) await expect(element).toBeHidden();
    }
    await expect(page.locator('.rspress-doc h1').first()).toBeVisible();

    const layout = await page.evaluate(() => {
      const doc = document.querySelector('.rspress-doc') as HTMLElement;
      const pres = [...document.querySelectorAll<HTMLElement>('.rspress-doc pre')];
      return {
        docLeft: doc.getBoundingClientRect().left,
        docWidth: doc.getBoundingClientRect().width,
        viewport: window.innerWidth,
        pres: pres.length,
        whiteSpace: pres.map((pre) => getComputedStyle(pre).whiteSpace),
        overflowing: pres.filter((pre) => pre.scrollWidth > pre.clientWidth + 1).length,
      };
    });
    expect(layout.pres, 'the page has code blocks').toBeGreaterThan(0);
    expect(layout.whiteSpace.every((value) => value === 'pre-wrap')).toBe(true);
    expect(layout.overflowing, 'code blocks wider than the page').toBe(0);
    expect(layout.docLeft, 'the article starts at the left edge (no sidebar space)').toBeLessThan(80);
    expect(layout.docWidth, 'the article spans the page').toBeGreaterThan(layout.viewport * 0.8);
  });
}

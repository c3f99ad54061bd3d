import { expect, test } from './fixtures';

/**
 * theme/home-hero/HomeHero.tsx replaces the default hero to make the hero name the page's h1; the
 * rest must draw what the front matter sets, as the original does: /guide/default-theme/home-page
 * renders the hero of its own front matter (a badge with a link, an image, two buttons).
 */
test.describe('home hero', () => {
  test("the hero name is the home page's only h1", async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1.rp-home-hero__title')).toHaveText('Rspress');
  });

  for (const [route, text] of [
    ['/guide/default-theme/home-page', 'Live preview'],
    ['/zh/guide/default-theme/home-page', '实时预览'],
  ]) {
    test(`the live preview on ${route} shows the badge its front matter sets, as a link`, async ({ page }) => {
      await page.goto(route);
      const badge = page.locator('.rp-home-hero .rp-home-hero__badge');
      await expect(badge).toHaveText(text);
      await expect(badge).toHaveAttribute('href', `${route}#front-matter-reference`);
      await expect(page.locator('.rp-home-hero__image-img--light')).toHaveAttribute('alt', /.+/);
      await expect(page.locator('.rp-home-hero__action')).toHaveCount(2);
    });
  }
});

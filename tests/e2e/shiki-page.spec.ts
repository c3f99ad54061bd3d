import { expect, test } from './fixtures';

/** The notation section of /plugin/official-plugins/shiki: the comments as written, then rendered in the browser. */
test('notation comments stay in the built block and become line classes in the rendered demo', async ({ page }) => {
  await page.goto('/plugin/official-plugins/shiki');
  const section = page.locator('h2#notation-comments');
  // Built without notation transformers, the first block after the heading keeps its comments.
  const written = page.locator('h2#notation-comments ~ div.rp-codeblock').first();
  await expect(written).toContainText('// [!code highlight]');

  const rendered = page.locator('h3#rendered-notations ~ div pre.shiki').first();
  // Shiki, its grammar and the transformers load after the page has started, then highlight.
  await expect(rendered).toHaveClass(/has-highlighted/, { timeout: 20_000 });
  await expect(rendered).toHaveClass(/has-diff/);
  await expect(rendered.locator('.line.highlighted:not(.error):not(.warning)')).toContainText('siteOrigin');
  await expect(rendered.locator('.line.diff.remove')).toContainText("'/docs/'");
  await expect(rendered.locator('.line.diff.add')).toContainText("'/'");
  await expect(rendered.locator('.line.highlighted.warning')).toContainText('lang');
  await expect(rendered.locator('.line.highlighted.error')).toContainText('title');
  await expect(rendered).not.toContainText('[!code');
  await expect(section).toBeVisible();
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildRoot } from '../support/built-site';
import { expect, test } from './fixtures';

/** The chunks holding Shiki's highlighter (found by its codeToHast), as URL paths. */
const asyncDir = path.join(buildRoot, 'static/js/async');
const shikiChunks = readdirSync(asyncDir)
  .filter((name) => name.endsWith('.js') && readFileSync(path.join(asyncDir, name), 'utf8').includes('codeToHast'))
  .map((name) => `/static/js/async/${name}`);

/** The notation section of /plugin/official-plugins/shiki: the comments as written, then rendered in the browser. */
test('notation comments stay in the built block and become line classes in the rendered demo', async ({ page }) => {
  await page.goto('/plugin/official-plugins/shiki');
  const section = page.locator('h2#notation-comments');
  // Built without notation transformers, the first block after the heading keeps its comments.
  const written = page.locator('h2#notation-comments ~ div.rp-codeblock').first();
  await expect(written).toContainText('// [!code highlight]');

  const rendered = page.locator('h3#rendered-notations ~ div pre.shiki').first();
  // Until the demo comes near the viewport the page shows the example as plain text, and Shiki is not fetched.
  await expect(rendered).toContainText('[!code highlight]');
  const shikiLoaded = () =>
    page.evaluate(
      (chunks) =>
        performance.getEntriesByType('resource').some((entry) => chunks.some((chunk) => entry.name.endsWith(chunk))),
      shikiChunks,
    );
  expect(await shikiLoaded(), 'Shiki fetched before the demo is near the viewport').toBe(false);
  // Scrolled to, Shiki, its grammar and the transformers load, then highlight.
  await rendered.scrollIntoViewIfNeeded();
  await expect(rendered).toHaveClass(/has-highlighted/, { timeout: 20_000 });
  expect(shikiChunks.length).toBeGreaterThan(0);
  expect(await shikiLoaded()).toBe(true);
  await expect(rendered).toHaveClass(/has-diff/);
  await expect(rendered.locator('.line.highlighted:not(.error):not(.warning)')).toContainText('siteOrigin');
  await expect(rendered.locator('.line.diff.remove')).toContainText("'/docs/'");
  await expect(rendered.locator('.line.diff.add')).toContainText("'/'");
  await expect(rendered.locator('.line.highlighted.warning')).toContainText('lang');
  await expect(rendered.locator('.line.highlighted.error')).toContainText('title');
  await expect(rendered).not.toContainText('[!code');
  await expect(section).toBeVisible();
});

/** The "Transformers you can import" table: transformerAddLang passes the language on, and no label shows it. */
test('a code block carries its language as a class and data-lang, with no label on the page', async ({ page }) => {
  await page.goto('/plugin/official-plugins/shiki');
  const block = page.locator('h2#transformers-you-can-import ~ div.rp-codeblock.language-ts').first();
  await expect(block.locator('pre')).toHaveAttribute('data-lang', 'ts');
  // Outside its code, its title bar and its buttons, the block holds no text.
  const shown = await block.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('pre, button, .rp-codeblock__title')) texts.push(node.textContent ?? '');
    }
    return texts.join('').trim();
  });
  expect(shown).toBe('');
});

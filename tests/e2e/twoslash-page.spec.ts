import { expect, test } from './fixtures';

/** /plugin/official-plugins/twoslash renders its examples with @rspress/plugin-twoslash (config/plugins.ts). */
test.describe('Twoslash page', () => {
  test('a query is shown without hovering, a hover shows the type in a popup', async ({ page }) => {
    await page.goto('/plugin/official-plugins/twoslash');
    const firstBlock = page.locator('pre.twoslash').first();
    await expect(firstBlock).toBeVisible();

    // The `//     ^?` line: its popup is copied into the portal and always open.
    const query = page.locator('twoslash-popup-portal twoslash-popup-container[data-always="true"]').first();
    await expect(query).toBeVisible();
    await expect(query).toContainText('RouteOptions');

    const trigger = firstBlock.locator('twoslash-popup-trigger', { hasText: 'defineConfig' }).first();
    await trigger.hover();
    const shown = page.locator('twoslash-popup-portal twoslash-popup-container[data-state="show"]');
    await expect(shown).toHaveCount(1);
    await expect(shown).toBeVisible();
    await expect(shown).toContainText('function defineConfig');
  });

  test('the expected error and the completion list are written into the page', async ({ page }) => {
    await page.goto('/zh/plugin/official-plugins/twoslash');
    await expect(page.locator('.twoslash-error-line')).toContainText("Type 'string' is not assignable");
    await expect(page.locator('pre.twoslash .twoslash-completion-list')).toContainText('showLineNumbers');
  });
});

import { readFileSync } from 'node:fs';
import { builtFile } from '../support/built-site';
import { expect, test, waitForHydration } from './fixtures';

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

    // Hover popups are set up on first hover (theme/twoslash/LazyPopupContainer.ts): none is in the portal yet.
    const hoverPopups = page.locator('twoslash-popup-portal twoslash-popup-container:not([data-always="true"])');
    await expect(hoverPopups).toHaveCount(0);
    const triggers = await page.locator('pre.twoslash twoslash-popup-trigger').count();
    expect(triggers).toBeGreaterThan(10);

    const trigger = firstBlock.locator('twoslash-popup-trigger', { hasText: 'defineConfig' }).first();
    await trigger.hover();
    const shown = page.locator('twoslash-popup-portal twoslash-popup-container[data-state="show"]');
    await expect(shown).toHaveCount(1);
    await expect(hoverPopups).toHaveCount(1);
    await expect(shown).toBeVisible();
    await expect(shown).toContainText('function defineConfig');
    // Moving away hides it again, as the plugin's own popups do.
    await page.mouse.move(0, 0);
    await expect(shown).toHaveCount(0);
  });

  test('popups work on the page reached inside the site, and a page without checked blocks loads none', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // The chunks that define the popups' custom elements.
    const popupScripts = () =>
      scripts.filter((url) =>
        /extends HTMLElement\{static NAME="twoslash-popup-/.test(readFileSync(builtFile(url), 'utf8')),
      );
    await page.goto('/plugin/official-plugins/shiki');
    expect(popupScripts()).toEqual([]);

    // plugins/twoslash-on-demand.ts registers the popups once a checked block appears.
    await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'Twoslash', exact: true }).click();
    await page.waitForURL('**/plugin/official-plugins/twoslash');
    const trigger = page.locator('pre.twoslash twoslash-popup-trigger', { hasText: 'defineConfig' }).first();
    const popup = page.locator('twoslash-popup-portal twoslash-popup-container[data-state="show"]');
    // The popups' scripts arrive after the block: a hover before they are there does nothing, and a reader
    // hovers again. On a loaded machine the first hover can come first (a clean CI run saw it once).
    await expect(async () => {
      await page.mouse.move(0, 0);
      await trigger.hover();
      await expect(popup).toContainText('function defineConfig', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    expect(popupScripts()).toHaveLength(4);
  });

  test('a tap opens a popup on a touch screen; the keyboard cannot reach a trigger', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 900 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto('/plugin/official-plugins/twoslash');
    await waitForHydration(page);
    const trigger = page.locator('pre.twoslash twoslash-popup-trigger', { hasText: 'defineConfig' }).first();
    await trigger.scrollIntoViewIfNeeded();
    expect(await trigger.evaluate((element) => (element as HTMLElement).tabIndex)).toBe(-1);
    await trigger.focus();
    expect(await trigger.evaluate((element) => document.activeElement === element)).toBe(false);
    const shown = page.locator('twoslash-popup-portal twoslash-popup-container[data-state="show"]');
    // The popups' scripts may arrive after the block, as in the test above: wait for their elements, and tap
    // elsewhere before tapping again (a second tap on the same spot is no new mouseenter).
    await page.waitForFunction(() => customElements.get('twoslash-popup-trigger') !== undefined);
    await expect(async () => {
      await page.locator('h1').first().tap();
      await trigger.tap();
      await expect(shown).toContainText('function defineConfig', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await context.close();
  });

  test('the copy button leaves the popups out but copies an error line', async ({ browser }) => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await page.goto('/plugin/official-plugins/twoslash');
    await waitForHydration(page);
    const block = page.locator('h3#expected-errors ~ div.rp-codeblock').first();
    await block.hover();
    // Popups hold code blocks of their own; the block's own button comes last.
    await block.locator('.rp-code-copy-button').last().click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("route: { cleanUrls: 'yes' },");
    expect(copied).toContain("Type 'string' is not assignable to type 'boolean | undefined'.");
    expect(copied).not.toContain('@errors');
    expect(copied).not.toContain('RouteOptions');
    await context.close();
  });

  test('the expected error and the completion list are written into the page', async ({ page }) => {
    await page.goto('/zh/plugin/official-plugins/twoslash');
    await expect(page.locator('.twoslash-error-line')).toContainText("Type 'string' is not assignable");
    await expect(page.locator('pre.twoslash .twoslash-completion-list')).toContainText('showLineNumbers');
  });
});

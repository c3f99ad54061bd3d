import { expect, test } from './fixtures';

// Mark the visit as a returning one so the first-visit locale redirect leaves /zh/ pages alone.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('rspress-visited', '1'));
});

test('the API sidebar lists the overview, commands, JavaScript API, client API and config pages', async ({ page }) => {
  await page.goto('/api/');
  const sidebar = page.locator('.rp-doc-layout__sidebar');
  for (const text of [
    'Overview',
    'Commands',
    'JavaScript API',
    'Components',
    'Runtime API',
    'Basic config',
    'Front matter',
  ]) {
    await expect(sidebar.getByText(text, { exact: true })).toBeVisible();
  }
});

test('config options have the same anchors in English and Chinese', async ({ page }) => {
  for (const prefix of ['', '/zh']) {
    await page.goto(`${prefix}/api/config/config-theme`);
    await expect(page.locator('h2#themeconfig-nav')).toBeVisible();
    await page.goto(`${prefix}/api/config/config-build`);
    await expect(page.locator('h3#markdown-link-checkanchors')).toBeVisible();
  }
});

test('the components page renders its demos live', async ({ page }) => {
  await page.goto('/api/client-api/api-components');
  await expect(page.locator('.rp-doc .rp-badge--danger').first()).toHaveText('danger');
  const tabs = page.locator('.rp-doc .rp-tabs').first();
  await tabs.getByText('pnpm', { exact: true }).click();
  await expect(tabs.locator('.rp-tabs__content__item--active')).toContainText('pnpm add -D @rspress/core');
  expect(await page.evaluate(() => window.localStorage.getItem('rspress.tabs.api-demo-pm'))).toBe('1');
});

test('PackageManagerTabs share one group that remembers a position: pnpm is "2" on every page', async ({ page }) => {
  await page.goto('/api/client-api/api-components');
  // The demos on both pages wake up as they come into view.
  await page.locator('h3#packagemanagertabs').scrollIntoViewIfNeeded();
  const tabs = page.locator('h3#packagemanagertabs ~ div .rp-tabs').first();
  await tabs.locator('.rp-tabs__label').getByText('pnpm', { exact: true }).click();
  await expect(tabs.locator('.rp-tabs__content__item--active')).toContainText('pnpm add -D @rspress/core');
  // The position of the tab, not its name: an object with fewer managers would show another one.
  expect(await page.evaluate(() => window.localStorage.getItem('rspress.tabs.package.manager'))).toBe('2');
  await page.goto('/guide/default-theme/components');
  await page.locator('h2#packagemanagertabs').scrollIntoViewIfNeeded();
  const other = page.locator('h2#packagemanagertabs ~ div .rp-tabs').first();
  await expect(other.locator('.rp-tabs__content__item--active')).toContainText('pnpm');
});

test('a click on a demo before its code has loaded is made again once the demo is live', async ({ page }) => {
  await page.goto('/api/client-api/api-components');
  // Hold every script asked for from now on: the demo's code cannot arrive before the click.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  const tabs = page.locator('h3#packagemanagertabs ~ div .rp-tabs').first();
  const active = tabs.locator('.rp-tabs__content__item--active');
  await tabs.scrollIntoViewIfNeeded();
  await tabs.locator('.rp-tabs__label').getByText('pnpm', { exact: true }).click();
  // Still the build's HTML: the first tab shows.
  await expect(active).toContainText('npm add -D @rspress/core');
  await expect(active).not.toContainText('pnpm');
  release();
  await expect(active).toContainText('pnpm add -D @rspress/core');
});

test('the runtime page shows live hook values for the page being read', async ({ page }) => {
  await page.goto('/zh/api/client-api/api-runtime');
  const table = page.getByTestId('runtime-values');
  await expect(table).toContainText('"zh"');
  await expect(table).toContainText('"/zh/api/client-api/api-runtime"');
  await expect(table).toContainText('本页上的值');
});

test('a big Button has no side padding and a medium one 20 px, as the components guide says', async ({ page }) => {
  await page.goto('/guide/default-theme/components');
  const buttons = page.locator('h2#button ~ div .rp-button');
  const padding = (i: number) => buttons.nth(i).evaluate((element) => getComputedStyle(element).paddingLeft);
  expect(await padding(0)).toBe('0px');
  expect(await padding(1)).toBe('20px');
});

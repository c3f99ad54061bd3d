import { createRequire } from 'node:module';
import { announcementSettings } from '../../config/announcement';
import { expect, type Page, test } from './fixtures';

const { version: rspressVersion } = createRequire(import.meta.url)('@rspress/core/package.json') as { version: string };

test.use({ viewport: { width: 1440, height: 900 } });

const SECTIONS = {
  en: ['Guide', 'Plugin', 'API'],
  zh: ['指南', '插件', 'API'],
};

for (const lang of ['en', 'zh'] as const) {
  const prefix = lang === 'zh' ? '/zh' : '';

  test(`${lang}: the navbar has Guide, Plugin, API and a Version menu`, async ({ page }) => {
    await page.goto(`${prefix}/guide/start/introduction`);
    const menu = page.locator('.rp-nav-menu--right');
    for (const text of SECTIONS[lang]) {
      await expect(menu.getByRole('link', { name: text, exact: true })).toBeVisible();
    }

    const versionMenu = menu.locator('.rp-nav-menu__item').filter({ hasText: `v${rspressVersion}` });
    const changelog = versionMenu.getByRole('link', { name: lang === 'en' ? 'Changelog' : '更新日志' });
    const v1Docs = versionMenu.getByRole('link', { name: lang === 'en' ? 'Rspress 1.x docs' : 'Rspress 1.x 文档' });
    await expect(changelog).toBeHidden();
    await versionMenu.hover();
    await expect(changelog).toBeVisible();
    await expect(changelog).toHaveAttribute('href', 'https://github.com/web-infra-dev/rspress/releases');
    await expect(v1Docs).toBeVisible();
    await expect(v1Docs).toHaveAttribute('href', 'https://v1.rspress.rs/');
    await expect(changelog).toHaveAttribute('target', '_blank');
  });
}

test('the Version and language menus open from the keyboard and close with Escape', async ({ page }) => {
  await page.goto('/guide/start/introduction');
  for (const [trigger, firstItem] of [
    [page.locator('.rp-nav-menu--right').getByRole('button', { name: `v${rspressVersion}` }), 'Changelog'],
    [page.locator('.rp-nav__others').getByRole('button', { name: 'English' }), '简体中文'],
  ] as const) {
    const item = page.getByRole('link', { name: firstItem });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(item).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(item).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await expect(item).toBeHidden();
  }
});

test('the language switcher moves between /x and /zh/x on the same page', async ({ page }) => {
  const route = '/guide/start/getting-started';
  await page.goto(route);
  const switcher = page.locator('.rp-nav__others .rp-nav-menu__item');

  await switcher.filter({ hasText: 'English' }).hover();
  await page.getByRole('link', { name: '简体中文' }).click();
  await expect(page).toHaveURL(`/zh${route}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');

  await switcher.filter({ hasText: '简体中文' }).hover();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(route);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('hideNavbar: auto', () => {
  // A short window makes any doc page long enough to scroll.
  test.use({ viewport: { width: 1440, height: 320 } });

  // The announcement bar sits above the navbar; closed, the navbar starts at the very top.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), announcementSettings.localStorageKey);
  });

  const navbarTop = async (page: Page) => (await page.locator('.rp-nav').boundingBox())?.y;

  test('the navbar slides away while reading down a doc page and returns on scroll up', async ({ page }) => {
    await page.goto('/guide/start/getting-started');
    await expect.poll(() => navbarTop(page)).toBe(0);
    await page.mouse.wheel(0, 400);
    await expect(page.locator('html')).toHaveAttribute('data-navbar-hidden');
    await expect.poll(() => navbarTop(page)).toBeLessThan(-40);
    await page.mouse.wheel(0, -100);
    await expect.poll(() => navbarTop(page)).toBe(0);
  });

  test('the navbar stays on the home page', async ({ page }) => {
    await page.goto('/');
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect(page.locator('html')).not.toHaveAttribute('data-navbar-hidden');
    expect(await navbarTop(page)).toBe(0);
  });
});

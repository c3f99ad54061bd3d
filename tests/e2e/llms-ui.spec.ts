import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { siteOrigin } from '../../config/site';
import { languages, twinRoute } from '../../i18n/languages';
import { buildRoot } from '../support/built-site';
import { expect, type Page, test } from './fixtures';

/**
 * "Copy Markdown" and "Open in AI chat" under each doc page's title (themeConfig.llmsUI, theme/llms):
 * rendered in the HTML, the copy puts the page's own .md file on the clipboard, and every link of
 * the menu carries that file's public URL. Keyboard, both colour schemes, both languages, 375 px.
 */
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core as injected into the page (its global; a11y.spec.ts declares it for whole documents). */
type Axe = { run(context: Element, options: RunOptions): Promise<AxeResults> };

// A page, and an index route, whose file is `index.md`.
const pages = [
  { route: '/guide/start/introduction', file: 'guide/start/introduction.md' },
  { route: '/api/', file: 'api/index.md' },
];

const cases = languages.flatMap(({ lang, texts }) =>
  pages.map(({ route, file }) => {
    const localized = twinRoute(route, lang);
    const builtFile = lang === 'en' ? file : `${lang}/${file}`;
    return { lang, route: localized, builtFile, openLabel: texts.ui['site.openInChat'] };
  }),
);

const copiedText = { en: 'Copied', zh: '已复制' } as const;
const copyLabel = { en: 'Copy Markdown', zh: '复制 Markdown' } as const;

test.beforeEach(async ({ page, context }) => {
  await page.addInitScript(() => window.localStorage.setItem('rspress-visited', '1'));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

const row = (page: Page) => page.locator('.rp-doc h1 + .site-actions');

for (const { lang, route, builtFile, openLabel } of cases) {
  const markdown = readFileSync(`${buildRoot}/${builtFile}`, 'utf8');
  const mdUrl = `${siteOrigin}/${builtFile}`;

  test(`${route}: the two buttons are in the page's HTML, under its title`, async ({ request }) => {
    const html = await (await request.get(route)).text();
    const rowHtml = html.match(/<h1[\s\S]*?<\/h1>(<div class="rp-not-doc site-actions">[\s\S]*?)<\/div><\/div>/)?.[1];
    expect(rowHtml, 'a .site-actions row right after the <h1>').toBeTruthy();
    expect(rowHtml).toContain(`<span>${copyLabel[lang]}</span>`);
    expect(rowHtml).toContain(`<span>${openLabel}</span>`);
    expect(rowHtml).toContain('aria-expanded="false"');
  });

  test(`${route}: Copy Markdown puts the page's .md file on the clipboard`, async ({ page, request }) => {
    await page.goto(route);
    await row(page).getByRole('button', { name: copyLabel[lang] }).click();
    await expect(row(page).getByRole('status').first()).toHaveText(copiedText[lang]);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(markdown);
    // The file the site serves, the text llms-full.txt holds for it, with absolute links.
    expect(await (await request.get(`/${builtFile}`)).text()).toBe(markdown);
    const full = readFileSync(`${buildRoot}/${lang === 'en' ? '' : `${lang}/`}llms-full.txt`, 'utf8');
    expect(full).toContain(`url: ${mdUrl}\n---\n\n${markdown.trim()}`);
    const title = await page
      .locator('.rp-doc h1')
      .evaluate((h1) =>
        [...h1.childNodes].map((node) => (node.nodeType === Node.TEXT_NODE ? node.textContent : '')).join(''),
      );
    expect(copied.split('\n')[0]).toMatch(new RegExp(`^# ${title.trim()}( |$)`));
    expect(copied).toMatch(new RegExp(`\\]\\(${siteOrigin.replace(/[.]/g, '\\.')}/`));
    expect(copied).not.toMatch(/\]\(\/(?!\/)/);
  });

  test(`${route}: the open-in menu, by keyboard, carries the page's .md URL`, async ({ page }) => {
    await page.goto(route);
    const copyButton = row(page).getByRole('button', { name: copyLabel[lang] });
    const trigger = row(page).getByRole('button', { name: openLabel });
    await copyButton.focus();
    await page.keyboard.press('Tab');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const links = row(page).getByRole('link');
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) {
      const href = (await link.getAttribute('href')) ?? '';
      expect(new URL(href).searchParams.get('q')).toContain(mdUrl);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(links.nth(0)).toHaveAttribute('href', /^https:\/\/chatgpt\.com\/\?/);
    await expect(links.nth(1)).toHaveAttribute('href', /^https:\/\/claude\.ai\/new\?/);
    // Tab walks into the menu: the link copy first, then the two links.
    await page.keyboard.press('Tab');
    await expect(
      row(page)
        .getByRole('button', { name: /Markdown/ })
        .last(),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await expect(links).toHaveCount(0);

    // The first entry copies the file's URL.
    await page.keyboard.press('Enter');
    await row(page).locator('ul button').press('Enter');
    await expect(links).toHaveCount(0);
    await expect(trigger).toBeFocused();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(mdUrl);
  });
}

test('the open menu: readable in both colour schemes, inside a 375 px screen, closed by a click elsewhere', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const { route, openLabel } of cases.filter((item) => item.route.endsWith('introduction'))) {
    await page.goto(route);
    await page.addScriptTag({ path: axeSource });
    await page.addStyleTag({ content: '*,*::before,*::after{transition:none!important;animation:none!important}' });
    await row(page).getByRole('button', { name: openLabel }).click();
    const menu = row(page).locator('ul');
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Painted on top, not clipped by the row (the article's lazy layout leaves the row out).
    const lastEntry = menu.locator('li').last();
    const entryBox = await lastEntry.boundingBox();
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('li')?.textContent ?? null, {
      x: (entryBox?.x ?? 0) + 20,
      y: (entryBox?.y ?? 0) + (entryBox?.height ?? 0) / 2,
    });
    expect(hit).toBe(await lastEntry.textContent());
    for (const dark of [false, true]) {
      await page.evaluate((isDark) => {
        document.documentElement.classList.toggle('dark', isDark);
        document.documentElement.classList.toggle('rp-dark', isDark);
      }, dark);
      const results = await menu.evaluate((element) =>
        (window as unknown as { axe: Axe }).axe.run(element.closest('.site-actions') ?? element, {}),
      );
      expect(
        results.violations.map((violation) => `${dark ? 'dark' : 'light'} ${violation.id}`),
        route,
      ).toEqual([]);
    }
    await page.mouse.click(5, 700);
    await expect(menu).toHaveCount(0);
  }
});

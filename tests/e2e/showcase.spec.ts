import { groupTitle, localizeLink, toolCardsFor, toolShowcase } from '../../config/showcase';
import { languages as siteLanguages, twinRoute } from '../../i18n/languages';
import { TRANSPARENT_PIXEL } from '../../theme/showcase/pixel';
import { expect, waitForHydration as hydrated, type Page, test } from './fixtures';

const languages = siteLanguages.map(({ lang, texts }) => ({
  lang,
  home: twinRoute('/', lang),
  doc: twinRoute('/guide/start/introduction', lang),
  label: texts.ui['site.showcaseTrigger'],
  title: groupTitle(toolShowcase, lang),
  heading: texts.ui['site.showcaseHeading'],
  tagline: texts.ui['site.showcaseTagline'],
}));
const menuLinks = toolShowcase.links.length;

// Rspress redirects a first visit to the browser's language; mark the visit as known.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('rspress-visited', '1'));
});

const panel = (page: Page) => page.locator('.showcase-menu__panel');

for (const { lang, home, doc, label, title, heading, tagline } of languages) {
  const trigger = (page: Page) => page.getByRole('button', { name: label, exact: true });

  test.describe(`${lang}: popover menu`, () => {
    test('the grid icon sits before the nav title', async ({ page }) => {
      await page.goto(doc);
      await hydrated(page);
      await expect(trigger(page)).toBeVisible();
      await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false');
      const order = await page.evaluate(() => {
        const icon = document.querySelector('.showcase-menu__trigger');
        const navTitle = document.querySelector('.rp-nav__title');
        return icon && navTitle ? icon.compareDocumentPosition(navTitle) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
      });
      expect(order).toBeTruthy();
      const iconBox = await trigger(page).boundingBox();
      const titleBox = await page.locator('.rp-nav__title').boundingBox();
      expect((iconBox?.x ?? 0) + (iconBox?.width ?? 0)).toBeLessThanOrEqual(titleBox?.x ?? 0);
    });

    test('hover opens after 0.1 s and leaving closes after 0.1 s', async ({ page }) => {
      await page.goto(doc);
      await hydrated(page);
      // Open and close once so the menu's chunk is loaded and only the delay is measured.
      await trigger(page).focus();
      await page.keyboard.press('Enter');
      await expect(panel(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel(page)).toHaveCount(0);
      await trigger(page).blur();
      // A paused fake clock: the hover timers fire only when the test moves time on.
      await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
      await page.clock.pauseAt(new Date('2026-01-01T00:00:01Z'));
      await trigger(page).hover();
      await page.clock.runFor(80);
      await expect(panel(page)).toHaveCount(0);
      await page.clock.runFor(30);
      await expect(panel(page)).toBeVisible();
      await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true');

      // The pointer may cross from the icon into the panel without closing it.
      await panel(page).hover();
      await page.clock.runFor(300);
      await expect(panel(page)).toBeVisible();

      await page.mouse.move(900, 600);
      await page.clock.runFor(80);
      await expect(panel(page)).toBeVisible();
      await page.clock.runFor(30);
      await expect(panel(page)).toHaveCount(0);
    });

    test('placement is bottom-left of the icon, without an arrow', async ({ page }) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(doc);
        await hydrated(page);
        await trigger(page).click();
        await expect(panel(page)).toBeVisible();
        const icon = await trigger(page).boundingBox();
        const box = await panel(page).boundingBox();
        if (!icon || !box) throw new Error('no boxes');
        expect(Math.abs(box.x - icon.x)).toBeLessThanOrEqual(1);
        expect(box.y).toBeGreaterThanOrEqual(icon.y + icon.height);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        const arrow = await panel(page).evaluate((element) => {
          const after = getComputedStyle(element, '::after');
          const before = getComputedStyle(element, '::before');
          return {
            arrowElements: element.querySelectorAll('[class*="arrow"]').length,
            after: after.content,
            beforeBackground: before.backgroundColor,
            beforeBorder: before.borderTopWidth,
          };
        });
        expect(arrow).toEqual({
          arrowElements: 0,
          after: 'none',
          beforeBackground: 'rgba(0, 0, 0, 0)',
          beforeBorder: '0px',
        });
      }
    });

    test('shows every tool link in the page language that open in a new tab', async ({ page }) => {
      await page.goto(doc);
      await hydrated(page);
      await trigger(page).click();
      await expect(panel(page)).toBeVisible();
      await expect(panel(page)).toContainText(title);
      const links = panel(page).getByRole('link');
      await expect(links).toHaveCount(menuLinks);
      for (const [index, link] of toolShowcase.links.entries()) {
        const { desc, url } = localizeLink(link, lang);
        const item = links.nth(index);
        await expect(item).toHaveAttribute('href', url);
        await expect(item).toHaveAttribute('target', '_blank');
        await expect(item).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(item).toContainText(link.name);
        await expect(item).toContainText(desc);
        const logo = item.locator('img');
        await expect(logo).toHaveAttribute('src', link.logo ?? TRANSPARENT_PIXEL);
        await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(1);
      }
      // The Chinese copy under /zh, the English one elsewhere.
      const rspressIndex = toolShowcase.links.findIndex((link) => link.name === 'Rspress');
      const rspress = links.nth(rspressIndex);
      const chinese = lang === 'zh';
      await expect(rspress).toHaveAttribute('href', chinese ? 'https://rspress.rs/zh/' : 'https://rspress.rs/');
      await expect(rspress).toContainText(toolShowcase.links[rspressIndex][chinese ? 'desc' : 'descEn']);
    });

    test('a link opens its site in a new tab and closes the menu', async ({ page, context }) => {
      await context.route(/^https:\/\//, (route) => route.fulfill({ body: '<title>tool site</title>' }));
      await page.goto(doc);
      await hydrated(page);
      await trigger(page).click();
      const [popup] = await Promise.all([page.waitForEvent('popup'), panel(page).getByRole('link').first().click()]);
      expect(popup.url()).toBe(localizeLink(toolShowcase.links[0], lang).url);
      await expect(panel(page)).toHaveCount(0);
      expect(page.url()).toContain(doc);
    });

    test('is fully usable by keyboard; Escape closes and returns focus to the icon', async ({ page }) => {
      await page.goto(doc);
      await hydrated(page);
      await trigger(page).focus();
      await page.keyboard.press('Enter');
      await expect(panel(page)).toBeVisible();
      await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true');
      const links = panel(page).getByRole('link');
      await page.keyboard.press('Tab');
      await expect(links.nth(0)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(links.nth(1)).toBeFocused();
      await page.keyboard.press('End');
      await expect(links.nth(menuLinks - 1)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(links.nth(0)).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(links.nth(menuLinks - 1)).toBeFocused();
      await page.keyboard.press('Home');
      await expect(links.nth(0)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(panel(page)).toHaveCount(0);
      await expect(trigger(page)).toBeFocused();
      await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false');

      // ArrowDown on the icon opens the menu with the first link focused; Space toggles it.
      await page.keyboard.press('ArrowDown');
      await expect(links.nth(0)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(trigger(page)).toBeFocused();
      await page.keyboard.press('Space');
      await expect(panel(page)).toBeVisible();
      await page.keyboard.press('Space');
      await expect(panel(page)).toHaveCount(0);

      // Tabbing past the last link closes the menu.
      await page.keyboard.press('Enter');
      for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
      await expect(panel(page)).toHaveCount(0);
    });

    test('Escape after a hover-open also closes and focuses the icon', async ({ page }) => {
      await page.goto(doc);
      await hydrated(page);
      await trigger(page).hover();
      await expect(panel(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel(page)).toHaveCount(0);
      await expect(trigger(page)).toBeFocused();
    });

    test('a press outside closes the menu', async ({ page }) => {
      await page.goto(doc);
      await hydrated(page);
      await trigger(page).click();
      await expect(panel(page)).toBeVisible();
      await page.mouse.move(900, 700);
      await page.mouse.down();
      await page.mouse.up();
      await expect(panel(page)).toHaveCount(0);
    });

    test.describe('on a touch screen the trigger is click', () => {
      test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });

      test('hovering does nothing; a tap opens at once and a second tap closes', async ({ page }) => {
        await page.goto(doc);
        await hydrated(page);
        await expect(trigger(page)).toHaveAttribute('data-trigger', 'click');
        const box = await trigger(page).boundingBox();
        if (!box) throw new Error('no icon');
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.waitForTimeout(400);
        await expect(panel(page)).toHaveCount(0);
        await trigger(page).tap();
        await expect(panel(page)).toBeVisible();
        await expect(panel(page).getByRole('link')).toHaveCount(menuLinks);
        await trigger(page).tap();
        await expect(panel(page)).toHaveCount(0);
        await trigger(page).tap();
        await expect(panel(page)).toBeVisible();
        await page.touchscreen.tap(300, 700);
        await expect(panel(page)).toHaveCount(0);
      });
    });

    test('with a mouse the trigger is hover', async ({ page }) => {
      await page.goto(doc);
      await hydrated(page);
      await expect(trigger(page)).toHaveAttribute('data-trigger', 'hover');
    });

    test('a logo that fails to load becomes a transparent one-pixel image', async ({ page }) => {
      await page.route('**/showcase/rspack.svg', (route) => route.fulfill({ status: 404, body: '' }));
      await page.goto(doc);
      await hydrated(page);
      await trigger(page).click();
      const logo = panel(page).getByRole('link').first().locator('img');
      await expect(logo).toHaveAttribute('src', TRANSPARENT_PIXEL);
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    });
  });

  test.describe(`${lang}: landing block`, () => {
    const cards = toolCardsFor(lang);

    test('is part of the home page HTML, after the feature cards', async ({ page, request }) => {
      const html = await (await request.get(home)).text();
      expect(html).toContain(heading);
      for (const card of cards) expect(html).toContain(card.url);

      await page.goto(home);
      await hydrated(page);
      const block = page.locator('.tool-showcase');
      await expect(block.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(block).toContainText(tagline);
      const after = await page.evaluate(() => {
        const features = document.querySelector('.rp-home-feature');
        const showcase = document.querySelector('.tool-showcase');
        return features && showcase ? features.compareDocumentPosition(showcase) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
      });
      expect(after).toBeTruthy();
    });

    test('has a card for every tool, with logo, name, description and address, opening in new tabs', async ({
      page,
    }) => {
      await page.goto(home);
      await hydrated(page);
      const links = page.locator('.tool-showcase').getByRole('link');
      await expect(links).toHaveCount(cards.length);
      for (const [index, card] of cards.entries()) {
        const link = links.nth(index);
        await expect(link).toHaveAttribute('href', card.url);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link).toContainText(card.name);
        await expect(link).toContainText(card.desc);
        await expect(link).toContainText(card.urlText);
        await expect(link.locator('img')).toHaveAttribute('src', card.logo ?? TRANSPARENT_PIXEL);
      }
    });

    test('is not on documentation pages', async ({ page }) => {
      await page.goto(doc);
      await hydrated(page);
      await expect(page.locator('.tool-showcase')).toHaveCount(0);
    });

    for (const [width, columns] of [
      [375, 1],
      [768, 2],
      [1280, 3],
      [1920, 3],
    ] as const) {
      test(`lays the cards out in ${columns} column(s) at ${width} px without overflow`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(home);
        await hydrated(page);
        const boxes = await page
          .locator('.tool-showcase__card')
          .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON()));
        const firstRow = boxes.filter((box) => Math.abs(box.top - boxes[0].top) < 1);
        expect(firstRow).toHaveLength(columns);
        for (const box of boxes) {
          expect(box.left).toBeGreaterThanOrEqual(0);
          expect(box.right).toBeLessThanOrEqual(width);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  });
}

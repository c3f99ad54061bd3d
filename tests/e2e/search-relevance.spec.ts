import { expect, type Page, test } from './fixtures';
import { gotoReady, hits, input, openWithKeyboard, search, searchCases } from './search-helpers';

/**
 * What readers type, in the dialog: questions, their own words, typos. Each
 * case names the page a reader of that page would expect (read off the
 * pages, like the relevance set in search/relevance/).
 */
interface ReaderCase {
  lang: 'en' | 'zh';
  locale: string;
  start: string;
  question: { query: string; page: RegExp };
  /** A question that asks why: the page's "Common mistakes" section answers it. */
  why: { query: string; hit: string };
  synonym: { query: string; page: RegExp };
  /** A query naming a section of a page, whose own hit matches the section's word only in its keywords. */
  section: { query: string; hit: string };
  /** A query that ends a long page title (the title must be shown whole). */
  titleEnd: { query: string; title: string };
  typo?: { query: string; page: RegExp; marked: string };
}

const readerCases: ReaderCase[] = [
  {
    lang: 'en',
    locale: 'en-US',
    start: '/guide/start/introduction',
    question: { query: 'how do I deploy my site to a static host?', page: /^\/guide\/basic\/deploy/ },
    why: { query: 'why is my new page missing from the sidebar', hit: '/guide/basic/auto-nav-sidebar#common-mistakes' },
    synonym: { query: 'top bar', page: /^\/guide\/default-theme\/navbar/ },
    section: { query: 'deploy netlify', hit: '/guide/basic/deploy#netlify' },
    titleEnd: { query: 'sidebar', title: 'Auto nav and sidebar' },
  },
  {
    lang: 'zh',
    locale: 'zh-CN',
    start: '/zh/guide/start/introduction',
    question: { query: '怎么部署到静态托管服务？', page: /^\/zh\/guide\/basic\/deploy/ },
    why: { query: '为什么新页面没出现在侧边栏', hit: '/zh/guide/basic/auto-nav-sidebar#common-mistakes' },
    synonym: { query: '导航条', page: /^\/zh\/guide\/(default-theme\/navbar|basic\/auto-nav-sidebar)/ },
    section: { query: '部署 netlify', hit: '/zh/guide/basic/deploy#netlify' },
    titleEnd: { query: '侧边栏', title: '自动生成导航栏与侧边栏' },
    // 行 for 航: a pinyin input method's wrong candidate.
    typo: { query: '导行栏', page: /^\/zh\/guide\/(default-theme\/navbar|basic\/auto-nav-sidebar)/, marked: '导航栏' },
  },
];

const firstHref = async (page: Page) => (await hits(page).first().locator('a').getAttribute('href')) ?? '';

for (const c of readerCases) {
  test.describe(`search relevance (${c.lang})`, () => {
    test.use({ locale: c.locale });
    test.beforeEach(async ({ page }) => {
      await gotoReady(page, c.start);
      await openWithKeyboard(page);
    });

    test('a question finds its page: filler words are not required', async ({ page }) => {
      await search(page, c.question.query);
      await expect(hits(page).first()).toBeVisible();
      expect(await firstHref(page)).toMatch(c.question.page);
    });

    test('a why question finds the section about common mistakes', async ({ page }) => {
      await search(page, c.why.query);
      await expect(hits(page).first()).toBeVisible();
      expect(await firstHref(page)).toBe(c.why.hit);
    });

    test('a reader’s word finds the page that uses another', async ({ page }) => {
      await search(page, c.synonym.query);
      await expect(hits(page).first()).toBeVisible();
      expect(await firstHref(page)).toMatch(c.synonym.page);
    });

    test('a query that names a section opens the section, not the top of its page', async ({ page }) => {
      await search(page, c.section.query);
      await expect(hits(page).first()).toBeVisible();
      expect(await firstHref(page)).toBe(c.section.hit);
    });

    if (c.typo) {
      const typo = c.typo;
      test('a one-character Chinese typo finds its page', async ({ page }) => {
        await search(page, typo.query);
        await expect(hits(page).first()).toBeVisible();
        expect(await firstHref(page)).toMatch(typo.page);
        await expect(hits(page).first().locator('mark').first()).toHaveText(typo.marked);
      });
    }

    test('a title that fits is shown whole, also on a phone', async ({ page }) => {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 });
        await search(page, '');
        await search(page, c.titleEnd.query);
        const titles = page.locator('.DocSearch-Hit-title');
        await expect(titles.first()).toBeVisible();
        const texts = await titles.allTextContents();
        // Shown whole: no hit shows a cut piece of the title.
        const cut = texts.filter((text) => text.includes('…') && c.titleEnd.title.includes(text.replace(/…/g, '')));
        expect(cut).toEqual([]);
        expect(texts, `hits shown: ${texts.join(' | ')}`).toContain(c.titleEnd.title);
      }
    });

    test('a line too long for a phone ends in an ellipsis, inside its hit', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      // Code snippets of the config pages (socialLinks' icon and platform) are long lines without spaces.
      await search(page, 'github');
      await expect(hits(page).first()).toBeVisible();
      const lines = await page.locator('.DocSearch-Hit-title, .DocSearch-Hit-path').evaluateAll((elements) =>
        elements.map((element) => {
          const style = getComputedStyle(element);
          const hit = element.closest('.DocSearch-Hit-Container')?.getBoundingClientRect();
          return {
            text: element.textContent,
            overflows: element.scrollWidth > element.clientWidth,
            ellipsis: style.textOverflow === 'ellipsis' && style.overflowX === 'hidden',
            inside: hit !== undefined && element.getBoundingClientRect().right <= hit.right,
          };
        }),
      );
      const long = lines.filter((line) => line.overflows);
      expect(long.length, 'some line is longer than a phone is wide').toBeGreaterThan(0);
      expect(long.filter((line) => !line.ellipsis || !line.inside)).toEqual([]);
    });

    test('a query that finds nothing suggests index words that do', async ({ page }) => {
      await search(page, 'sidebarrrr');
      const screen = page.locator('.DocSearch-NoResults');
      await expect(screen).toBeVisible();
      const suggestions = screen.locator('.DocSearch-NoResults-Prefill-List li');
      await expect(suggestions.first()).toHaveText('sidebar');
      expect(await suggestions.count()).toBeLessThanOrEqual(3);
      await suggestions.first().locator('button').click();
      await expect(input(page)).toHaveValue(/^sidebar\s?$/);
      await expect(hits(page).first()).toBeVisible();
    });
  });
}

/** Recent searches as the dialog shows them on its start screen. */
async function recentHrefs(page: Page): Promise<string[]> {
  await openWithKeyboard(page);
  const links = page.locator('.DocSearch-Hits a');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
  await page.keyboard.press('Escape');
  return hrefs;
}

for (const c of searchCases) {
  test.describe(`recent searches (${c.lang})`, () => {
    test.use({ locale: c.locale });

    // "navbar" (导航栏) gives every kind of hit: page titles, headings, and text hits whose
    // page record is not among the hits (DocSearch saved nothing for those before).
    const query = c.lang === 'zh' ? '导航栏' : 'navbar';

    for (const how of ['click', 'Enter'] as const) {
      test(`every chosen hit shows in Recent (${how})`, async ({ page }) => {
        await gotoReady(page, c.path);
        for (let position = 0; position < 5; position++) {
          await openWithKeyboard(page);
          await search(page, query);
          const hit = hits(page).nth(position);
          await expect(hit).toBeVisible();
          const href = (await hit.locator('a').getAttribute('href')) ?? '';
          if (how === 'click') {
            await hit.locator('a').click();
          } else {
            for (let i = 0; i < position; i++) await page.keyboard.press('ArrowDown');
            await expect(hit).toHaveAttribute('aria-selected', 'true');
            await page.keyboard.press('Enter');
          }
          await page.waitForURL((url) => url.pathname + url.hash === href);
          expect(await recentHrefs(page), `hit ${position + 1}: ${href}`).toContain(href);
        }
      });
    }
  });
}

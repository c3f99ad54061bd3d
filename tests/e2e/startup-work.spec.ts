import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COMPILE_HINT } from '../../plugins/compile-hints';
import { buildRoot, builtFile, builtHtml, scriptsAfterFirstPaint } from '../support/built-site';
import { expect, type Page, test } from './fixtures';

/**
 * The work a page does as it starts, kept out of the long tasks that Lighthouse counts
 * as blocking time (PERFORMANCE.md): the start-up scripts carry V8's compile
 * hint (plugins/compile-hints.ts), and hydration renders the article once
 * (theme/toc/dynamic-toc.ts, theme/page-data/ReuseHydratedPageData.tsx).
 */
test.use({ viewport: { width: 1440, height: 900 } });

const docPages = ['/guide/start/getting-started', '/zh/guide/start/getting-started', '/api/config/config-basic'];
const startsWithHint = (file: string) => readFileSync(file, 'utf8').startsWith(`${COMPILE_HINT}\n`);

test('start-up scripts carry the compile hint; chunks loaded later do not', () => {
  for (const route of ['/', ...docPages]) {
    const scripts = scriptsAfterFirstPaint(builtHtml(route));
    expect(scripts.length, `${route} has a loader`).toBeGreaterThan(0);
    for (const script of scripts) expect(startsWithHint(builtFile(script)), `${route}: ${script}`).toBe(true);
  }
  // The search dialog is fetched when a reader opens it (tests/e2e/size-budget.spec.ts).
  const asyncDir = path.join(buildRoot, 'static/js/async');
  const dialogChunks = readdirSync(asyncDir)
    .map((name) => path.join(asyncDir, name))
    .filter((file) => file.endsWith('.js') && readFileSync(file, 'utf8').includes('DocSearch-SearchBar'));
  expect(dialogChunks.length).toBeGreaterThan(0);
  for (const file of dialogChunks) expect(startsWithHint(file), path.basename(file)).toBe(false);
});

/**
 * Stands in for React's developer tools: React calls the hook on every commit, and the hook
 * passes the commit to the `__ON_REACT_COMMIT__` a test's own init script set.
 */
async function installCommitHook(page: Page) {
  await page.addInitScript(() => {
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => {},
        onScheduleFiberRoot: () => {},
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        onCommitFiberRoot: (...args: unknown[]) =>
          (window as unknown as { __ON_REACT_COMMIT__?: (...commit: unknown[]) => void }).__ON_REACT_COMMIT__?.(
            ...args,
          ),
      },
    });
  });
}

/**
 * Counts React commits and the props objects the article's title has had, through the
 * hook React offers developer tools. A new props object means the article rendered again.
 */
async function watchArticleRenders(page: Page) {
  await page.addInitScript(() => {
    const seen = new Set<unknown>();
    const record = { commits: 0, articleRenders: 0 };
    Object.assign(window, { __ARTICLE_RENDERS__: record });
    Object.assign(window, {
      __ON_REACT_COMMIT__: () => {
        record.commits += 1;
        const title = document.querySelector('.rspress-doc h1');
        const key = title && Object.keys(title).find((name) => name.startsWith('__reactProps$'));
        if (title && key) seen.add((title as unknown as Record<string, unknown>)[key]);
        record.articleRenders = seen.size;
      },
    });
  });
  await installCommitHook(page);
}

const renders = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __ARTICLE_RENDERS__: { commits: number; articleRenders: number } }).__ARTICLE_RENDERS__,
  );

for (const route of docPages) {
  test(`${route}: hydration renders the article once`, async ({ page }) => {
    await watchArticleRenders(page);
    await page.goto(route);
    // Let the effects that run after hydration (outline, page data, scroll spy) settle.
    let last = -1;
    await expect
      .poll(
        async () => {
          const { commits } = await renders(page);
          const settled = commits === last;
          last = commits;
          return settled;
        },
        { intervals: [500] },
      )
      .toBe(true);
    const { commits, articleRenders } = await renders(page);
    expect(commits, 'React committed at least the hydration').toBeGreaterThan(0);
    expect(articleRenders, `article rendered ${articleRenders} times in ${commits} commits`).toBe(1);
  });
}

/**
 * Components that rendered in each React commit, as React's developer tools tell them: a fiber
 * whose children are the last commit's was skipped, and a component that ran has PerformedWork.
 */
async function watchComponentRenders(page: Page) {
  await page.addInitScript(() => {
    const commits: string[][] = [];
    Object.assign(window, { __COMPONENT_RENDERS__: commits });
    type Fiber = {
      tag: number;
      flags: number;
      child: Fiber | null;
      sibling: Fiber | null;
      alternate: Fiber | null;
      type?: { name?: string; displayName?: string; render?: { name?: string } } | string | null;
    };
    const COMPONENT_TAGS = new Set([0, 1, 11, 15]);
    const PERFORMED_WORK = 1;
    const nameOf = (fiber: Fiber) =>
      typeof fiber.type === 'object' && fiber.type
        ? (fiber.type.displayName ?? fiber.type.name ?? fiber.type.render?.name ?? '?')
        : '?';
    Object.assign(window, {
      __ON_REACT_COMMIT__: (_id: number, root: { current: Fiber }) => {
        const rendered: string[] = [];
        const walk = (parent: Fiber) => {
          if (parent.alternate !== null && parent.child === parent.alternate.child) return;
          for (let fiber = parent.child; fiber; fiber = fiber.sibling) {
            if (COMPONENT_TAGS.has(fiber.tag) && (fiber.flags & PERFORMED_WORK) !== 0) rendered.push(nameOf(fiber));
            walk(fiber);
          }
        };
        walk(root.current);
        commits.push(rendered);
      },
    });
  });
  await installCommitHook(page);
}

test('after hydration, the sidebar and the outline do not render again', async ({ page }) => {
  // Named components of the production build are minified; the theme's sidebar and outline items
  // are found by what they render instead: their links.
  await watchComponentRenders(page);
  await page.goto('/api/config/config-basic');
  await page.waitForTimeout(1500);
  const commits = await page.evaluate(
    () => (window as unknown as { __COMPONENT_RENDERS__: string[][] }).__COMPONENT_RENDERS__,
  );
  const sizes = commits.map((rendered) => rendered.length);
  // The shell hydrates first, then the article (its own Suspense boundary); between and after
  // them only small parts (search shortcut, reading progress) may render again: about 15
  // components, where the theme's useSidebarDynamic rendered the sidebar again (about 70).
  const message = `components rendered per commit: ${sizes.join(', ')}`;
  expect(sizes.filter((size) => size > 100).length, message).toBe(2);
  const others = [...sizes].sort((a, b) => b - a).slice(2);
  expect(Math.max(0, ...others), message).toBeLessThanOrEqual(30);
});

test('the outline marks the heading being read as the page scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/api/config/config-basic');
  // A heading scrolled to the top of the view is the first one in view: the one being read.
  // Scrolled again until it holds: blocks above it are laid out as they come into view
  // (content-visibility), and on a busy machine that can move the heading after the scroll.
  const active = page.locator('.rp-doc-layout__outline a.rp-toc-item--active');
  for (const id of ['title', 'lang']) {
    await expect(async () => {
      await page.locator(`h2#${id}`).evaluate((element) => element.scrollIntoView());
      await expect(active).toHaveAttribute('href', `#${id}`, { timeout: 1000 });
    }).toPass();
  }
});

const outlineIds = (page: Page) =>
  page
    .locator('.rp-doc-layout__outline a.rp-toc-item')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
const articleHeadingIds = (page: Page) =>
  page
    .locator('.rspress-doc :is(h2, h3).rp-toc-include')
    .evaluateAll((headings) => headings.map((heading) => `#${heading.id}`));

test('the outline follows the article, on load and after moving to another page', async ({ page }) => {
  await page.goto('/guide/start/getting-started');
  expect((await articleHeadingIds(page)).length).toBeGreaterThan(2);
  await expect.poll(() => outlineIds(page)).toEqual(await articleHeadingIds(page));

  // A client-side move keeps the layout mounted: the outline is read again from the new article.
  const before = await articleHeadingIds(page);
  await page.evaluate(() => Object.assign(window, { __SAME_DOCUMENT__: true }));
  await page.locator('.rp-doc-layout__sidebar a[href$="/guide/basic/conventional-route"]').first().click();
  await expect(page).toHaveURL(/\/guide\/basic\/conventional-route$/);
  expect(await page.evaluate(() => '__SAME_DOCUMENT__' in window), 'moved without a page load').toBe(true);
  await expect.poll(() => articleHeadingIds(page)).not.toEqual(before);
  await expect.poll(() => outlineIds(page)).toEqual(await articleHeadingIds(page));
});

test.describe('reading progress (theme/read-percent)', () => {
  const progressOffset = (page: Page) =>
    page
      .locator('.rp-doc-layout__outline .rp-progress-circle circle')
      .nth(1)
      .evaluate((circle) => Number(circle.getAttribute('stroke-dashoffset')));

  test('the outline shows how much has been read, and offers a way back to the top', async ({ page }) => {
    await page.goto('/api/config/config-basic');
    const unread = await progressOffset(page);
    expect(unread, 'nothing read yet: the whole circle is offset').toBeGreaterThan(0);
    await expect(page.locator('.rp-scroll-to-top')).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => progressOffset(page), { message: 'read to the end' }).toBeLessThan(unread / 10);
    await page.locator('.rp-scroll-to-top').click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => progressOffset(page)).toBe(unread);
  });
});

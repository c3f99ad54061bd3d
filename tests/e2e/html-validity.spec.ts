import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildRoot } from '../support/built-site';
import { expect, test } from './fixtures';
import { FAVORITE, hits, openWithKeyboard, RECENT, savedEntry, search, searchCases } from './search-helpers';

/**
 * The Nu Html Checker (the engine of the W3C validator, from the vnu-jar package) over every
 * page the build wrote, in one Java process (about 10 s for ~100 pages on 2 cores).
 * Any error fails the test, except the one below. scripts/ensure-chromium.sh installs
 * Debian's Java when `java` is missing; set JAVA to use another one.
 */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/**
 * `<link rel="expect" blocking="render">` (plugins/scripts-after-first-paint.ts) is valid
 * HTML: the HTML Standard allows `blocking` on `link` elements whose rel is `expect`. The
 * checker predates that and accepts `blocking` only with rel="stylesheet". Only that exact
 * message on that exact element is let through.
 */
function isRenderBlockingExpectLink(message: VnuMessage): boolean {
  return (
    message.message ===
      'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.' &&
    /<link rel="expect" href="#[^"]+" blocking="render">/.test(message.extract ?? '')
  );
}

function builtPages(): string[] {
  return readdirSync(buildRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(buildRoot, file))
    .sort();
}

/** The checker's errors over some HTML files, one line each (the one let-through above left out). */
function checkerErrors(files: string[], root: string): string[] {
  const run = spawnSync(process.env.JAVA ?? 'java', ['-jar', vnuJar, '--format', 'json', '--errors-only', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw new Error(`Could not run Java (${run.error.message}); run scripts/ensure-chromium.sh.`);
  // Exit status 1 means "errors found"; the report is the JSON on stderr either way.
  expect([0, 1], run.stderr).toContain(run.status);
  const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  return messages
    .filter((message) => message.type !== 'info' && !isRenderBlockingExpectLink(message))
    .map((message) => {
      const file = message.url ? path.relative(root, new URL(message.url).pathname) : '?';
      return `${file}:${message.lastLine}:${message.firstColumn} ${message.message}\n    ${message.extract ?? ''}`;
    });
}

test('every built page is valid HTML (Nu Html Checker)', async () => {
  test.setTimeout(180_000);
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(0);

  const started = Date.now();
  const errors = checkerErrors(pages, buildRoot);
  console.log(`Nu Html Checker: ${pages.length} pages, ${errors.length} errors, ${Date.now() - started} ms`);
  expect(errors, errors.slice(0, 40).join('\n')).toEqual([]);
});

/**
 * What the search dialog adds to a page is checked too, as the browser holds it: hits from several
 * sections (one list each), recent and favourite searches with their buttons, and no results. DocSearch
 * 3.9.0 gave every list one id and put the buttons inside the hits' links (theme/search/hit-markup.ts).
 */
test('the search dialog is valid HTML in each of its states (Nu Html Checker)', async ({ page }) => {
  test.setTimeout(120_000);
  const folder = mkdtempSync(path.join(tmpdir(), 'dialog-dom-'));
  const files: string[] = [];
  const snapshot = async (name: string) => {
    const file = path.join(folder, `${name}.html`);
    writeFileSync(file, `<!DOCTYPE html>${await page.evaluate(() => document.documentElement.outerHTML)}`);
    files.push(file);
  };
  for (const c of searchCases) {
    const recent = [savedEntry(1, c.lang, c.guideSection), savedEntry(2, c.lang, c.guideSection)];
    const favourites = [savedEntry(3, c.lang, c.guideSection)];
    await page.goto(c.path);
    await page.evaluate(
      ([recentKey, favouriteKey, recentValue, favouriteValue]) => {
        localStorage.setItem(recentKey, recentValue);
        localStorage.setItem(favouriteKey, favouriteValue);
      },
      [RECENT + c.indexName, FAVORITE + c.indexName, JSON.stringify(recent), JSON.stringify(favourites)],
    );
    await page.goto(c.path);
    await openWithKeyboard(page);
    await expect(page.locator('.DocSearch-Hit-action-button')).toHaveCount(2 * 2 + 1);
    await snapshot(`${c.lang}-saved`);

    // A word of every section: its hits come in several lists.
    await search(page, c.lang === 'en' ? 'sidebar' : '侧边栏');
    await expect.poll(() => page.locator('.DocSearch-Hits').count()).toBeGreaterThanOrEqual(2);
    await expect(hits(page).first()).toBeVisible();
    await snapshot(`${c.lang}-hits`);

    await search(page, 'qqxqzzvxq');
    await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
    await snapshot(`${c.lang}-no-results`);
  }
  const errors = checkerErrors(files, folder);
  expect(errors, errors.join('\n')).toEqual([]);
});

/**
 * Search benchmark (not a test): npm run build && npm run bench:search
 *
 * Per language: index bytes (raw, gzip) next to the index Rspress's built-in search
 * ships for the same pages; query time p50/p95 in Node; and, in Chromium, the time
 * from the first keystroke in the dialog to rendered hits, cold (index not loaded)
 * and warm (prefetched by hovering the search button), and from Ctrl+K with the first
 * key typed at once (loading, parsing and indexing included). Results: bench-results/search.json.
 * With --scale: the same site at 10x and 100x the pages, next to Pagefind (scripts/search-scale/bench.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { loadBuiltIndex } from '../search/build/built-index';
import { BUILD_REPORT, type BuildReport } from '../search/build/plugin';
import { docsearchRequest } from '../search/core/request';
import { answerWhenLoaded } from '../search/core/respond';
import { indexTerms } from '../search/core/tokenize';
import type { SearchLang } from '../search/core/types';
import { readRelevanceSet, relevanceReport } from '../search/relevance/report';
import { chromiumArgs, chromiumPath } from './chromium';
import { runScaleBenchmark } from './search-scale/bench';

const port = Number(process.env.BENCH_PORT ?? 4890);
const baseUrl = `http://localhost:${port}`;
const langs: SearchLang[] = ['en', 'zh'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Queries typed one letter at a time, built from the index's own page titles and headings, plus typos. */
async function queriesFor(lang: SearchLang): Promise<string[]> {
  const records = await loadBuiltIndex(lang).allRecords();
  const words = [...new Set(records.flatMap((record) => indexTerms(record.hierarchy.lvl2 ?? record.hierarchy.lvl1)))];
  const picked = words.filter((word) => word.length >= 2).slice(0, 25);
  const typing = picked.flatMap((word) => Array.from({ length: word.length }, (_, i) => word.slice(0, i + 1)));
  return [...typing, 'deplyo', 'fronmatter', 'search index', '暗黑模式', '搜索'];
}

/** Query times with the files a query needs already loaded (the first pass loads them). */
async function nodeQueryTimes(lang: SearchLang) {
  const index = loadBuiltIndex(lang);
  const queries = await queriesFor(lang);
  for (const query of queries) await answerWhenLoaded(index, [docsearchRequest(query, 'bench')]);
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const query of queries) {
      const started = performance.now();
      await answerWhenLoaded(index, [docsearchRequest(query, 'bench')]);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  return { queries: times.length, p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)) };
}

async function firstQuery(lang: SearchLang): Promise<string> {
  const [first] = await loadBuiltIndex(lang).allRecords();
  return first?.hierarchy.lvl1 ?? 'a';
}

/**
 * Arms a probe on the page: `start` at the first keydown or input, `end` at the
 * first rendered hit. `shortcut` is when Ctrl+K went down (0 if not armed then).
 */
async function armProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probe = { shortcut: 0, start: 0, end: 0 };
    (window as unknown as { __probe: typeof probe }).__probe = probe;
    // Typing a Chinese character fires no keydown, only input: start at whichever comes first.
    for (const type of ['keydown', 'input']) {
      document.addEventListener(
        type,
        () => {
          if (!probe.start) probe.start = performance.now();
        },
        { capture: true, once: true },
      );
    }
    const observer = new MutationObserver(() => {
      if (probe.start && !probe.end && document.querySelector('.DocSearch-Hit')) {
        probe.end = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/** Milliseconds from the first keystroke (`key`) in the open dialog to the first rendered hit. */
async function timeToHits(page: Page, key: string): Promise<number> {
  await armProbe(page);
  await page.keyboard.type(key);
  await page.waitForSelector('.DocSearch-Hit', { timeout: 10_000 });
  return page.evaluate(() => {
    const { start, end } = (window as unknown as { __probe: { start: number; end: number } }).__probe;
    return end - start;
  });
}

async function browserTimes(browser: Browser, lang: SearchLang) {
  const pagePath = lang === 'zh' ? '/zh/guide/advanced/custom-search' : '/guide/advanced/custom-search';
  const key = Array.from(await firstQuery(lang))[0] ?? 'a';
  // Rspress sends a first visit to the browser language's copy of a page.
  const locale = lang === 'zh' ? 'zh-CN' : 'en-US';
  const open = async (page: Page) => {
    await page.goto(baseUrl + pagePath, { waitUntil: 'networkidle' });
    await page.waitForFunction(() =>
      Boolean((window as unknown as { __SITE_PAGE_RECORD__?: unknown }).__SITE_PAGE_RECORD__),
    );
  };
  const cold: number[] = [];
  const warm: number[] = [];
  const fromShortcut: number[] = [];
  for (let run = 0; run < 5; run++) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await open(page);
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Input');
    cold.push(await timeToHits(page, key));
    await context.close();

    // The whole cold path: Ctrl+K (which starts loading the index), then the first key at
    // once. The keystroke probe above starts only when the browser handles the key, which
    // may be after the index was parsed and indexed; this one starts at Ctrl+K.
    const shortcutContext = await browser.newContext({ locale });
    const shortcutPage = await shortcutContext.newPage();
    await open(shortcutPage);
    await shortcutPage.evaluate(() => {
      window.addEventListener(
        'keydown',
        () => {
          (window as unknown as { __shortcutAt: number }).__shortcutAt = performance.now();
        },
        { capture: true, once: true },
      );
    });
    await shortcutPage.keyboard.press('Control+k');
    await shortcutPage.waitForSelector('.DocSearch-Input');
    await armProbe(shortcutPage);
    await shortcutPage.keyboard.type(key);
    await shortcutPage.waitForSelector('.DocSearch-Hit', { timeout: 10_000 });
    fromShortcut.push(
      await shortcutPage.evaluate(() => {
        const w = window as unknown as { __shortcutAt: number; __probe: { end: number } };
        return w.__probe.end - w.__shortcutAt;
      }),
    );
    await shortcutContext.close();

    const warmContext = await browser.newContext({ locale });
    const warmPage = await warmContext.newPage();
    await open(warmPage);
    await warmPage.hover('.DocSearch-Button');
    await warmPage.waitForLoadState('networkidle');
    await warmPage.waitForTimeout(200);
    await warmPage.click('.DocSearch-Button');
    await warmPage.waitForSelector('.DocSearch-Input');
    warm.push(await timeToHits(warmPage, key));
    await warmContext.close();
  }
  const median = (list: number[]) => round([...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]);
  return {
    key,
    coldMs: median(cold),
    warmMs: median(warm),
    shortcutToHitsMs: median(fromShortcut),
    coldRuns: cold.map(round),
    warmRuns: warm.map(round),
    shortcutToHitsRuns: fromShortcut.map(round),
  };
}

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 60; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/`)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The preview server did not start on ${baseUrl}`);
}

/** MRR@10 per language and kind on the relevance set (search/relevance/<lang>.json). */
async function relevance(lang: SearchLang, misses: boolean) {
  const { text, summary } = await relevanceReport(loadBuiltIndex(lang), readRelevanceSet(lang), misses);
  process.stdout.write(`${text}\n`);
  return summary;
}

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--scale')) return runScaleBenchmark();
  const relevanceOnly = args.includes('--relevance');
  const only = args.find((arg) => arg.startsWith('--lang='))?.slice('--lang='.length);
  const relevanceResults: Record<string, unknown> = {};
  for (const lang of langs.filter((lang) => !only || lang === only)) {
    relevanceResults[lang] = await relevance(lang, args.includes('--misses'));
  }
  if (relevanceOnly) return;
  const report = JSON.parse(readFileSync(BUILD_REPORT, 'utf8')) as BuildReport;
  // The rspress binary itself (not through npx), so that killing it stops the server.
  const server: ChildProcess = spawn(
    path.join('node_modules', '.bin', 'rspress'),
    ['preview', '--port', String(port)],
    {
      stdio: 'ignore',
    },
  );
  try {
    await waitForServer();
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: chromiumArgs,
    });
    const results: Record<string, unknown> = {};
    for (const lang of langs) {
      const ours = report.languages[lang];
      const builtin = report.builtin[lang];
      results[lang] = {
        pages: ours.pages,
        records: ours.records,
        index: { files: ours.files, bytes: ours.bytes, gzipBytes: ours.gzipBytes },
        rspressBuiltinIndex: builtin ? { bytes: builtin.bytes, gzipBytes: builtin.gzipBytes } : null,
        relevance: relevanceResults[lang],
        nodeQuery: await nodeQueryTimes(lang),
        chromiumFirstKeystrokeToHits: await browserTimes(browser, lang),
      };
    }
    await browser.close();
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/search.json', `${JSON.stringify(results, null, 2)}\n`);
    process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
  } finally {
    server.kill();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

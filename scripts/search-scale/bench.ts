/**
 * How the embedded search scales (npm run build && npm run bench:search -- --scale): this
 * site's pages at 1x, 10x and 100x (scripts/search-scale/corpus.ts), indexed by our build and
 * by Pagefind 1.6, each answering the same queries in Chromium at 4x CPU slowdown. Per engine,
 * language and size: what is downloaded before the first answer, the time from the first file
 * the query needed to the answer, the answer again (warm), the longest main-thread task, and
 * the JavaScript heap once a few queries were answered. Results: bench-results/search-scale.json.
 */

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { loadBuiltIndex } from '../../search/build/built-index';
import { indexExtras } from '../../search/build/index-extras';
import { buildShardedIndex } from '../../search/core/index-build';
import type { SearchLang } from '../../search/core/types';
import { chromiumArgs, chromiumPath } from '../chromium';
import { pagesAsHtml, scaledRecords } from './corpus';

const SIZES = (process.env.SCALE_SIZES ?? '1,10,100').split(',').map(Number);
const CPU_SLOWDOWN = 4;
/** Runs of each query (each on a fresh page); the median run is kept. */
const RUNS = Number(process.env.SCALE_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4891);
/** The first keystroke of a word, words and phrases readers type, and a typo. */
const QUERIES: Record<SearchLang, string[]> = {
  en: ['d', 'deploy', 'dark mode', 'sidebar', 'deplyo'],
  zh: ['部', '部署', '暗黑模式', '侧边栏', '导行栏'],
};
const langs: SearchLang[] = ['en', 'zh'];

type Kind = 'ours' | 'pagefind';
const round = (value: number) => Math.round(value * 10) / 10;
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
};

/**
 * Serves the benchmark folder over HTTP/2 (as static hosts and CDNs do: a query's files are
 * fetched in parallel on one connection), text gzipped once; Pagefind's files are compressed
 * already. The certificate is a throwaway one made with openssl for 127.0.0.1.
 */
function serve(root: string): Promise<Http2SecureServer> {
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
      '-keyout',
      path.join(root, 'key.pem'),
      '-out',
      path.join(root, 'cert.pem'),
    ]),
    { stdio: 'ignore' },
  );
  const sent = new Map<string, { body: Buffer; type: string; gzip: boolean }>();
  const server = createSecureServer(
    { key: readFileSync(path.join(root, 'key.pem')), cert: readFileSync(path.join(root, 'cert.pem')) },
    (request, response) => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'https://x').pathname);
      let file = sent.get(pathname);
      if (!file) {
        const name = path.join(root, pathname);
        const type = CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream';
        const gzip = type !== 'application/octet-stream' && type !== 'application/wasm';
        try {
          const body = readFileSync(name);
          file = { body: gzip ? gzipSync(body) : body, type, gzip };
        } catch {
          response.writeHead(404).end();
          return;
        }
        sent.set(pathname, file);
      }
      response.writeHead(200, { 'content-type': file.type, ...(file.gzip ? { 'content-encoding': 'gzip' } : {}) });
      response.end(file.body);
    },
  );
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

function writeFiles(folder: string, files: Iterable<[string, string]>) {
  for (const [file, text] of files) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), text);
  }
}

/** Writes both engines' indexes of one size; returns the figures of ours. */
async function writeCorpus(root: string, size: number) {
  const facts: Record<string, { pages: number; records: number; files: number; gzipBytes: number }> = {};
  for (const lang of langs) {
    const site = await loadBuiltIndex(lang).allRecords();
    const records = scaledRecords(site, lang, size);
    // The copies use the site's own words and characters: the same readings and verb forms.
    const { manifest, files } = buildShardedIndex(lang, records, indexExtras(lang, site));
    const folder = path.join(root, 'ours', String(size));
    writeFiles(folder, [[`${lang}.json`, JSON.stringify(manifest)]]);
    writeFiles(path.join(folder, lang), files);
    writeFiles(
      path.join(root, 'pf', String(size)),
      [...pagesAsHtml(records, lang)].map(([route, html]) => [`${route}.html`, html]),
    );
    let gzipBytes = 0;
    for (const text of files.values()) gzipBytes += gzipSync(text).length;
    facts[lang] = { pages: manifest.pages, records: manifest.records, files: files.size + 1, gzipBytes };
  }
  execFileSync(path.join('node_modules', '.bin', 'pagefind'), ['--site', path.join(root, 'pf', String(size))], {
    stdio: 'ignore',
  });
  return facts;
}

async function newPage(browser: import('@playwright/test').Browser, lang: SearchLang) {
  const page = await browser.newPage({ ignoreHTTPSErrors: true });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(`https://127.0.0.1:${port}/bench-${lang}.html`);
  await page.waitForFunction(() => 'bench' in window);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; backingStorageSize?: number };
    return usage.usedSize + (usage.backingStorageSize ?? 0);
  };
  return { page, heap };
}

type Bench = {
  prepare(kind: Kind, url: string, folder: string): Promise<{ files: number; bytes: number; ms: number }>;
  query(
    query: string,
    folder: string,
  ): Promise<{
    hits: number;
    ms: number;
    afterFirstFileMs: number;
    files: number;
    bytes: number;
    longestTaskMs: number;
    rounds: number;
  }>;
};
const call = <K extends keyof Bench>(page: Page, method: K, ...args: Parameters<Bench[K]>) =>
  page.evaluate(
    ([name, list]) =>
      (window as unknown as { bench: Record<string, (...a: unknown[]) => unknown> }).bench[name](...list),
    [method, args] as const,
  ) as ReturnType<Bench[K]>;

interface QueryFigures {
  query: string;
  hits: number;
  prepareBytes: number;
  bytesBeforeFirstAnswer: number;
  filesBeforeFirstAnswer: number;
  coldMs: number;
  afterFirstFileMs: number;
  warmMs: number;
  longestTaskMs: number;
  /** Rounds of requests before the first answer (ours; 0 for Pagefind, not counted). */
  rounds: number;
}

async function measure(browser: import('@playwright/test').Browser, kind: Kind, size: number, lang: SearchLang) {
  const folder = kind === 'ours' ? `/ours/${size}/` : `/pf/${size}/pagefind/`;
  const url = kind === 'ours' ? `/ours/${size}/${lang}.json` : `/pf/${size}/pagefind/pagefind.js`;
  const queries: QueryFigures[] = [];
  for (const query of QUERIES[lang]) {
    const runs: QueryFigures[] = [];
    for (let run = 0; run < RUNS; run++) {
      const { page } = await newPage(browser, lang);
      const prepare = await call(page, 'prepare', kind, url, folder);
      const cold = await call(page, 'query', query, folder);
      const warm = await call(page, 'query', query, folder);
      runs.push({
        query,
        hits: cold.hits,
        prepareBytes: prepare.bytes,
        bytesBeforeFirstAnswer: prepare.bytes + cold.bytes,
        filesBeforeFirstAnswer: prepare.files + cold.files,
        coldMs: round(cold.ms),
        afterFirstFileMs: round(cold.afterFirstFileMs),
        warmMs: round(warm.ms),
        longestTaskMs: round(Math.max(cold.longestTaskMs, warm.longestTaskMs)),
        rounds: kind === 'ours' ? cold.rounds : 0,
      });
      await page.close();
    }
    // The median run of each figure: on a shared machine one run can be slowed by anything.
    const median = (key: keyof Omit<QueryFigures, 'query'>) =>
      runs.map((figures) => figures[key]).sort((a, b) => a - b)[Math.floor(RUNS / 2)];
    queries.push({
      query,
      hits: median('hits'),
      prepareBytes: median('prepareBytes'),
      bytesBeforeFirstAnswer: median('bytesBeforeFirstAnswer'),
      filesBeforeFirstAnswer: median('filesBeforeFirstAnswer'),
      coldMs: median('coldMs'),
      afterFirstFileMs: median('afterFirstFileMs'),
      warmMs: median('warmMs'),
      longestTaskMs: median('longestTaskMs'),
      rounds: median('rounds'),
    });
  }
  // Heap: one page answering every query, against the same page before the engine loaded.
  const { page, heap } = await newPage(browser, lang);
  const before = await heap();
  await call(page, 'prepare', kind, url, folder);
  for (const query of QUERIES[lang]) await call(page, 'query', query, folder);
  const heapBytes = (await heap()) - before;
  await page.close();
  type Key = 'bytesBeforeFirstAnswer' | 'afterFirstFileMs' | 'warmMs' | 'longestTaskMs' | 'rounds';
  const sorted = (key: Key) => queries.map((entry) => entry[key]).sort((a, b) => a - b);
  const summary = (pick: (values: number[]) => number) => ({
    bytesBeforeFirstAnswer: pick(sorted('bytesBeforeFirstAnswer')),
    afterFirstFileMs: pick(sorted('afterFirstFileMs')),
    warmMs: pick(sorted('warmMs')),
    longestTaskMs: pick(sorted('longestTaskMs')),
    rounds: pick(sorted('rounds')),
  });
  return {
    median: summary((values) => values[Math.floor(values.length / 2)]),
    worst: { ...summary((values) => values[values.length - 1]), heapBytes },
    queries,
  };
}

export async function runScaleBenchmark(): Promise<void> {
  const root = mkdtempSync(path.join(tmpdir(), 'search-scale-'));
  const results: Record<string, unknown> = {
    cpuSlowdown: CPU_SLOWDOWN,
    machine: { cores: (await import('node:os')).cpus().length, loadAverageAtStart: loadavg().map(round) },
    queries: QUERIES,
  };
  const server = await serve(root);
  try {
    await build({
      entryPoints: [path.join('scripts', 'search-scale', 'harness.ts')],
      bundle: true,
      minify: true,
      format: 'esm',
      outfile: path.join(root, 'harness.js'),
    });
    for (const lang of langs) {
      writeFileSync(
        path.join(root, `bench-${lang}.html`),
        `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><script type="module" src="/harness.js"></script></head><body></body></html>`,
      );
    }
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [...chromiumArgs, '--ignore-certificate-errors'],
    });
    const sizes: Record<string, unknown> = {};
    for (const size of SIZES) {
      const facts = await writeCorpus(root, size);
      const perLang: Record<string, unknown> = {};
      for (const lang of langs) {
        const ours = await measure(browser, 'ours', size, lang);
        const pagefind = await measure(browser, 'pagefind', size, lang);
        perLang[lang] = { ...facts[lang], ours, pagefind };
        process.stdout.write(
          `${String(size).padStart(3)}x ${lang} (${facts[lang].pages} pages), median / worst query:\n` +
            `  ours     ${JSON.stringify(ours.median)} / ${JSON.stringify(ours.worst)}\n` +
            `  pagefind ${JSON.stringify(pagefind.median)} / ${JSON.stringify(pagefind.worst)}\n`,
        );
      }
      sizes[`${size}x`] = perLang;
      rmSync(path.join(root, 'ours', String(size)), { recursive: true, force: true });
      rmSync(path.join(root, 'pf', String(size)), { recursive: true, force: true });
    }
    await browser.close();
    results.sizes = sizes;
    results.machine = { ...(results.machine as object), loadAverageAtEnd: loadavg().map(round) };
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/search-scale.json', `${JSON.stringify(results, null, 2)}\n`);
  } finally {
    server.close();
    rmSync(root, { recursive: true, force: true });
  }
}

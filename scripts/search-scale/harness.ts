/**
 * Runs in the benchmark's page (bundled by scripts/search-scale/bench.ts): one
 * search engine, loaded the way the site loads it, answers a query cold, then
 * again warm, and reports times, files and bytes from the browser's own resource
 * timings. Both run on the page's main thread here (the site runs ours in a worker,
 * Pagefind runs in one by default), so that the CPU slowdown surely applies to them,
 * their files show in the page's timings and their longest task shows.
 */
import { createSearchEngine } from '../../search/browser/engine';
import { docsearchRequest } from '../../search/core/request';

interface Engine {
  prepare(): Promise<void>;
  query(query: string): Promise<number>;
}

/**
 * Rounds of requests: a request that starts while none is under way starts a round (the
 * engine starts every request of a round at once, and the next round once they are all read).
 */
let rounds = 0;
let underWay = 0;
async function countedFetch(url: string): Promise<Response> {
  if (underWay === 0) rounds++;
  underWay++;
  try {
    return await fetch(url);
  } finally {
    underWay--;
  }
}

const longTasks: PerformanceEntry[] = [];
new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });

function ours(manifestUrl: string): Engine {
  const engine = createSearchEngine(countedFetch);
  return {
    prepare: () => engine.prefetch(manifestUrl),
    query: async (query) =>
      (await engine.search(manifestUrl, [docsearchRequest(query, 'bench')])).results[0].hits.length,
  };
}

interface Pagefind {
  options(options: { noWorker: boolean }): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: { data(): Promise<unknown> }[] } | null>;
}

function pagefind(scriptUrl: string): Engine {
  let module: Pagefind | undefined;
  return {
    async prepare() {
      module = (await import(/* webpackIgnore: true */ scriptUrl)) as Pagefind;
      // On the main thread, like ours here: the same CPU slowdown applies, and its files show in the timings.
      await module.options({ noWorker: true });
      await module.init();
    },
    async query(query) {
      const found = await module?.search(query);
      // What a results list shows: the first 10 results with their titles and excerpts.
      const shown = await Promise.all((found?.results ?? []).slice(0, 10).map((result) => result.data()));
      return shown.length;
    },
  };
}

function resourcesSince(start: number, folder: string) {
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
    (entry) => entry.startTime >= start && new URL(entry.name).pathname.startsWith(folder),
  );
}

const bytes = (entries: PerformanceResourceTiming[]) => entries.reduce((sum, entry) => sum + entry.encodedBodySize, 0);
let engine: Engine | undefined;

const bench = {
  /** Loads what the engine loads before the first query (our manifest; Pagefind's script, entry, wasm, metadata). */
  async prepare(kind: 'ours' | 'pagefind', url: string, folder: string) {
    performance.setResourceTimingBufferSize(100_000);
    const start = performance.now();
    engine = kind === 'ours' ? ours(url) : pagefind(url);
    await engine.prepare();
    const files = resourcesSince(start, folder);
    return { files: files.length, bytes: bytes(files), ms: performance.now() - start };
  },
  async query(query: string, folder: string) {
    const start = performance.now();
    rounds = 0;
    const hits = (await engine?.query(query)) ?? 0;
    const end = performance.now();
    const files = resourcesSince(start, folder);
    const firstArrival = Math.min(end, ...files.map((entry) => entry.responseEnd));
    const longest = longTasks
      .filter((task) => task.startTime >= start - 1 && task.startTime < end)
      .reduce((max, task) => Math.max(max, task.duration), 0);
    return {
      hits,
      ms: end - start,
      afterFirstFileMs: end - firstArrival,
      files: files.length,
      bytes: bytes(files),
      longestTaskMs: longest,
      /** Ours only (Pagefind fetches by itself): rounds of requests the query made. */
      rounds,
    };
  },
};

(window as unknown as { bench: typeof bench }).bench = bench;

/**
 * `npm run bench`: build time and peak memory of `rspress build`, then Lighthouse 12
 * (Debian Chromium, headless) on four pages, mobile and desktop, median of 3 runs.
 * Options: --runs=N (default 3), --skip-build (reuse doc_build), --json=FILE, --pages=/a,/b (those
 * pages instead of the four).
 * `--all`: Lighthouse mobile once on every page of the build (both languages; the 404
 * page aside, whose status Lighthouse's SEO audit marks down), then the worst ten; with
 * --skip-build it measures the doc_build that is there.
 * How to read the output: PERFORMANCE.md.
 */
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { listBuiltRoutes } from '../tests/support/built-site';
import { chromiumArgs, chromiumPath } from './chromium';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value] as const;
  }),
);
const runs = Number(args.get('runs') ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4480);
const origin = `http://localhost:${port}`;
const pages = args.has('pages')
  ? (args.get('pages') ?? '').split(',').map((path) => ({ name: path, path }))
  : [
      { name: 'home', path: '/' },
      { name: 'guide', path: '/guide/start/getting-started' },
      { name: 'guide (zh)', path: '/zh/guide/start/getting-started' },
      { name: 'API', path: '/api/config/config-basic' },
    ];
const chromeFlags = ['--headless=new', ...chromiumArgs];

function measureBuild() {
  // GNU time reports wall time and the peak resident set of the build and its workers' parent.
  const result = spawnSync('/usr/bin/time', ['-v', 'npx', 'rspress', 'build'], {
    encoding: 'utf8',
    env: { ...process.env, RSPRESS_PERSISTENT_CACHE: 'false' },
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error('rspress build failed');
  }
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ([\d:.]+)/.exec(result.stderr)?.[1] ?? '';
  const seconds = wall
    .split(':')
    .map(Number)
    .reduce((total, part) => total * 60 + part, 0);
  const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1] ?? 0);
  return { seconds, peakMb: peakKb / 1024 };
}

async function startPreview() {
  const server = spawn('npx', ['rspress', 'preview', '--port', String(port)], { stdio: 'ignore', detached: true });
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${origin}/`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('rspress preview did not start');
}

interface Sample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  lcpElement: string;
  /** Audits below full marks in the accessibility, best-practices and SEO categories. */
  failing: string[];
}

async function audit(url: string, formFactor: 'mobile' | 'desktop', chromePort: number): Promise<Sample> {
  const result = await lighthouse(
    url,
    {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const lcpItems = (audits['largest-contentful-paint-element']?.details as { items?: unknown[] } | undefined)?.items;
  const lcpNode = JSON.stringify(lcpItems?.[0] ?? '').match(/"snippet":"((?:[^"\\]|\\.)+)"/)?.[1] ?? '';
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
    lcpElement: lcpNode.replace(/\\"/g, '"'),
    failing,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The targets of issue 17 for every page on mobile. */
const meetsTargets = (sample: Sample) =>
  sample.performance === 100 &&
  sample.accessibility === 100 &&
  sample.bestPractices === 100 &&
  sample.seo === 100 &&
  sample.tbt <= 50 &&
  sample.lcp <= 1200;

/** Worst first: lowest performance score, then most blocking time, then latest LCP. */
const worstFirst = (a: Sample & { path: string }, b: Sample & { path: string }) =>
  a.performance - b.performance || b.tbt - a.tbt || b.lcp - a.lcp;

async function auditAllPages(chromePort: number) {
  const routes = listBuiltRoutes();
  const results: (Sample & { path: string })[] = [];
  for (const [index, route] of routes.entries()) {
    const sample = await audit(`${origin}${route}`, 'mobile', chromePort);
    results.push({ ...sample, path: route });
    process.stderr.write(`\r${index + 1}/${routes.length} ${route}`.padEnd(80));
  }
  process.stderr.write('\n');
  results.sort(worstFirst);
  const row = (sample: Sample & { path: string }) => ({
    page: sample.path,
    perf: sample.performance,
    a11y: sample.accessibility,
    bp: sample.bestPractices,
    seo: sample.seo,
    'FCP ms': Math.round(sample.fcp),
    'LCP ms': Math.round(sample.lcp),
    'TBT ms': Math.round(sample.tbt),
    CLS: Number(sample.cls.toFixed(3)),
    KB: Math.round(sample.bytes / 1000),
  });
  const missing = results.filter((sample) => !meetsTargets(sample));
  console.log(`Lighthouse mobile, one run per page, ${results.length} pages; the worst ten:`);
  console.table(results.slice(0, 10).map(row));
  console.log(
    `${results.length - missing.length} of ${results.length} pages at 100/100/100/100 with TBT <= 50 ms and LCP <= 1200 ms` +
      (missing.length > 0 ? `; not: ${missing.map((sample) => sample.path).join(', ')}` : ''),
  );
  for (const sample of results) for (const failing of sample.failing) console.log(`  ${sample.path}: ${failing}`);
  return results.map(row);
}

async function main() {
  const build = args.has('skip-build') ? undefined : measureBuild();
  if (build) console.log(`build: ${build.seconds.toFixed(1)} s wall, peak RSS ${build.peakMb.toFixed(0)} MB`);

  if (args.has('all')) {
    const server = await startPreview();
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
    try {
      const rows = await auditAllPages(chrome.port);
      const json = args.get('json');
      if (json) writeFileSync(json, `${JSON.stringify({ build, runs: 1, rows }, null, 2)}\n`);
    } finally {
      chrome.kill();
      if (server.pid) process.kill(-server.pid);
    }
    return;
  }

  const server = await startPreview();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags,
  });
  const rows: Record<string, string | number>[] = [];
  const notes = new Set<string>();
  try {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      for (const page of pages) {
        const samples: Sample[] = [];
        for (let run = 0; run < runs; run++)
          samples.push(await audit(`${origin}${page.path}`, formFactor, chrome.port));
        const pick = (key: keyof Omit<Sample, 'lcpElement' | 'failing'>) =>
          median(samples.map((sample) => sample[key]));
        for (const audit of new Set(samples.flatMap((sample) => sample.failing))) {
          notes.add(`${formFactor} ${page.name}: ${audit}`);
        }
        rows.push({
          device: formFactor,
          page: page.name,
          perf: pick('performance'),
          a11y: pick('accessibility'),
          bp: pick('bestPractices'),
          seo: pick('seo'),
          'FCP ms': Math.round(pick('fcp')),
          'LCP ms': Math.round(pick('lcp')),
          'TBT ms': Math.round(pick('tbt')),
          CLS: Number(pick('cls').toFixed(3)),
          KB: Math.round(pick('bytes') / 1000),
          'LCP element': samples[0].lcpElement.slice(0, 60),
        });
      }
    }
  } finally {
    chrome.kill();
    if (server.pid) process.kill(-server.pid);
  }
  console.log(`Lighthouse ${runs} run(s) per row, medians:`);
  console.table(rows);
  if (notes.size > 0) console.log(`Audits below full marks:\n  ${[...notes].join('\n  ')}`);
  const json = args.get('json');
  if (json) writeFileSync(json, `${JSON.stringify({ build, runs, rows }, null, 2)}\n`);
}

await main();

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { buildRoot, builtFile, scriptsAfterFirstPaint } from '../support/built-site';

/**
 * Size budgets over the production build (doc_build), for every page it wrote (both
 * languages, the home pages and 404.html included). Bytes are deterministic, so the test
 * reads files instead of loading pages: what a page loads first is what its HTML names —
 * script src, the scripts its inline loader starts after the first paint (the page's own
 * route chunk and the chunks it shares included), modulepreload / preload as=script, and
 * stylesheet links — each counted gzipped at level 9. Live demos (the runtime Shiki code
 * block, say) load when they come into view, so they are not part of it.
 */
const KB = 1000;
const JS_BUDGET = 150 * KB;
const CSS_BUDGET = 20 * KB;

/** Every HTML page of the build, as a path relative to doc_build ('index.html', 'zh/api/index.html', '404.html'). */
function builtPages(): string[] {
  return allFiles(buildRoot)
    .map((file) => path.relative(buildRoot, file).split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html') && !file.startsWith('static/'))
    .sort();
}

interface InitialAssets {
  scripts: string[];
  styles: string[];
}

function attributes(tag: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    result[match[1].toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return result;
}

/** The JS and CSS files a built HTML page loads before any interaction. */
function initialAssets(html: string): InitialAssets {
  const scripts = new Set<string>(scriptsAfterFirstPaint(html));
  const styles = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const { src } = attributes(tag);
    if (src) scripts.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const attrs = attributes(tag);
    const rel = (attrs.rel ?? '').split(/\s+/);
    if (rel.includes('modulepreload') || (rel.includes('preload') && attrs.as === 'script')) scripts.add(attrs.href);
    // A print-only stylesheet (docs/public/print.css) does not hold up the page: the browser fetches it when idle.
    else if (rel.includes('stylesheet') && attrs.media !== 'print') styles.add(attrs.href);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

function allFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? allFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

const jsFiles = allFiles(path.join(buildRoot, 'static/js')).filter((file) => file.endsWith('.js'));
const chunksContaining = (needle: string) =>
  jsFiles.filter((file) => readFileSync(file, 'utf8').includes(needle)).map((file) => path.relative(buildRoot, file));

const gzipCache = new Map<string, number>();
const gzipOf = (url: string) => {
  let size = gzipCache.get(url);
  if (size === undefined) {
    size = gzipSize(builtFile(url));
    gzipCache.set(url, size);
  }
  return size;
};

interface PageWeight {
  file: string;
  scripts: number;
  js: number;
  css: number;
  rows: { url: string; gzip: number }[];
}

function weigh(file: string): PageWeight {
  const { scripts, styles } = initialAssets(readFileSync(path.join(buildRoot, file), 'utf8'));
  const rows = [...scripts, ...styles].map((url) => ({ url, gzip: gzipOf(url) }));
  const sum = (urls: string[]) => urls.reduce((total, url) => total + gzipOf(url), 0);
  return { file, scripts: scripts.length, js: sum(scripts), css: sum(styles), rows };
}

const pages = builtPages();

test(`every page (${pages.length}): initial JS <= 150 kB and CSS <= 20 kB gzipped`, () => {
  expect(pages).toContain('index.html');
  expect(pages).toContain('zh/index.html');
  expect(pages).toContain('404.html');
  const weights = pages.map(weigh).sort((a, b) => b.js - a.js);
  const [heaviest] = weights;
  console.log(
    [
      `initial JS of the ${pages.length} pages, heaviest first (gzip -9; budget ${kb(JS_BUDGET)} JS, ${kb(CSS_BUDGET)} CSS):`,
      ...weights
        .slice(0, 10)
        .map(({ file, js, css }) => `  ${kb(js).padStart(9)} JS ${kb(css).padStart(8)} CSS  ${file}`),
      `  lightest: ${kb(weights[weights.length - 1].js)} (${weights[weights.length - 1].file})`,
      `files of ${heaviest.file}:`,
      ...heaviest.rows.map((row) => `  ${kb(row.gzip).padStart(9)}  ${row.url}`),
    ].join('\n'),
  );
  expect(
    weights.filter((page) => page.scripts === 0).map((page) => page.file),
    'pages that start no script',
  ).toEqual([]);
  const over = weights
    .filter(({ js, css }) => js > JS_BUDGET || css > CSS_BUDGET)
    .map(({ file, js, css }) => `${file}: JS ${kb(js)}, CSS ${kb(css)}`);
  expect(over, 'pages over the budget').toEqual([]);
});

test('the search dialog, the search client, its worker and the index are not loaded up front', () => {
  // Found by content: DocSearch's dialog markup, the client's and the engine's (worker's) own error texts.
  const dialogChunks = chunksContaining('DocSearch-SearchBar');
  const clientChunks = [...chunksContaining('This page has no search index.'), ...chunksContaining('rounds of files')];
  expect(dialogChunks.length, 'no chunk holds the DocSearch dialog').toBeGreaterThan(0);
  expect(clientChunks.length, 'no chunk holds the embedded search client and its worker').toBe(2);
  const indexFiles = allFiles(path.join(buildRoot, 'static/search')).map((file) => path.relative(buildRoot, file));
  expect(indexFiles.length).toBeGreaterThan(0);

  const checkedScripts = new Set<string>();
  for (const file of pages) {
    const html = readFileSync(path.join(buildRoot, file), 'utf8');
    const initial = Object.values(initialAssets(html))
      .flat()
      .map((url) => url.replace(/^\//, ''));
    for (const chunk of [...dialogChunks, ...clientChunks])
      expect(initial, `${file} loads ${chunk}`).not.toContain(chunk);
    expect(html, `${file} preloads a file of static/search`).not.toMatch(/<link[^>]+static\/search\//);
    // Nor is the dialog or the index bundled into the initial scripts themselves.
    for (const url of initialAssets(html).scripts) {
      if (checkedScripts.has(url)) continue;
      checkedScripts.add(url);
      const source = readFileSync(builtFile(url), 'utf8');
      expect(source.includes('DocSearch-SearchBar'), `${url} holds the search dialog`).toBe(false);
      expect(source.includes('rounds of files'), `${url} holds the search engine`).toBe(false);
    }
  }
  console.log(
    `search dialog: ${dialogChunks.join(', ')}\nsearch client: ${clientChunks.join(', ')}\nsearch index: ${indexFiles.length} files in static/search`,
  );
});

test('the code behind the buttons under a page title loads on use, not up front', () => {
  // Found by content: the copy's ClipboardItem, the chat links of the "open in" menu (theme/llms).
  const lazyChunks = { copy: chunksContaining('ClipboardItem'), menu: chunksContaining('https://chatgpt.com/') };
  for (const [name, chunks] of Object.entries(lazyChunks)) {
    expect(chunks.length, `no chunk holds the ${name} code`).toBeGreaterThan(0);
    for (const file of pages) {
      const initial = initialAssets(readFileSync(path.join(buildRoot, file), 'utf8')).scripts.map((url) =>
        url.replace(/^\//, ''),
      );
      for (const chunk of chunks) expect(initial, `${file} loads ${chunk} (${name})`).not.toContain(chunk);
    }
  }
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { buildRoot, builtFile, scriptsAfterFirstPaint } from '../support/built-site';

/**
 * Size budgets over the production build (doc_build). Bytes are deterministic,
 * so the test reads files instead of loading pages: what a page loads first is
 * what its HTML names — script src, the entry scripts its inline loader starts
 * after the first paint, modulepreload / preload as=script, and stylesheet
 * links — each counted gzipped at level 9.
 */
const KB = 1000;
const JS_BUDGET = 150 * KB;
const CSS_BUDGET = 20 * KB;

const budgetPages = [
  { name: 'home', file: 'index.html' },
  { name: 'doc page', file: 'guide/start/introduction.html' },
  { name: 'doc page (zh)', file: 'zh/guide/start/introduction.html' },
];

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
    else if (rel.includes('stylesheet')) styles.add(attrs.href);
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

for (const { name, file } of budgetPages) {
  test(`${name} (${file}): initial JS <= 150 kB and CSS <= 20 kB gzipped`, () => {
    const { scripts, styles } = initialAssets(readFileSync(path.join(buildRoot, file), 'utf8'));
    const rows = [...scripts, ...styles].map((url) => ({ url, gzip: gzipSize(builtFile(url)) }));
    const js = rows.filter((row) => scripts.includes(row.url)).reduce((sum, row) => sum + row.gzip, 0);
    const css = rows.filter((row) => styles.includes(row.url)).reduce((sum, row) => sum + row.gzip, 0);
    console.log(
      [
        `${name} (${file}):`,
        ...rows.map((row) => `  ${kb(row.gzip).padStart(9)}  ${row.url}`),
        `  JS ${kb(js)} of ${kb(JS_BUDGET)}, CSS ${kb(css)} of ${kb(CSS_BUDGET)} (gzip -9)`,
      ].join('\n'),
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(js, `initial JS of ${file}`).toBeLessThanOrEqual(JS_BUDGET);
    expect(css, `initial CSS of ${file}`).toBeLessThanOrEqual(CSS_BUDGET);
  });
}

test('the search dialog, the search client, its worker and the index are not loaded up front', () => {
  // Found by content: DocSearch's dialog markup, the client's and the engine's (worker's) own error texts.
  const dialogChunks = chunksContaining('DocSearch-SearchBar');
  const clientChunks = [...chunksContaining('This page has no search index.'), ...chunksContaining('rounds of files')];
  expect(dialogChunks.length, 'no chunk holds the DocSearch dialog').toBeGreaterThan(0);
  expect(clientChunks.length, 'no chunk holds the embedded search client and its worker').toBe(2);
  const indexFiles = allFiles(path.join(buildRoot, 'static/search')).map((file) => path.relative(buildRoot, file));
  expect(indexFiles.length).toBeGreaterThan(0);

  for (const { file } of budgetPages) {
    const html = readFileSync(path.join(buildRoot, file), 'utf8');
    const initial = Object.values(initialAssets(html))
      .flat()
      .map((url) => url.replace(/^\//, ''));
    for (const chunk of [...dialogChunks, ...clientChunks])
      expect(initial, `${file} loads ${chunk}`).not.toContain(chunk);
    for (const index of indexFiles) expect(html, `${file} names ${index}`).not.toMatch(/<link[^>]+static\/search\//);
    // Nor is the dialog or the index bundled into the initial scripts themselves.
    for (const url of initialAssets(html).scripts) {
      const source = readFileSync(builtFile(url), 'utf8');
      expect(source.includes('DocSearch-SearchBar'), `${url} holds the search dialog`).toBe(false);
      expect(source.includes('rounds of files'), `${url} holds the search engine`).toBe(false);
    }
  }
  console.log(
    `search dialog: ${dialogChunks.join(', ')}\nsearch client: ${clientChunks.join(', ')}\nsearch index: ${indexFiles.length} files in static/search`,
  );
});

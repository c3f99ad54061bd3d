import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { PageIndexInfo, RspressPlugin, UserConfig } from '@rspress/core';
import { bareRoute, defaultLang, isSiteLang, siteLangs } from '../../i18n/languages';
import { recordUpgradeFact } from '../../plugins/upgrade-facts';
import { createHostedSearchClient } from '../browser/hosted';
import { buildShardedIndex } from '../core/index-build';
import { buildSearchRecords } from '../core/records';
import type { SearchLang, SearchRecord } from '../core/types';
import { indexUrlsScript, SETTINGS_CONSTANT, type SiteSearchSettings } from '../settings';
import { aliasesOf, withAliases } from './alias-table';
import { indexExtras } from './index-extras';

/** Where the built index files live inside the output folder. */
export const INDEX_DIR = 'static/search';
/**
 * Build facts for `npm run bench:search` (not shipped with the site), in the cache of the project that
 * holds the output directory: a build of a fixture in a temporary folder leaves this site's report alone.
 */
export function buildReportPath(outDir = 'doc_build'): string {
  return path.join(path.dirname(path.resolve(outDir)), 'node_modules', '.cache', 'site-search', 'build-report.json');
}
export const BUILD_REPORT = buildReportPath();

export interface BuildReport {
  /** `file`: the manifest; `files`, `bytes` and `gzipBytes`: every file of the index (manifest included). */
  languages: Record<
    string,
    { file: string; records: number; pages: number; files: number; bytes: number; gzipBytes: number }
  >;
  /** Rspress's own search index for the same pages, measured before it is removed from the output. */
  builtin: Record<string, { file: string; bytes: number; gzipBytes: number }>;
}

interface NavEntry {
  text?: string;
  link?: string;
  activeMatch?: string;
}

/** Reads `_nav.json` of a language: its entries name the site sections (lvl0). */
function readNav(root: string, lang: string): NavEntry[] {
  for (const file of [path.join(root, lang, '_nav.json'), path.join(root, '_nav.json')]) {
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as NavEntry[];
  }
  return [];
}

export function sectionOf(nav: NavEntry[], routePath: string, fallback: string): string {
  for (const entry of nav) {
    if (!entry.text || !entry.link) continue;
    if (entry.activeMatch && new RegExp(entry.activeMatch).test(routePath)) return entry.text;
  }
  const [first] = bareRoute(routePath).split('/').filter(Boolean);
  const byLink = nav.find((entry) => entry.text && entry.link?.split('/').filter(Boolean)[0] === first);
  return byLink?.text ?? fallback;
}

/** Front-matter `keywords`, as a list or a comma-separated string. */
export function keywordsOf(frontmatter: Record<string, unknown> | undefined): string[] {
  const value = frontmatter?.keywords;
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return list
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter(Boolean);
}

function indexable(page: PageIndexInfo): boolean {
  return page.frontmatter?.pageType !== 'home' && page.frontmatter?.search !== false;
}

/**
 * Rspress plugin: turns every page into DocSearch records at build time and
 * writes each language's sharded index to static/search/: a manifest
 * `<lang>.<hash>.json` and the files the browser fetches by a query's terms in
 * `<lang>.<hash>/` (search/core/index-files.ts), the hash covering them all.
 * Every HTML page names the manifest of each language in a small inline
 * script (`window.__SITE_SEARCH_INDEXES__`), so page data stays as Rspress makes it.
 * Rspress's own index files are removed from the output: the dialog replaces
 * the built-in search, and nothing else reads them.
 */
export function pluginSiteSearch(settings: SiteSearchSettings): RspressPlugin {
  // Fails the build with Algolia's own message ('`appId` is missing.') when a key is absent.
  if (settings.hosted) createHostedSearchClient(settings.hosted);

  let root = 'docs';
  let title = 'Docs';
  const files = new Map<string, string>();
  const urlByLang = new Map<string, string>();
  const report: BuildReport = { languages: {}, builtin: {} };
  let patchedModules = 0;

  const emitIndexFiles: RsbuildPlugin = {
    name: 'site-search-index-files',
    setup(api) {
      api.processAssets({ stage: 'report', environments: ['web'] }, ({ compilation, compiler }) => {
        for (const [file, json] of files) compilation.emitAsset(file, new compiler.webpack.sources.RawSource(json));
      });
      api.modifyBundlerChain((chain) => {
        chain.module
          .rule('docsearch-fixes')
          .test(/@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/)
          .use('docsearch-fixes')
          .loader(path.join(__dirname, 'docsearch-loader.cjs'))
          .options({ onPatched: () => patchedModules++ });
      });
      if (api.context.action !== 'build') return;
      api.processAssets({ stage: 'report', environments: ['web'] }, () => {
        recordUpgradeFact('docsearch-patches', { patchedModules });
      });
    },
  };

  return {
    name: 'site-search',
    builderConfig: {
      plugins: [emitIndexFiles],
      source: { define: { [SETTINGS_CONSTANT]: JSON.stringify(settings) } },
      // The index's files (hundreds of small ones) are summed up in one line per language instead.
      performance: {
        printFileSize: {
          exclude: (asset) =>
            asset.name.startsWith(`${INDEX_DIR}/`) || /\.(?:map|LICENSE\.txt|d\.(?:ts|mts|cts))$/.test(asset.name),
        },
      },
      html: {
        tags: [
          // Evaluated when the HTML is written, after the index files are known.
          (tags) => [
            ...tags,
            { tag: 'script', children: indexUrlsScript(Object.fromEntries(urlByLang)), head: true, append: true },
          ],
        ],
      },
    },
    config(config: UserConfig) {
      root = config.root ?? root;
      title = config.title ?? title;
      return config;
    },
    modifySearchIndexData(pages) {
      files.clear();
      urlByLang.clear();
      const byLang = new Map<SearchLang, SearchRecord[]>();
      const pageCount = new Map<SearchLang, number>();
      const navs = new Map<string, NavEntry[]>();
      // Read once per build, not once per page.
      const aliases = new Map(siteLangs.map((lang) => [lang, aliasesOf(lang)]));
      for (const page of pages) {
        const lang: SearchLang = isSiteLang(page.lang) ? page.lang : defaultLang;
        if (!byLang.has(lang)) byLang.set(lang, []);
        if (!indexable(page)) continue;
        if (!navs.has(lang)) navs.set(lang, readNav(root, page.lang));
        const lvl0 = sectionOf(navs.get(lang) ?? [], page.routePath, title);
        const records = withAliases(
          buildSearchRecords({ ...page, keywords: keywordsOf(page.frontmatter) }, { lvl0 }),
          aliases.get(lang) ?? {},
        );
        byLang.get(lang)?.push(...records);
        if (records.length > 0) pageCount.set(lang, (pageCount.get(lang) ?? 0) + 1);
      }
      for (const [lang, records] of byLang) {
        const { manifest, files: indexFiles } = buildShardedIndex(lang, records, indexExtras(lang, records));
        const json = JSON.stringify(manifest);
        const paths = [...indexFiles.keys()].sort();
        const hasher = createHash('sha256').update(json);
        for (const file of paths) hasher.update(file).update(indexFiles.get(file) ?? '');
        const name = `${INDEX_DIR}/${lang}.${hasher.digest('hex').slice(0, 10)}`;
        files.set(`${name}.json`, json);
        for (const file of paths) files.set(`${name}/${file}`, indexFiles.get(file) ?? '');
        urlByLang.set(lang, `/${name}.json`);
        const all = [json, ...indexFiles.values()];
        const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
        const summary = {
          file: `${name}.json`,
          records: records.length,
          pages: pageCount.get(lang) ?? 0,
          files: all.length,
          bytes: all.reduce((sum, text) => sum + Buffer.byteLength(text), 0),
          gzipBytes: all.reduce((sum, text) => sum + gzipSync(text).length, 0),
        };
        report.languages[lang] = summary;
        console.log(
          `search index ${lang}: ${summary.records} records, ${summary.files} files in ${name}/, ${kB(summary.bytes)} (${kB(summary.gzipBytes)} gzip)`,
        );
      }
    },
    async afterBuild(config, isProd) {
      const builtinIndexFile = new RegExp(`^search_index\\.(?:.*\\.)?(${siteLangs.join('|')})\\.[\\w-]+\\.json$`);
      if (!isProd) return;
      const staticDir = path.join(config.outDir ?? 'doc_build', 'static');
      report.builtin = {};
      for (const name of await readdir(staticDir)) {
        const match = builtinIndexFile.exec(name);
        if (!match) continue;
        const file = path.join(staticDir, name);
        const content = readFileSync(file);
        report.builtin[match[1]] = { file: name, bytes: (await stat(file)).size, gzipBytes: gzipSync(content).length };
        await rm(file);
      }
      const reportFile = buildReportPath(config.outDir);
      await mkdir(path.dirname(reportFile), { recursive: true });
      await writeFile(reportFile, `${JSON.stringify(report, null, 2)}\n`);
    },
  };
}

import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { recordUpgradeFact } from './upgrade-facts';

type PageRecord = Record<string, unknown> & { routePath: string; frontmatter?: Record<string, unknown> };
type TocEntry = { id: string; text: string; depth: number; charIndex?: number };

/** Fields every page keeps in the site-wide list that the browser loads up front. */
const SHARED_FIELDS = ['title', 'routePath', 'lang', 'version'];
/** Fields the page's own module already carries (its meta): not repeated there. */
const MODULE_FIELDS = new Set([...SHARED_FIELDS, 'toc', 'frontmatter']);
/**
 * The page's text, extracted for search indexes: the site's index is written at build time from the
 * full records (search/build), and Rspress's built-in search reads its own index file, never page data.
 * In the browser they would only repeat the article (about 2 kB per page, twice).
 */
const SEARCH_ONLY_FIELDS = new Set(['content', '_flattenContent']);

/** Route prefixes of the pages that an overview page lists (see the theme's Overview component). */
function overviewPrefixes(pages: PageRecord[]): string[] {
  return pages
    .filter((page) => page.frontmatter?.overview === true)
    .map((page) => page.routePath.replace(/overview$/, ''));
}

/** The site-wide entry of a page: what other pages' components read about it. */
export function sharedRecord(page: PageRecord, prefixes: string[]): Record<string, unknown> {
  const shared: Record<string, unknown> = {};
  for (const field of SHARED_FIELDS) if (field in page) shared[field] = page[field];
  // An overview page lists the headings of the pages below it, so those keep theirs.
  if (prefixes.some((prefix) => page.routePath !== prefix && page.routePath.startsWith(prefix))) {
    shared.toc = ((page.toc as TocEntry[] | undefined) ?? []).map(({ id, text, depth }) => ({ id, text, depth }));
  }
  return shared;
}

/** What moves into the page's own module: the rest of its record, and its full toc as `indexToc`. */
export function ownRecord(page: PageRecord): Record<string, unknown> {
  const own: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(page)) {
    if (!MODULE_FIELDS.has(field) && !SEARCH_ONLY_FIELDS.has(field)) own[field] = value;
  }
  own.indexToc = page.toc ?? [];
  return own;
}

const PAGE_DATA_MODULE = /^export const pageData = ([\s\S]*?);\s*export const searchIndexHash = ([\s\S]*?);?\s*$/;

/**
 * Rspress bundles the record of every page (description, full table of contents
 * with charIndex, edit path, last-updated time...) into the entry script that
 * every page loads before it can hydrate; with ~100 pages that is over 30 kB
 * gzipped and grows with each page. In the browser build this plugin keeps only
 * title, routePath, lang and version per page in that list (plus the headings of
 * the pages an overview page lists) and moves the rest of each record into the
 * page's own route chunk, next to the meta Rspress already puts there. The
 * runtime merges both (initPageData: module meta, then the list entry), so
 * usePage() returns the same record as before; the full toc with charIndex is
 * `page.indexToc`. The server-side render still sees the full list.
 */
export function pluginLeanPageData(): RspressPlugin {
  const byRelativePath = new Map<string, PageIndexInfo>();
  const changedPages = new Set<string>();
  let docRoot = '';

  const rsbuildPlugin: RsbuildPlugin = {
    name: 'site-lean-page-data',
    // Registered before Rspress's own transform of the module, so that it runs after it
    // (a module's loaders run last-registered first) and sees the generated code.
    enforce: 'pre',
    setup(api) {
      api.transform({ test: /[\\/]virtual-page-data\.js$/, environments: ['web'] }, ({ code }) => {
        const match = PAGE_DATA_MODULE.exec(code);
        if (!match) throw new Error('lean-page-data: the virtual-page-data module of @rspress/core changed shape.');
        const pageData = JSON.parse(match[1]) as { pages: PageRecord[] };
        const prefixes = overviewPrefixes(pageData.pages);
        const pages = pageData.pages.map((page) => sharedRecord(page, prefixes));
        return `export const pageData = ${JSON.stringify({ ...pageData, pages })};\nexport const searchIndexHash = ${match[2]};\n`;
      });
      api.modifyBundlerChain((chain, { environment }) => {
        if (environment.name !== 'web') return;
        // Runs right after Rspress's mdx-loader, on the page module it generated.
        chain.module
          .rule('mdx')
          .oneOf('mdx')
          .use('site-page-own-record')
          .loader(path.join(__dirname, 'lean-page-data-loader.cjs'))
          .options({
            ownRecordOf: (resourcePath: string) => {
              const relative = path.relative(docRoot, resourcePath).split(path.sep).join('/');
              const page = byRelativePath.get(relative);
              return page ? ownRecord(page as unknown as PageRecord) : undefined;
            },
            onChanged: (resourcePath: string) => changedPages.add(resourcePath),
          })
          .before('mdx-loader');
      });
      if (api.context.action !== 'build') return;
      api.processAssets({ stage: 'report', environments: ['web'] }, () => {
        recordUpgradeFact('lean-page-data', { pages: byRelativePath.size, pageModulesChanged: changedPages.size });
      });
    },
  };

  return {
    name: 'site-lean-page-data',
    builderConfig: { plugins: [rsbuildPlugin] },
    config(config) {
      docRoot = config.root ?? docRoot;
      return config;
    },
    // Keeps a reference: other plugins may still add fields; the loader reads them later.
    extendPageData(pageData) {
      byRelativePath.set(pageData._relativePath, pageData);
    },
  };
}

import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { aliasesOf, withAliases } from '../../../../search/build/alias-table';
import { indexExtras } from '../../../../search/build/index-extras';
import { sectionOf } from '../../../../search/build/plugin';
import { sourcePages } from '../../../../search/build/source-pages';
import { buildShardedIndex } from '../../../../search/core/index-build';
import { MemoryIndex } from '../../../../search/core/memory-index';
import { buildSearchRecords } from '../../../../search/core/records';
import { ShardedIndex } from '../../../../search/core/sharded-index';
import type { SearchLang } from '../../../../search/core/types';

/**
 * This site's own Markdown (search/build/source-pages.ts) indexed as the build
 * indexes it, without a build: the sharded files in memory and the reference
 * in-memory index over the same records.
 */
export function siteIndex(lang: SearchLang) {
  const pages = sourcePages(lang);
  // The navbar's sections, as the build names them (lvl0).
  const nav = JSON.parse(readFileSync(new URL(`../../../../docs/${lang}/_nav.json`, import.meta.url), 'utf8'));
  const records = withAliases(
    pages.flatMap((page) => buildSearchRecords(page, { lvl0: sectionOf(nav, page.routePath, 'Docs') })),
    aliasesOf(lang),
  );
  const extras = indexExtras(lang, records);
  const { manifest, files } = buildShardedIndex(lang, records, extras);
  const gzipBytes = new Map<string, number>();
  const gzipOf = (file: string) => {
    if (!gzipBytes.has(file)) gzipBytes.set(file, gzipSync(files.get(file) ?? '').length);
    return gzipBytes.get(file) ?? 0;
  };
  return {
    pages,
    records,
    manifest,
    files,
    reference: new MemoryIndex(lang, records, extras),
    /** A fresh index (nothing loaded but the manifest) that notes each file it fetches. */
    open(fetched: string[] = []) {
      return new ShardedIndex(JSON.parse(JSON.stringify(manifest)), async (file) => {
        fetched.push(file);
        if (!files.has(file)) throw new Error(`No file ${file}`);
        return JSON.parse(files.get(file) ?? '');
      });
    },
    manifestGzipBytes: gzipSync(JSON.stringify(manifest)).length,
    gzipOf,
  };
}

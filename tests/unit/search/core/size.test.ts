import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pinyinTable } from '../../../../search/build/pinyin-table';
import { sourcePages } from '../../../../search/build/source-pages';
import { synonymsOf } from '../../../../search/build/synonym-table';
import { buildEmbeddedIndex } from '../../../../search/core/embedded-index';
import { buildSearchRecords } from '../../../../search/core/records';

/**
 * The size goal: an index file no larger than the one Rspress's built-in
 * search writes for the same pages. That file is, per language, the JSON array of
 * the pages Rspress extracted ({ title, content, routePath, lang, toc, ... }); the
 * corpus here is this site's own Markdown (search/build/source-pages.ts), so the check
 * runs without a build. `npm run bench:search` measures the real files.
 */
describe.each(['en', 'zh'] as const)('index file size (%s)', (lang) => {
  const pages = sourcePages(lang);
  // Rspress's file also holds frontmatter, version and description per page; leaving them out favours it.
  const builtin = JSON.stringify(pages);
  const file = buildEmbeddedIndex(
    lang,
    pages.flatMap((page) => buildSearchRecords(page, { lvl0: 'Guide' })),
    { synonyms: synonymsOf(lang) },
  );
  if (lang === 'zh') file.pinyin = pinyinTable(JSON.stringify(file));
  const ours = JSON.stringify(file);

  it('covers a real corpus', () => {
    expect(pages.length).toBeGreaterThan(30);
  });
  it('is no larger than Rspress’s built-in index, raw and gzipped', () => {
    expect(Buffer.byteLength(ours)).toBeLessThanOrEqual(Buffer.byteLength(builtin));
    expect(gzipSync(ours).length).toBeLessThanOrEqual(gzipSync(builtin).length);
  });
});

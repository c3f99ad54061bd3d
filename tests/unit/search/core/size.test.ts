import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { packPage, recordsByPage } from '../../../../search/core/page-file';
import { docsearchRequest } from '../../../../search/core/request';
import { answerWhenLoaded } from '../../../../search/core/respond';
import { readRelevanceSet } from '../../../../search/relevance/report';
import { siteIndex } from './site-index';

/**
 * What the browser downloads before the first answer, built from this site's
 * Markdown (no build needed; `npm run bench:search -- --scale` measures the real
 * thing in Chromium). Until the index was sharded, the browser downloaded the whole
 * text of the index (every page, the synonyms, the pinyin table) as one file before
 * it could answer anything; now it fetches the manifest and the files a query
 * needs. For the reader queries of the relevance set, each asked of a fresh index,
 * the typical (median) download must stay below that one file, and so must their
 * average, both gzipped.
 */
describe.each(['en', 'zh'] as const)('download before the first answer (%s)', (lang) => {
  const site = siteIndex(lang);
  const pages = recordsByPage(site.records).map(packPage);
  const wholeText = gzipSync(
    JSON.stringify({ pages, synonyms: site.manifest.synonyms, pinyin: site.manifest.pinyin }),
  ).length;

  it('covers a real corpus', () => {
    expect(site.pages.length).toBeGreaterThan(30);
  });

  it('is, for typical queries, less than the whole index in one file was', { timeout: 60_000 }, async () => {
    const downloads: number[] = [];
    for (const { query } of readRelevanceSet(lang).queries) {
      const fetched: string[] = [];
      await answerWhenLoaded(site.open(fetched), [docsearchRequest(query, 'site')]);
      downloads.push(site.manifestGzipBytes + fetched.reduce((sum, file) => sum + site.gzipOf(file), 0));
    }
    downloads.sort((a, b) => a - b);
    const median = downloads[Math.floor(downloads.length / 2)];
    const mean = downloads.reduce((sum, bytes) => sum + bytes, 0) / downloads.length;
    console.log(
      `${lang}: whole index ${wholeText} B gzip; before the first answer: median ${median} B, mean ${Math.round(mean)} B, max ${downloads.at(-1)} B`,
    );
    expect(median).toBeLessThan(wholeText);
    expect(mean).toBeLessThan(wholeText);
  });
});

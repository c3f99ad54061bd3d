import { describe, expect, it } from 'vitest';
import { createEmbeddedSearchClient } from '../../../../search/browser/client';
import { createSearchEngine } from '../../../../search/browser/engine';
import { buildShardedIndex } from '../../../../search/core/index-build';
import { buildSearchRecords } from '../../../../search/core/records';
import { fixturePages } from '../core/fixtures';

const { manifest, files } = buildShardedIndex(
  'zh',
  fixturePages.filter((page) => page.lang === 'zh').flatMap((page) => buildSearchRecords(page, { lvl0: '指南' })),
);
const MANIFEST = '/static/search/zh.abc.json';
/** The build's output as a static server serves it. */
function serve(url: string): Response {
  if (url === MANIFEST) return new Response(JSON.stringify(manifest));
  const file = files.get(url.replace('/static/search/zh.abc/', ''));
  return file === undefined ? new Response('Not found', { status: 404 }) : new Response(file);
}
const request = { indexName: 'site-zh', query: '暗黑', highlightPreTag: '<mark>', highlightPostTag: '</mark>' };

describe('embedded search client', () => {
  it('loads the manifest once, then only the files a query needs, and answers search({ requests })', async () => {
    const fetched: string[] = [];
    const client = createEmbeddedSearchClient(
      () => MANIFEST,
      createSearchEngine(async (url) => {
        fetched.push(url);
        return serve(url);
      }),
    );
    await client.prefetch();
    expect(fetched).toEqual([MANIFEST]);
    const { results } = await client.search({ requests: [request] });
    const afterFirst = fetched.length;
    await client.search([request]);
    expect(fetched.filter((url) => url === MANIFEST)).toHaveLength(1);
    expect(fetched).toHaveLength(afterFirst);
    expect(afterFirst - 1).toBeLessThan(files.size);
    expect(results[0].hits[0]._highlightResult.hierarchy.lvl1?.value).toBe('<mark>暗黑</mark>模式');
  });

  it('fails with a RetryError while the index or one of its files cannot be loaded, then retries', async () => {
    let broken: 'manifest' | 'files' | null = 'manifest';
    const client = createEmbeddedSearchClient(
      () => MANIFEST,
      createSearchEngine(async (url) => {
        const isManifest = url === MANIFEST;
        if ((broken === 'manifest' && isManifest) || (broken === 'files' && !isManifest)) {
          return new Response('gone', { status: 404 });
        }
        return serve(url);
      }),
    );
    await expect(client.search({ requests: [request] })).rejects.toMatchObject({ name: 'RetryError' });
    broken = 'files';
    await client.prefetch();
    await expect(client.search({ requests: [request] })).rejects.toMatchObject({ name: 'RetryError' });
    broken = null;
    const { results } = await client.search({ requests: [request] });
    expect(results[0].nbHits).toBeGreaterThan(0);
  });
});

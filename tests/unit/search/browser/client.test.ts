import { describe, expect, it } from 'vitest';
import { createEmbeddedSearchClient } from '../../../../search/browser/client';
import { buildEmbeddedIndex } from '../../../../search/core/embedded-index';
import { buildSearchRecords } from '../../../../search/core/records';
import { fixturePages } from '../core/fixtures';

const file = JSON.stringify(
  buildEmbeddedIndex(
    'zh',
    fixturePages.filter((page) => page.lang === 'zh').flatMap((page) => buildSearchRecords(page, { lvl0: '指南' })),
  ),
);
const request = { indexName: 'site-zh', query: '暗黑', highlightPreTag: '<mark>', highlightPostTag: '</mark>' };

describe('embedded search client', () => {
  it('loads the index once and answers search({ requests })', async () => {
    const fetched: string[] = [];
    const client = createEmbeddedSearchClient(
      () => '/static/search/zh.abc.json',
      async (url) => {
        fetched.push(url);
        return new Response(file);
      },
    );
    await client.prefetch();
    const { results } = await client.search({ requests: [request] });
    await client.search([request]);
    expect(fetched).toEqual(['/static/search/zh.abc.json']);
    expect(results[0].hits[0]._highlightResult.hierarchy.lvl1?.value).toBe('<mark>暗黑</mark>模式');
  });

  it('fails with a RetryError while the index cannot be loaded, then retries', async () => {
    let online = false;
    const client = createEmbeddedSearchClient(
      () => '/static/search/zh.abc.json',
      async () => (online ? new Response(file) : new Response('gone', { status: 404 })),
    );
    await expect(client.search({ requests: [request] })).rejects.toMatchObject({ name: 'RetryError' });
    online = true;
    const { results } = await client.search({ requests: [request] });
    expect(results[0].nbHits).toBeGreaterThan(0);
  });
});

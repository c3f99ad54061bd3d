import { describe, expect, it } from 'vitest';
import { MAX_POSTINGS } from '../../../../search/core/ranking';
import { docsearchRequest } from '../../../../search/core/request';
import { answerWhenLoaded } from '../../../../search/core/respond';
import type { SearchableIndex } from '../../../../search/core/term-index';
import { readRelevanceSet } from '../../../../search/relevance/report';
import { siteIndex } from './site-index';

const topTen = async (index: SearchableIndex, query: string) =>
  (await answerWhenLoaded(index, [docsearchRequest(query, 'site')])).results[0].hits
    .slice(0, 10)
    .map((hit) => hit.objectID);

/**
 * The sharded index (files fetched by the query's terms, scores rounded to
 * 1/IMPACT_SCALE) answers every reader query of the relevance set exactly as the
 * reference does: the same ranking computed in memory, at full precision, from
 * the records themselves (memory-index.ts), over this site's pages.
 */
describe.each(['en', 'zh'] as const)('sharded index (%s)', (lang) => {
  const site = siteIndex(lang);

  it('ships every record of every term: no term of this site reaches MAX_POSTINGS', () => {
    const largest = Math.max(...[...site.reference.data.postings.values()].map((records) => records.size));
    expect(largest).toBeLessThan(MAX_POSTINGS);
  });

  it('gives back every record it was built from', async () => {
    expect(await site.open().allRecords()).toEqual(site.records);
  });

  it('gives the same first 10 hits as the reference on every relevance query', { timeout: 60_000 }, async () => {
    const sharded = site.open();
    const different: string[] = [];
    for (const { query } of readRelevanceSet(lang).queries) {
      const [ours, reference] = [await topTen(sharded, query), await topTen(site.reference, query)];
      if (JSON.stringify(ours) !== JSON.stringify(reference)) different.push(query);
    }
    expect(different).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WARM_UP_INDEX_FILE, warmUpIndex } from '../../../../search/build/warm-up-index';
import { docsearchRequest } from '../../../../search/core/request';
import { answerWhenLoaded } from '../../../../search/core/respond';
import { ShardedIndex } from '../../../../search/core/sharded-index';

describe('the engine warm-up', () => {
  it('bundles the index the build makes today (npx tsx search/build/warm-up-index.ts)', () => {
    expect(JSON.parse(readFileSync(WARM_UP_INDEX_FILE, 'utf8'))).toEqual(warmUpIndex());
  });

  it('answers its queries from the bundled index alone, as the worker does on prefetch', async () => {
    const { manifest, files } = JSON.parse(readFileSync(WARM_UP_INDEX_FILE, 'utf8')) as ReturnType<typeof warmUpIndex>;
    const asked: string[] = [];
    const index = new ShardedIndex(manifest, async (path) => {
      asked.push(path);
      return files[path];
    });
    for (const query of ['deplyo', 'night theme', '暗黑模试']) {
      const [result] = (await answerWhenLoaded(index, [docsearchRequest(query, 'warm-up')])).results;
      expect(result.hits.length, query).toBeGreaterThan(0);
    }
    // Every file it asked for is in the bundle: the warm-up never reaches the network.
    expect(asked.filter((path) => !(path in files))).toEqual([]);
  });
});

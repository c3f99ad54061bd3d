import type { IndexManifest } from '../core/index-files';
import { docsearchRequest } from '../core/request';
import { answerWhenLoaded } from '../core/respond';
import { ShardedIndex } from '../core/sharded-index';
import warmUpIndex from './warm-up-index.json';

/** A typo, a prefix, a phrase with a synonym, Chinese pairs and a Chinese typo: every path of a query. */
const QUERIES = ['deplyo', 'dark mod', 'night theme', '部署站点', '暗黑模试'];
/** Passes over the queries: after a few calls V8 compiles a function further (three did better than one, ten no better). */
const PASSES = 3;

/**
 * Answers a few queries from a tiny index bundled with the engine (search/build/warm-up-index.ts),
 * while the real index's manifest loads: V8 compiles the parser, the ranking and the snippets
 * then, on hover of the search button, not on the reader's first keystroke. Measured in Node on
 * this site's index, fresh process, median of 7: the first query's own work fell from 49 to 28 ms
 * (deploy), 41 to 20 ms (d) and 61 to 27 ms (部署); the warm-up itself takes 35 to 55 ms.
 */
export async function warmUp(): Promise<void> {
  const { manifest, files } = warmUpIndex as unknown as { manifest: IndexManifest; files: Record<string, unknown> };
  const index = new ShardedIndex(manifest, async (path) => files[path]);
  for (let pass = 0; pass < PASSES; pass++)
    for (const query of QUERIES) await answerWhenLoaded(index, [docsearchRequest(query, 'warm-up')]);
}

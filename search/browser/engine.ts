import type { IndexManifest } from '../core/index-files';
import { answerWhenLoaded } from '../core/respond';
import { ShardedIndex } from '../core/sharded-index';
import type { SearchRequest, SearchResponse } from '../core/types';
import { warmUp } from './warm-up';

/** The embedded search, by the URL of an index's manifest: what the worker runs. */
export interface SearchEngine {
  /** Loads the manifest (on hover or focus of the search button); safe to call often. */
  prefetch(manifestUrl: string): Promise<void>;
  search(manifestUrl: string, requests: SearchRequest[]): Promise<SearchResponse>;
}

async function fetchJson(fetchFile: (url: string) => Promise<Response>, url: string): Promise<unknown> {
  const response = await fetchFile(url);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return response.json();
}

/**
 * Opens each language's index once (its manifest; the other files as queries need them,
 * from the folder named like the manifest). A manifest that failed to load is forgotten,
 * and so is any file, so the next keystroke tries again.
 */
export function createSearchEngine(fetchFile: (url: string) => Promise<Response> = (url) => fetch(url)): SearchEngine {
  const indexes = new Map<string, Promise<ShardedIndex>>();
  let warmedUp: Promise<void> | undefined;
  const open = (manifestUrl: string) => {
    let index = indexes.get(manifestUrl);
    if (!index) {
      const folder = `${manifestUrl.replace(/\.json$/, '')}/`;
      index = fetchJson(fetchFile, manifestUrl).then(
        (manifest) => new ShardedIndex(manifest as IndexManifest, (file) => fetchJson(fetchFile, folder + file)),
      );
      index.catch(() => indexes.delete(manifestUrl));
      indexes.set(manifestUrl, index);
    }
    return index;
  };
  return {
    prefetch: async (manifestUrl) => {
      // Once, while the manifest is on its way; a warm-up that fails costs nothing but its time.
      warmedUp ??= warmUp().catch(() => undefined);
      await Promise.all([open(manifestUrl), warmedUp]);
    },
    search: async (manifestUrl, requests) => answerWhenLoaded(await open(manifestUrl), requests),
  };
}

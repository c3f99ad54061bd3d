import { type EmbeddedIndexFile, type LoadedIndex, loadEmbeddedIndex } from '../core/embedded-index';
import { answerSearch } from '../core/respond';
import type { SearchRequest, SearchResponse } from '../core/types';

/**
 * DocSearch shows its 'Unable to fetch results' screen only for an error with
 * this name (the name Algolia's client gives to "all hosts unreachable").
 */
export class IndexUnavailableError extends Error {
  override name = 'RetryError';
}

export interface EmbeddedSearchClient {
  /** Starts loading the index (on hover or focus of the search button); safe to call often. */
  prefetch(): Promise<LoadedIndex>;
  /** Same contract as Algolia's `search({ requests })`. */
  search(params: { requests: SearchRequest[] } | SearchRequest[]): Promise<SearchResponse>;
}

/**
 * Browser client for the embedded index. `indexUrl` is read on every call, so
 * after a client-side navigation to the other language the other index loads.
 * A failed load is forgotten, so the next keystroke tries again.
 */
export function createEmbeddedSearchClient(
  indexUrl: () => string | undefined,
  fetchIndex: (url: string) => Promise<Response> = (url) => fetch(url),
): EmbeddedSearchClient {
  const loads = new Map<string, Promise<LoadedIndex>>();

  function prefetch(): Promise<LoadedIndex> {
    const url = indexUrl();
    if (!url) return Promise.reject(new IndexUnavailableError('This page has no search index.'));
    let load = loads.get(url);
    if (!load) {
      load = fetchIndex(url)
        .then((response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          return response.json() as Promise<EmbeddedIndexFile>;
        })
        .then(loadEmbeddedIndex)
        .catch((error: unknown) => {
          loads.delete(url);
          throw new IndexUnavailableError(`Unable to load the search index ${url}: ${String(error)}`);
        });
      loads.set(url, load);
    }
    return load;
  }

  return {
    prefetch,
    async search(params) {
      const requests = Array.isArray(params) ? params : params.requests;
      const index = await prefetch();
      return answerSearch(index, requests);
    },
  };
}

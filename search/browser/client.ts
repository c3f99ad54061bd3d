import type { SearchRequest, SearchResponse } from '../core/types';
import type { SearchEngine } from './engine';
import type { WorkerReply, WorkerRequest } from './search-worker';

/**
 * DocSearch shows its 'Unable to fetch results' screen only for an error with
 * this name (the name Algolia's client gives to "all hosts unreachable").
 */
export class IndexUnavailableError extends Error {
  override name = 'RetryError';
}

export interface EmbeddedSearchClient {
  /** Starts loading the index (on hover or focus of the search button); safe to call often. */
  prefetch(): Promise<void>;
  /** Same contract as Algolia's `search({ requests })`. */
  search(params: { requests: SearchRequest[] } | SearchRequest[]): Promise<SearchResponse>;
}

/** The search engine in a Web Worker: the page's main thread only passes messages. */
export function workerEngine(): SearchEngine {
  let worker: Worker | undefined;
  let next = 0;
  const pending = new Map<number, { resolve(reply: WorkerReply): void; reject(error: Error): void }>();
  const ask = (message: Omit<WorkerRequest, 'id'>) => {
    if (!worker) {
      worker = new Worker(new URL('./search-worker.ts', import.meta.url));
      worker.addEventListener('message', ({ data }: MessageEvent<WorkerReply>) => {
        pending.get(data.id)?.resolve(data);
        pending.delete(data.id);
      });
      worker.addEventListener('error', (event) => {
        // A worker that failed to start or crashed is replaced on the next query.
        event.preventDefault();
        worker = undefined;
        for (const waiting of pending.values()) waiting.reject(new Error(event.message || 'The search worker failed'));
        pending.clear();
      });
    }
    const id = next++;
    const reply = new Promise<WorkerReply>((resolve, reject) => pending.set(id, { resolve, reject }));
    worker.postMessage({ id, ...message } satisfies WorkerRequest);
    return reply.then((answer) => {
      if (answer.error !== undefined) throw new Error(answer.error);
      return answer;
    });
  };
  return {
    prefetch: async (manifestUrl) => {
      await ask({ manifestUrl });
    },
    search: async (manifestUrl, requests) => (await ask({ manifestUrl, requests })).response as SearchResponse,
  };
}

/**
 * Browser client for the embedded index. `indexUrl` is read on every call, so
 * after a client-side navigation to the other language the other index loads.
 * Any failure to load the index or a file of it is a RetryError, and is tried
 * again on the next call.
 */
export function createEmbeddedSearchClient(
  indexUrl: () => string | undefined,
  engine: SearchEngine = workerEngine(),
): EmbeddedSearchClient {
  const manifestUrl = () => {
    const url = indexUrl();
    if (!url) throw new IndexUnavailableError('This page has no search index.');
    // The worker resolves URLs against its own script: hand it an absolute one.
    return typeof location === 'undefined' ? url : new URL(url, location.href).href;
  };
  const unavailable = (url: string) => (error: unknown) => {
    throw new IndexUnavailableError(`Unable to load the search index ${url}: ${String(error)}`);
  };
  return {
    async prefetch() {
      const url = manifestUrl();
      await engine.prefetch(url).catch(unavailable(url));
    },
    async search(params) {
      const requests = Array.isArray(params) ? params : params.requests;
      const url = manifestUrl();
      return engine.search(url, requests).catch(unavailable(url));
    },
  };
}

import { createSearchEngine } from './engine';

/**
 * The embedded search's worker (started by client.ts): it loads the index's
 * files and answers queries off the main thread, so that parsing files and
 * ranking never hold up the page.
 */
export interface WorkerRequest {
  id: number;
  manifestUrl: string;
  /** No requests: prefetch the index. */
  requests?: import('../core/types').SearchRequest[];
}

export type WorkerReply = { id: number; response?: import('../core/types').SearchResponse; error?: string };

const scope = globalThis as unknown as {
  postMessage(message: WorkerReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
};
const engine = createSearchEngine();

scope.addEventListener('message', ({ data: { id, manifestUrl, requests } }) => {
  const work = requests ? engine.search(manifestUrl, requests) : engine.prefetch(manifestUrl).then(() => undefined);
  work.then(
    (response) => scope.postMessage({ id, ...(response ? { response } : {}) }),
    (error: unknown) => scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});

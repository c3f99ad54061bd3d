import type { DocSearchTransformClient } from '@docsearch/react';
import type { HostedSearchConfig, SiteSearchSettings } from '../settings';

type SearchFn = DocSearchTransformClient['search'];

/** How the dialog reaches a search provider; both answer DocSearch's `search(requests)`. */
export interface SearchConnection {
  prefetch(): Promise<unknown>;
  transform(client: DocSearchTransformClient): DocSearchTransformClient;
}

/**
 * Errors a connection has handed to the dialog. DocSearch shows its error screen for them (or
 * connectHosted reports them), then its autocomplete core throws them on from a promise nobody
 * awaits: one "Uncaught (in promise)" per failed query. Those rejections, and only those, are
 * marked handled here.
 */
const reportedErrors = new WeakSet<object>();
const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

if (typeof window !== 'undefined') {
  window.addEventListener('unhandledrejection', (event) => {
    if (isObject(event.reason) && reportedErrors.has(event.reason)) event.preventDefault();
  });
}

function reported(error: unknown): unknown {
  if (isObject(error)) reportedErrors.add(error);
  return error;
}

/** The page's connection: Algolia when the build was configured for it, else the embedded index. */
export function connect(settings: SiteSearchSettings, indexUrl: () => string | undefined): SearchConnection {
  return settings.hosted ? connectHosted(settings.hosted) : connectEmbedded(indexUrl);
}

/** The embedded index: the client code and the index load on first need (hover, focus or a query). */
export function connectEmbedded(indexUrl: () => string | undefined): SearchConnection {
  let client: Promise<import('./client').EmbeddedSearchClient> | undefined;
  const load = () => {
    client ??= import('./client').then(({ createEmbeddedSearchClient }) => createEmbeddedSearchClient(indexUrl));
    return client;
  };
  return {
    prefetch: () => load().then((embedded) => embedded.prefetch()),
    transform: (original) => ({
      ...original,
      search: (async (params: Parameters<SearchFn>[0]) => {
        try {
          return await (await load()).search(
            params as Parameters<import('./client').EmbeddedSearchClient['search']>[0],
          );
        } catch (error) {
          throw reported(error);
        }
      }) as unknown as SearchFn,
    }),
  };
}

/** Algolia through its official client; loaded on first need as well. */
export function connectHosted(config: HostedSearchConfig): SearchConnection {
  let client: Promise<import('algoliasearch/lite').LiteClient> | undefined;
  const load = () => {
    client ??= import('./hosted').then(({ createHostedSearchClient }) => createHostedSearchClient(config));
    return client;
  };
  return {
    prefetch: load,
    transform: (original) => ({
      ...original,
      search: (async (params: Parameters<SearchFn>[0]) => {
        try {
          return await (await load()).search(params);
        } catch (error) {
          // DocSearch shows its error screen only for unreachable hosts; say what went wrong otherwise too.
          console.error(`Search failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
          throw reported(error);
        }
      }) as SearchFn,
    }),
  };
}

import type { LiteClient } from 'algoliasearch/lite';
import { liteClient } from 'algoliasearch/lite';

/** Settings of the hosted provider (Algolia), read from the environment at build time. */
export interface HostedSearchConfig {
  appId: string;
  /** The search-only key: it ships in the site's scripts. */
  apiKey: string;
  indexName: string;
  /** Optional hosts instead of Algolia's defaults, e.g. a proxy or a local test server. */
  hosts?: string[];
}

export type SearchEnv = Record<string, string | undefined>;

/**
 * The hosted provider is on when any of ALGOLIA_APP_ID, ALGOLIA_API_KEY or
 * ALGOLIA_INDEX_NAME is set; the embedded index answers otherwise. A missing
 * app id or key is reported by Algolia's client itself when it is created.
 */
export function readHostedSearchConfig(env: SearchEnv): HostedSearchConfig | null {
  const appId = env.ALGOLIA_APP_ID?.trim() ?? '';
  const apiKey = env.ALGOLIA_API_KEY?.trim() ?? '';
  const indexName = env.ALGOLIA_INDEX_NAME?.trim() ?? '';
  if (!appId && !apiKey && !indexName) return null;
  const hosts = env.ALGOLIA_HOSTS?.split(',')
    .map((host) => host.trim())
    .filter(Boolean);
  return { appId, apiKey, indexName: indexName || 'docs', ...(hosts?.length ? { hosts } : {}) };
}

/** Milliseconds to connect, to read a search answer, and to write (indexing). */
export const HOSTED_TIMEOUTS = { connect: 1000, read: 2000, write: 30000 };

/** "http://127.0.0.1:8080" -> Algolia host entry; a bare host name means https. */
export function toHost(host: string) {
  const url = new URL(/^[a-z]+:\/\//i.test(host) ? host : `https://${host}`);
  return {
    url: url.host,
    protocol: url.protocol === 'http:' ? ('http' as const) : ('https' as const),
    accept: 'readWrite' as const,
  };
}

/**
 * Algolia's official lite client, with its own retry strategy: hosts tried in
 * turn, timeouts connect 1 s / read 2 s / write 30 s, an unreachable host set
 * aside for 2 minutes, 4xx answers thrown at once.
 */
export function createHostedSearchClient(config: HostedSearchConfig): LiteClient {
  return liteClient(config.appId, config.apiKey, {
    // The browser build's defaults, spelled out so that the Node build (CLI, tests) behaves the same.
    timeouts: HOSTED_TIMEOUTS,
    authMode: 'WithinQueryParameters',
    ...(config.hosts ? { hosts: config.hosts.map(toHost) } : {}),
  });
}

/** The request parameters the dialog adds for the hosted index: only the page's language. */
export function hostedSearchParameters(lang: string) {
  return { facetFilters: [`lang:${lang}`] };
}

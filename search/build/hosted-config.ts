import type { HostedSearchConfig } from '../settings';

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

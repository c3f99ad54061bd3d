import type { LiteClient } from 'algoliasearch/lite';
import { liteClient } from 'algoliasearch/lite';
import { HOSTED_TIMEOUTS, type HostedSearchConfig, toHost } from '../settings';

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

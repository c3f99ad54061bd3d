import { algoliasearch } from 'algoliasearch';
import type { SearchRecord } from './core/types';
import { HOSTED_TIMEOUTS, toHost } from './hosted';

/** Index settings the dialog's request relies on (language filter, searchable levels, snippets). */
export const algoliaIndexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['filterOnly(lang)', 'type'],
  attributesToRetrieve: ['hierarchy', 'content', 'type', 'url', 'lang'],
  distinct: false,
};

export interface PushTarget {
  appId: string;
  /** A key allowed to write (the admin key), never shipped with the site. */
  adminKey: string;
  indexName: string;
  hosts?: string[];
}

/**
 * Replaces the content of an Algolia index with the site's records and sets
 * the settings the dialog needs. Missing credentials are reported by the
 * client itself ('`appId` is missing.' / '`apiKey` is missing.').
 */
export async function pushRecords(records: SearchRecord[], target: PushTarget): Promise<void> {
  const client = algoliasearch(target.appId, target.adminKey, {
    timeouts: HOSTED_TIMEOUTS,
    ...(target.hosts ? { hosts: target.hosts.map(toHost) } : {}),
  });
  await client.replaceAllObjects({
    indexName: target.indexName,
    objects: records as unknown as Record<string, unknown>[],
  });
  await client.setSettings({ indexName: target.indexName, indexSettings: algoliaIndexSettings });
}

import { algoliasearch } from 'algoliasearch';
import { EN_FILLER_WORDS, ZH_FILLER_WORDS } from '../core/ranking';
import type { SynonymEntry } from '../core/synonyms';
import type { SearchRecord } from '../core/types';
import { HOSTED_TIMEOUTS, toHost } from '../settings';

/**
 * Index settings the dialog's request relies on (language filter, searchable
 * levels, snippets), and the embedded index's rules where Algolia has them
 * (search/core/ranking.ts): every word optional when the whole query finds
 * nothing, question words optional, plurals and English stop words ignored,
 * the URL slug, front-matter keywords and the aliases of search/aliases.json searched right after the page title.
 */
export const algoliaIndexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(slug)',
    'unordered(keywords)',
    'unordered(aliases)',
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
  removeWordsIfNoResults: 'allOptional' as const,
  optionalWords: [...EN_FILLER_WORDS, ...ZH_FILLER_WORDS],
  queryLanguages: ['en' as const, 'zh' as const],
  indexLanguages: ['en' as const, 'zh' as const],
  ignorePlurals: ['en' as const],
  removeStopWords: ['en' as const],
};

export interface PushTarget {
  appId: string;
  /** A key allowed to write (the admin key), never shipped with the site. */
  adminKey: string;
  indexName: string;
  hosts?: string[];
}

/**
 * Replaces the content of an Algolia index with the site's records, sets the
 * settings the dialog needs and replaces its synonyms with the site's table
 * (search/synonyms.json, both languages). Missing credentials are reported by
 * the client itself ('`appId` is missing.' / '`apiKey` is missing.').
 */
export async function pushRecords(
  records: SearchRecord[],
  target: PushTarget,
  synonyms: SynonymEntry[] = [],
): Promise<void> {
  const client = algoliasearch(target.appId, target.adminKey, {
    timeouts: HOSTED_TIMEOUTS,
    ...(target.hosts ? { hosts: target.hosts.map(toHost) } : {}),
  });
  await client.replaceAllObjects({
    indexName: target.indexName,
    objects: records as unknown as Record<string, unknown>[],
  });
  await client.setSettings({ indexName: target.indexName, indexSettings: algoliaIndexSettings });
  await client.saveSynonyms({
    indexName: target.indexName,
    synonymHit: synonyms,
    replaceExistingSynonyms: true,
  });
}

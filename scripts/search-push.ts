/**
 * Uploads the site's search records to an Algolia index (the hosted provider):
 *   ALGOLIA_APP_ID=... ALGOLIA_ADMIN_API_KEY=... ALGOLIA_INDEX_NAME=... npm run search:push
 * The records come from the index files of the last `npm run build`, so they are
 * exactly what the record builder made for the embedded index. --dry-run only counts them.
 */
import { parseArgs } from 'node:util';
import { algoliasearch } from 'algoliasearch';
import { loadBuiltIndex } from '../search/built-index';
import type { SearchRecord } from '../search/core/types';
import { HOSTED_TIMEOUTS } from '../search/hosted';

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

async function main() {
  const { values } = parseArgs({
    options: { 'dry-run': { type: 'boolean', default: false }, 'out-dir': { type: 'string', default: 'doc_build' } },
  });
  const records: SearchRecord[] = (['en', 'zh'] as const).flatMap(
    (lang) => loadBuiltIndex(lang, values['out-dir']).records,
  );
  const summary = (['en', 'zh'] as const)
    .map((lang) => `${lang}: ${records.filter((record) => record.lang === lang).length}`)
    .join(', ');
  if (values['dry-run']) {
    process.stdout.write(`${records.length} records (${summary}); nothing uploaded (--dry-run).\n`);
    return;
  }
  const indexName = process.env.ALGOLIA_INDEX_NAME?.trim();
  if (!indexName) throw new Error('Set ALGOLIA_INDEX_NAME (and ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY).');
  // The client itself reports a missing app id or key ('`appId` is missing.' / '`apiKey` is missing.').
  const client = algoliasearch(process.env.ALGOLIA_APP_ID ?? '', process.env.ALGOLIA_ADMIN_API_KEY ?? '', {
    timeouts: HOSTED_TIMEOUTS,
  });
  await client.replaceAllObjects({ indexName, objects: records as unknown as Record<string, unknown>[] });
  await client.setSettings({ indexName, indexSettings: algoliaIndexSettings });
  process.stdout.write(`Uploaded ${records.length} records (${summary}) to ${indexName}.\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

/**
 * Uploads the site's search records to an Algolia index (the hosted provider):
 *   ALGOLIA_APP_ID=... ALGOLIA_ADMIN_API_KEY=... ALGOLIA_INDEX_NAME=... npm run search:push
 * The records come from the index of the last `npm run build` (every page's files),
 * so they are exactly what the record builder made for the embedded index. --dry-run only counts them.
 * ALGOLIA_HOSTS (comma-separated) replaces Algolia's hosts, as for the dialog.
 */
import { parseArgs } from 'node:util';
import { loadBuiltIndex } from '../search/build/built-index';
import { pushRecords } from '../search/build/push';
import { synonymsOf } from '../search/build/synonym-table';
import type { SearchRecord } from '../search/core/types';

async function main() {
  const { values } = parseArgs({
    options: { 'dry-run': { type: 'boolean', default: false }, 'out-dir': { type: 'string', default: 'doc_build' } },
  });
  const records: SearchRecord[] = [];
  for (const lang of ['en', 'zh'] as const)
    records.push(...(await loadBuiltIndex(lang, values['out-dir']).allRecords()));
  const synonyms = (['en', 'zh'] as const).flatMap(synonymsOf);
  const summary = (['en', 'zh'] as const)
    .map((lang) => `${lang}: ${records.filter((record) => record.lang === lang).length}`)
    .join(', ');
  if (values['dry-run']) {
    process.stdout.write(
      `${records.length} records (${summary}), ${synonyms.length} synonyms; nothing uploaded (--dry-run).\n`,
    );
    return;
  }
  const indexName = process.env.ALGOLIA_INDEX_NAME?.trim();
  if (!indexName) throw new Error('Set ALGOLIA_INDEX_NAME (and ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY).');
  const hosts = process.env.ALGOLIA_HOSTS?.split(',')
    .map((host) => host.trim())
    .filter(Boolean);
  await pushRecords(
    records,
    {
      appId: process.env.ALGOLIA_APP_ID ?? '',
      adminKey: process.env.ALGOLIA_ADMIN_API_KEY ?? '',
      indexName,
      ...(hosts?.length ? { hosts } : {}),
    },
    synonyms,
  );
  process.stdout.write(
    `Uploaded ${records.length} records (${summary}) and ${synonyms.length} synonyms to ${indexName}.\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

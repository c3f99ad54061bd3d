import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SearchLang, SearchRecord } from '../core/types';

// Read, not imported: Node's ESM loader (Playwright's) wants an import attribute for JSON.
const TABLE = fileURLToPath(new URL('../aliases.json', import.meta.url));

/** The reviewed words readers use for a title or heading of a language (search/aliases.json): url -> phrases. */
export function aliasesOf(lang: SearchLang): Record<string, string[]> {
  const table = JSON.parse(readFileSync(TABLE, 'utf8')) as Record<SearchLang, Record<string, string[]>>;
  return table[lang] ?? {};
}

/** The records with their title's or heading's aliases (content records have none). */
export function withAliases(records: SearchRecord[], aliases: Record<string, string[]>): SearchRecord[] {
  return records.map((record) =>
    record.type !== 'content' && aliases[record.url]?.length ? { ...record, aliases: aliases[record.url] } : record,
  );
}

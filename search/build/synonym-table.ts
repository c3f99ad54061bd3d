import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SynonymEntry } from '../core/synonyms';
import type { SearchLang } from '../core/types';

// Read, not imported: Node's ESM loader (Playwright's) wants an import attribute for JSON.
const TABLE = fileURLToPath(new URL('../synonyms.json', import.meta.url));

/** The reviewed synonym table of a language (search/synonyms.json); build side only, the browser gets it in the index file. */
export function synonymsOf(lang: SearchLang): SynonymEntry[] {
  const table = JSON.parse(readFileSync(TABLE, 'utf8')) as Record<SearchLang, SynonymEntry[]>;
  return table[lang] ?? [];
}

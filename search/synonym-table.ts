import type { SynonymEntry } from './core/synonyms';
import type { SearchLang } from './core/types';
import table from './synonyms.json';

/** The reviewed synonym table of a language (search/synonyms.json); build side only, the browser gets it in the index file. */
export function synonymsOf(lang: SearchLang): SynonymEntry[] {
  return (table as unknown as Record<SearchLang, SynonymEntry[]>)[lang] ?? [];
}

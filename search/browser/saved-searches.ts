/**
 * DocSearch 3.9 keeps recent and favourite searches in localStorage and trusts
 * what it finds there: invalid JSON, a non-array or an entry without a
 * hierarchy makes the dialog throw when it opens. `repairSavedSearches` runs
 * before the dialog opens and keeps only well-formed entries.
 */

import { HIERARCHY_LEVELS } from '../core/types';

export const RECENT_SEARCHES_KEY = '__DOCSEARCH_RECENT_SEARCHES__';
export const FAVORITE_SEARCHES_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__';

const TYPES = new Set<string>([...HIERARCHY_LEVELS, 'content']);
const LEVELS = HIERARCHY_LEVELS;

const isOptionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';

/** A saved search entry: a hit without its highlight and snippet fields. */
export function isSavedSearch(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entry = value as Record<string, unknown>;
  const hierarchy = entry.hierarchy as Record<string, unknown> | null;
  return (
    typeof entry.objectID === 'string' &&
    typeof entry.url === 'string' &&
    typeof entry.type === 'string' &&
    TYPES.has(entry.type) &&
    isOptionalText(entry.content) &&
    typeof hierarchy === 'object' &&
    hierarchy !== null &&
    typeof hierarchy.lvl0 === 'string' &&
    typeof hierarchy.lvl1 === 'string' &&
    LEVELS.every((level) => isOptionalText(hierarchy[level]))
  );
}

/** The stored text cleaned up, or null when it is fine as it is. */
export function repairedValue(stored: string | null): string | null {
  if (stored === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return '[]';
  }
  if (!Array.isArray(parsed)) return '[]';
  const valid = parsed.filter(isSavedSearch);
  return valid.length === parsed.length ? null : JSON.stringify(valid);
}

/** Repairs both lists of an index; a storage that throws is left to DocSearch, which then keeps them in memory. */
export function repairSavedSearches(indexName: string, storage: () => Storage = () => window.localStorage): void {
  try {
    const store = storage();
    for (const key of [RECENT_SEARCHES_KEY + indexName, FAVORITE_SEARCHES_KEY + indexName]) {
      const repaired = repairedValue(store.getItem(key));
      if (repaired !== null) store.setItem(key, repaired);
    }
  } catch {
    // No usable localStorage: nothing to repair.
  }
}

import { describe, expect, it } from 'vitest';
import {
  isSavedSearch,
  RECENT_SEARCHES_KEY,
  repairedValue,
  repairSavedSearches,
} from '../../../../search/browser/saved-searches';

const entry = {
  objectID: '/guide/basic/deploy::lvl1',
  url: '/guide/basic/deploy',
  type: 'lvl1',
  content: null,
  hierarchy: { lvl0: 'Guide', lvl1: 'Deploy', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
};

describe('saved searches', () => {
  it('accepts DocSearch entries and rejects malformed ones', () => {
    expect(isSavedSearch(entry)).toBe(true);
    expect(isSavedSearch({ ...entry, hierarchy: null })).toBe(false);
    expect(isSavedSearch({ ...entry, type: 'script' })).toBe(false);
    expect(isSavedSearch({ ...entry, url: 42 })).toBe(false);
    expect(isSavedSearch('text')).toBe(false);
  });
  it('repairs invalid JSON, non-arrays and bad entries, and leaves good lists alone', () => {
    expect(repairedValue('{not json')).toBe('[]');
    expect(repairedValue('{"a":1}')).toBe('[]');
    expect(repairedValue(JSON.stringify([entry, null, 5, { objectID: 'x' }]))).toBe(JSON.stringify([entry]));
    expect(repairedValue(JSON.stringify([entry]))).toBeNull();
    expect(repairedValue(null)).toBeNull();
  });
  it('survives a storage that throws', () => {
    const throwing = () => {
      throw new Error('SecurityError');
    };
    expect(() => repairSavedSearches('site-en', throwing)).not.toThrow();
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(() => repairSavedSearches('site-en', () => failing)).not.toThrow();
  });
  it('writes the repaired list back', () => {
    const data = new Map<string, string>([[`${RECENT_SEARCHES_KEY}site-en`, 'oops']]);
    const storage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => data.set(key, value),
    } as unknown as Storage;
    repairSavedSearches('site-en', () => storage);
    expect(data.get(`${RECENT_SEARCHES_KEY}site-en`)).toBe('[]');
  });
});

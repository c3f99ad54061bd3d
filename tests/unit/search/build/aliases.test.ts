import { beforeAll, describe, expect, it } from 'vitest';
import { aliasesOf } from '../../../../search/build/alias-table';
import { loadBuiltIndex } from '../../../../search/build/built-index';
import type { SearchRecord } from '../../../../search/core/types';

/**
 * The aliases (search/aliases.json) are reviewed like content: each names a
 * title or heading of the index, in its own language, with phrases that say
 * something its own words do not. Checked against the last build's index, whose page files
 * give back the records it was built from.
 */
describe.each(['en', 'zh'] as const)('aliases (%s)', (lang) => {
  const aliases = aliasesOf(lang);
  let records: SearchRecord[] = [];
  let titles = new Map<string, SearchRecord>();
  beforeAll(async () => {
    records = await loadBuiltIndex(lang).allRecords();
    titles = new Map(records.filter((record) => record.type !== 'content').map((record) => [record.url, record]));
  });

  it('name only titles and headings of the index, each with phrases of their own', () => {
    expect(Object.keys(aliases).length).toBeGreaterThan(100);
    const unknown = Object.keys(aliases).filter((url) => !titles.has(url));
    expect(unknown, 'aliases of a url that is no title or heading (a renamed heading?)').toEqual([]);
    expect(Object.values(aliases).filter((list) => list.length === 0)).toEqual([]);
    // One phrase may name a guide section and its reference entry, but a list names it once.
    const twice = Object.entries(aliases).filter(([, list]) => new Set(list).size !== list.length);
    expect(twice, 'a phrase given twice to one section').toEqual([]);
    const phrases = Object.values(aliases).flat();
    expect(phrases.filter((phrase) => phrase.trim() !== phrase || phrase.length === 0)).toEqual([]);
    // A space between Latin and Chinese, as the pages write it: the index reads "npm发包" as one word.
    const joined = phrases.filter((phrase) => /[a-z0-9]\p{Script=Han}|\p{Script=Han}[a-z0-9]/iu.test(phrase));
    expect(joined, 'Latin and Chinese written together').toEqual([]);
  });

  it('never repeat the title or heading they belong to', () => {
    const repeats = Object.entries(aliases).flatMap(([url, list]) => {
      const record = titles.get(url);
      const own = (record?.hierarchy[record.type as 'lvl1'] ?? '').toLowerCase();
      return list.filter((phrase) => phrase.toLowerCase() === own).map((phrase) => `${url}: ${phrase}`);
    });
    expect(repeats).toEqual([]);
  });

  it('reach the records the index is built from', () => {
    const withAliases = records.filter((record) => record.aliases);
    expect(withAliases.length).toBe(Object.keys(aliases).length);
    for (const record of withAliases) expect(record.aliases).toEqual(aliases[record.url]);
  });
});

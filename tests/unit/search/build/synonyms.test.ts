import { describe, expect, it } from 'vitest';
import { sourcePages } from '../../../../search/build/source-pages';
import { synonymsOf } from '../../../../search/build/synonym-table';
import { MemoryIndex } from '../../../../search/core/memory-index';
import { buildSearchRecords } from '../../../../search/core/records';
import { indexTerms } from '../../../../search/core/tokenize';

/**
 * The synonym table (search/synonyms.json) is reviewed like content: a rule
 * that points at words no page uses finds nothing and only adds noise. Checked
 * against the index built from this site's Markdown.
 */
describe.each(['en', 'zh'] as const)('synonym table (%s)', (lang) => {
  const records = sourcePages(lang).flatMap((page) => buildSearchRecords(page, { lvl0: 'Docs' }));
  const index = new MemoryIndex(lang, records);
  const entries = synonymsOf(lang);

  it('has entries with unique ids', () => {
    expect(entries.length).toBeGreaterThan(10);
    expect(new Set(entries.map((entry) => entry.objectID)).size).toBe(entries.length);
  });

  it('points only at words the index holds', () => {
    const missing: string[] = [];
    for (const entry of entries) {
      // Two-way entries point at every phrase; one-way entries at their synonyms.
      for (const phrase of entry.synonyms) {
        const terms = indexTerms(phrase);
        if (terms.length === 0 || terms.some((term) => !index.terms.has(term))) {
          missing.push(`${entry.objectID}: "${phrase}"`);
        }
      }
    }
    expect(missing, 'synonyms that no page of this language uses').toEqual([]);
  });

  it('has one-way inputs that a reader would type instead of the pages’ words', () => {
    for (const entry of entries) {
      if (entry.type !== 'oneWaySynonym') continue;
      expect(indexTerms(entry.input).length, entry.objectID).toBeGreaterThan(0);
      expect(entry.synonyms, entry.objectID).not.toContain(entry.input);
    }
  });
});

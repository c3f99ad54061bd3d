import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { docsearchRequest } from '../../../../search/core/request';
import { answerWhenLoaded } from '../../../../search/core/respond';
import type { SearchLang } from '../../../../search/core/types';
import { siteIndex } from '../core/site-index';

/**
 * The custom search page states what a query downloads on this site (the manifest, the median and
 * the largest query over the tuning queries). Those figures move whenever the pages, the synonym
 * table or the relevance set change; this test measures them again over this site's own Markdown
 * and fails when the page no longer says what a build would show.
 */
const page = (lang: SearchLang) =>
  readFileSync(new URL(`../../../../docs/${lang}/guide/advanced/custom-search.md`, import.meta.url), 'utf8');

function statedFigures(lang: SearchLang) {
  const text = page(lang);
  const numbers = (pattern: RegExp) => {
    const match = text.match(pattern);
    if (!match) throw new Error(`docs/${lang}/guide/advanced/custom-search.md no longer states ${pattern}`);
    return match.slice(1).map(Number);
  };
  if (lang === 'en') {
    const [manifestEn, manifestZh] = numbers(/manifest \((\d+) kB gzipped in English, (\d+) kB in Chinese/);
    const [queriesEn, queriesZh] = numbers(/tuned on \((\d+) in English, (\d+) in Chinese\)/);
    const [medianEn, medianZh] = numbers(/(\d+) kB \(gzipped\) for the median English query and (\d+) kB/);
    const [maxEn, maxZh] = numbers(/at most about (\d+) and (\d+) kB/);
    return { manifestEn, manifestZh, queriesEn, queriesZh, medianEn, medianZh, maxEn, maxZh };
  }
  const [manifestEn, manifestZh] = numbers(/英文 (\d+) KB、中文 (\d+) KB，大部分是同义词表/);
  const [queriesEn, queriesZh] = numbers(/英文 (\d+) 条、中文 (\d+) 条/);
  const [medianEn, medianZh] = numbers(/中位数英文 (\d+) KB、中文 (\d+) KB/);
  const [maxEn, maxZh] = numbers(/最多分别约 (\d+) KB 和 (\d+) KB/);
  return { manifestEn, manifestZh, queriesEn, queriesZh, medianEn, medianZh, maxEn, maxZh };
}

/** Gzipped kB each tuning query fetches after the manifest, sorted; and the most hits an answer held. */
async function downloads(lang: SearchLang) {
  const site = siteIndex(lang);
  const set = JSON.parse(
    readFileSync(new URL(`../../../../search/relevance/${lang}.json`, import.meta.url), 'utf8'),
  ) as { queries: { query: string }[] };
  const sizes: number[] = [];
  let mostHits = 0;
  let mostOfOneSection = 0;
  for (const { query } of set.queries) {
    const fetched: string[] = [];
    const [answer] = (await answerWhenLoaded(site.open(fetched), [docsearchRequest(query, 'site')])).results;
    sizes.push(fetched.reduce((sum, file) => sum + site.gzipOf(file), 0) / 1024);
    mostHits = Math.max(mostHits, answer.hits.length);
    const perSection = new Map<string, number>();
    for (const hit of answer.hits) perSection.set(hit.hierarchy.lvl0, (perSection.get(hit.hierarchy.lvl0) ?? 0) + 1);
    mostOfOneSection = Math.max(mostOfOneSection, ...perSection.values());
  }
  sizes.sort((a, b) => a - b);
  return {
    queries: sizes.length,
    manifest: site.manifestGzipBytes / 1024,
    median: sizes[Math.floor(sizes.length / 2)],
    max: sizes[sizes.length - 1],
    mostHits,
    mostOfOneSection,
  };
}

describe('the custom search page states what a query downloads', () => {
  const measured: Partial<Record<SearchLang, Awaited<ReturnType<typeof downloads>>>> = {};
  beforeAll(async () => {
    measured.en = await downloads('en');
    measured.zh = await downloads('zh');
  }, 120_000);

  it.each(['en', 'zh'] as const)('in its %s copy', (lang) => {
    const stated = statedFigures(lang);
    const en = measured.en ?? expect.unreachable();
    const zh = measured.zh ?? expect.unreachable();
    expect([stated.queriesEn, stated.queriesZh]).toEqual([en.queries, zh.queries]);
    // Rounded to the kB, as the page writes them.
    expect(Math.abs(stated.manifestEn - en.manifest)).toBeLessThanOrEqual(1);
    expect(Math.abs(stated.manifestZh - zh.manifest)).toBeLessThanOrEqual(1);
    // "About": within a tenth.
    for (const [said, real] of [
      [stated.medianEn, en.median],
      [stated.medianZh, zh.median],
      [stated.maxEn, en.max],
      [stated.maxZh, zh.max],
    ]) {
      expect(Math.abs(said - real) / real).toBeLessThanOrEqual(0.1);
    }
    // A page of results is 20 hits, of which only those DocSearch shows are sent: 5 per section, 15 here.
    for (const { mostHits, mostOfOneSection } of [en, zh]) {
      expect(mostOfOneSection).toBe(5);
      expect(mostHits).toBeLessThanOrEqual(15);
      expect(mostHits).toBeGreaterThan(10);
    }
    expect(page(lang)).toContain(
      lang === 'en' ? 'at most 5 per section (Guide, API, Plugin), so 15 at most' : '最多 5 条，所以在本站最多 15 条',
    );
  });
});

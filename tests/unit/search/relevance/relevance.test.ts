import { beforeAll, describe, expect, it } from 'vitest';
import { loadBuiltIndex } from '../../../../search/build/built-index';
import { evaluate } from '../../../../search/relevance/evaluate';
import { readRelevanceSet } from '../../../../search/relevance/report';

/**
 * Relevance of the embedded search on the reader queries of search/relevance/
 * over the index of the last build: `npm test` builds before it runs the unit
 * tests. No query of either set may come back empty; the typo and MRR checks hold
 * the tuning set, the queries decisions are made on: the held-out set is only ever
 * counted (`npm run bench:search -- --relevance`), and a test that failed on one of
 * its queries would make someone look at it and tune for it. The floors are the figures measured when
 * the ranking last changed, less about 0.004 (editing the pages alone moves them by up to 0.002), so that a
 * change that makes search worse fails here;
 * raise them when it gets better (`npm run bench:search -- --relevance`). They were lowered
 * a few times, each time a held-out set joined the tuning set and a new, harder one (mostly concept and
 * question queries) became the held-out set, or new concept and question queries joined the tuning set:
 * the same ranking scores less on the larger set.
 */
const MRR_FLOOR = { en: 0.927, zh: 0.932 } as const;
/**
 * Every typo query's right page in the first 5 is the issue's target, not met by these tuning queries:
 * 顶览插件 (顶, a look-alike of 预, is a character the pages use, and 顶部 a real pair, so nothing marks
 * it as the slip); and
 * three whose typed word is found but whose page loses as it does without the slip: "doc_biuld folder
 * contents" (the introduction's list of what doc_build holds, against pages with all three words),
 * 配置文件支持哪些后坠 and 插件包名命明规范 (the config pages' titles and SEO's 规范链接 outrank the pages).
 * The fifteenth held-out set brought one more when it joined: 页面描术自动提取 (描术 for 描述: 述 follows
 * 描 on the pages but never comes before 自, while 的 fits both sides, so 术 is not corrected to 述;
 * correcting from one side lost three other typo queries, see ranking.ts). The eighteenth brought one more:
 * 鼠标悬停预家载 (家 for 加 is corrected, but the pages that say 鼠标悬停 and 预加载 together, the link pages and
 * the components' hooks, come before the build options' route.prefetchLink, which says 鼠标移入 and 预加载, not
 * 悬停). No more may join them. ("why do all sections share a singel sidebar", from the tenth held-out set, was
 * one of them; it is now fourth. "mergeRfs", from the eighteenth, came first once a word one slip away counted
 * before words two slips away: EXTRA_SLIP_COVERAGE in ranking.ts.)
 */
const TYPO_OUTSIDE_TOP5_CEILING = { en: 1, zh: 5 } as const;

describe.each(['en', 'zh'] as const)('search relevance (%s)', (lang) => {
  let result: Awaited<ReturnType<typeof evaluate>>;
  // Some 2,300 queries per language: a few seconds alone, but past vitest's default 10 s for a hook when the
  // machine is busy (it timed out so with another test run alongside).
  beforeAll(async () => {
    result = await evaluate(loadBuiltIndex(lang), readRelevanceSet(lang));
  }, 120_000);

  it('expects only pages the site has (a misspelt route would count as a miss)', async () => {
    const records = await loadBuiltIndex(lang).allRecords();
    const pages = new Set(records.map((record) => record.url.split('#')[0]));
    const unknown = result.outcomes.flatMap((outcome) => outcome.query.expect.filter((route) => !pages.has(route)));
    expect(pages.size).toBeGreaterThan(40);
    expect(unknown).toEqual([]);
  });

  it('never answers a reader query with nothing', () => {
    const empty = result.outcomes.filter((outcome) => outcome.empty).map((outcome) => outcome.query.query);
    expect(empty).toEqual([]);
  });

  it(`shows the right page of the tuning set's typo queries among the first 5 (all but ${TYPO_OUTSIDE_TOP5_CEILING[lang]})`, () => {
    expect(result.bySet.tune.typoOutsideTop5).toBeLessThanOrEqual(TYPO_OUTSIDE_TOP5_CEILING[lang]);
  });

  it(`ranks the right page first often enough on the tuning set (MRR@10 >= ${MRR_FLOOR[lang]})`, () => {
    expect(result.bySet.tune.mrr10).toBeGreaterThanOrEqual(MRR_FLOOR[lang]);
  });
});

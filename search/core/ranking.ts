import type { Alternative, ParsedQuery, QueryUnit } from './query';
import { editDistance, matchAll, type SearchableIndex } from './term-index';
import { fuzzyDistance, holdsTermRun, isHanTerm } from './tokenize';
import type { SearchRecord } from './types';

/**
 * THE RANKING OF THE EMBEDDED SEARCH: every weight and rule, and why.
 *
 * A query becomes units (query.ts): each word, each Chinese character pair, or
 * a phrase of the synonym table. Filler words are never units. A record (a page
 * title, a heading, or the text under one) is scored unit by unit with BM25
 * over its fields (as MiniSearch 7.2 scored it: term-index.ts, index-data.ts),
 * and records are ordered by:
 *
 * 1. Coverage: how many of the query's units the record matches (a unit's
 *    `size` is the number of typed tokens it stands for). Like Algolia with
 *    `removeWordsIfNoResults: 'allOptional'`, no unit is required, so a query
 *    never comes back empty while one of its words is in the index, and records
 *    that match more of the query come first, whatever the weights below say.
 * 2. Score: the sum over the matched units of the best alternative's BM25
 *    score (what was typed weighs 1, a synonym, another form of an English
 *    word or a corrected Chinese typo less), times the record type's weight.
 *    BM25 already favours rare words and saturates repeated ones, so ten
 *    mentions in body text do not beat a title.
 * 3. Page: after the phrase bonus, a page's best record takes the sum of the
 *    page's three best ranks (rankPagesByWhatTheyShow); a section that matches
 *    the query's weightiest word better than its page's own record takes it
 *    instead (sectionNamedFirst).
 *
 * Then at most MAX_RECORDS_PER_PAGE records of a page are kept (Algolia's
 * `distinct`), so that one long page cannot fill the dialog. Records of equal
 * rank keep the order of their ids (page order).
 *
 * The index is split into files that the browser fetches by the query's terms
 * (sharded-index.ts), so a rule may only need what a query's own terms lead to.
 * Four rules were reshaped for that when the index was sharded: the phrase
 * bonus of a title or heading reads phrase tokens (PHRASE_BOOST), that of a text
 * only the first PHRASE_TEXT_CANDIDATES records, a prefix expands to the
 * MAX_PREFIX_TERMS most frequent words, and typo candidates keep the word's first
 * letter (keepsFirstLetters). And a term ships at most MAX_POSTINGS records, those
 * it weighs most in. Measured together on the relevance set (MRR@10, this site's
 * build): en 0.920 -> 0.922, zh 0.932 -> 0.931; the zh loss was one query ("rspress
 * 需要 Node 几", right page from 2nd to 4th) that had gained from typo matches with
 * another first letter adding to the score of records that also held the typed words.
 * A final 几 is now a question word (ZH_FILLER_CHARS_AT_END), which puts that page
 * first: with the relevance set of main as of the merge, en 0.933 and zh 0.937
 * (MiniSearch on the same pages and set: 0.931 and 0.935).
 *
 * Latest figures (tuning set; the held-out set in brackets, written apart and only ever counted): en
 * 0.931 (0.940), zh 0.936 (0.916). The held-out set is the twenty-fourth, read for its totals only, with
 * the ranking of the session that wrote it (concept en 0.90, zh 0.73; question en 0.88, zh 0.91; no empty
 * answer; every typo query's page among the first 5). None of its queries repeats one of the tuning set,
 * and at most 15 of each language's 100 are a single word.
 * The twenty-third (en 0.951, zh 0.975 when written; en 0.949 after a unit's rarity came to count pages
 * as well as records (unitRarity; tuning en 0.928 -> 0.930, zh 0.933 -> 0.935), zh unchanged) joined the
 * tuning set: en 0.930 -> 0.931, zh 0.935 -> 0.936.
 * The twenty-second (en 0.938, zh 0.936 when written; zh 0.945 after a Chinese word's weight
 * (ZH_WORD_WEIGHT_POWER), en 0.943 after they, them, those, still and already became filler words
 * (EN_FILLER_WORDS), zh 0.950 after 自己 and 某个 did (ZH_FILLER_WORDS); its Chinese totals were also
 * printed, by mistake, for four other settings of the Chinese word's weight tried on the tuning set, 0.934
 * to 0.945, the setting chosen on the tuning set alone) joined the tuning set: en 0.928 unchanged, zh 0.932
 * -> 0.933.
 * The twenty-first (en 0.930, zh 0.931 when written; zh 0.938 after a Chinese pair missing between two
 * words of the index stopped starting typo correction (zh-pairs.ts, for the rounds of files a query waits
 * for: zh 3.41 -> 3.13 per relevance query; tuning zh 0.9240 -> 0.9245, 25 queries up and 20 down,
 * 所有配置项总览 from first to eighth again, see below), unchanged after three synonym rules (修改日期, 后缀名,
 * 权重: tuning zh 0.9245 -> 0.9259, three queries from no answer in the first ten to first)) joined the
 * tuning set: en 0.927 unchanged, zh 0.926 unchanged. Tried before it was opened for tuning, with it as
 * the held-out set: reader words learned from the tuning queries (a word that two or more queries expecting
 * a page used, and mostly for that page, as an alias of the page's title): en 0.930 -> 0.927 to 0.935,
 * zh 0.938 -> 0.930 to 0.943 over three thresholds, no setting better in both; not kept.
 * The twentieth (en 0.908, zh 0.946 when written; en 0.909 after query.ts VERSION, then 0.909 and 0.908
 * after pages were corrected where a build disproved them, zh 0.946 throughout) joined the tuning set:
 * en 0.928 -> 0.927, zh 0.923 -> 0.924.
 * The nineteenth (en 0.857, zh 0.853 when written and once after EXTRA_SLIP_COVERAGE, unchanged) joined
 * the tuning set: en 0.933 -> 0.929, zh 0.926 -> 0.922; with VERSION, en 0.930.
 * The eighteenth (en 0.917, zh 0.842 when written, and once with a third round of aliases that was not
 * kept: en 0.917, zh 0.840) joined the tuning set: en 0.933, zh 0.930 -> 0.926.
 * The seventeenth (en 0.886, zh 0.900 when written; 0.895 and 0.902 after a longer phrase in a text
 * counted more (PHRASE_BOOST_TEXT_PER_WORD), a second round of aliases and IDENTIFIER_TYPED_APART, and
 * once with a sentence about that rule on the custom search page, unchanged, which moved a tuning
 * query from first to fifth through the Chinese corrections' pair counts and was left out) joined the
 * tuning set: en 0.936 -> 0.933, zh 0.932 -> 0.930.
 * The sixteenth (en 0.852, zh 0.913 when written; 0.859 and 0.928 after WHY_WEIGHT, the aliases of
 * search/aliases.json, written from the pages by helpers who saw no query, and a command-line option
 * as a word of its own) joined the tuning set: en 0.937 -> 0.932, zh 0.931.
 * The fifteenth (en 0.899, zh 0.857 when written and after Chinese word-level synonyms, 去除 ->
 * 去掉 and the like: its Chinese concept queries scored 0.64) joined the tuning set.
 * The fourteenth (en 0.948, zh 0.903 when written, 0.948 and 0.910 after IDENTIFIER_SIZE) joined
 * the tuning set (its first draft repeated 52 English and 23 Chinese tuning queries, which
 * were replaced). Each earlier one was opened for tuning once its totals were recorded and joined the tuning
 * set: the third scored en 0.897, zh 0.879 when it was opened, the fourth en 0.842, zh
 * 0.883, the sixth en 0.904, zh 0.849, the seventh en 0.876, zh 0.890, the eighth en
 * 0.883, zh 0.857 (0.877 and 0.869 when written), the ninth en 0.896, zh 0.901, the
 * tenth en 0.829, zh 0.857 (0.829 and 0.860 when written; two of its English and
 * three of its Chinese queries named the MDX page's route without its final slash and
 * counted as misses until the tests checked every expected route), the eleventh en 0.961,
 * zh 0.934 (the same when written), the twelfth en 0.941, zh 0.955 (0.939 and 0.932 when
 * written: the pages' three best records and page coverage at 0.1 moved it, and the thirteenth
 * by -0.010 and -0.005, so over the two sets en -0.004, zh +0.010), the thirteenth en 0.970,
 * zh 0.929 (0.980 and 0.934 when written); the fifth guided
 * changes by its totals (en 0.738 -> 0.840, zh 0.859 -> 0.878) and joined it too. Two rules were measured on
 * a held-out set after they were kept: leaving out outranked hits (OUTRANKED_BY), eighth
 * set zh 0.848 -> 0.859; the verb forms, eighth set en 0.878 -> 0.883, ninth en 0.900
 * -> 0.896 (no gain that held-out queries show).
 *
 * The changes since the fourth was opened: prepositions and particles are filler
 * words (EN_FILLER_WORDS), an English word's rarity counts less (RARITY_POWER), a
 * two-character Chinese run the pages hold only across a word boundary is a typo
 * (zh-pairs.ts), the synonym table has two rounds of reader vocabulary, every section
 * is indexed whole (records.ts), outranked hits are left out of DocSearch's groups
 * (OUTRANKED_BY), a character the pages never use is corrected from either side
 * (zh-pairs.ts), a verb's irregular forms count as its forms (word-forms.ts) and a why question
 * adds the words of the pages' "Common mistakes" heading to the score (WHY_WEIGHT).
 *
 * Concept queries, in the reader's own words, are the weak kind (held out, tenth set:
 * en 0.70, zh 0.70): what they miss is vocabulary, not a rule found so far. Tried, no
 * gain: proximity of the query's word pairs, a larger page share of coverage, adjacent
 * words matched as one identifier ("edit link text": editLinkText, which also made
 * "@rspress/plugin-rss" find every pluginRss import). A one-at-a-time sweep of
 * PAGE_COVERAGE_SHARE, RARITY_POWER, FIELD_BOOST and TYPE_BOOST over the tuning set
 * with 90 new concept and question queries per language (620 each) found no setting
 * better in both its old and its new queries, and a later sweep of COVERAGE_POWER,
 * PHRASE_BOOST, SYNONYM_WEIGHT and GENERIC_WEIGHT (tuning set 685 / 782) none either:
 * the weights below are where they were. Tried on the tuning set of 785 / 881 and
 * dropped: page descriptions as keywords (en -0.003); a prior against pages of many
 * records ("more records, more chances to match part of a query": en +0.003 at best,
 * zh +0.001); leaving a Chinese character alone when it makes a strong pair with a
 * neighbour (zh -0.002: the corrections of pairs where two words meet help concept
 * queries); looser one-sided corrections when few characters fit (no change);
 * correcting a character the pages use from one side, same sound only (zh -0.001; again on the
 * tuning set of 1581, only for a character that pairs with neither neighbour and has no
 * same-sound candidate that fits both: 描术自 found 描述, 剧中 and 重明 lost theirs, zh -0.001);
 * multi-word synonym targets at half weight (en +0.001) or left out (en -0.012: they
 * match as a bag of words, but they find pages). On the tuning set of 1484 / 1581: a heading's
 * aliases also in the context field of the text under it (en -0.001, zh +0.001), or in the
 * context field instead of the keywords field (en +0.001, zh -0.001). On the tuning set of 1584 / 1681:
 * no typo correction that brings in a character the query side drops as filler (的, 我: zh unchanged,
 * 16 queries up, 17 down); a correction offered only for the pair the index lacks, not for the real
 * pair on the character's other side (本页 of 本页编辑, where 页编 is where two words meet: zh +0.001, with
 * some forty queries moving either way, 所有配置项总览 from first to seventh). On the tuning set of 1684 /
 * 1781: a Chinese correction covering its part of the query like an English typo (TYPO_COVERAGE) where
 * records hold the pair as typed (zh 0.930 -> 0.931, eleven queries up, eight down: 的库 for 仓库 no
 * longer outweighs it, but 右上角, a pair the pages lack, still takes corrections); a Chinese pair the
 * pages lack (调宽) also matching the pages' words that start with its second character (宽度), its first or
 * either, as a prefix, at weights 0.15 to 0.8 (zh 0.930 unchanged, about twenty queries moving either way);
 * a third round of aliases (133 English and 138 Chinese phrases, written from the pages by six helpers who saw
 * the phrases each section had and no query, 17 taken out on review): tuning en 0.933 -> 0.936, zh 0.930 ->
 * 0.932, but held out (eighteenth set, read once after) en 0.917 unchanged, zh 0.842 -> 0.840: not kept;
 * "rspress" as a generic word (every page is about it: en 0.933 unchanged, "what is rspress and when should i
 * use it" first to fifth, three command queries first to second, "what rspress is bulit on" fourth to first).
 * A one-at-a-time sweep on that set (COVERAGE_POWER 2.5 / 3.5, RARITY_POWER en 0.4 / 0.6 and zh 0.8 / 1.2,
 * PAGE_COVERAGE_SHARE 0.05 / 0.15, ZH_TYPO_WEIGHT 0.3 / 0.5, TYPO_COVERAGE 0.4 / 0.6, SYNONYM_WEIGHT 0.7 / 0.9,
 * FIELD_BOOST title 7, heading 5, keywords 2.5, context 1.3, GENERIC_WEIGHT 0.2 / 0.45) moved either
 * language by at most 0.002 (context 1.3: en 0.935; heading 5: en 0.931): the weights sit on a plateau, and
 * no step is larger than one held-out set of 100 can tell apart, so none changed. A title or heading record
 * needing more coverage than a text (coverage to the power 3.5, 4 or 5 for them; in 28 Chinese and 15 English
 * near misses a title with part of the query outranks a text of the right page with more of it): en 0.933 ->
 * 0.930 to 0.932, zh 0.930 -> 0.925 to 0.929, since the same advantage puts many more pages first.
 * On the tuning set of 2184 / 2281, with a unit's rarity counted by pages too (en 0.930, zh 0.935): BM25's
 * k at 0.9 / 1.6 and b at 0.5 / 0.9 (index-data.ts), PAGE_COVERAGE_SHARE at 0.05 / 0.15 / 0.2, and whether,
 * tell or know as filler words each moved either language by at most 0.001; none changed.
 * On the tuning set of 2284 / 2381 (en 0.931, zh 0.936): a page's keywords leaving out the words of its
 * title (概览页 finds the options page, whose keywords repeat the words of its title, before the overview
 * page): en 0.930, zh 0.937, 14 queries up, 19 down; a page's second and third best ranks counting less in its sum
 * (rankPagesByWhatTheyShow), times 0.5 and 0.25: en 0.927, zh 0.932, times 0.75 and 0.56: en 0.929, zh 0.936.
 * Neither kept.
 */

/**
 * Field weights. A record is indexed in four fields:
 * - `title`: a page record's own title and its URL slug ("client-redirects"):
 *   what the page is about.
 * - `keywords`: a page record's front-matter `keywords`, the words readers use
 *   for the page that its text may not: half a title word, since a keyword
 *   phrase ("exclude page from search") spreads common words on one page. A
 *   title or heading record's aliases (search/aliases.json) are in it as well.
 * - `heading`: a heading record's own heading: what the section is about.
 * - `parts`: the parts of the camelCase identifiers in the record's own title
 *   or heading ("useSidebar" -> use, sidebar): "hide navbar" finds hideNavbar,
 *   but a heading that is only an identifier containing the words
 *   (getSidebarDataGroup for "sidebar group") is less about them than a
 *   heading with the words themselves.
 * - `context`: for the other records of a page, the page's title, slug and
 *   keywords and the headings above the record: they say where a match is,
 *   so they count, but far less than the record's own title or heading.
 * - `content`: the text under a title or heading.
 */
export const FIELD_BOOST = { title: 6, heading: 4, parts: 1.5, keywords: 2, context: 1, content: 1 } as const;

/**
 * Record type weights: for the same words, the page comes before its
 * sections, a section before its subsections, and a heading before the text
 * under it (DocSearch's own records are ranked by level the same way).
 */
export const TYPE_BOOST = {
  lvl1: 1.5,
  lvl2: 1.3,
  lvl3: 1.2,
  lvl4: 1.1,
  lvl5: 1.05,
  lvl6: 1.05,
  content: 1,
} as const;

/**
 * Coverage: the share of the query a record matches, each unit weighted by how
 * rare it is (unitRarity: "netlify" says more than "page") and by its size. A
 * record's BM25 score is multiplied by coverage to this power, so that a record
 * matching more of the query comes first unless the words it misses say little:
 * 3/4 of the query's weight costs 58% of the score, 1/2 of it 88%.
 */
export const COVERAGE_POWER = 3;

/**
 * How much a unit's rarity (unitRarity) weighs in coverage: the rarity to this
 * power. In English a rare word of a reader's query is as often a word of their
 * phrasing ("difference", "readable") as the topic, and a text that happens to
 * hold it beat the page about the topic; the square root keeps "netlify" above
 * "page" without that (tuning queries: 0.954 -> 0.956; held out 0.812 -> 0.840).
 * In Chinese a pair's rarity tells a word from two half-words and stays whole
 * (0.5 cost 0.004).
 */
export const RARITY_POWER: Record<string, number> = { en: 0.5, zh: 1 };

/**
 * A unit's rarity: the geometric mean of how rare it is among records, log(1 + records / records it
 * matches), and among pages, log(1 + pages / pages it matches). A reader looks for a page. By records
 * alone, a word that a few pages use throughout looked commoner than a word of the reader's phrasing
 * that many pages use once: on this site's English pages (1,094 records, 51 pages), "ci" is in 29
 * records on 4 pages and "place" in 22 records on 18 pages, so "place" weighed more (3.9 against 3.7);
 * by pages "ci" weighs 2.6 and "place" 1.3, and the mean keeps both kinds of evidence (3.1 and 2.3).
 * Pages alone moved more queries either way (tuning set 2184 / 2281: en 0.928 -> 0.931, zh 0.933 ->
 * 0.934, 70 queries up and 44 down, one more English typo query out of the first 5); the mean: en 0.928
 * -> 0.930, zh 0.933 -> 0.935, 38 up and 17 down, typo queries unchanged. RARITY_POWER stays best where
 * it was (en 0.35 / 0.65: 0.929 / 0.930; zh 0.8 / 1.2: 0.933 / 0.934). Held out (twenty-third set, read
 * once after it was kept): en 0.951 -> 0.949, zh 0.975 unchanged.
 */
function unitRarity(index: SearchableIndex, records: number, pages: number): number {
  return Math.sqrt(Math.log(1 + index.recordCount / records) * Math.log(1 + index.pageCount / pages));
}

/** The pages a unit's records are on, each with the best quality of a match there (for page coverage). */
function qualityByPage(index: SearchableIndex, best: ReadonlyMap<number, { quality: number }>): Map<number, number> {
  const quality = new Map<number, number>();
  best.forEach((match, id) => {
    const page = index.pageOf(id);
    const previous = quality.get(page);
    if (previous === undefined || previous < match.quality) quality.set(page, match.quality);
  });
  return quality;
}

/**
 * A record is part of a page: a reader looking for "deploy netlify" wants the
 * Netlify section of the Deploy page, and "preview plugin" the Preview page,
 * whose title has one word and whose sections have the other. The coverage a
 * record is ranked by blends its own (this share left out) with its page's: the
 * share of the query that the page's matching records cover together.
 *
 * It was 0.2 in English and 0.5 in Chinese (a Chinese query's character pairs spread over a
 * page's title, headings and text more often) until a page's best record came to rank by its
 * three best records (rankPagesByWhatTheyShow), which rewards a page that answers the whole
 * query in several places by itself. With that rule, 0.1 in both languages scores best on the
 * tuning queries (en 0.925 -> 0.926, zh 0.917 -> 0.926; zh at 0.3: 0.923, at 0: 0.924).
 */
export const PAGE_COVERAGE_SHARE = 0.1;

/**
 * Phrase: a record whose own title or heading holds the query's words in the
 * order typed (stop words aside: "rspress preview" in the heading "rspress
 * preview"), or every Chinese run of three or more characters, is what the
 * reader asked for by name, like Algolia's proximity and exact criteria; the
 * text under a heading that holds them gets less. Checked on the first
 * PHRASE_CANDIDATES records only.
 *
 * A title or heading is checked through its phrase tokens, indexed at build
 * time (index-data.ts `phraseTokens`: each pair of adjacent words, each three
 * Chinese characters in a row): it holds the phrase when it holds every token
 * of it, which is all but always the same as holding the phrase itself, and
 * needs no heading text in the browser. A text is checked as it is, on the
 * first PHRASE_TEXT_CANDIDATES records only, whose pages are fetched anyway
 * (the dialog shows the first 20).
 */
export const PHRASE_BOOST = 2;
export const PHRASE_BOOST_TEXT = 1.3;
/**
 * A longer phrase found as typed in a text is surer evidence: an error message pasted whole
 * ("text.replace is not a function") adds this for each Latin word past the second. Tuning set
 * (1584 / 1681): en exact 0.976 -> 0.979, zh exact 0.982 -> 0.984 (0.6 and 1 did no better).
 */
const PHRASE_BOOST_TEXT_PER_WORD = 0.3;
const PHRASE_CANDIDATES = 200;
export const PHRASE_TEXT_CANDIDATES = 30;

/**
 * A word matched only through a typo (MiniSearch's fuzzy match: "date" ->
 * "data", "live" -> "line") covers its part of the query half as well as the
 * word itself when other records have the word as typed: like Algolia's typo
 * criterion, records with fewer typos come first. A misspelling that no record
 * has as typed ("frontmater") is covered fully by its corrections.
 */
export const TYPO_COVERAGE = 0.5;
/**
 * Unless the word as typed is in at most RARE_AS_TYPED records and a word one slip away from it
 * (an edit, or two letters swapped, or a longer form whose start is: typoSlips) in RARE_AS_TYPED_RATIO
 * times as many: "deplyo", quoted once on
 * the search page as a typo readers make, next to "deploy" on dozens of records. Then the typo
 * matches count fully too, and the scores decide (the page about deploying has the word in its
 * title). Two slips are too loose for this: "sample" is two from "same".
 */
export const RARE_AS_TYPED = 2;
export const RARE_AS_TYPED_RATIO = 10;
/**
 * Where the typo matches count fully (above), those one slip from the word typed come before those two
 * slips from it, as Algolia's typo criterion puts records with fewer typos first: the others cover their
 * part of the query half as well again as a typo does. "mergeRfs" found "merged" (two slips) in a heading
 * before `mergeRefs` (one) in a table row. A longer form of the word counts as the word ("disbale":
 * disabled, one slip). Tuning set (1784 / 1881): en 0.933 unchanged (mergeRfs from no answer in the first
 * ten to first, "why do all sections share a singel sidebar" from third to fourth; typo queries outside
 * the first 5: 2 -> 1), zh unchanged (its corrections are another path); at TYPO_COVERAGE (0.5),
 * mergeRfs was second.
 */
export const EXTRA_SLIP_COVERAGE = TYPO_COVERAGE / 2;

/**
 * A word typed in camelCase ("useDark", "globalComponents") names one API: in a query that mixes it with
 * the reader's own words ("useDark 判断深色模式", "withBase 给图片路径加 base") it counts as this many
 * words in coverage, so that the record about it is not outweighed by records that hold more of the
 * other words (a Chinese word is two or three character pairs). Tuning set 1284 / 1381: en unchanged
 * (an English query with a camelCase word is usually that word alone), zh 0.928 -> 0.929 (five queries
 * up, one down); 1.5 scored the same. Held out (fourteenth set, read once after it was kept): en 0.948
 * unchanged, zh 0.903 -> 0.910 (its mixed queries 0.89 -> 0.93).
 */
export const IDENTIFIER_SIZE = 2;

/**
 * Two to four words typed apart that the pages write as one identifier ("edit link text": editLinkText,
 * "add pages": addPages): each word also finds the identifier (query.ts `identifiersTypedApart`), so a
 * record that has it covers them all, and records with some of the words still match those. Tuning set
 * 1584 / 1681: en 0.934 -> 0.936 (seven queries up, "how do I change the edit link text" from no answer
 * to second; one down), zh 0.932 unchanged (two down: "plugin sitemap" finds pluginSitemap imports; one
 * up); three words at least gave en 0.935. Held out (seventeenth set, read once after): en 0.896 -> 0.895,
 * zh 0.901 -> 0.902. Rounds and bytes unchanged: the identifier's dictionary file comes in the first round.
 */
export const IDENTIFIER_TYPED_APART = { minWords: 2, maxWords: 4 } as const;

/** A synonym finds its pages, but the reader's own word, where the pages use it, comes first. */
export const SYNONYM_WEIGHT = 0.8;

/**
 * Another form of an English word (word-forms.ts: "translate" finds translation,
 * "prerender" prerendering, "write" written from WordNet's verb exceptions) counts
 * like a synonym: found, but after the word as typed. The verb exceptions: tuning set
 * en 0.924 -> 0.927 (five queries up, three down), zh unchanged. The last word, matched as a prefix while
 * it is typed, gets no forms: giving it them scored en 0.930 -> 0.931, zh 0.929 -> 0.930 on the tuning set
 * but en 0.948 -> 0.940 on the fourteenth held-out set (its exact queries 1.00 -> 0.95), and was not kept.
 */
export const WORD_FORM_WEIGHT = 0.8;

/**
 * A corrected Chinese typo (zh-pairs.ts) ranks below an exact match; a
 * same-sound correction (the usual pinyin slip) above a look-alike one. A pair
 * the index lacks is taken for a slip unless both its neighbours in the query
 * are words of the index (cohesion at least zh-pairs.ts STRADDLING_COHESION):
 * then it is where two words meet.
 */
export const ZH_TYPO_WEIGHT_SAME_SOUND = 0.6;
export const ZH_TYPO_WEIGHT = 0.4;
/**
 * A Chinese pair of a query weighs its cohesion (zh-pairs.ts: how often it occurs, as a share of how
 * often its rarer character starts or ends a pair), which is near 0 where two words meet (言模 of
 * 大语言模型) and near 1 for a word like 语言. But a word whose characters both start or end many other
 * pairs has a low cohesion too: 模型 is 0.055 here (模板, 模式, 模块; 类型), so 大语言模型 was about 语言
 * alone and the i18n page's headings came before the one text that has the whole term. A pair the index
 * holds as a word (cohesion at least STRADDLING_COHESION) weighs its cohesion to this power instead
 * (模型 0.23); pairs where words meet keep theirs. Tuning set (2181 zh queries): 0.926 -> 0.932, 57 queries
 * up, 40 down (typo queries outside the first 5 unchanged; eight typo queries down one to three places,
 * 预揽插件 from first to fourth). The square root of every pair's cohesion scored the same but put one more
 * typo query out of the first 5 (怎么发步自己的插件: the pairs around the slip, 发步 and 步自, whose
 * corrections are pairs where words meet, gained weight); powers 0.3 to 0.7 scored 0.932 or 0.933.
 */
export const ZH_WORD_WEIGHT_POWER = 0.5;
/** At most this many corrected characters are tried per Chinese run. */
export const MAX_ZH_CORRECTIONS = 3;

/**
 * MiniSearch's weights for a word found by prefix (while typing) or within the
 * typo distance of tokenize.ts's `fuzzyDistance`: below an exact word.
 */
export const PREFIX_WEIGHT = 0.375;
export const FUZZY_WEIGHT = 0.45;

/**
 * A prefix stands for at most this many words, the most frequent ones that
 * start with it: a single letter would otherwise pull in every word starting
 * with it (thousands on a large site), and the rare ones, weighted by
 * PREFIX_WEIGHT and their length, hardly ever reached the first page (ten
 * instead of 15 cost one Chinese query of the relevance set).
 */
export const MAX_PREFIX_TERMS = 15;

/**
 * A completion of a prefix (a word the reader has not finished typing, weighed by PREFIX_WEIGHT)
 * counts in at most this many records, those it weighs most in: on a large site a first letter's
 * 15 completions would each bring MAX_POSTINGS records to rank (16,000 for "d" at 100 times this
 * site's pages: 15 to 23 ms in Node, 4 to 5 ms with this limit), and the records a completion
 * weighs least in are never near the top. The word as typed keeps all its records. No answer of
 * the relevance set moved with 200 (100 moved one English query one place).
 */
export const MAX_COMPLETION_POSTINGS = 200;

/**
 * The index ships at most this many records per term, those the term weighs
 * most in (field boost x BM25), while its idf still counts every record that
 * has it. A term in more records than this says little about any of them, and
 * its whole list would be most of what a query downloads on a large site. No
 * term of this site's pages reaches it (the commonest is in about 570 records;
 * tests/unit/search/core/sharded.test.ts checks), so its answers do not change.
 */
export const MAX_POSTINGS = 1000;

/** Records of one page kept in the answer (the rest of the page is one click away). */
export const MAX_RECORDS_PER_PAGE = 3;

/**
 * DocSearch groups the hits it shows by section (lvl0), so the four weaker hits of the first
 * section come before the best hit of the second, however much better it is: a hit is left out of
 * the answer when a hit of a section shown after it ranks more than this many times higher
 * (respond.ts `shownHits`). Over the tuning queries an answer shows 9.8 hits on average instead of
 * 11.1 (6.0 pages instead of 6.8), and MRR@10 rose from en 0.922, zh 0.916 to 0.925, 0.921 (the order of
 * the ranking itself, ungrouped, would score 0.928, 0.922); 1.4 and 3.3 scored about the same.
 */
export const OUTRANKED_BY = 2;

/**
 * Ranks are kept to four decimals. The sharded index stores each term's weight in a record to four
 * decimals (IMPACT_SCALE), so its ranks differ from the exact ones in the sixth; two records that tie
 * (one at 2.082705 with 0.33 of the query, another at 2.082705 with 0.22) were then ordered one way by
 * the sharded index and the other by the exact ranking. Rounded, they tie in both and keep page order.
 */
const RANK_DECIMALS = 1e4;

function roundRank(rank: number): number {
  return Math.round(rank * RANK_DECIMALS) / RANK_DECIMALS;
}

/** The search core's own cap on a query (the dialog cuts at 64 characters already). */
export const MAX_QUERY_LENGTH = 512;

/**
 * English words that make a question but say nothing about the page: never a
 * unit (a query of only such words still looks for them). The index's stop
 * words (tokenize.ts) are dropped as well.
 */
export const EN_FILLER_WORDS = new Set(
  (
    'how do does did doing done i im me my mine we us our can could what whats which who whom whose why where when ' +
    'should would shall will want wanna need way possible please is are am be been any some get ' +
    'just single one specific certain particular ' +
    // Prepositions and particles: "separate docs per release", "why is my component showing up".
    'per via each every also so than about own whole without within up between among across along around during ' +
    'through towards toward upon instead ' +
    // Pronouns and time adverbs of a question ("are any plugins already active without me adding them",
    // "why is the edit link still visible"): tuning set (2084) en 0.927 -> 0.928, four queries up, none down;
    // held out (twenty-second set, read once after) 0.938 -> 0.943.
    'they them those still already'
  ).split(' '),
);

/**
 * Chinese question and filler words, removed from the query before it is cut
 * into character pairs (longest first, so 怎么样 goes before 怎么).
 */
export const ZH_FILLER_WORDS = [
  '有哪些',
  '怎么样',
  '怎么办',
  '为什么',
  '是什么',
  '什么是',
  '能不能',
  '可不可以',
  '有没有',
  '是不是',
  '怎么',
  '怎样',
  '如何',
  '什么',
  '为啥',
  '干啥',
  '干嘛',
  '咋样',
  '咋办',
  '啥',
  '咋',
  '是否',
  '能否',
  '可以',
  '哪里',
  '哪儿',
  '在哪',
  '哪个',
  '哪些',
  '请问',
  '一下',
  '我们',
  '我想',
  '想要',
  '需要',
  '应该',
  // "Oneself" and "some", like own and certain in English ("怎么发步自己的插件", "挂在某个目录下面"):
  // tuning set (2181) zh +0.0007 (0.932 rounded, before and after), eight queries up, three down; held out
  // (twenty-second set, read once after) 0.945 -> 0.950.
  '自己',
  '某个',
];
/**
 * Words that are in almost every question about docs and say little about
 * which page answers it ("how do I change the edit link text": the page is
 * about the edit link). They stay units, so they still tell two otherwise equal
 * records apart, but weigh GENERIC_WEIGHT of a word in coverage and score.
 */
export const GENERIC_WORDS = new Set(
  (
    'change set use using add make create modify configure customize customise show display enable turn work put ' +
    'find see new page file doc site true false 修改 设置 使用 添加 页面 文件 文档 网站 站点 显示 开启 支持 实现 ' +
    // 自定义 (customise) as its two pairs: "自定义首页" is about the home page, not the three 自定义… pages.
    '自定 定义'
  ).split(' '),
);
export const GENERIC_WEIGHT = 0.3;

/**
 * Question and filler words are units of this weight: never needed, but a heading that has
 * them ("What Rspress is" for "what is rspress") is a little closer to the question.
 */
export const FILLER_WEIGHT = 0.15;

/**
 * A question that asks why ("why is my new page missing from the sidebar", 为什么…没生效) is about something
 * that went wrong, and 41 pages in each language answer those under a heading of their own, "Common
 * mistakes" (常见错误). A why question adds the words of that heading as a unit of this weight that only
 * adds to the score of records the rest of the query found (never to coverage, so a why question about
 * something else loses nothing to it). Tuning set 1484 / 1581: its why questions en 0.934 -> 0.940
 * (138), zh 0.855 -> 0.882 (39); in all, en 0.9298 -> 0.9304, zh 0.9256 -> 0.9264 (eight queries up,
 * three down by one place). As a unit that counts in coverage (weight 0.6) it scored a little more on
 * why questions but put "Rspress 构建速度为什么快" out of the first ten; more triggers ("not", "missing", 不生效,
 * 报错 …) moved three queries by one place. The heading's words are not highlighted: the reader did
 * not type them.
 */
export const WHY_WEIGHT = 1;
export const MISTAKES_HEADINGS = { en: 'common mistakes', zh: '常见错误' };
export const ZH_WHY_WORDS = ['为什么', '为啥'];

/** Single characters that are filler wherever they stand (的 inside a word is rare in these docs). */
export const ZH_FILLER_CHARS_ANYWHERE = ['的', '我'];
/**
 * Sentence-final particles, and 几 ("which, how many": "Node 几", "要配几个"),
 * the question word that ends a run: filler only there (几乎, 几个 inside a run stay).
 */
export const ZH_FILLER_CHARS_AT_END = '吗呢吧啊呀了么几';

export interface RankedRecord {
  /** Position of the record in the index's record list. */
  id: number;
  /** Share of the query it matches, 0-1 (see COVERAGE_POWER). */
  coverage: number;
  score: number;
  /** Where it ranks: score x record type weight x coverage ** COVERAGE_POWER, phrase bonus included. */
  rank: number;
  /**
   * The index terms it matched, for highlighting: one list per query unit it matched, filler words
   * aside (shared with the unit's other records, never changed), joined only for the hits shown.
   */
  matched: (readonly string[])[];
}

/** The index terms a ranked record matched. */
export function matchedTerms(entry: RankedRecord): Set<string> {
  return new Set(entry.matched.flat());
}

/**
 * A Chinese phrase of the synonym table is as many units as it has character
 * pairs (输出目录: 输出, 出目, 目录), and a record holding the phrase sums the
 * scores of all of them, while its synonym may be one word (outDir). The pair
 * count is an artifact of how Chinese is cut, not more of the reader's words, so
 * an alternative of such a unit is scaled to the unit's size: "rspress build
 * 输出目录" then finds the section of `rspress build` that names outDir, rather
 * than the pages that repeat 输出目录. An English phrase's words are words: its
 * alternatives keep their own scores.
 */
function alternativeScale(unit: QueryUnit, alternative: Alternative): number {
  const typed = unit.alternatives[0]?.terms[0];
  return typed && isHanTerm(typed) ? unit.size / alternative.terms.length : 1;
}

/** Whether every term of an alternative matched as typed (or as the start of a word while typing), not by a typo. */
function matchedAsTyped(terms: string[], matched: readonly string[], prefix: boolean): boolean {
  return terms.every((term) => matched.some((found) => found === term || (prefix && found.startsWith(term))));
}

/**
 * A typo keeps the word's first letter: readers slip inside a word ("sidbar",
 * "algoila"), rarely at its start. A fuzzy match that changes the first letter
 * ("becoming" -> "coming", "party" -> "art") is far more often another word.
 * The index offers only such typo candidates (the dictionary is split by first
 * letter); a record is still dropped unless every term matched something with
 * its first letter.
 */
function keepsFirstLetters(terms: string[], matched: readonly string[]): boolean {
  return terms.every((term) => matched.some((found) => found[0] === term[0]));
}

/**
 * How many slips (edits, or two letters swapped) a typo match is from the single word typed, or from
 * the start of a longer form of it ("disbale": disabled, one slip); 2 for more, or for several words.
 */
function typoSlips(terms: string[], matched: readonly string[]): number {
  const [typed] = terms;
  if (terms.length !== 1) return 2;
  const slips = (found: string) =>
    Math.min(editDistance(typed, found, 2), editDistance(typed, found.slice(0, typed.length), 2));
  return Math.min(2, ...matched.filter((found) => found !== typed).map(slips));
}

/** Whether a text holds the query as typed: its Latin words in a row, or each of its Chinese runs. */
function holdsPhrase(text: string, phrase: ParsedQuery['phrase']): boolean {
  const latin = phrase.words.length >= 2 && holdsTermRun(text, phrase.words);
  return latin || (phrase.runs.length > 0 && phrase.runs.every((run) => text.includes(run)));
}

/** The phrase tokens (index-data.ts) a title or heading must hold: Latin ones, Chinese ones. */
function queryPhraseTokens(phrase: ParsedQuery['phrase']): string[][] {
  const latin = phrase.words.length >= 2 ? phrase.words.slice(1).map((word, i) => `${phrase.words[i]} ${word}`) : [];
  const han = phrase.runs.flatMap((run) => {
    const chars = Array.from(run);
    return chars.slice(2).map((char, i) => chars[i] + chars[i + 1] + char);
  });
  return [latin, han].filter((tokens) => tokens.length > 0);
}

/**
 * Asks for the phrase files the query's phrase reads, while its dictionaries are still loading: their
 * names follow from the query alone, so they come in the first round of files, not in a round of
 * their own (which, once the phrase bonus moved the ranking, cost another round for the new hits' pages).
 */
export function requestPhraseFiles(index: SearchableIndex, phrase: ParsedQuery['phrase']): void {
  for (const tokens of queryPhraseTokens(phrase)) for (const token of tokens) index.phraseMatches(token);
}

/** The title and heading records that hold the query as typed. */
function titlesHoldingPhrase(index: SearchableIndex, phrase: ParsedQuery['phrase']): Set<number> {
  const holding = new Set<number>();
  for (const tokens of queryPhraseTokens(phrase)) {
    const [first, ...rest] = tokens.map((token) => index.phraseMatches(token));
    for (const id of first) if (rest.every((ids) => ids.has(id))) holding.add(id);
  }
  return holding;
}

/**
 * The best record of a page ranks by the sum of the page's best MAX_RECORDS_PER_PAGE ranks (the
 * records the dialog can show of it, returned per page, best first); the page's other records keep their own. A page whose
 * title, a section and its text all answer the query then comes before a page where one passing
 * heading does, as a reader comparing the two would judge them. Tuning set: en 0.917 -> 0.925,
 * zh 0.915 -> 0.917 (the sum of the best two: 0.923, 0.916; of the best four: 0.924, 0.919, with
 * one more English typo query out of the first five); held out, see "Latest figures" above. The
 * pages that answer in several places are often the long ones, whose page files are large, and
 * the first hits come from more pages: a query downloads a little more (median over the tuning
 * queries 87 / 124 kB against 81 / 112 kB).
 */
function rankPagesByWhatTheyShow(list: RankedRecord[], pageOf: (id: number) => number): RankedRecord[][] {
  const byPage = new Map<number, RankedRecord[]>();
  for (const entry of list) {
    const entries = byPage.get(pageOf(entry.id));
    if (entries) entries.push(entry);
    else byPage.set(pageOf(entry.id), [entry]);
  }
  // Of two records of equal rank, the first in page order (as byRank orders them).
  const shownByPage = [...byPage.values()].map((entries) =>
    entries.sort((a, b) => b.rank - a.rank || a.id - b.id).slice(0, MAX_RECORDS_PER_PAGE),
  );
  for (const shown of shownByPage) shown[0].rank = roundRank(shown.reduce((sum, entry) => sum + entry.rank, 0));
  return shownByPage;
}

/**
 * Which record of a page comes first. A page's own record carries the page's rank (the sum above)
 * unless one of its sections, shown with it and covering as much of the query, matches the query's
 * weightiest word better: "deploy netlify" then opens the Netlify section of the Deploy page, whose
 * own record matched "netlify" only through its front-matter keywords, while "plugin playground" still
 * opens the Playground page, whose title holds the rarer word. The order of pages does not change.
 */
function sectionNamedFirst(
  shownByPage: RankedRecord[][],
  typeOf: (id: number) => string,
  keyScore: ReadonlyMap<number, { score: number }>,
): void {
  for (const [page, ...others] of shownByPage) {
    if (typeOf(page.id) !== 'lvl1') continue;
    const pageScore = keyScore.get(page.id)?.score ?? 0;
    const section = others.find(
      (entry) =>
        typeOf(entry.id) !== 'content' &&
        entry.coverage >= page.coverage - 1e-9 &&
        (keyScore.get(entry.id)?.score ?? 0) > pageScore,
    );
    if (section) [page.rank, section.rank] = [section.rank, page.rank];
  }
}

/** Ranks the index's records for a parsed query (rules above); records that match no unit are left out. */
export function rankRecords(index: SearchableIndex, query: ParsedQuery): RankedRecord[] {
  const rarityPower = RARITY_POWER[index.lang] ?? 1;
  const perUnit = query.units.map((unit) => {
    const best = new Map<number, { score: number; quality: number; terms: readonly string[]; slips: number }>();
    let asTyped = 0;
    let byCloseTypo = 0;
    let fewestSlips = 2;
    for (const alternative of unit.alternatives) {
      const results = matchAll(index, alternative.terms, {
        prefix: (term) => unit.prefix && !alternative.exact && (isHanTerm(term) ? term.length === 1 : true),
        fuzzy: (term) => !alternative.exact && fuzzyDistance(term),
        prefixWeight: PREFIX_WEIGHT,
        fuzzyWeight: FUZZY_WEIGHT,
        prefixLimit: MAX_PREFIX_TERMS,
        completionLimit: MAX_COMPLETION_POSTINGS,
      });
      const weight = alternative.weight * unit.weight * alternativeScale(unit, alternative);
      // Records that matched the same terms share their list (term-index.ts): each list is checked once.
      const qualityOf = new Map<readonly string[], number>();
      const slipsOf = new Map<readonly string[], number>();
      results.forEach((result, id) => {
        let quality = qualityOf.get(result.terms);
        if (quality === undefined) {
          quality = !keepsFirstLetters(alternative.terms, result.terms)
            ? 0
            : matchedAsTyped(alternative.terms, result.terms, unit.prefix)
              ? 1
              : TYPO_COVERAGE;
          qualityOf.set(result.terms, quality);
        }
        if (quality === 0) return;
        let slips = 0;
        if (quality === 1) asTyped++;
        else {
          slips = slipsOf.get(result.terms) ?? typoSlips(alternative.terms, result.terms);
          slipsOf.set(result.terms, slips);
          if (slips <= 1) byCloseTypo++;
          fewestSlips = Math.min(fewestSlips, slips);
        }
        const score = result.score * weight;
        const previous = best.get(id);
        if (!previous || previous.score < score) {
          best.set(id, {
            score,
            quality: Math.max(quality, previous?.quality ?? 0),
            terms: result.terms,
            slips: Math.min(slips, previous?.slips ?? slips),
          });
        } else {
          previous.quality = Math.max(previous.quality, quality);
          previous.slips = Math.min(previous.slips, slips);
        }
      });
    }
    // A misspelt word that no record has as typed is matched only by typos: those count fully.
    // So is one that a record or two have as typed, one slip away from a word many more have (RARE_AS_TYPED).
    if (asTyped === 0 || (asTyped <= RARE_AS_TYPED && byCloseTypo >= RARE_AS_TYPED_RATIO * asTyped)) {
      for (const match of best.values()) match.quality = match.slips <= fewestSlips ? 1 : EXTRA_SLIP_COVERAGE;
    }
    const pageQuality = qualityByPage(index, best);
    // A unit no record matches cannot tell records apart: it weighs nothing (the query is relaxed).
    const weight =
      best.size > 0 && !unit.scoreOnly
        ? unit.size * unit.weight * unitRarity(index, best.size, pageQuality.size) ** rarityPower
        : 0;
    return { best, pageQuality, weight, scoreOnly: unit.scoreOnly, filler: unit.filler };
  });
  const totalWeight = perUnit.reduce((sum, unit) => sum + unit.weight, 0);
  // One object per matching record, filled unit by unit (forEach: no [key, value] pair per entry,
  // which counts when a first letter matches thousands of records).
  const ranked = new Map<number, RankedRecord>();
  // Units that only add to the score come last: they add to records the query's own units found.
  for (const { best, weight, scoreOnly, filler } of [...perUnit].sort(
    (a, b) => Number(a.scoreOnly) - Number(b.scoreOnly),
  )) {
    const share = weight / totalWeight;
    best.forEach((match, id) => {
      let entry = ranked.get(id);
      if (entry === undefined) {
        if (scoreOnly) return;
        entry = { id, coverage: 0, score: 0, matched: [], rank: 0 };
        ranked.set(id, entry);
      }
      entry.coverage += share * match.quality;
      entry.score += match.score;
      // What the reader typed is highlighted, not what a score-only unit adds, nor a filler word.
      if (!scoreOnly && !filler) entry.matched.push(match.terms);
    });
  }
  // What each page covers with all its matching records together.
  const pageOf = (id: number) => index.pageOf(id);
  const pageCoverage = new Map<number, number>();
  for (const { pageQuality, weight } of perUnit) {
    const share = weight / totalWeight;
    pageQuality.forEach((value, page) => {
      pageCoverage.set(page, (pageCoverage.get(page) ?? 0) + share * value);
    });
  }
  const list = [...ranked.values()];
  for (const entry of list) {
    const coverage =
      (1 - PAGE_COVERAGE_SHARE) * entry.coverage + PAGE_COVERAGE_SHARE * (pageCoverage.get(pageOf(entry.id)) ?? 0);
    entry.rank = roundRank(entry.score * TYPE_BOOST[index.typeOf(entry.id)] * coverage ** COVERAGE_POWER);
  }
  const byRank = (a: RankedRecord, b: RankedRecord) => b.rank - a.rank || a.id - b.id;
  list.sort(byRank);
  // The query as typed, in a record's own title, heading or text, only matters near the top.
  const titles = titlesHoldingPhrase(index, query.phrase);
  // A text is read only for a phrase, and once the ranking is complete (its page would be fetched for nothing otherwise).
  const hasPhrase = query.phrase.words.length >= 2 || query.phrase.runs.length > 0;
  const readTexts = hasPhrase && !index.incomplete?.();
  const textPhraseBoost = PHRASE_BOOST_TEXT + PHRASE_BOOST_TEXT_PER_WORD * Math.max(0, query.phrase.words.length - 2);
  list.slice(0, PHRASE_CANDIDATES).forEach((ranking, position) => {
    const { id } = ranking;
    if (index.typeOf(id) !== 'content') {
      if (titles.has(id)) ranking.rank *= PHRASE_BOOST;
    } else if (readTexts && position < PHRASE_TEXT_CANDIDATES) {
      const record: SearchRecord | undefined = index.record(id);
      if (record && holdsPhrase(record.content ?? '', query.phrase)) ranking.rank *= textPhraseBoost;
    }
  });
  // After the phrase bonus, whose texts are those of the first records of the ranking by record (as many
  // pages' files as before pages were ranked by their best records: 6 instead of 16 for 侧边栏).
  const shownByPage = rankPagesByWhatTheyShow(list, pageOf);
  const weightiest = perUnit.reduce((a, b) => (b.weight > a.weight ? b : a), perUnit[0]);
  if (weightiest) sectionNamedFirst(shownByPage, (id) => index.typeOf(id), weightiest.best);
  list.sort(byRank);
  const perPage = new Map<number, number>();
  return list.filter((entry) => {
    const page = pageOf(entry.id);
    const count = perPage.get(page) ?? 0;
    perPage.set(page, count + 1);
    return count < MAX_RECORDS_PER_PAGE;
  });
}

import { describe, expect, it } from 'vitest';
import { withAliases } from '../../../../search/build/alias-table';
import { pinyinTable } from '../../../../search/build/pinyin-table';
import { verbFormsTable } from '../../../../search/build/verb-forms-table';
import { buildShardedIndex } from '../../../../search/core/index-build';
import { packPage, recordsByPage, slugOf } from '../../../../search/core/page-file';
import { parseQuery, stripChineseFillers } from '../../../../search/core/query';
import { ZH_TYPO_WEIGHT_SAME_SOUND } from '../../../../search/core/ranking';
import { buildSearchRecords } from '../../../../search/core/records';
import { answerWhenLoaded, escapeHtml, highlight, snippet } from '../../../../search/core/respond';
import { ShardedIndex } from '../../../../search/core/sharded-index';
import type { SynonymEntry } from '../../../../search/core/synonyms';
import { editDistance, matchAll, type SearchableIndex } from '../../../../search/core/term-index';
import {
  holdsTermRun,
  identifierParts,
  indexTerms,
  singular,
  tokenizeWithPositions,
  tokensHolding,
} from '../../../../search/core/tokenize';
import type { IndexExtras, SearchLang, SearchPage, SearchRecord, SearchRequest } from '../../../../search/core/types';
import { parseVerbForms, wordForms } from '../../../../search/core/word-forms';
import { ChinesePairs } from '../../../../search/core/zh-pairs';
import { displayedPages } from '../../../../search/relevance/evaluate';
import { fixturePage, fixturePages } from './fixtures';

const lvl0Of = (routePath: string) => (routePath.startsWith('/api/') ? 'API' : 'Guide');

/** A small synonym table of the same shape as search/synonyms.json. */
const synonyms: Record<SearchLang, SynonymEntry[]> = {
  en: [{ objectID: 'night', type: 'oneWaySynonym', input: 'night theme', synonyms: ['dark mode'] }],
  zh: [{ objectID: 'night', type: 'oneWaySynonym', input: '夜间模式', synonyms: ['暗黑模式'] }],
};

/** The sharded index of some records, its files read back from JSON as the browser does. */
function shardedIndex(lang: SearchLang, records: SearchRecord[], extras: IndexExtras = {}) {
  const { manifest, files } = buildShardedIndex(lang, records, extras);
  return new ShardedIndex(JSON.parse(JSON.stringify(manifest)), async (file) => JSON.parse(files.get(file) ?? ''));
}

function indexFor(lang: SearchLang) {
  const records = fixturePages
    .filter((page) => page.lang === lang)
    .flatMap((page) => buildSearchRecords(page, { lvl0: lvl0Of(page.routePath) }));
  const pinyin = lang === 'zh' ? pinyinTable(JSON.stringify(records)) : undefined;
  return shardedIndex(lang, records, { synonyms: synonyms[lang], pinyin });
}

const en = indexFor('en');
const zh = indexFor('zh');

function request(query: string, extra: Partial<SearchRequest> = {}): SearchRequest {
  return {
    indexName: 'docs',
    query,
    attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    ...extra,
  };
}

async function answerRequest(index: ShardedIndex, search: SearchRequest) {
  return (await answerWhenLoaded(index, [search])).results[0];
}
const urls = async (index: ShardedIndex, query: string) =>
  (await answerRequest(index, request(query))).hits.map((hit) => hit.url);
/** The hits' urls for a query over English pages of one paragraph each (route -> text), titled by their route. */
const urlsOfGuidePages = (query: string, pages: Record<string, string>) =>
  urls(
    shardedIndex(
      'en',
      Object.entries(pages).flatMap(([route, text]) =>
        buildSearchRecords(fixturePage(route, 'en', route.split('/').pop() ?? route, [text]), { lvl0: 'Guide' }),
      ),
    ),
    query,
  );

describe('tokenize', () => {
  it('splits Latin words, lower-cases them and leaves stop words out of the index', () => {
    expect(indexTerms('Edit rspress.config.ts, then Deploy to the host!')).toEqual([
      'edit',
      'rspress',
      'config',
      'ts',
      'deploy',
      'host',
    ]);
  });
  it('turns Chinese runs into character pairs and keeps Latin words inside Chinese text', () => {
    expect(indexTerms('关闭暗黑模式 darkMode')).toEqual(['关闭', '闭暗', '暗黑', '黑模', '模式', 'darkmode']);
    expect(indexTerms('搜')).toEqual(['搜']);
  });
  it('meets plurals with their singular and identifiers with their parts', () => {
    expect(['plugins', 'redirects', 'entries', 'classes', 'patches', 'css', 'status'].map(singular)).toEqual([
      'plugin',
      'redirect',
      'entry',
      'class',
      'patch',
      'css',
      'status',
    ]);
    expect(indexTerms('usePageData HTMLElement')).toEqual(['usepagedata', 'htmlelement']);
    expect(identifierParts('usePageData HTMLElement')).toEqual(['use', 'page', 'data', 'html', 'element']);
  });
  it('keeps a command-line option or CSS custom property whole, next to its words', () => {
    expect(indexTerms('rspress dev --host')).toEqual(['rspress', 'dev', '--host', 'host']);
    expect(indexTerms('--rp-sidebar-width: 300px')).toEqual(['--rp-sidebar-width', 'rp', 'sidebar', 'width', '300px']);
    // Not a run of dashes, not a dash inside a word.
    expect(indexTerms('// ---cut--- a--b')).toEqual(['cut', 'b']);
  });

  // Texts where reading from where a word's letters occur could go wrong: plurals in "ies", camelCase
  // parts, options, words joined by dashes, stop words inside a run, Chinese after Latin letters.
  const tricky = [
    'Dependencies of the theme: hideNavbar hides the navbar; set --config or --rp-sidebar-width.',
    'the dark and the mode; dark mode; foo-dark-mode; DarkMode; darkest modes; ---dark mode',
    'Rspress支持暗黑模式，暗黑模式 in dark mode; 模式切换 modes',
    'İstanbul dark mode', // lower-casing makes this text longer: read whole
  ];
  it('finds a run of words in a text as tokenising the whole text would', () => {
    const runs = [
      ['dependency', 'theme'],
      ['hidenavbar', 'hide'],
      ['navbar', 'set'],
      ['--config', 'config'],
      ['config', 'rp'],
      ['dark', 'mode'],
      ['mode', 'foo'],
      ['dark', 'modes'],
      ['darkest', 'mode'],
      ['in', 'dark'],
      ['cut', 'dark'],
      ['rspress支持暗黑模式', '暗黑'],
    ];
    for (const text of tricky) {
      const terms = indexTerms(text);
      for (const words of runs) {
        const whole = terms.some((_, start) => words.every((word, i) => terms[start + i] === word));
        expect(holdsTermRun(text, words), `${words.join(' ')} in ${text}`).toBe(whole);
      }
    }
    expect(holdsTermRun(tricky[1], ['dark', 'mode'])).toBe(true);
  });
  it('finds the tokens a highlight marks as tokenising the whole text would', () => {
    const termSets = [
      ['dependency', 'navbar', '--config', 'sidebar'],
      ['dark', 'mode', 'darkmode'],
      ['暗黑', '模式', 'rspress支持暗黑模式'],
      ['mode', '模式'],
    ];
    for (const text of tricky) {
      for (const terms of termSets) {
        const marks = (token: { term: string; parts: string[] }) =>
          [token.term, ...token.parts].some((term) => terms.includes(term));
        const expected = tokenizeWithPositions(text).filter(marks);
        expect((tokensHolding(text, terms) ?? tokenizeWithPositions(text)).filter(marks)).toEqual(expected);
      }
    }
    expect(tokensHolding(tricky[0], ['navbar'])?.filter((token) => token.parts.includes('navbar'))).toHaveLength(1);
    expect(tokensHolding(tricky[3], ['dark'])).toBeUndefined();
  });
});

describe('buildSearchRecords', () => {
  const page = fixturePage('/guide/basic/deploy', 'en', 'Deploy', [
    'Intro text.',
    { heading: 'Build output', id: 'build-output' },
    'Output text.',
    { heading: 'Nested', id: 'nested', depth: 3 },
    'Nested text.',
    { heading: 'Second', id: 'second' },
  ]);
  const records = buildSearchRecords(page, { lvl0: 'Guide' });

  it('makes a title record, heading records and content records with anchors', () => {
    expect(records.map((record) => [record.type, record.url, record.content])).toEqual([
      ['lvl1', '/guide/basic/deploy', null],
      ['content', '/guide/basic/deploy', 'Intro text.'],
      ['lvl2', '/guide/basic/deploy#build-output', null],
      ['content', '/guide/basic/deploy#build-output', 'Output text.'],
      ['lvl3', '/guide/basic/deploy#nested', null],
      ['content', '/guide/basic/deploy#nested', 'Nested text.'],
      ['lvl2', '/guide/basic/deploy#second', null],
    ]);
  });
  it('fills the hierarchy from lvl0 down and resets deeper levels', () => {
    expect(records[4].hierarchy).toMatchObject({ lvl0: 'Guide', lvl1: 'Deploy', lvl2: 'Build output', lvl3: 'Nested' });
    expect(records[6].hierarchy).toMatchObject({ lvl2: 'Second', lvl3: null });
    expect(records.every((record) => record.lang === 'en')).toBe(true);
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
  });
  it('skips pages without a title', () => {
    expect(buildSearchRecords({ ...page, title: '' }, { lvl0: 'Guide' })).toEqual([]);
  });
});

describe('embedded search', () => {
  it('finds pages despite typos and while typing', async () => {
    expect((await urls(en, 'deplyo'))[0]).toMatch(/^\/guide\/basic\/deploy/);
    expect(await urls(en, 'fronmatter')).toContain('/api/config/config-frontmatter');
    expect((await urls(en, 'depl'))[0]).toMatch(/^\/guide\/basic\/deploy/);
  });
  it('takes a slip that a page quotes once for the word many pages have', async () => {
    const sections = Array.from({ length: 12 }, (_, i) => [
      { heading: `Deploy target ${i}`, id: `target-${i}` },
      `How to deploy the site to host number ${i}.`,
    ]);
    const records = [
      fixturePage('/guide/basic/deploy', 'en', 'Deploy', ['Upload the output folder.', ...sections.flat()]),
      fixturePage('/guide/advanced/custom-search', 'en', 'Custom search', [
        'The benchmark types deplyo and sample queries.',
      ]),
      fixturePage('/guide/basic/same', 'en', 'Same origin', ['The same host serves the same files.']),
    ].flatMap((page) => buildSearchRecords(page, { lvl0: 'Guide' }));
    const index = shardedIndex('en', records);
    // "deplyo" is on one record as typed, "deploy" (two letters swapped) on twelve times as many.
    expect((await urls(index, 'deplyo'))[0]).toBe('/guide/basic/deploy');
    // "same" is two edits from "sample": the record that has the word as typed stays first.
    expect((await urls(index, 'sample'))[0]).toBe('/guide/advanced/custom-search');
  });
  it('puts a word one slip from a misspelling before words two slips from it, as Algolia does', async () => {
    const records = [
      fixturePage('/guide/advanced/extend-build', 'en', 'Extend the build', [
        { heading: 'How the configurations are merged', id: 'merged' },
        'Plugins and the config file are merged in order.',
      ]),
      fixturePage('/api/client-api/api-components', 'en', 'Components', ['Helpers: mergeRefs feeds several refs.']),
    ].flatMap((page) => buildSearchRecords(page, { lvl0: 'API' }));
    // No record has "mergeRfs" as typed: mergeRefs is one slip from it, "merged" in a heading two.
    expect((await urls(shardedIndex('en', records), 'mergeRfs'))[0]).toBe('/api/client-api/api-components');
  });
  it('counts two swapped letters as one typo, as Algolia does', async () => {
    expect(editDistance('pgae', 'page')).toBe(1);
    expect(editDistance('thrid', 'third', 1)).toBe(1);
    expect(editDistance('abcd', 'badc', 1)).toBe(2);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    // Four letters allow one typo: Levenshtein's two edits for the swap found nothing.
    expect((await urls(en, 'mdoe'))[0]).toBe('/guide/default-theme/dark-mode');
  });
  it('ranks a title match above a passing mention', async () => {
    expect((await urls(en, 'dark mode'))[0]).toBe('/guide/default-theme/dark-mode');
  });
  it('finds Chinese pages by Chinese words and by English API names', async () => {
    expect((await urls(zh, '暗黑模式'))[0]).toBe('/guide/default-theme/dark-mode');
    expect((await urls(zh, '部署'))[0]).toBe('/guide/basic/deploy');
    expect((await urls(zh, 'usePageData'))[0]).toBe('/api/client-api/api-runtime#usepagedata');
    // The URL slug is searched like a title word, in both languages.
    expect((await urls(zh, 'deploy'))[0]).toBe('/guide/basic/deploy');
  });
  it('finds Chinese phrases typed without spaces; a word the index lacks is left out, not required', async () => {
    expect((await urls(zh, '暗黑模式关闭'))[0]).toMatch(/^\/guide\/default-theme\/dark-mode/);
    expect((await urls(zh, 'darkMode 关闭'))[0]).toBe('/guide/default-theme/dark-mode#turn-dark-mode-off');
    expect((await urls(zh, 'zzqq 暗黑'))[0]).toMatch(/^\/guide\/default-theme\/dark-mode/);
    expect(await urls(en, '<b>zzqqxx</b>')).toEqual([]);
  });
  it('answers questions: filler words are never required, and records matching more words come first', async () => {
    expect((await urls(en, 'how do I deploy to GitHub Pages?'))[0]).toBe('/guide/basic/deploy#deploy-to-github-pages');
    expect((await urls(en, 'where can I turn off the dark mode'))[0]).toBe(
      '/guide/default-theme/dark-mode#turn-dark-mode-off',
    );
    expect((await urls(zh, '怎么关闭暗黑模式呢'))[0]).toBe('/guide/default-theme/dark-mode#turn-dark-mode-off');
  });
  it('finds a page by its synonym, below the pages that use the typed words', async () => {
    expect((await urls(en, 'night theme'))[0]).toMatch(/^\/guide\/default-theme\/dark-mode/);
    expect((await urls(zh, '夜间模式'))[0]).toMatch(/^\/guide\/default-theme\/dark-mode/);
  });
  it('finds other forms of an English word', async () => {
    // "deployment" is on no page, "deploy" is (the trailing space: typed to the end, not a prefix).
    expect((await urls(en, 'deployment '))[0]).toMatch(/^\/guide\/basic\/deploy/);
    const forms = (word: string, terms: string[]) =>
      wordForms(
        word,
        (term) => terms.includes(term),
        (prefix) => terms.filter((term) => term !== prefix && term.startsWith(prefix)),
      );
    expect(forms('translate', ['translation', 'translated', 'translator', 'transform'])).toEqual([
      'translation',
      'translated',
      'translator',
    ]);
    expect(forms('deploying', ['deploy', 'deployed'])).toEqual(['deploy', 'deployed']);
    // Porter's stem of "important" is "import", but it is another word; short words have no forms.
    expect(forms('import', ['important', 'imported'])).toEqual(['imported']);
    expect(forms('use', ['used', 'user'])).toEqual([]);
  });
  it('finds the forms of a verb that no suffix rule gives (hide: hidden, write: written, copy: copied)', async () => {
    const records = [
      fixturePage('/guide/default-theme/sidebar', 'en', 'Sidebar', [
        'The sidebar lists the pages of a section; the sidebar of a section folds.',
      ]),
      fixturePage('/guide/default-theme/home-page', 'en', 'Home page', ['The sidebar is hidden on the home page.']),
    ].flatMap((page) => buildSearchRecords(page, { lvl0: 'Guide' }));
    const pages = async (extras: IndexExtras) =>
      (await answerRequest(shardedIndex('en', records, extras), request('hide sidebar'))).hits.map((hit) => hit.url);
    const verbForms = verbFormsTable(JSON.stringify(records));
    expect((await pages({ verbForms }))[0]).toMatch(/^\/guide\/default-theme\/home-page/);
    // The word being typed counts as the start of a word: its forms join once a space follows it.
    const answer = async (query: string) =>
      (await answerRequest(shardedIndex('en', records, { verbForms }), request(query))).hits.map((hit) => hit.url);
    expect(await answer('hide')).toEqual([]);
    expect((await answer('hide '))[0]).toMatch(/^\/guide\/default-theme\/home-page/);
    expect((await pages({}))[0], 'without the table, "hide" is no word of the index').toMatch(/sidebar/);
    // The table holds the verbs the text uses (any form of them), with all their forms from WordNet's list.
    expect(verbForms.split('|')).toContain('hide hid hidden');
    expect(verbFormsTable('A page written in React').split('|')).toEqual(['write written wrote']);
    const forms = (word: string, terms: string[]) =>
      wordForms(
        word,
        (term) => terms.includes(term),
        (prefix) => terms.filter((term) => term !== prefix && term.startsWith(prefix)),
        parseVerbForms(verbFormsTable('write copy run')),
      );
    expect(forms('write', ['written', 'writer'])).toEqual(['written']);
    expect(forms('copy', ['copied', 'copying'])).toEqual(['copying', 'copied']);
    expect(forms('ran', ['run', 'running'])).toEqual(['run', 'running']);
  });
  it('corrects one wrong Chinese character, same sound first', async () => {
    expect((await urls(zh, '布署'))[0]).toMatch(/^\/guide\/basic\/deploy/);
    expect((await urls(zh, '暗黑模试'))[0]).toMatch(/^\/guide\/default-theme\/dark-mode/);
  });
  it('knows the sound of a typed character the pages never use', async () => {
    // 揽 is in no page: its reading (lan) comes from a reading file, so 预览 (same sound) wins
    // over 预置, which the pages use more often.
    const records = [
      fixturePage('/guide/preview', 'zh', '本地调试与预览', ['构建后在本地打开。']),
      fixturePage('/guide/presets', 'zh', '预置', ['预置的主题，预置的样式，预置的组件。']),
    ].flatMap((page) => buildSearchRecords(page, { lvl0: 'Guide' }));
    expect(JSON.stringify(records)).not.toContain('揽');
    const index = shardedIndex('zh', records, { pinyin: pinyinTable(JSON.stringify(records)) });
    expect((await answerRequest(index, request('预揽'))).hits[0].url).toBe('/guide/preview');
  });
  it('corrects a character the pages never use even when no character fits both its neighbours', async () => {
    // 悬亭显示 for 悬停显示: 停 follows 悬 on the pages, but no page has 停显 (two words meet there), so
    // no character makes real pairs on both sides of 亭; 亭 is in no page, so each side counts alone.
    const records = [
      fixturePage('/plugin/twoslash', 'zh', 'Twoslash', ['把鼠标悬停在变量上，会显示它的类型。']),
      fixturePage('/guide/page-types', 'zh', '页面类型', ['显示的内容取决于页面类型。', '类型有三种。']),
    ].flatMap((page) => buildSearchRecords(page, { lvl0: 'Guide' }));
    expect(JSON.stringify(records)).not.toContain('亭');
    expect(JSON.stringify(records)).not.toContain('停显');
    const index = shardedIndex('zh', records, { pinyin: pinyinTable(JSON.stringify(records)) });
    expect((await answerRequest(index, request('悬亭显示类型'))).hits[0].url).toBe('/plugin/twoslash');
  });
  it('corrects a two-character slip that the pages hold only where two words meet', async () => {
    // 部属 (a same-sound slip for 部署) is in 全部属性, across 全部 | 属性: it is not a word of the site.
    const often = (text: string) => Array.from({ length: 30 }, (_, i) => `${text}${i}。`);
    const records = [
      fixturePage('/guide/deploy', 'zh', '部署', often('把构建产物部署到静态托管服务')),
      fixturePage('/guide/link', 'zh', '链接组件', ['它接受 a 标签的全部属性。', ...often('每个页面都有归属')]),
    ].flatMap((page) => buildSearchRecords(page, { lvl0: 'Guide' }));
    const index = shardedIndex('zh', records, { pinyin: pinyinTable(JSON.stringify(records)) });
    expect((await answerRequest(index, request('部属'))).hits[0].url).toBe('/guide/deploy');
  });
  it('highlights what the reader looks for, not the filler words of the question', async () => {
    const records = buildSearchRecords(
      fixturePage('/guide/publish', 'en', 'Publishing', [
        'You do not need a server of your own to publish the docs: when the build is done, upload the output folder to any static host.',
      ]),
      { lvl0: 'Guide' },
    );
    const { hits } = await answerRequest(shardedIndex('en', records), request('how do I upload the output folder'));
    const text = hits.find((hit) => hit.type === 'content')?._snippetResult?.content?.value ?? '';
    expect(text).toContain('<mark>upload</mark> the <mark>output</mark> <mark>folder</mark>');
    // "do" is a filler word: the snippet is cut around "upload", and "do" is never marked.
    expect(text).not.toContain('<mark>do</mark>');
    expect(text.startsWith('…')).toBe(true);
  });
  it("weighs a page's topic word by the pages that have it, not only by the records", async () => {
    // The layout page repeats "sidebar" in every section, so by records it looked common, and a word of the
    // reader's phrasing that headings of three other pages happen to hold ("wider") outweighed it (all three
    // came first when a unit's rarity counted records alone).
    const sections = (count: number, text: string) =>
      Array.from({ length: count }, (_, i) => [
        { heading: `Sidebar option ${i}`, id: `option-${i}` },
        `${text} ${i}.`,
      ]).flat();
    const records = [
      fixturePage('/guide/sidebar', 'en', 'Layout', [
        'The sidebar lists the pages of a section.',
        ...sections(12, 'This sidebar option changes the sidebar'),
      ]),
      fixturePage('/guide/images', 'en', 'Images', [
        { heading: 'Wider images', id: 'wider' },
        'Images are scaled down.',
      ]),
      fixturePage('/guide/tables', 'en', 'Tables', [
        { heading: 'Wider tables', id: 'wider' },
        'Tables scroll sideways.',
      ]),
      fixturePage('/guide/code', 'en', 'Code', [{ heading: 'Wider code', id: 'wider' }, 'Long lines wrap.']),
      ...['Deploy', 'Routes', 'Search', 'Themes'].map((title) =>
        fixturePage(`/guide/${title.toLowerCase()}`, 'en', title, [
          `${title} are described on this page.`,
          ...Array.from({ length: 8 }, (_, i) => `More about ${title.toLowerCase()}, part ${i}.`),
        ]),
      ),
    ].flatMap((page) => buildSearchRecords(page, { lvl0: 'Guide' }));
    expect((await answerRequest(shardedIndex('en', records), request('make the sidebar wider'))).hits[0].url).toMatch(
      /^\/guide\/sidebar/,
    );
  });
  it('weighs a word of the index whose characters start many other pairs as a word', async () => {
    // 模 starts 模板, 模式 and 模块 and 型 ends 类型, so 模型 is a small share of the pairs they make. Weighed by
    // that share, 大语言模型 was about 语言 alone, and the heading that has it came first; 大语 and 言模, where
    // two words meet (大小, 汉语, 言简, 规模 far more often), keep their smaller share.
    const times = (count: number, text: string) => Array.from({ length: count }, (_, i) => `${text}${i}。`);
    const records = [
      fixturePage('/guide/i18n', 'zh', '国际化', [
        { heading: '声明语言', id: 'declare' },
        '在配置里列出站点的每种语言。',
        { heading: '语言前缀', id: 'prefix' },
        '除默认语言外，每种语言的链接都带前缀。',
      ]),
      fixturePage('/guide/templates', 'zh', '页面模板', times(6, '模板、模式和模块的类型')),
      fixturePage('/guide/writing', 'zh', '写作', times(50, '大小和规模，言简意赅，汉语和英语')),
      fixturePage('/plugin/llms', 'zh', 'llms.txt', ['为大语言模型和 AI 工具生成一份文档地图。']),
      fixturePage('/api/config', 'zh', '主题配置', ['在页面里加一行说明，告诉大语言模型去读 llms.txt。']),
      // 语言 is on many pages, as on the site; 模型 on two.
      fixturePage('/guide/code', 'zh', '代码块', ['代码块可以标注语言，高亮按语言进行。']),
      fixturePage('/guide/search', 'zh', '搜索', ['搜索按页面的语言分开建索引。']),
      fixturePage('/guide/seo', 'zh', 'SEO', ['每个页面都声明自己的语言。']),
    ].flatMap((page) => buildSearchRecords(page, { lvl0: 'Guide' }));
    const index = shardedIndex('zh', records, { pinyin: pinyinTable(JSON.stringify(records)) });
    const { hits } = await answerRequest(index, request('大语言模型'));
    expect(hits[0].url).toBe('/plugin/llms');
  });
  it('takes a pair missing between two words for where they meet, and a wrong character for a slip', () => {
    // The pages have 翻译 and 界面 as words but never 译界, where the two meet in 翻译界面 (翻译后面 would fit
    // both sides of 界, but nothing is wrong there); 棉 (a same-sound slip for 面) breaks the pair before it
    // in 翻译界棉.
    const counts = new Map([
      ['翻译', 12],
      ['界面', 20],
      ['译文', 2],
      ['译后', 3],
      ['后面', 5],
      ['面板', 3],
    ]);
    const pairsOf = (keep: (pair: string) => boolean, side: 0 | 1) =>
      new Map([...counts].filter(([pair]) => keep(pair)).map(([pair, count]) => [pair[side], count]));
    const zhPairs = new ChinesePairs({
      count: (pair) => counts.get(pair) ?? 0,
      following: (char) => pairsOf((pair) => pair[0] === char, 1),
      preceding: (char) => pairsOf((pair) => pair[1] === char, 0),
      cohesion: (pair) => (counts.has(pair) ? 0.8 : 0),
      readings: (char) => (char === '面' || char === '棉' ? ['mian'] : []),
      ownCharacter: (char) => [...counts.keys()].some((pair) => pair.includes(char)),
    });
    expect(zhPairs.correctRuns(['翻译界面'])).toEqual({ corrections: new Map(), bestRuns: ['翻译界面'] });
    const slip = zhPairs.correctRuns(['翻译界棉']);
    expect(slip.bestRuns).toEqual(['翻译界面']);
    expect(slip.corrections.get('0:界棉')).toEqual([{ terms: ['界面'], weight: ZH_TYPO_WEIGHT_SAME_SOUND }]);
  });
  it('leaves out a hit that DocSearch would show above a far better hit of another section', async () => {
    // DocSearch groups hits by lvl0: without this, the Guide's passing mentions of the sidebar came
    // before the API's sidebar option, which ranks far above them.
    const mentions = ['navbar', 'footer', 'outline', 'search'].map((topic) =>
      fixturePage(`/guide/${topic}`, 'en', `The ${topic}`, [`The ${topic} sits next to the sidebar on wide screens.`]),
    );
    const records = [
      ...[
        fixturePage('/guide/sidebar', 'en', 'Sidebar', ['The sidebar lists the pages of a section.']),
        ...mentions,
      ].flatMap((page) => buildSearchRecords(page, { lvl0: 'Guide' })),
      ...buildSearchRecords(
        fixturePage('/api/config', 'en', 'Config', [{ heading: 'sidebar', id: 'sidebar' }, 'The sidebar option.']),
        { lvl0: 'API' },
      ),
    ];
    const { hits } = await answerRequest(shardedIndex('en', records), request('sidebar'));
    const shown = displayedPages(hits);
    expect(shown.slice(0, 2)).toEqual(['/guide/sidebar', '/api/config']);
    // The mentions are not shown at all: DocSearch would put them above the API hit.
    expect(shown.filter((page) => mentions.some((mention) => mention.routePath === page))).toEqual([]);
  });
  it('opens the section that names the weightiest word of the query, not the top of its page', async () => {
    const deploy = {
      ...fixturePage('/guide/deploy', 'en', 'Deploy', [
        'Upload the output folder to a static host.',
        { heading: 'Netlify', id: 'netlify' },
        'Netlify reads netlify.toml from the repository.',
        { heading: 'Deploy options', id: 'deploy-options' },
        'What the deploy step can change.',
      ]),
      keywords: ['Netlify', 'static hosting'],
    };
    const playground = {
      ...fixturePage('/plugin/playground', 'en', 'Playground', [
        'An editor next to the rendered result.',
        { heading: 'Options of the 1.x plugin', id: 'options' },
        'The plugin took a render option.',
      ]),
      keywords: ['@rspress/plugin-playground'],
    };
    const plugins = ['rss', 'sitemap', 'shiki'].map((name) =>
      fixturePage(`/plugin/${name}`, 'en', name, [
        `The ${name} plugin is an official plugin; deploy it with the site.`,
      ]),
    );
    const index = shardedIndex(
      'en',
      [deploy, playground, ...plugins].flatMap((page) => buildSearchRecords(page, { lvl0: 'Guide' })),
    );
    const first = async (query: string) => (await answerRequest(index, request(query))).hits[0]?.url;
    // The page's record has "netlify" only in its keywords; the section has it in its heading.
    expect(await first('deploy netlify')).toBe('/guide/deploy#netlify');
    expect(await first('deploy')).toBe('/guide/deploy');
    // "playground", rarer than "plugin", is in the page's title: the page stays first.
    expect(await first('plugin playground')).toBe('/plugin/playground');
  });
  it('answers a why question from the section about common mistakes, in both languages', async () => {
    const page = (lang: SearchLang, title: string, sections: [string, string, string][]) =>
      buildSearchRecords(
        fixturePage(
          '/guide/sidebar',
          lang,
          title,
          sections.flatMap(([heading, id, text]) => [{ heading, id }, text]),
        ),
        { lvl0: 'Guide' },
      );
    const en = shardedIndex(
      'en',
      page('en', 'Sidebar', [
        ['Hidden pages', 'hidden-pages', 'A page with sidebar: false in its front matter is missing from the sidebar.'],
        ['Common mistakes', 'common-mistakes', 'A new page is missing from the sidebar until _meta.json lists it.'],
      ]),
    );
    const zhRecords = page('zh', '侧边栏', [
      ['隐藏页面', 'hidden-pages', '在 front matter 里写 sidebar: false 的页面不会出现在侧边栏里。'],
      ['常见错误', 'common-mistakes', '新写的页面不会出现在侧边栏里，除非 _meta.json 列出了它。'],
    ]);
    const zh = shardedIndex('zh', zhRecords, { pinyin: pinyinTable(JSON.stringify(zhRecords)) });
    const first = async (index: ShardedIndex, query: string) => (await urls(index, query))[0];
    expect(await first(en, 'why is a page missing from the sidebar')).toBe('/guide/sidebar#common-mistakes');
    // The heading's words weigh in, but only what the reader typed is marked.
    const [hit] = (await answerRequest(en, request('why is a page missing from the sidebar'))).hits;
    expect(JSON.stringify(hit._highlightResult)).toContain('<mark>missing</mark>');
    expect(JSON.stringify(hit._highlightResult)).not.toMatch(/<mark>(Common|mistakes)/);
    expect(await first(en, 'where is a page missing from the sidebar')).not.toBe('/guide/sidebar#common-mistakes');
    expect(await first(zh, '为什么页面不会出现在侧边栏')).toBe('/guide/sidebar#common-mistakes');
    expect(await first(zh, '哪些页面不会出现在侧边栏')).not.toBe('/guide/sidebar#common-mistakes');
  });
  it('finds a heading by its aliases, and gives them back with its records', async () => {
    const page = fixturePage('/guide/basic/deploy', 'en', 'Deploy', [
      'Build the site, then upload the output folder.',
      { heading: 'Netlify', id: 'netlify' },
      'Set the publish directory to doc_build.',
      { heading: 'GitHub Pages', id: 'github-pages' },
      'Publish the output folder from a workflow.',
    ]);
    const records = withAliases(buildSearchRecords(page, { lvl0: 'Guide' }), {
      '/guide/basic/deploy#netlify': ['drag and drop hosting'],
    });
    const index = shardedIndex('en', records);
    expect((await answerRequest(index, request('drag and drop hosting'))).hits[0].url).toBe(
      '/guide/basic/deploy#netlify',
    );
    expect(await index.allRecords()).toEqual(records);
    expect(records.filter((record) => record.aliases).map((record) => record.objectID)).toEqual([
      '/guide/basic/deploy#netlify::lvl2',
    ]);
  });
  it('finds the page of a command-line option before the pages about its word', async () => {
    const records = [
      fixturePage('/api/commands', 'en', 'Commands', ['Pass --config to read another file.', 'Other options.']),
      ...['basic', 'build', 'theme'].map((name) =>
        fixturePage(`/api/config/${name}`, 'en', `Config ${name}`, [`The ${name} config fields of the config file.`]),
      ),
    ].flatMap((page) => buildSearchRecords(page, { lvl0: 'API' }));
    const index = shardedIndex('en', records);
    const { hits } = await answerRequest(index, request('--config'));
    expect(hits[0].url).toBe('/api/commands');
    expect(hits[0]._highlightResult.content?.value).toContain('<mark>--config</mark>');
  });
  it('puts the text that holds a pasted error message as typed first, its stop words read as the index reads them', async () => {
    const found = await urlsOfGuidePages('text.replace is not a function', {
      '/api/config/config-frontmatter': 'A number as a title stops the build with text.replace is not a function.',
      '/guide/default-theme/i18n':
        'Replace a text of the theme with a function; a text you do not replace keeps its text.',
    });
    expect(found[0]).toBe('/api/config/config-frontmatter');
    expect(found).toContain('/guide/default-theme/i18n');
  });
  it('finds an identifier from its words typed apart, and records with some of the words still', async () => {
    const found = await urlsOfGuidePages('change the edit link text', {
      '/guide/default-theme/i18n': 'Set editLinkText in each locale to word the link in that language.',
      '/guide/default-theme/doc-page': 'The edit link sits under the article; the text around it comes from the theme.',
    });
    expect(found[0]).toBe('/guide/default-theme/i18n');
    expect(found).toContain('/guide/default-theme/doc-page');
  });
  it('searches the URL slug like a title word', async () => {
    const page = fixturePage('/plugin/official-plugins/client-redirects', 'en', 'Moved pages', [
      'Old links keep working.',
    ]);
    const records = buildSearchRecords(page, { lvl0: 'Plugin' });
    const index = shardedIndex('en', records);
    expect((await answerRequest(index, request('client redirects'))).hits[0].url).toBe(
      '/plugin/official-plugins/client-redirects',
    );
  });
  it('suggests index words close to a query that finds nothing', async () => {
    const result = await answerRequest(en, request('deeplooyy'));
    expect(result.hits).toEqual([]);
    expect(result.siteSuggestions?.[0]).toBe('deploy');
  });
  it('suggests no word that has more than a third of its letters wrong', async () => {
    // Four edits from "deploy": a word nobody meant.
    const result = await answerRequest(en, request('dexxxxy'));
    expect(result.hits).toEqual([]);
    expect(result.siteSuggestions ?? []).toEqual([]);
  });
  it('answers in Algolia’s shape', async () => {
    const result = await answerRequest(en, request('deploy'));
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    const hit = result.hits[0];
    expect(hit).toMatchObject({
      type: 'lvl1',
      url: '/guide/basic/deploy',
      hierarchy: { lvl0: 'Guide', lvl1: 'Deploy' },
    });
    expect(hit._highlightResult.hierarchy.lvl1).toMatchObject({ value: '<mark>Deploy</mark>', matchLevel: 'full' });
    expect(hit._snippetResult.hierarchy.lvl1?.value).toBe('<mark>Deploy</mark>');
  });
  it('pages with hitsPerPage', async () => {
    const all = await answerRequest(en, request('d', { hitsPerPage: 100 }));
    const first = await answerRequest(en, request('d', { hitsPerPage: 2 }));
    expect(first.hits).toHaveLength(2);
    expect(first.nbHits).toBe(all.nbHits);
    expect(first.nbPages).toBe(Math.ceil(all.nbHits / 2));
  });
  it('leaves out the hits DocSearch would not show, and never loads their pages', async () => {
    const pages = [
      ...Array.from({ length: 8 }, (_, i) =>
        fixturePage(`/guide/deploy-${i}`, 'en', `Deploy step ${i}`, ['Deploy the site.']),
      ),
      fixturePage('/api/deploy', 'en', 'Deploy API', ['Deploy from a script.']),
    ];
    const records = pages.flatMap((each) => buildSearchRecords(each, { lvl0: lvl0Of(each.routePath) }));
    const { manifest, files } = buildShardedIndex('en', records);
    const loaded: string[] = [];
    const index = new ShardedIndex(JSON.parse(JSON.stringify(manifest)), async (file) => {
      loaded.push(file);
      return JSON.parse(files.get(file) ?? '');
    });
    const result = await answerRequest(index, request('deploy'));
    const perSection = (lvl0: string) => result.hits.filter((hit) => hit.hierarchy.lvl0 === lvl0).length;
    expect(perSection('Guide')).toBe(5);
    expect(perSection('API')).toBeGreaterThan(0);
    expect(result.nbHits).toBeGreaterThan(result.hits.length);
    const pagesShown = new Set(result.hits.map((hit) => hit.url.split('#')[0])).size;
    expect(loaded.filter((file) => file.startsWith('t/'))).toHaveLength(pagesShown);
  });
  it('counts a completion of a prefix only in the records it weighs most in, the typed word in all', () => {
    const impacts = new Map(Array.from({ length: 300 }, (_, id) => [id, id + 1]));
    const index = { postings: () => impacts, prefixTerms: () => ['deployment'] } as unknown as SearchableIndex;
    const options = { prefix: () => true, fuzzy: () => false as const, prefixWeight: 0.5, fuzzyWeight: 0.5 };
    const completed = matchAll(index, ['dep'], { ...options, prefixLimit: 15, completionLimit: 200 });
    expect(completed.size).toBe(300);
    const byCompletion = [...completed].filter(([, match]) => match.terms.includes('deployment'));
    expect(byCompletion.map(([id]) => id)).toEqual(Array.from({ length: 200 }, (_, i) => i + 100));
  });
  it('keeps a lone letter hyphenated to a word or in a version number, not one after an apostrophe, in a tag or alone', () => {
    const unitTerms = (query: string) =>
      parseQuery(query, { synonyms: [], hasTerm: () => true }).units.map((unit) => unit.alternatives[0].terms[0]);
    expect(unitTerms('x-default ')).toEqual(['x', 'default']);
    expect(unitTerms("page's title ")).toEqual(['page', 'title']);
    expect(unitTerms('<b>bold</b> tag ')).toEqual(['bold', 'tag']);
    expect(unitTerms('options of the 1.x plugin ')).toEqual(['option', '1', 'x', 'plugin']);
    expect(unitTerms('e.g. plugin ')).toEqual(['plugin']);
  });
  it('answers a Chinese query in an index without Chinese terms without asking for files it lacks', async () => {
    const records = buildSearchRecords(fixturePage('/guide/deploy', 'en', 'Deploy', ['Deploy the build.']), {
      lvl0: 'Guide',
    });
    const { manifest, files } = buildShardedIndex('en', records, {});
    expect(manifest.hanFiles).toBe(0);
    const asked: string[] = [];
    const index = new ShardedIndex(JSON.parse(JSON.stringify(manifest)), async (file) => {
      asked.push(file);
      return JSON.parse(files.get(file) ?? 'null');
    });
    expect((await answerRequest(index, request('为什么 deploy 部署'))).hits[0].url).toBe('/guide/deploy');
    expect(asked.filter((file) => !files.has(file))).toEqual([]);
  });
  it('returns nothing for an empty or meaningless query', async () => {
    expect((await answerRequest(en, request(''))).hits).toEqual([]);
    expect((await answerRequest(en, request('<>!!'))).hits).toEqual([]);
  });
});

describe('highlight and snippet', () => {
  const marking = { pre: '<mark>', post: '</mark>', terms: new Set(['script', 'deploy']), units: 1 };
  it('escapes HTML around and inside marks', () => {
    expect(escapeHtml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#39;');
    expect(highlight('<script>alert(1)</script>', marking).value).toBe(
      '&lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt;',
    );
  });
  it('keeps the requested number of words around the first match, with ellipses', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve deploy fourteen fifteen sixteen';
    const ten = snippet(text, 10, '…', marking);
    expect(ten.value).toBe('…seven eight nine ten eleven twelve <mark>deploy</mark> fourteen fifteen sixteen');
    const five = snippet(text, 5, '…', marking);
    expect(five.value).toBe('…twelve <mark>deploy</mark> fourteen fifteen sixteen');
    const early = snippet(`deploy ${text}`, 5, '…', marking);
    expect(early.value).toBe('<mark>deploy</mark> one two three four…');
  });
  it('shows the window with the most different matched words, the first of equals', () => {
    const css = { pre: '<mark>', post: '</mark>', terms: new Set(['rp', 'sidebar', 'width']), units: 3 };
    const text =
      'custom properties such as --rp-c-brand, --rp-sidebar-width and --rp-content-max-width in a stylesheet';
    expect(snippet(text, 5, '…', css).value).toContain('--<mark>rp</mark>-<mark>sidebar</mark>-<mark>width</mark>');
    // One word matched throughout: the window around its first match.
    expect(snippet('a deploy b c d e f g h deploy i j k l m n', 5, '…', marking).value).toBe(
      'a <mark>deploy</mark> b c d…',
    );
  });
  it('marks whole Chinese runs covered by matched pairs', () => {
    const chinese = { pre: '<mark>', post: '</mark>', terms: new Set(['暗黑', '黑模', '模式']), units: 3 };
    expect(highlight('关闭暗黑模式', chinese).value).toBe('关闭<mark>暗黑模式</mark>');
  });
  it('shows a Chinese title that fits whole, and measures Chinese windows by width', () => {
    const chinese = { pre: '<mark>', post: '</mark>', terms: new Set(['侧边', '边栏']), units: 2 };
    expect(snippet('自动生成导航栏与侧边栏', 5, '…', chinese).value).toBe('自动生成导航栏与<mark>侧边栏</mark>');
    const long =
      '默认主题会读取每个文件夹里的元数据文件，按照其中的顺序生成侧边栏。没有这个文件时，按文件名排序，并且把标题作为文字。';
    const ten = snippet(long, 10, '…', chinese).value.replace(/<\/?mark>|…/g, '');
    // 10 words are about 30 Chinese characters wide; a window may grow to reach punctuation.
    const hanCount = ten.match(/\p{Script=Han}/gu)?.length ?? 0;
    expect(hanCount).toBeGreaterThanOrEqual(26);
    expect(hanCount).toBeLessThanOrEqual(36);
    // It starts after the comma before the match rather than mid-phrase.
    expect(ten.startsWith('按照')).toBe(true);
  });
});

describe('index file', () => {
  it.each(['en', 'zh'] as const)('gives back exactly the records it was built from (%s)', async (lang) => {
    const records = fixturePages
      .filter((page) => page.lang === lang)
      .flatMap((page) => buildSearchRecords(page, { lvl0: lvl0Of(page.routePath) }));
    expect(await shardedIndex(lang, records).allRecords()).toEqual(records);
  });
  it('leaves out anchors that are the heading’s slug, and keeps the others', () => {
    expect(slugOf('Deploy to GitHub Pages')).toBe('deploy-to-github-pages');
    const zhPage = fixturePages.find((page) => page.lang === 'zh') as SearchPage;
    const pages = recordsByPage([
      ...buildSearchRecords(fixturePages[0], { lvl0: 'Guide' }),
      ...buildSearchRecords(zhPage, { lvl0: 'Guide' }),
    ]);
    expect(pages.flatMap((records) => packPage(records)[0][5].map((section) => section[1]))).toEqual([
      0,
      0,
      'build-output',
    ]);
  });
});

describe('stop words', () => {
  it('keeps very common English words out of the index but not out of highlights', async () => {
    expect((await answerRequest(en, request('the'))).hits).toEqual([]);
    const hit = (await answerRequest(en, request('the output folder'))).hits.find((found) => found.type === 'content');
    expect(hit?.url).toBe('/guide/basic/deploy');
    expect(hit?._snippetResult.content?.value).toContain('<mark>output</mark> <mark>folder</mark>');
  });
});

describe('Chinese question words', () => {
  it('drops particles and a final 几 where a run ends, but keeps them when nothing else is left', () => {
    expect(stripChineseFillers('rspress 需要 Node 几').split(/\s+/).filter(Boolean)).toEqual(['rspress', 'Node']);
    expect(stripChineseFillers('侧边栏能折叠吗').trim()).toBe('侧边栏能折叠');
    expect(stripChineseFillers('几乎').trim()).toBe('几乎');
    expect(stripChineseFillers('几').trim()).toBe('几');
  });
});

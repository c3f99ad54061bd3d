import { describe, expect, it } from 'vitest';
import { buildEmbeddedIndex, loadEmbeddedIndex, slugOf } from './embedded-index';
import { fixturePage, fixturePages } from './fixtures';
import { buildSearchRecords } from './records';
import { answerRequest, escapeHtml, highlight, snippet } from './respond';
import { tokenize } from './tokenize';
import type { SearchLang, SearchPage, SearchRequest } from './types';

const lvl0Of = (routePath: string) => (routePath.startsWith('/api/') ? 'API' : 'Guide');

function indexFor(lang: SearchLang) {
  const records = fixturePages
    .filter((page) => page.lang === lang)
    .flatMap((page) => buildSearchRecords(page, { lvl0: lvl0Of(page.routePath) }));
  // Round-trip through JSON as the browser does.
  return loadEmbeddedIndex(JSON.parse(JSON.stringify(buildEmbeddedIndex(lang, records))));
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

const urls = (lang: typeof en, query: string) => answerRequest(lang, request(query)).hits.map((hit) => hit.url);

describe('tokenize', () => {
  it('splits Latin words and lower-cases them', () => {
    expect(tokenize('Edit rspress.config.ts, then Deploy!')).toEqual([
      'edit',
      'rspress',
      'config',
      'ts',
      'then',
      'deploy',
    ]);
  });
  it('turns Chinese runs into character pairs and keeps Latin words inside Chinese text', () => {
    expect(tokenize('关闭暗黑模式 darkMode')).toEqual(['关闭', '闭暗', '暗黑', '黑模', '模式', 'darkmode']);
    expect(tokenize('搜')).toEqual(['搜']);
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
  it('finds pages despite typos and while typing', () => {
    expect(urls(en, 'deplyo')[0]).toMatch(/^\/guide\/basic\/deploy/);
    expect(urls(en, 'fronmatter')).toContain('/api/config/config-frontmatter');
    expect(urls(en, 'depl')[0]).toMatch(/^\/guide\/basic\/deploy/);
  });
  it('ranks a title match above a passing mention', () => {
    expect(urls(en, 'dark mode')[0]).toBe('/guide/default-theme/dark-mode');
  });
  it('finds Chinese pages by Chinese words and by English API names', () => {
    expect(urls(zh, '暗黑模式')[0]).toBe('/guide/default-theme/dark-mode');
    expect(urls(zh, '部署')[0]).toBe('/guide/basic/deploy');
    expect(urls(zh, 'usePageData')[0]).toBe('/api/client-api/api-runtime#usepagedata');
    expect(urls(zh, 'deploy')).toEqual([]);
  });
  it('finds Chinese phrases typed without spaces, and keeps Latin words required', () => {
    expect(urls(zh, '暗黑模式关闭')[0]).toMatch(/^\/guide\/default-theme\/dark-mode/);
    expect(urls(zh, 'darkMode 关闭')[0]).toBe('/guide/default-theme/dark-mode#turn-dark-mode-off');
    expect(urls(zh, 'zzqq 暗黑')).toEqual([]);
    expect(urls(en, '<b>zzqqxx</b>')).toEqual([]);
  });
  it('answers in Algolia’s shape', () => {
    const result = answerRequest(en, request('deploy'));
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
  it('pages with hitsPerPage', () => {
    const all = answerRequest(en, request('d', { hitsPerPage: 100 }));
    const first = answerRequest(en, request('d', { hitsPerPage: 2 }));
    expect(first.hits).toHaveLength(2);
    expect(first.nbHits).toBe(all.nbHits);
    expect(first.nbPages).toBe(Math.ceil(all.nbHits / 2));
  });
  it('returns nothing for an empty or meaningless query', () => {
    expect(answerRequest(en, request('')).hits).toEqual([]);
    expect(answerRequest(en, request('<>!!')).hits).toEqual([]);
  });
});

describe('highlight and snippet', () => {
  const marking = { pre: '<mark>', post: '</mark>', terms: new Set(['script', 'deploy']), queryTerms: ['script'] };
  it('escapes HTML around and inside marks', () => {
    expect(escapeHtml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#39;');
    expect(highlight('<script>alert(1)</script>', marking).value).toBe(
      '&lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt;',
    );
  });
  it('keeps the requested number of words around the first match, with ellipses', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve deploy fourteen fifteen sixteen';
    const ten = snippet(text, 10, '…', { ...marking, queryTerms: ['deploy'] });
    expect(ten.value).toBe('…seven eight nine ten eleven twelve <mark>deploy</mark> fourteen fifteen sixteen');
    const five = snippet(text, 5, '…', { ...marking, queryTerms: ['deploy'] });
    expect(five.value).toBe('…twelve <mark>deploy</mark> fourteen fifteen sixteen');
    const early = snippet(`deploy ${text}`, 5, '…', { ...marking, queryTerms: ['deploy'] });
    expect(early.value).toBe('<mark>deploy</mark> one two three four…');
  });
  it('marks whole Chinese runs covered by matched pairs', () => {
    const chinese = { pre: '<mark>', post: '</mark>', terms: new Set(['暗黑', '黑模', '模式']), queryTerms: ['暗黑'] };
    expect(highlight('关闭暗黑模式', chinese).value).toBe('关闭<mark>暗黑模式</mark>');
  });
});

describe('index file', () => {
  it.each(['en', 'zh'] as const)('gives back exactly the records it was built from (%s)', (lang) => {
    const records = fixturePages
      .filter((page) => page.lang === lang)
      .flatMap((page) => buildSearchRecords(page, { lvl0: lvl0Of(page.routePath) }));
    const file = JSON.parse(JSON.stringify(buildEmbeddedIndex(lang, records)));
    expect(loadEmbeddedIndex(file).records).toEqual(records);
  });
  it('leaves out anchors that are the heading’s slug, and keeps the others', () => {
    expect(slugOf('Deploy to GitHub Pages')).toBe('deploy-to-github-pages');
    const zhPage = fixturePages.find((page) => page.lang === 'zh') as SearchPage;
    const file = buildEmbeddedIndex('en', [
      ...buildSearchRecords(fixturePages[0], { lvl0: 'Guide' }),
      ...buildSearchRecords(zhPage, { lvl0: 'Guide' }),
    ]);
    expect(file.sections.map((section) => section[2])).toEqual([0, 0, 'build-output']);
  });
});

describe('stop words', () => {
  it('keeps very common English words out of the index but not out of highlights', () => {
    expect(answerRequest(en, request('the')).hits).toEqual([]);
    const hit = answerRequest(en, request('the output folder')).hits[0];
    expect(hit.url).toBe('/guide/basic/deploy');
    expect(hit._snippetResult.content?.value).toContain('<mark>output</mark> <mark>folder</mark>');
  });
});

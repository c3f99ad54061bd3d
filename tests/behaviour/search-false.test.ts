import grayMatter from '@rspress/shared/gray-matter';
import { describe, expect, it } from 'vitest';
import { sampleOf } from './doc-samples';
import { builtFile, expectDocs, listFiles, probeOf } from './fixtures';

interface IndexEntry {
  routePath: string;
  title: string;
  content: string;
  toc: { id: string; charIndex: number }[];
}

/** The search index files a fixture build wrote, parsed, by file name. */
function searchIndexes(site: string): Record<string, IndexEntry[]> {
  const files = listFiles(`${site}/doc_build/static`).filter((file) => file.startsWith('search_index.'));
  return Object.fromEntries(files.map((file) => [file, JSON.parse(builtFile(site, `static/${file}`))]));
}

// The one-language site sets `search: false`; the two-languages site leaves search on.
describe('search: false in rspress.config.ts', () => {
  it('api/config/config-basic.md#search: the index is still written, without page text, and the button stays', () => {
    const indexes = Object.values(searchIndexes('one-language'));
    expect(indexes, 'search: false still writes one static/search_index.*.json').toHaveLength(1);
    const probe = indexes[0].find((page) => page.routePath === '/first/probe');
    expect(probe?.title, 'page titles stay in the index').toBe('Probe');
    expect(
      probe?.toc.map((heading) => heading.id),
      'headings stay in the index',
    ).toEqual(['searchable-heading']);
    expect(
      indexes[0].map((page) => page.content),
      'the page text is no longer extracted',
    ).toEqual(indexes[0].map(() => ''));
    const withSearch = Object.values(searchIndexes('two-languages')).flat();
    expect(withSearch.find((page) => page.routePath === '/guide/start')?.content, 'with search on').toContain(
      'Text under a second-level heading',
    );

    const html = builtFile('one-language', 'first/probe.html');
    expect(probeOf(html).siteSearch, 'useSite().site.search in the browser').toEqual({});
    expect(html, 'the default theme still renders its search button').toContain('class="rp-search-button"');

    expectDocs({
      at: 'api/config/config-basic.md#search',
      states: { en: ['still writes `static/search_index.*.json`', '`search: {}`'], zh: ['仍会生成', '`search: {}`'] },
      never: { en: ['skips building the search index', 'finds nothing'], zh: ['不再生成搜索索引', '搜不到任何结果'] },
    });
    expectDocs({
      at: 'guide/advanced/custom-search.md#search-false',
      states: {
        en: ['The index files are **still written**', '`search: {}` rather than `false`'],
        zh: ['索引文件**照样生成**', '`search: {}` 而不是 `false`'],
      },
    });
    expectDocs({
      at: 'guide/advanced/custom-search.md#common-mistakes',
      never: { en: ['empties the index'], zh: ['把索引清空'] },
    });
  });

  it('plugin/official-plugins/algolia.md: the plugin sets search: false, which keeps titles and headings searchable', () => {
    // What the plugin's config hook does (config.search = false) is the case built above.
    expect(searchIndexes('one-language')).not.toEqual({});
    expectDocs({
      at: 'plugin/official-plugins/algolia.md#how-it-works',
      states: { en: ['still writes `search_index.*.json`'], zh: ['仍会生成 `search_index.*.json`'] },
      never: { en: ["turns off Rspress's own full-text search"], zh: ['关闭 Rspress 自带的全文搜索'] },
    });
    expectDocs({
      at: 'plugin/official-plugins/algolia.md#common-mistakes',
      states: { en: ['only titles and headings'], zh: ['只剩标题和小标题'] },
      never: { en: ['switched off the search behind it'], zh: ['关掉了它背后的搜索功能'] },
    });
  });
});

describe('search: false in front matter', () => {
  const at = 'guide/advanced/custom-search.md#page-frontmatter';

  it(`${at}: the sample, built as printed, stays on the site and out of the index`, () => {
    const sample = sampleOf(at, 'md');
    expect(grayMatter(sample).data, `the front matter of the sample at ${at}`).toEqual({ search: false });
    expect(sampleOf(at, 'md', 'zh'), `docs/zh/${at} prints the same sample`).toBe(sample);

    expect(builtFile('two-languages', 'guide/search-false-sample.html'), 'the page is built').toContain(
      'Release notes draft',
    );
    const indexed = Object.values(searchIndexes('two-languages'))
      .flat()
      .map((page) => page.routePath);
    expect(indexed, 'pages of the same site are indexed').toContain('/guide/start');
    expect(indexed, 'the sample page is not').not.toContain('/guide/search-false-sample');
  });
});

import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PageIndexInfo, UserConfig } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { type BuildReport, buildReportPath, pluginSiteSearch, sectionOf } from '../../../../search/build/plugin';
import type { IndexManifest } from '../../../../search/core/index-files';
import { ShardedIndex } from '../../../../search/core/sharded-index';

const nav = [
  { text: 'Guide', link: '/guide/start/introduction', activeMatch: '^/guide/' },
  { text: 'API', link: '/api/', activeMatch: '^/api/' },
];

function page(routePath: string, lang: string, title: string, extra: Partial<PageIndexInfo> = {}): PageIndexInfo {
  return {
    routePath,
    lang,
    title,
    content: `About ${title}.`,
    toc: [],
    frontmatter: {},
    version: '',
    _filepath: `/docs${routePath}.md`,
    _relativePath: `${routePath.slice(1)}.md`,
    ...extra,
  };
}

describe('sectionOf', () => {
  it('names the navbar section a page belongs to', () => {
    expect(sectionOf(nav, '/guide/basic/deploy', 'Rspress')).toBe('Guide');
    expect(sectionOf(nav, '/api/commands', 'Rspress')).toBe('API');
    expect(sectionOf(nav, '/zh/api/commands', 'Rspress')).toBe('API');
    expect(sectionOf(nav, '/blog/post', 'Rspress')).toBe('Rspress');
  });
});

describe('pluginSiteSearch', () => {
  it('writes one sharded index per language, names its manifest in the page head and removes the built-in index', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'site-search-'));
    mkdirSync(path.join(root, 'docs', 'zh'), { recursive: true });
    writeFileSync(
      path.join(root, 'docs', 'zh', '_nav.json'),
      JSON.stringify([{ text: '指南', link: '/guide/', activeMatch: '^/zh/guide/' }]),
    );
    const plugin = pluginSiteSearch({ hosted: null, newIssueUrl: 'https://example.com/issues/new' });
    await plugin.config?.(
      { root: path.join(root, 'docs'), title: 'Docs' } as UserConfig,
      { addPlugin() {}, removePlugin() {} },
      true,
    );
    await plugin.modifySearchIndexData?.(
      [
        page('/guide/basic/deploy', 'en', 'Deploy'),
        page('/', 'en', 'Home', { frontmatter: { pageType: 'home' } }),
        page('/guide/hidden', 'en', 'Hidden', { frontmatter: { search: false } }),
        page('/zh/guide/basic/deploy', 'zh', '部署'),
      ],
      true,
    );

    // The head script names both manifests.
    const tags = (plugin.builderConfig?.html?.tags ?? []) as unknown[];
    const tagHandler = tags.find((tag) => typeof tag === 'function') as (tags: unknown[]) => { children: string }[];
    const script = tagHandler([]).at(-1)?.children ?? '';
    const urls = JSON.parse(script.replace(/^window\.__SITE_SEARCH_INDEXES__=/, '').replace(/;$/, ''));
    expect(urls.en).toMatch(/^\/static\/search\/en\.[0-9a-f]{10}\.json$/);
    expect(urls.zh).toMatch(/^\/static\/search\/zh\.[0-9a-f]{10}\.json$/);

    // The files the build emits hold only indexable pages, with lvl0 from each language's navbar.
    const emitted = new Map<string, string>();
    const rsbuildPlugin = plugin.builderConfig?.plugins?.[0] as { setup(api: unknown): void };
    rsbuildPlugin.setup({
      // Not a production build: the upgrade facts are not recorded.
      context: { action: 'dev' },
      processAssets: (_options: unknown, handler: (context: unknown) => void) =>
        handler({
          compilation: {
            emitAsset: (file: string, source: { source(): string }) => emitted.set(file, source.source()),
          },
          compiler: {
            webpack: {
              sources: {
                RawSource: class {
                  constructor(readonly text: string) {}
                  source() {
                    return this.text;
                  }
                },
              },
            },
          },
        }),
      modifyBundlerChain: () => {},
    });
    // Each manifest's files are in the folder of the same name.
    const open = (url: string) => {
      const manifest = JSON.parse(emitted.get(url.slice(1)) ?? '') as IndexManifest;
      const folder = url.slice(1).replace(/\.json$/, '/');
      return new ShardedIndex(manifest, async (file) => JSON.parse(emitted.get(folder + file) ?? ''));
    };
    const en = await open(urls.en).allRecords();
    expect(en.map((record) => record.url)).toEqual(['/guide/basic/deploy', '/guide/basic/deploy']);
    expect(en[0].hierarchy.lvl0).toBe('Docs');
    const zh = await open(urls.zh).allRecords();
    expect(zh[0].hierarchy).toMatchObject({ lvl0: '指南', lvl1: '部署' });
    expect(
      [...emitted.keys()].every((file) => file.startsWith('static/search/en.') || file.startsWith('static/search/zh.')),
    ).toBe(true);

    // After the build, Rspress's own index files are measured and removed.
    const outDir = path.join(root, 'doc_build');
    mkdirSync(path.join(outDir, 'static'), { recursive: true });
    writeFileSync(path.join(outDir, 'static', 'search_index.en.abc123.json'), '[]');
    writeFileSync(path.join(outDir, 'static', 'keep.json'), '{}');
    await plugin.afterBuild?.({ outDir } as UserConfig, true);
    expect(readdirSync(path.join(outDir, 'static'))).toEqual(['keep.json']);
    // The build report goes to the cache of the project that was built, not to this site's.
    expect(buildReportPath(outDir)).toBe(path.join(root, 'node_modules', '.cache', 'site-search', 'build-report.json'));
    const written = JSON.parse(readFileSync(buildReportPath(outDir), 'utf8')) as BuildReport;
    expect(written.builtin.en).toMatchObject({ file: 'search_index.en.abc123.json', bytes: 2 });
    expect(buildReportPath()).toBe(path.resolve('node_modules', '.cache', 'site-search', 'build-report.json'));
  });
});

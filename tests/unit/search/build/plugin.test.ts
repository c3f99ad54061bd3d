import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PageIndexInfo, UserConfig } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { pluginSiteSearch, sectionOf } from '../../../../search/build/plugin';
import { type EmbeddedIndexFile, loadEmbeddedIndex } from '../../../../search/core/embedded-index';

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
  it('writes one index per language, names the files in the page head and removes the built-in index', async () => {
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

    // The head script names both files.
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
    const en = loadEmbeddedIndex(JSON.parse(emitted.get(urls.en.slice(1)) ?? '') as EmbeddedIndexFile);
    expect(en.records.map((record) => record.url)).toEqual(['/guide/basic/deploy', '/guide/basic/deploy']);
    expect(en.records[0].hierarchy.lvl0).toBe('Docs');
    const zh = loadEmbeddedIndex(JSON.parse(emitted.get(urls.zh.slice(1)) ?? '') as EmbeddedIndexFile);
    expect(zh.records[0].hierarchy).toMatchObject({ lvl0: '指南', lvl1: '部署' });

    // After the build, Rspress's own index files are measured and removed.
    const outDir = path.join(root, 'doc_build');
    mkdirSync(path.join(outDir, 'static'), { recursive: true });
    writeFileSync(path.join(outDir, 'static', 'search_index.en.abc123.json'), '[]');
    writeFileSync(path.join(outDir, 'static', 'keep.json'), '{}');
    await plugin.afterBuild?.({ outDir } as UserConfig, true);
    expect(readdirSync(path.join(outDir, 'static'))).toEqual(['keep.json']);
  });
});

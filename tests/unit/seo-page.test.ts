import path from 'node:path';
import type { RouteMeta } from '@rspress/core';
import { loadConfigFile } from '@rspress/core/dist/config/loadConfigFile.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages, readPage } from '../support/docs-source';
import { type FixtureBuild, headOf, removeFixtures, runRspress } from '../support/fixture-build';

/**
 * /guide/basic/seo: its "What this site does" section against the site's configuration, and
 * its statements about Rspress's own head tags against a build of a small fixture site.
 */

// The page describes the default origin; the environment must not change what the config computes.
delete process.env.SITE_ORIGIN;
const { seoHead } = await import('../../config/seo');
const { siteOrigin } = await import('../../config/site');
const { CARD_CACHE_DIR } = await import('../../plugins/share-cards/plugin');
const { content: config } = await loadConfigFile(path.resolve(import.meta.dirname, '../../rspress.config.ts'));

const PAGE = 'guide/basic/seo.md';
const ROUTE = '/guide/basic/seo';

/** The text of the page's section with the given heading id, up to the next h2. */
function section(source: string, id: string): string {
  const start = source.search(new RegExp(`^## .*\\{#${id}\\}\\s*$`, 'm'));
  if (start < 0) throw new Error(`no section #${id}`);
  const end = source.indexOf('\n## ', start + 1);
  return source.slice(start, end < 0 ? undefined : end);
}

/** Table rows of a section as the code spans of each cell: `| \`og:url\` | \`https://…\` |`. */
function tableRows(text: string): string[][][] {
  return text
    .split('\n')
    .filter((line) => /^\|\s*`/.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1])),
    );
}

function routeOf(routePath: string, lang: string): RouteMeta {
  const pure = routePath.replace(/^\/zh/, '');
  return {
    routePath,
    pureRoutePath: pure,
    lang,
    version: '',
    relativePath: `${lang}${pure}.md`,
    absolutePath: `/docs/${lang}${pure}.md`,
    pageName: 'seo',
  };
}

/** What seoHead() puts in a page's head, keyed the way the page's table names the tags. */
function configuredTags(route: RouteMeta): Map<string, string> {
  const tags = new Map<string, string>();
  for (const entry of seoHead()) {
    const tag = typeof entry === 'function' ? entry(route) : entry;
    if (!tag || typeof tag === 'string') continue;
    const [name, attrs] = tag;
    if (name === 'link') {
      const key = attrs.hreflang
        ? `<link rel="${attrs.rel}" hreflang="${attrs.hreflang}">`
        : `<link rel="${attrs.rel}">`;
      tags.set(key, attrs.href);
    } else {
      tags.set(attrs.property ?? attrs.name, attrs.content);
    }
  }
  return tags;
}

describe.each(languages)('%s page: what this site does', (lang) => {
  const text = section(readPage(lang, PAGE), 'this-site');
  const rows = tableRows(text);
  const english = configuredTags(routeOf(ROUTE, 'en'));
  const chinese = configuredTags(routeOf(`/zh${ROUTE}`, 'zh'));

  it('lists exactly the tags seoHead() adds, with their values on this page', () => {
    expect(new Map(rows.map(([key, values]) => [key[0], values[0]]))).toEqual(english);
  });

  it('gives the Chinese values where they differ and are not the page address', () => {
    for (const [key, values] of rows) {
      const zhValue = chinese.get(key[0]);
      if (zhValue === undefined) throw new Error(`${key[0]} missing on the Chinese page`);
      const isOwnAddress = zhValue === `${siteOrigin}/zh${ROUTE}`;
      if (!isOwnAddress) expect(values, key[0]).toContain(zhValue);
    }
  });

  it('states the default origin, the environment variable and the head entries in order', () => {
    expect(text).toContain(`\`${siteOrigin}\``);
    expect(text).toContain('`SITE_ORIGIN`');
    // The announcement's script comes through builderConfig.html.tags, so that the 404 page has it too.
    expect(config.head ?? []).toHaveLength(seoHead().length);
    expect(text).toContain('builderConfig.html.tags');
  });

  it('matches the config on description, plain descriptions, share cards, sitemap and robots.txt', () => {
    expect(config.description).toBeUndefined();
    const pluginNames = (config.plugins ?? []).map((plugin) => plugin.name);
    expect(pluginNames).toEqual(
      expect.arrayContaining(['site-plain-description', 'site-share-cards', '@rspress/plugin-sitemap', 'robots-txt']),
    );
    for (const named of [
      'pluginPlainDescription',
      'pluginShareCards',
      CARD_CACHE_DIR,
      '@rspress/plugin-sitemap',
      'pluginRobotsTxt',
    ]) {
      expect(text).toContain(named);
    }
  });
});

describe('what Rspress writes into the head (fixture build)', { timeout: 120_000 }, () => {
  let build: FixtureBuild;
  const head = (file: string) => headOf(build.read(`doc_build/${file}`));
  const pageImage = readPage('en', PAGE).match(/```tsx title="components\/PageImage.tsx"\n([\s\S]*?)```/)?.[1];

  beforeAll(async () => {
    if (!pageImage) throw new Error('the PageImage example is missing from the page');
    build = await runRspress({
      'rspress.config.ts': `export default {
  root: 'docs',
  title: 'Fixture',
  lang: 'en',
  siteOrigin: 'https://docs.example.com',
  locales: [
    { lang: 'en', label: 'English', title: 'Fixture' },
    { lang: 'zh', label: '简体中文', title: '夹具' },
  ],
  route: { cleanUrls: true },
  head: [
    '<meta name="theme-color" content="#0b6bcb">',
    ['link', { rel: 'preconnect', href: 'https://cdn.example.com' }],
    (route) => (route.pureRoutePath === '/bare' ? undefined : ['link', { rel: 'canonical', href: 'https://docs.example.com' + route.routePath }]),
    ['meta', { property: 'og:title', content: 'From head option' }],
  ],
};
`,
      'components/PageImage.tsx': pageImage,
      'docs/en/guide.md': `---
description: A page about the guide.
head:
  - - meta
    - property: og:title
      content: Custom OG title
  - - meta
    - name: robots
      content: noindex
---

# Guide

Text.
`,
      'docs/zh/guide.md': '# 指南\n\n中文页面。\n',
      'docs/en/bare.md': '# Keys\n\nPress <kbd>Ctrl</kbd> + <kbd>K</kbd> to open **search**.\n',
      'docs/en/image.mdx': `import { PageImage } from '../../components/PageImage';

# Image

<PageImage src="https://docs.example.com/og/guide.png" />
`,
    });
    expect(build.output).toContain('Rendering pages');
    expect(build.code).toBe(0);
  }, 120_000);

  afterAll(removeFixtures);

  it('links the languages of a page to each other with absolute URLs', () => {
    for (const file of ['guide.html', 'zh/guide.html']) {
      expect(head(file)).toContain('<link rel="alternate" hreflang="en" href="https://docs.example.com/guide">');
      expect(head(file)).toContain('<link rel="alternate" hreflang="zh" href="https://docs.example.com/zh/guide">');
    }
    expect(head('bare.html')).not.toContain('hreflang');
  });

  it('writes title, description, og:type and generator, and none of the tags left to the site', () => {
    const bare = head('bare.html');
    expect(bare).toContain('<title>Keys - Fixture</title>');
    expect(bare).toContain('<meta property="og:type" content="website">');
    expect(bare).toContain('<meta name="generator" content="Rspress v2.0.22">');
    // The description keeps the paragraph's inline HTML (plugins/plain-description.ts removes it on this site).
    expect(bare).toContain('<meta name="description" content="Press <kbd>Ctrl</kbd> + <kbd>K</kbd> to open search.">');
    for (const absent of ['rel="canonical"', 'og:url', 'og:image', 'og:locale', 'twitter:card', 'x-default']) {
      expect(bare).not.toContain(absent);
    }
  });

  it('adds the head option to pages but not to the generated 404 page', () => {
    expect(head('guide.html')).toContain('<meta name="theme-color" content="#0b6bcb">');
    expect(head('guide.html')).toContain('<link rel="preconnect" href="https://cdn.example.com">');
    expect(head('guide.html')).toContain('<link rel="canonical" href="https://docs.example.com/guide">');
    expect(head('404.html')).not.toContain('theme-color');
  });

  it('keeps its own og:title over one from the head option; front matter head replaces it', () => {
    expect(build.read('doc_build/bare.html')).not.toContain('From head option');
    expect(head('bare.html')).toContain('<meta property="og:title" content="Keys - Fixture">');
    const guide = head('guide.html');
    expect(guide.match(/property="og:title"/g)).toHaveLength(1);
    expect(guide).toContain('<meta property="og:title" content="Custom OG title">');
    expect(guide).toContain('<meta name="robots" content="noindex">');
    expect(guide).toContain('<meta name="description" content="A page about the guide.">');
  });

  it('titles a Chinese page with the top-level title, not the locale title', () => {
    expect(head('zh/guide.html')).toContain('<title>指南 - Fixture</title>');
  });

  it('renders the tags of Head and useHead into the built HTML', () => {
    expect(head('image.html')).toContain('<meta property="og:image" content="https://docs.example.com/og/guide.png">');
    expect(head('image.html')).toContain('<meta name="twitter:card" content="summary_large_image">');
  });
});

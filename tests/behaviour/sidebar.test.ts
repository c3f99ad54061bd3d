import { describe, expect, it } from 'vitest';
import { builtFile, expectDocs } from './fixtures';

/** The links of the sidebar column of a built page. */
function sidebarLinks(html: string): string[] {
  const start = html.indexOf('<aside class="rp-doc-layout__sidebar ');
  if (start < 0) throw new Error('The page has no sidebar');
  const aside = html.slice(start, html.indexOf('</aside>', start));
  return [...aside.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
}

/** The class and style of the element that takes the sidebar's place. */
const placeholderOf = (html: string) => html.match(/<aside class="(rp-doc-layout__sidebar-placeholder[^"]*)"([^>]*)>/);

describe('sidebars', () => {
  it('guide/basic/auto-nav-sidebar.md#where-the-files-go: one sidebar per folder only with _nav.json', () => {
    // two-languages has docs/<lang>/_nav.json; one-language has none.
    expect(sidebarLinks(builtFile('two-languages', 'guide/start.html')), 'with _nav.json: /guide/ only').toEqual([
      '/guide/probe.html',
      '/guide/search-false-sample.html',
      '/guide/start.html',
    ]);
    expect(
      sidebarLinks(builtFile('one-language', 'first/probe.html')),
      'without _nav.json: the pages of both folders',
    ).toEqual(expect.arrayContaining(['/first/probe.html', '/second/no-sidebar.html']));

    expectDocs({
      at: 'guide/basic/auto-nav-sidebar.md#where-the-files-go',
      states: {
        en: ['When the language folder has a `_nav.json`', 'Without a `_nav.json`'],
        zh: ['语言文件夹里有 `_nav.json` 时', '没有 `_nav.json`'],
      },
      never: {
        en: [/^Every folder directly under the language folder/m],
        zh: [/^语言文件夹下的每个一级子文件夹/m],
      },
    });
  });

  it("api/config/config-frontmatter.md#frontmatter-sidebar: false leaves a 12vw column, 'placeholder' the sidebar's width", () => {
    const narrow = placeholderOf(builtFile('one-language', 'second/no-sidebar.html'));
    const legacy = placeholderOf(builtFile('one-language', 'second/placeholder.html'));
    const wide = placeholderOf(builtFile('one-language', 'second/wide.html'));
    expect(narrow?.[1], 'sidebar: false').toBe('rp-doc-layout__sidebar-placeholder');
    expect(legacy?.[1], "sidebar: 'placeholder'").toBe(
      'rp-doc-layout__sidebar-placeholder rp-doc-layout__sidebar-placeholder--legacy',
    );
    expect(wide?.[2], 'sidebar: false with pageType: doc-wide').toContain('width:0');
    const css = builtFile('one-language', 'index.html').match(/href="(\/static\/css\/[^"]+\.css)"/)?.[1] ?? '';
    const styles = builtFile('one-language', css);
    // The empty columns have their widths only in windows 1280 px wide or more (a browser run measured 0 px at 1279):
    // each rule is in the stylesheet once, inside a block of that media query.
    for (const rule of [
      '.rp-doc-layout__sidebar-placeholder{width:12vw;',
      '.rp-doc-layout__sidebar-placeholder--legacy{width:var(--rp-sidebar-width)}',
      '.rp-doc-layout__outline-placeholder{width:var(--rp-outline-width);',
    ]) {
      expect(styles.split(rule), rule).toHaveLength(2);
      const before = styles.slice(0, styles.indexOf(rule));
      const block = before.slice(before.lastIndexOf('@media'));
      expect(block, rule).toMatch(/^@media \(min-width:1280px\)\{(?:[^{}]*\{[^{}]*\})*[^{}]*$/);
    }

    expectDocs({
      at: 'api/config/config-frontmatter.md#frontmatter-sidebar',
      states: {
        en: ['12% of the window wide', "`'placeholder'` leaves an empty column as wide as the sidebar"],
        zh: ['占窗口宽度的 12%', "设为 `'placeholder'` 时留下与侧边栏同宽的空白"],
      },
      never: {
        en: [
          "`false` or `'placeholder'` removes the sidebar from this page but keeps an empty column of the same width",
        ],
        zh: ["设为 `false` 或 `'placeholder'` 时，当前页面不显示侧边栏，但保留一栏同样宽度的空白"],
      },
    });
    expectDocs({
      at: 'guide/default-theme/doc-page.md#front-matter-switches',
      states: {
        en: [
          "`false` removes the sidebar and leaves an empty column 12% of the window wide, `'placeholder'` one as wide as the sidebar (both only in windows 1280 px wide or more",
          '`false` removes the outline but keeps an empty column (in windows 1280 px wide or more)',
        ],
        zh: [
          "`false` 去掉侧边栏，留下一列占窗口宽度 12% 的空白；`'placeholder'` 留下与侧边栏同宽的空白（两者都只在窗口宽度不小于 1280 px 时如此",
          '设为 `false` 时不显示大纲，但保留一列空白（窗口宽度不小于 1280 px 时）',
        ],
      },
      // The width condition read as `'placeholder'`'s alone; `false` has it too (an audit measured 0 px at 1279 px).
      never: {
        en: ["`'placeholder'` leaves one as wide as the sidebar (in windows 1280 px wide or more"],
        zh: ["`'placeholder'` 留下与侧边栏同宽的空白（窗口宽度不小于 1280 px 时如此"],
      },
    });
  });
});

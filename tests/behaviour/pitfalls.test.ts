import { describe, expect, it } from 'vitest';
import { builtFile, expectDocs, listFiles, run, siteFile } from './fixtures';

/** The overview list of a page of a fixture site (quirks by default): what follows its filter box. */
function overviewOf(file: string, site = 'quirks'): string {
  const html = builtFile(site, file);
  return html.slice(html.indexOf('rp-overview-search'));
}

// Behaviours the pages warn readers about, each built once: `quirks` (two languages, _nav.json and _meta.json files),
// `no-config` (no rspress.config.ts), `nav-config` (locale titles with a nav in themeConfig, a head option), `csr-llms` (ssg: false, llms: true and an RSS feed), `global-named` (a global
// component without a default export), `data-image` (a data: URL in a Markdown image), `named-tsx` (a component in docs/ without a default export), `hand-sidebar` (an overview page with a sidebar in the config), `theme-swap` (a theme that exports components by their default names) and `dev-port` (a port in builderConfig, run with PORT set).
describe('pitfalls the pages describe', () => {
  it('guide/default-theme/navbar.md#define-the-items-in-nav-json: a /zh link in docs/zh/_nav.json gets a second prefix', () => {
    const links = [...builtFile('quirks', 'zh/guide/a.html').matchAll(/href="(\/zh\/[^"]*)"/g)].map(
      (match) => match[1],
    );
    expect(links, 'an unprefixed link gets /zh').toContain('/zh/guide/a.html');
    expect(links, 'a prefixed link gets it again').toContain('/zh/zh/guide/a.html');
    expectDocs({
      at: 'guide/default-theme/navbar.md#define-the-items-in-nav-json',
      states: { en: ['becomes `/zh/zh/...`, a 404'], zh: ['会变成 `/zh/zh/...`，打开就是 404'] },
      never: {
        en: ['a link that already starts with `/zh` and external URLs are left alone'],
        zh: ['已经以 `/zh` 开头的链接和外部地址保持不变'],
      },
    });
  });

  it('guide/default-theme/navbar.md#define-the-items-in-nav-json: two levels down, a /zh link keeps its one prefix', () => {
    const deep = builtFile('quirks', 'zh/guide/a.html').match(/href="([^"]*)"[^>]*>第三层已带前缀</)?.[1];
    expect(deep).toBe('/zh/guide/b.html');
    expectDocs({
      at: 'guide/default-theme/navbar.md#define-the-items-in-nav-json',
      states: { en: ['one level deeper, a link that has it is kept'], zh: ['再往下一层，已有前缀的链接会保留'] },
    });
  });

  it('guide/default-theme/navbar.md#define-the-items-in-config: a nav on the second locale alone is not used', () => {
    const zhPage = builtFile('quirks', 'zh/guide/a.html');
    expect(zhPage, 'the configured nav of the zh locale').not.toContain('SECOND_LOCALE_NAV');
    expect(zhPage, 'the nav of docs/zh/_nav.json').toContain('已带前缀');
    expectDocs({
      at: 'guide/default-theme/navbar.md#define-the-items-in-config',
      states: {
        en: ['On a later locale alone they are not used at all'],
        zh: ['如果只写在后面的语言条目里，它们根本不会生效'],
      },
      never: { en: ['anywhere in `themeConfig`'], zh: ['只要在 `themeConfig`（或它的第一个语言条目）中'] },
    });
    expectDocs({
      at: 'api/config/config-theme.md#themeconfig-locales',
      states: { en: ['on a later entry alone they are ignored'], zh: ['只写在后面的条目里时，它们会被忽略'] },
    });
    expectDocs({
      at: 'api/config/config-theme.md#themeconfig-nav',
      states: {
        en: ['(a nav on a later locale alone does not count)'],
        zh: ['（只在后面的语言条目里设置 nav 不算数）'],
      },
      never: { en: ['is set anywhere in the config'], zh: ['如果整个配置中都没有设置'] },
    });
  });

  it('guide/default-theme/i18n.mdx#ui-texts: a nav label that only a plugin defines as a UI text stays as typed', () => {
    const labels = [...builtFile('quirks', 'guide/a.html').matchAll(/rp-link">([^<]+)</g)].map((match) => match[1]);
    expect(labels, 'a key of the config i18nSource').toContain('CONFIG_KEY_TEXT');
    expect(labels, "a key of a plugin's i18nSource").toContain('pluginOnlyKey');
    expect(labels).not.toContain('PLUGIN_KEY_TEXT');
    expectDocs({
      at: 'guide/default-theme/i18n.mdx#ui-texts',
      states: {
        en: ['a key that only a plugin adds is shown as typed'],
        zh: ['只由插件提供的键则原样显示'],
      },
      never: {
        en: ['Navbar and sidebar labels go through the same table'],
        zh: ['导航栏和侧边栏的文字也会经过这张表'],
      },
    });
  });

  it('guide/default-theme/home-page.mdx#hero: an action text with HTML gives an empty button', () => {
    const actions = [...builtFile('quirks', 'hero.html').matchAll(/<a [^>]*rp-home-hero__action[^>]*>([^<]*)<\/a>/g)];
    expect(actions.map((match) => match[1])).toEqual(['', 'PLAIN_ACTION']);
    expectDocs({
      at: 'guide/default-theme/home-page.mdx#hero',
      states: { en: ['renders as an empty button'], zh: ['会让按钮变成空白'] },
      never: { en: ['and the action `text` are printed as HTML'], zh: ['以及按钮的 `text` 中如果含有'] },
    });
  });

  it('guide/default-theme/doc-page.md#front-matter-switches: a titleSuffix starting with | is joined with a space', () => {
    expect(builtFile('quirks', 'hero.html')).toContain('<title>Quirks | Pipe</title>');
    expectDocs({
      at: 'guide/default-theme/doc-page.md#front-matter-switches',
      states: {
        en: ['a suffix starting with `-` or `\\|` is joined with a space only'],
        zh: ['以 `-` 或 `\\|` 开头的后缀只用一个空格连接'],
      },
    });
  });

  it('guide/default-theme/overview-page/options.md#title: without a title, the # heading shows twice', () => {
    const headings = builtFile('quirks', 'guide/api/index.html').match(/<h1[^>]*id="api-overview"/g) ?? [];
    expect(headings).toHaveLength(2);
    expectDocs({
      at: 'guide/default-theme/overview-page/options.md#title',
      states: { en: ['the page shows the title twice'], zh: ['页面上出现两个同样的标题'] },
    });
  });

  it('guide/default-theme/overview-page/options.md#in-a-listed-pages-front-matter: a group link page yields to its dir entry', () => {
    // guide/api/sub/deep.md sets overviewHeaders [2]; the dir entry of deep/ in guide/api/sub/_meta.json sets [3].
    const overview = builtFile('quirks', 'guide/api/index.html');
    expect(overview).toContain('DEEP_LEVEL_THREE');
    expect(overview).not.toContain('DEEP_LEVEL_TWO');
    // The dir entry's tag in the sidebar; the page's own only on its heading.
    const page = builtFile('quirks', 'guide/api/sub/deep.html');
    expect(page.match(/DIR_TAG|PAGE_TAG/g)).toEqual(expect.arrayContaining(['DIR_TAG', 'PAGE_TAG']));
    expect(page.match(/PAGE_TAG/g)).toHaveLength(1);
    expectDocs({
      at: 'guide/default-theme/overview-page/options.md#in-a-listed-pages-front-matter',
      states: {
        en: ["an `overviewHeaders` on the folder's `dir` entry in `_meta.json` wins over the page's"],
        zh: ['则以 `dir` 条目为准'],
      },
    });
    expectDocs({
      at: 'guide/basic/auto-nav-sidebar.md#where-the-text-comes-from',
      states: {
        en: ["there the folder's `dir` entry wins for `icon`, `tag`, `context` and `overviewHeaders`"],
        zh: ['都以该文件夹的 `dir` 条目为准'],
      },
    });
  });

  it('guide/default-theme/overview-page/list-building.md#route-prefix: an overview lists itself through a file entry for its index', () => {
    const entries = (file: string) =>
      [...overviewOf(file).matchAll(/href="([^"]*)" class="rp-overview-group__item__title__link/g)].map(
        (match) => match[1],
      );
    // { "type": "file", "name": "index" }: the group links to the overview and lists it; pages with headings first.
    expect(entries('guide/self-listed/index.html')).toEqual([
      '/guide/self-listed/with-heading.html',
      '/guide/self-listed/index.html',
      '/guide/self-listed/no-headings.html',
    ]);
    // "index": no group link, so the pages beside the overview, each under a heading of its own.
    const overview = overviewOf('guide/self-string/index.html');
    expect(entries('guide/self-string/index.html')).toEqual([
      '/guide/self-string/no-headings.html',
      '/guide/self-string/with-heading.html',
    ]);
    expect(overview.match(/<h2/g)).toHaveLength(2);
    expectDocs({
      at: 'guide/default-theme/overview-page/list-building.md#route-prefix',
      states: {
        en: ['the group then links to the index page and lists it as well', 'With the string `"index"` instead'],
        zh: ['此时分组链接到 index 页面，同时也把它列为一项', '如果写的是字符串 `"index"`'],
      },
      never: { en: ['The overview page itself is never listed'], zh: ['概览页本身永远不会出现在列表中'] },
    });
    expectDocs({
      at: 'guide/default-theme/overview-page/list-building.md#sidebar-group',
      states: {
        en: ['the entries that show headings come first, then those that show none'],
        zh: ['带小标题的条目排在前面，没有小标题的排在后面'],
      },
    });
  });

  it('guide/default-theme/overview-page/list-building.md#sidebar-group: a subgroup is one entry', () => {
    // guide/api/sub/: the deep/ folder beside deep.md, with more.md inside it.
    const overview = overviewOf('guide/api/index.html');
    expect(overview).toContain('href="/guide/api/sub/deep.html" class="rp-overview-group__item__title__link');
    expect(overview).not.toContain('/guide/api/sub/deep/more.html');
    expectDocs({
      at: 'guide/default-theme/overview-page/list-building.md#sidebar-group',
      states: {
        en: ['a subgroup is one entry, named after it and linking to its own page'],
        zh: ['子分组只算一个条目'],
      },
      never: { en: ['with all of its pages under it'], zh: ['其下列出它的全部页面'] },
    });
  });

  it('guide/default-theme/overview-page/list-building.md#sidebar-group: a subgroup counts by its first page', () => {
    // hand-sidebar: DROPPED_GROUP holds /x/in4 second in a subgroup whose first page is /y/out3.
    const overview = overviewOf('x/index.html', 'hand-sidebar');
    expect(overview).toContain('KEPT_GROUP');
    expect(overview).not.toContain('DROPPED_GROUP');
    expect(overview).not.toContain('IN_FOUR');
    expectDocs({
      at: 'guide/default-theme/overview-page/list-building.md#sidebar-group',
      states: {
        en: [
          'A group is kept when one of its entries links under the route prefix, a subgroup counting by its first page',
        ],
        zh: ['子分组按它的第一个页面判断'],
      },
    });
  });

  it('guide/default-theme/overview-page/list-building.md#filter-matching: a heading is kept with its Markdown marks', () => {
    // The filter compares the outline's text, which the page data holds as written.
    const entry = listFiles('quirks/doc_build/static/js').find((name) => /^index\.\w+\.js$/.test(name)) ?? '';
    expect(siteFile(`quirks/doc_build/static/js/${entry}`)).toContain('text:"Use `marked()` here"');
    expect(overviewOf('guide/self-listed/index.html')).toContain('Use <code>marked()</code> here');
    expectDocs({
      at: 'guide/default-theme/overview-page/list-building.md#filter-matching',
      states: {
        en: ['A heading is compared as it is written in the Markdown source, marks included'],
        zh: ['比较标题时用的是它在 Markdown 源码中的写法'],
      },
    });
  });

  it('guide/default-theme/home-page.mdx#common-mistakes: flattened YAML drops the front matter, silently', () => {
    // guide/flat-home.md: the hero's fields without their indentation, so `text` and `link` repeat.
    const html = builtFile('quirks', 'guide/flat-home.html');
    expect(html).not.toContain('rp-home-hero');
    expect(html, 'a doc page').toContain('rp-doc-layout__sidebar');
    expect(html, 'the YAML as text').toContain('pageType: home');
    expect(run('quirks build').output).not.toMatch(/duplicated mapping key|YAMLException/);
    expectDocs({
      at: 'guide/default-theme/home-page.mdx#common-mistakes',
      states: {
        en: ['so Rspress drops the whole front matter without a warning'],
        zh: ['于是 Rspress 不给任何警告就丢掉了整段 front matter'],
      },
      never: { en: ['`hero:` ends up with no fields'], zh: ['`hero:` 下面一个字段都没有'] },
    });
  });

  it('guide/default-theme/doc-page.md#common-mistakes: a page left out of the sidebar links to its first item', () => {
    const footer = builtFile('quirks', 'guide/hidden.html').match(/<div class="rp-prev-next-page">[\s\S]*?<\/a>/)?.[0];
    expect(footer, 'the footer has one link').toMatch(/href="\/guide\/a\.html" class="[^"]*rp-prev-next-page__next/);
    expect(footer).toContain('First page');
    expect(builtFile('quirks', 'guide/b.html'), 'a listed page does not link to it').not.toContain(
      '/guide/hidden.html"',
    );
    expectDocs({
      at: 'guide/default-theme/doc-page.md#common-mistakes',
      states: { en: ["is nobody's neighbour, and its own footer offers only"], zh: ['它自己的页脚只有一个“下一页”'] },
    });
  });

  it('guide/default-theme/overview-page.md#what-the-layout-changes: filter, own text, then the list', () => {
    const html = builtFile('quirks', 'guide/api/index.html');
    const main = html.slice(html.indexOf('<h1'));
    const order = ['rp-overview-search', 'OWN_TEXT', 'rp-overview-group'].map((marker) => main.indexOf(marker));
    expect(order.every((position) => position >= 0)).toBe(true);
    expect(
      [...order].sort((a, b) => a - b),
      'in this order',
    ).toEqual(order);
    expectDocs({
      at: 'guide/default-theme/overview-page.md#what-the-layout-changes',
      states: {
        en: ['shows the filter box above its own text and the list of pages after it'],
        zh: ['在正文之前显示筛选框'],
      },
    });
  });

  it('api/config/config-frontmatter.md#frontmatter-description: overview pages do not show descriptions', () => {
    expect(builtFile('quirks', 'guide/api/item.html'), 'the page itself has it').toContain('ITEM-DESC-UNIQUE');
    expect(builtFile('quirks', 'guide/api/index.html'), 'the overview that lists it').not.toContain('ITEM-DESC-UNIQUE');
    expectDocs({
      at: 'api/config/config-frontmatter.md#frontmatter-description',
      states: { en: ['overview pages list titles and headings only'], zh: ['概览页只列出标题和小标题，不显示描述'] },
      never: { en: ['meta tags and for overview pages'], zh: ['也会显示在概览页中'] },
    });
  });

  it('api/config/config-build.md#markdown-extractdescription: the text under the # heading, none without one', () => {
    const description = (file: string) =>
      builtFile('nav-config', file).match(/<meta name="description" content="([^"]*)">/)?.[1];
    // Paragraphs, lists, quotes and deeper headings; a list's items run together, inline HTML stays, code and tables
    // are left out.
    expect(description('guide.html')).toBe(
      'First paragraph PARA-ONE with <kbd>KBD-KEY</kbd>. Second paragraph PARA-TWO. list item LIST-ITEMsecond item LIST-TWO quoted QUOTE-TEXT Third level H3-TEXT',
    );
    expect(description('no-h1.html'), 'no # heading: the site description').toBe('SITE-DESC');
    expectDocs({
      at: 'api/config/config-build.md#markdown-extractdescription',
      states: {
        en: [
          'the paragraphs, lists and block quotes between its `#` heading and its first `##` heading',
          'the items of a list run together',
          'inline HTML such as `<kbd>` stays in as written',
          'The text of a `###` or deeper heading in that stretch is taken too',
        ],
        zh: [
          '取 `#` 标题与第一个 `##` 标题之间的段落、列表和引用块',
          '同一列表的各项之间不加任何分隔',
          '行内 HTML 会连同标签原样保留',
          '`###` 及更深层级标题的文字也会被取进来',
        ],
      },
      never: { en: ['from its first paragraph'], zh: ['从第一段正文中提取'] },
    });
  });

  it('api/config/config-basic.md#locales: with a nav in themeConfig, a locale title in locales is not used', () => {
    const zh = builtFile('nav-config', 'zh/guide.html');
    expect(zh).toMatch(/rp-nav__title__link[^>]*><span>SiteTitle<\/span>/);
    expect(zh).not.toContain('ZH-LocaleTitle');
    expectDocs({
      at: 'api/config/config-basic.md#locales',
      states: {
        en: ['once `themeConfig` sets `nav` or `sidebar`'],
        zh: ['`themeConfig` 一旦设置了 `nav` 或 `sidebar`'],
      },
    });
  });

  it('api/config/config-basic.md#head: the head option is not in the generated 404.html', () => {
    expect(builtFile('nav-config', 'guide.html')).toContain('<meta name="x-head-option" content="yes">');
    expect(builtFile('nav-config', '404.html')).not.toContain('x-head-option');
    expectDocs({
      at: 'api/config/config-basic.md#head',
      states: { en: ['not of the `404.html` that Rspress generates'], zh: ['Rspress 生成的 `404.html` 不会带上它们'] },
      never: { en: ['of every generated HTML file'], zh: ['每个生成的 HTML 文件'] },
    });
  });

  it('api/client-api/api-components.mdx#sourcecode: the link text is "Source Code"', () => {
    expect(builtFile('quirks', 'guide/b.html')).toContain('rp-source-code__text">Source Code<');
    expectDocs({
      at: 'api/client-api/api-components.mdx#sourcecode',
      states: { en: ['A compact "Source Code" link'] },
    });
  });

  it('api/client-api/api-components.mdx#icons: SvgWrapper passes width and height to a component icon only', () => {
    const html = builtFile('quirks', 'guide/b.html');
    expect(html, 'a component icon').toMatch(/id="icon-component"><svg [^>]*width="16" height="16"/);
    expect(html, 'a string icon keeps none of them').toContain(
      'id="icon-string"><span><svg viewBox="0 0 1 1"></svg></span>',
    );
    expectDocs({
      at: 'api/client-api/api-components.mdx#icons',
      states: {
        en: ['A string icon keeps only `className`; `width`, `height` and any other prop are dropped'],
        zh: ['字符串图标只保留 `className`，`width`、`height` 等其他属性都会被悄悄丢掉'],
      },
    });
  });

  it('guide/basic/use-mdx/index.mdx#common-mistakes: a heading with a reference-style link gets an outline link to nowhere', () => {
    const html = builtFile('quirks', 'guide/a.html');
    expect(html, "the heading's own id").toContain('id="read-the-guide-first"');
    expect(html, 'the outline drops the link text').toContain('href="#read--first"');
    expect(html, 'no element has that id').not.toContain('id="read--first"');
    expect(html.match(/href="#read-again"/g), 'an explicit id: the anchor and the outline agree').toHaveLength(2);
    expectDocs({
      at: 'guide/basic/use-mdx/index.mdx#common-mistakes',
      states: {
        en: ['it shows "Read first" and points at `#read--first`, which no element has'],
        zh: ['指向的是页面上并不存在的 `#read--first`'],
      },
    });
  });

  it('api/config/config-frontmatter.md#frontmatter-title: a custom page uses neither its title nor its titleSuffix', () => {
    const html = builtFile('quirks', 'custom-tab.html');
    expect(html).toContain('<title>Quirks</title>');
    expect(html).not.toMatch(/<h1[^>]*>CUSTOM_FM_TITLE/);
    expectDocs({
      at: 'api/config/config-frontmatter.md#frontmatter-title',
      states: {
        en: ["a `custom` or `blank` page's tab shows the site title alone"],
        zh: ['`custom` 和 `blank` 页面的标签页只显示站点标题'],
      },
    });
    expectDocs({
      at: 'api/config/config-frontmatter.md#frontmatter-titlesuffix',
      states: {
        en: ['on `custom`, `blank` and `404` pages it is not used'],
        zh: ['`custom`、`blank` 和 `404` 页面不使用它'],
      },
    });
  });

  it('api/config/config-frontmatter.md#frontmatter-pagetype: pageType 404 without quotes is a number, and the page a doc page', () => {
    // quirks: docs/en/yaml-number.md says `pageType: 404`; custom-tab.md shows what a real page type changes.
    const html = builtFile('quirks', 'yaml-number.html');
    expect(html).toContain('<title>Quirks</title>');
    expect(html).toContain('rp-doc-layout');
    expect(html).not.toContain('rp-not-found');
    expectDocs({
      at: 'api/config/config-frontmatter.md#frontmatter-pagetype',
      states: {
        en: ["Quote `'404'`: written `pageType: 404`, YAML reads the number 404", 'drawn as a doc page'],
        zh: ["`'404'` 要加引号：写成 `pageType: 404` 时 YAML 读到的是数字 404", '页面会按文档页绘制'],
      },
    });
    expectDocs({
      at: 'guide/basic/custom-page.mdx#page-types',
      states: { en: ["Write `pageType: '404'` with quotes"], zh: ["`pageType: '404'` 要带引号"] },
    });
  });

  it('api/config/config-frontmatter.md#front-matter: a title YAML reads as a number stops the build, a date becomes text', () => {
    const result = run('number-title build');
    expect(result.exitCode).not.toBe(0);
    expect(result.output).toContain('Page "/gone" SSG rendering failed');
    expect(result.output).toContain('TypeError: title.trim is not a function');
    expect(result.output).toContain('TypeError: text.replace is not a function');
    expect(builtFile('quirks', 'yaml-date.html')).toMatch(/<h1[^>]*><span>2024-01-01T00:00:00\.000Z<\/span>/);
    expectDocs({
      at: 'api/config/config-frontmatter.md#front-matter',
      states: {
        en: [
          '`text.replace is not a function` where the sidebar draws the title, and `title.trim is not a function` on the page itself when the site sets a `title`',
          'the heading `2024-01-01T00:00:00.000Z`',
        ],
        zh: [
          '侧边栏绘制标题时报 `text.replace is not a function`，站点设置了 `title` 时页面本身还会报 `title.trim is not a function`',
          '标题 `2024-01-01T00:00:00.000Z`',
        ],
      },
      never: {
        en: ['stops the build (`TypeError: title.trim is not a function`)'],
        zh: ['会让构建失败（`TypeError: title.trim is not a function`）'],
      },
    });
  });

  it('api/config/config-frontmatter.md#front-matter: front matter indented with a tab becomes page text, silently', () => {
    // quirks: docs/en/yaml-tab.md indents its `head` entries with a tab.
    const html = builtFile('quirks', 'yaml-tab.html');
    expect(html).toContain('<title>Tab-indented front matter - Quirks</title>');
    expect(html).not.toContain('<meta name="robots"');
    expect(html).toMatch(/<hr\/>\s*<h2[^>]*id="title-tabbed[^"]*"[^>]*>.*title: Tabbed\nhead:/);
    expect(html).toMatch(/class="rp-toc-item[^"]*"[^>]*title="title: Tabbed/);
    const build = run('quirks build');
    // The build names the page only in its list of written files: no warning, no YAML error.
    expect(build.output).not.toMatch(/warn|YAMLException|yaml-tab\.md/i);
    expect(build.output).toContain('doc_build/yaml-tab.html');
    expectDocs({
      at: 'api/config/config-frontmatter.md#front-matter',
      states: {
        en: ['a line indented with a tab makes the block invalid YAML, and the build goes on without a warning'],
        zh: ['某一行用 Tab 缩进，整个块就不再是合法的 YAML，构建照常完成、不给任何警告'],
      },
    });
  });

  it("api/config/config-frontmatter.md#frontmatter-navbar: only the boolean false hides the navbar, not 'false'", () => {
    // quirks: docs/en/navbar-off.md says `navbar: false`, navbar-string.md `navbar: 'false'`.
    expect(builtFile('quirks', 'navbar-off.html')).not.toContain('<header class="rp-nav"');
    expect(builtFile('quirks', 'navbar-string.html')).toContain('<header class="rp-nav"');
    expectDocs({
      at: 'api/config/config-frontmatter.md#frontmatter-navbar',
      states: {
        en: ["`navbar: 'false'` in quotes is a string, and the navbar stays"],
        zh: ["加了引号的 `navbar: 'false'` 是字符串，导航栏照样显示"],
      },
    });
  });

  it('guide/default-theme/navbar.md#item-fields: a download at a path of the site gets .html, a full URL does not', () => {
    // nav-config: themeConfig.nav has /files/site.zip and https://example.com/site.zip, both with download: true.
    for (const [file, prefix] of [
      ['guide.html', ''],
      ['zh/guide.html', '/zh'],
    ]) {
      const html = builtFile('nav-config', file);
      expect(html).toMatch(new RegExp(`<a href="${prefix}/files/site\\.zip\\.html"[^>]*download=""`));
      expect(html).toMatch(/<a href="https:\/\/example\.com\/site\.zip" target="_blank"[^>]*download=""/);
    }
    expectDocs({
      at: 'guide/default-theme/navbar.md#item-fields',
      states: {
        en: ["Give the file's full URL: a path of the site gets `.html` like a page link"],
        zh: ['请写文件的完整 URL：站内路径会像页面链接一样被加上 `.html`'],
      },
    });
  });

  it('guide/default-theme/components.mdx#tag: file: is text, a word and a colon an image; a lone comma does not split', () => {
    const html = builtFile('quirks', 'guide/b.html');
    expect(html).toContain('<span id="tag-file"><span class="rp-badge rp-badge--info">file:x</span>');
    expect(html).toContain('<span id="tag-since"><img src="since:2.0"/>');
    expect(html).toContain('<span id="tag-one-comma"><span class="rp-badge rp-badge--info">a,</span>');
    expect(html).toContain(
      '<span id="tag-two"><span class="rp-badge rp-badge--info">beta</span><span class="rp-badge rp-badge--info">docs</span>',
    );
    expectDocs({
      at: 'guide/default-theme/components.mdx#tag',
      states: {
        en: ['`file:` and `javascript:` excepted', '`a,` stays one tag, comma included'],
        zh: ['`file:` 和 `javascript:` 除外', '`a,` 仍是一个标签，逗号照常显示'],
      },
      never: { en: ['| contains commas |'], zh: ['| 包含逗号 |'] },
    });
  });

  it('guide/basic/auto-nav-sidebar.md#folders: an index page listed as a file object still makes the group a link', () => {
    const html = builtFile('quirks', 'guide/listed-index/c.html');
    const index = 'href="/guide/listed-index/index.html" class="rp-sidebar-item';
    expect(html, 'the group title links to the index page').toContain(`${index} rp-sidebar-group rp-link"`);
    expect(html, 'and its first child is the index page again').toContain(`${index} rp-sidebar-item--group-item`);
    expectDocs({
      at: 'guide/basic/auto-nav-sidebar.md#folders',
      states: {
        en: ['with `[{ "type": "file", "name": "index" }, "c"]` the group still links to the index page'],
        zh: ['写成 `[{ "type": "file", "name": "index" }, "c"]` 时分组依然链接到 index 页面'],
      },
    });
  });

  it('guide/basic/auto-nav-sidebar.md#folders: "index.md" and "index.mdx" list the index page as "index" does', () => {
    for (const folder of ['listed-md', 'listed-mdx']) {
      const html = builtFile('quirks', `guide/${folder}/${folder === 'listed-md' ? 'd' : 'e'}.html`);
      // The last group element opened before the group's label is the group's own.
      const before = html.slice(0, html.indexOf(folder === 'listed-md' ? 'LISTED_MD_GROUP' : 'LISTED_MDX_GROUP'));
      const opening = before.slice(before.lastIndexOf('<', before.lastIndexOf('rp-sidebar-group')));
      expect(opening, `${folder}: the group is not a link`).toMatch(/^<div class="rp-sidebar-item rp-sidebar-group"/);
      expect(html, `${folder}: the index page is its first child`).toContain(
        `href="/guide/${folder}/index.html" class="rp-sidebar-item rp-sidebar-item--group-item`,
      );
    }
    expectDocs({
      at: 'guide/basic/auto-nav-sidebar.md#folders',
      states: {
        en: ['(`"index"`, `"index.md"`,\n  `"index.mdx"`)'],
        zh: ['（`"index"`、`"index.md"`、`"index.mdx"`）'],
      },
      never: {
        en: ['Only the strings `"index"` and `"index.md"` count'],
        zh: ['只有字符串 `"index"`（或 `"index.md"`）'],
      },
    });
  });

  it('guide/basic/auto-nav-sidebar.md#common-mistakes: a missing page written with its extension is dropped silently', () => {
    // guide/listed-md/_meta.json lists "ghost.md", which does not exist; the build succeeds.
    expect(run('quirks build').exitCode).toBe(0);
    expect(run('quirks build').output).not.toContain('ghost');
    expect(builtFile('quirks', 'guide/listed-md/d.html')).not.toContain('ghost');
    expectDocs({
      at: 'guide/basic/auto-nav-sidebar.md#common-mistakes',
      states: {
        en: ['unless the missing page is written with its extension'],
        zh: ['但如果缺少的页面是带扩展名写的（`"faq.md"`），这一项只会从侧边栏里悄悄消失'],
      },
    });
  });

  it('guide/basic/auto-nav-sidebar.md#where-the-text-comes-from: a # line in a code block can name the page', () => {
    // guide/shell.md: a `# install deps` comment with a blank line after it, in a bash block, then `# Shell page`.
    const html = builtFile('quirks', 'guide/a.html');
    expect(html).toMatch(/href="\/guide\/shell\.html"[^>]*>(?:<[^>]+>)*install deps</);
    expect(builtFile('quirks', 'guide/shell.html')).toContain('<title>Shell page');
    expectDocs({
      at: 'guide/basic/auto-nav-sidebar.md#where-the-text-comes-from',
      states: { en: ['names the page "install deps"'], zh: ['页面在侧边栏中就叫“install deps”'] },
    });
  });

  it('guide/basic/auto-nav-sidebar.md#fields: an experimental tag takes the warning colour and an icon', () => {
    expect(builtFile('quirks', 'guide/a.html')).toMatch(
      /rp-badge rp-badge--warning"[^>]*>(?:(?!<\/span>)[\s\S])*experimental/,
    );
    expectDocs({
      at: 'guide/basic/auto-nav-sidebar.md#fields',
      states: { en: ['`experimental` the `warning` colour'], zh: ['`experimental` 使用 `warning` 的颜色'] },
    });
  });

  it('guide/basic/use-mdx/link.mdx#links: a link to a missing heading passes unless checkAnchors is on', () => {
    expect(builtFile('quirks', 'guide/b.html')).toContain('href="/guide/a.html#no-such-heading"');
    expect(run('quirks build').exitCode).toBe(0);
    expectDocs({
      at: 'guide/basic/use-mdx/link.mdx#links',
      states: { en: ['a missing heading only once `checkAnchors` is on'], zh: ['只有开启 `checkAnchors` 才会失败'] },
      never: { en: ['the target page or heading does not exist'], zh: ['在目标页面或标题不存在时让构建失败'] },
    });
  });

  it('guide/basic/conventional-route.md#common-mistakes: dup.md next to dup/index.md is never shown', () => {
    for (const file of ['dup.html', 'dup/index.html']) {
      const body = builtFile('quirks', file).split('</head>')[1];
      expect(body, `${file} shows dup/index.md`).toContain('INDEX_TEXT');
      expect(body, `${file} does not show dup.md`).not.toContain('LEAF_TEXT');
      expect(builtFile('quirks', file), `${file} describes itself with dup.md`).toContain(
        '<meta name="description" content="LEAF_TEXT from dup.md.">',
      );
    }
    expect(run('quirks build').exitCode).toBe(0);
    expect(run('quirks build').output, 'no warning').not.toMatch(/warn|error/i);
    expectDocs({
      at: 'guide/basic/conventional-route.md#common-mistakes',
      states: {
        en: [
          'builds without a word, but do not keep both',
          'take their `description` and `og:description` meta tags from `guide.md`',
        ],
        zh: ['构建不会报任何错，但不要这样放', 'meta 标签都取自 `guide.md`'],
      },
      never: { en: ['two different routes'], zh: ['两条不同的路由'] },
    });
  });

  it('plugin/system/plugin-api.md#lifecycle: rspress preview runs config and addRuntimeModules only', () => {
    const lines = siteFile('quirks/hooks.log').trim().split('\n');
    const hooksOf = (command: string) =>
      lines.filter((line) => line.startsWith(`${command} `)).map((line) => line.slice(command.length + 1));
    expect(hooksOf('build'), 'the build, for comparison').toEqual(
      expect.arrayContaining([
        'config',
        'addPages',
        'routeGenerated',
        'beforeBuild',
        'addRuntimeModules',
        'afterBuild',
      ]),
    );
    expect(run('quirks preview').output, 'the preview server started').toContain('4423');
    expect(hooksOf('preview')).toEqual(['config', 'root is absolute', 'addRuntimeModules']);
    expect(hooksOf('build'), 'the CLI resolves root before the config hooks').toContain('root is absolute');
    expectDocs({
      at: 'plugin/system/plugin-api.md#lifecycle',
      states: {
        en: ['`rspress preview` runs steps 1 and 2, then step 7'],
        zh: ['`rspress preview` 执行第 1、2 步，再执行第 7 步'],
      },
      never: { en: ['only runs steps 1 and 2'], zh: ['只执行第 1、2 步'] },
    });
    expectDocs({
      at: 'plugin/system/plugin-api.md#config',
      states: { en: ['`root` (an absolute path under the commands'], zh: ['`root`（通过命令行运行时是绝对路径'] },
    });
  });

  it('api/commands.md: eject never loads the config file', () => {
    const loaded = 'eject folder config loaded';
    expect(run('eject build').output, 'rspress build in the same folder loads it').toContain(loaded);
    for (const name of ['eject list', 'eject Search', 'eject HomeFooter'])
      expect(run(name).output, name).not.toContain(loaded);
    expectDocs({
      at: 'api/commands.md#commands',
      states: {
        en: ['while `eject` never reads one and ignores `--config`'],
        zh: ['`eject` 则从不读取配置文件，也会忽略 `--config`'],
      },
      never: { en: ['Every command first prints the banner `🔥 Rspress v2.0.22`, then loads the config file'] },
    });
  });

  it('guide/start/getting-started.mdx#write-the-first-page: no config file, no site title', () => {
    expect(run('no-config build').output).toContain('No config file found');
    const html = builtFile('no-config', 'index.html');
    expect(html).toContain('<title>Hello Rspress</title>');
    expect(html).toMatch(/rp-nav__title__link[^>]*><span>Home<\/span>/);
    expectDocs({
      at: 'guide/start/getting-started.mdx#write-the-first-page',
      states: { en: ['and no site title'], zh: ['也没有站点标题'] },
      never: { en: ['site title `Rspress`'], zh: ['站点标题为 `Rspress`'] },
    });
  });

  it('api/config/config-build.md#ssg: llms does not pre-render pages when ssg is false', () => {
    expect(builtFile('csr-llms', 'blog/post.html'), 'an empty shell').not.toContain('bold');
    expect(builtFile('csr-llms', 'blog/post.md')).toContain('Some **bold** text');
    expect(builtFile('csr-llms', 'llms.txt')).toContain('/blog/post.md');
    expect(run('csr-llms build').output, 'without the ssg: false message').not.toContain('`ssg: false` detected');
    expectDocs({
      at: 'api/config/config-build.md#ssg',
      states: { en: ['but the message is not printed'], zh: ['只是不会打印这条提示'] },
      never: { en: ['pre-rendered whatever `ssg` says'], zh: ['页面都会预渲染'] },
    });
    expectDocs({
      at: 'plugin/official-plugins/llms.md#what-it-generates',
      states: {
        en: ['written even with `ssg: false`, but the HTML is not'],
        zh: ['Markdown 文件照样生成，但 HTML 不会'],
      },
      never: { en: ['also turns on SSG'], zh: ['会同时开启 SSG'] },
    });
  });

  it('plugin/official-plugins/rss.md#what-goes-into-an-item: without HTML, the content is the search text', () => {
    const content = builtFile('csr-llms', 'rss/blog.xml').match(/<content type="html"><!\[CDATA\[([\s\S]*?)\]\]>/)?.[1];
    expect(content).toBe('Some bold text and a link.');
    expectDocs({
      at: 'plugin/official-plugins/rss.md#what-goes-into-an-item',
      states: { en: ['else its search text'], zh: ['最后是页面的搜索文本'] },
      never: { en: ['else its Markdown text'], zh: ['最后是 Markdown 原文'] },
    });
  });

  it('plugin/system/plugin-api.md#markdown: a global component is imported into .mdx pages only', () => {
    // The based site's Shout component is in markdown.globalComponents; both pages write `Hello <Shout />`.
    expect(builtFile('based', 'guide/global-mdx.html')).toContain('<span id="global-shout">SHOUT</span>');
    expect(builtFile('based', 'guide/global-md.html')).toContain('<p>Hello <shout></shout></p>');
    expectDocs({
      at: 'plugin/system/plugin-api.md#markdown',
      states: { en: ['imported into every `.mdx` page'], zh: ['会自动导入到每个 `.mdx` 页面'] },
    });
  });

  it('guide/basic/static-assets.md#options: a data: URL in a Markdown image stops the build', () => {
    const result = run('data-image build');
    expect(result.exitCode).not.toBe(0);
    expect(result.output).toContain('File: data:image/svg+xml;base64,');
    expect(result.output).toContain('Module parse failed');
    expectDocs({
      at: 'guide/basic/static-assets.md#options',
      states: { en: ['stops the build with `Module parse failed`'], zh: ['构建随即以 `Module parse failed` 失败'] },
    });
  });

  it('guide/basic/conventional-route.md#common-mistakes: a component without a default export in docs/ stops the build', () => {
    // named-tsx: docs/components/Btn.tsx exports Btn by name only.
    const result = run('named-tsx build');
    expect(result.exitCode).not.toBe(0);
    expect(result.output).toContain('Page "/components/Btn" SSG rendering failed');
    expect(result.output).toContain("TypeError: Cannot read properties of undefined (reading '__RSPRESS_PAGE_META')");
    expectDocs({
      at: 'guide/basic/conventional-route.md#common-mistakes',
      states: {
        en: ['`Page "/components/Btn" SSG rendering failed`'],
        zh: ['先报 `Page "/components/Btn" SSG rendering failed`'],
      },
      never: {
        en: ['Every `.tsx` or `.jsx` file there becomes a page'],
        zh: ['这里的每个 `.tsx`、`.jsx` 文件都会成为页面'],
      },
    });
  });

  it('guide/advanced/custom-theme.md#replace-a-component: HoverGroup and LlmsHint keep the original', () => {
    // theme-swap exports its own HoverGroup, LlmsHint and HomeFooter from theme/index.tsx.
    const page = builtFile('theme-swap', 'guide/a.html');
    expect(page, 'the navbar dropdown').toContain('rp-hover-group');
    expect(page).not.toContain('swapped-hover-group');
    expect(page, 'the llms hint').toContain('class="rp-llms-hint"');
    expect(page).not.toContain('SWAPPED_LLMS_HINT');
    expect(builtFile('theme-swap', 'index.html'), 'a component the theme imports by name').toContain(
      'SWAPPED_HOME_FOOTER',
    );
    expectDocs({
      at: 'guide/advanced/custom-theme.md#replace-a-component',
      states: {
        en: ['Two are imported past it and keep the original whatever you export: `HoverGroup`', '`LlmsHint`'],
        zh: ['有两个组件绕过了这个地址，无论导出什么都保持原样：`HoverGroup`', '`LlmsHint`'],
      },
      never: { en: ['replaces it everywhere the theme uses it'], zh: ['主题中所有用到它的地方都会换成你的版本'] },
    });
  });

  it('api/commands.md#rspress-dev: without --port, a port in builderConfig wins over PORT', () => {
    // dev-port sets builderConfig.server.port 4425 and runs `rspress dev` with PORT=4427.
    expect(run('dev-port dev').output).toContain('Local:    http://localhost:4425/');
    expectDocs({
      at: 'api/commands.md#rspress-dev',
      states: {
        en: ['`builderConfig.server.port` from the config is used, and without that the `PORT` environment variable'],
        zh: ['配置里没写才用环境变量 `PORT`'],
      },
    });
  });

  it('plugin/official-plugins/rss.md#common-mistakes: a feed link takes the place of the page link of its language', () => {
    const alternates = (file: string) =>
      [...builtFile('quirks', file).matchAll(/<link rel="alternate"[^>]*>/g)].map((match) => match[0]);
    const en = alternates('guide/a.html');
    const zh = alternates('zh/guide/a.html');
    expect(en.find((link) => link.includes('hreflang="en"'))).toContain('/rss/guide-en.rss');
    expect(en.filter((link) => link.includes('hreflang="zh"'))).toEqual([expect.stringContaining('/zh/guide/a')]);
    expect(zh.find((link) => link.includes('hreflang="zh"'))).toContain('/rss/guide-zh.rss');
    expect(zh.filter((link) => link.includes('hreflang="en"'))).toEqual([expect.stringContaining('/guide/a')]);
    expectDocs({
      at: 'plugin/official-plugins/rss.md#common-mistakes',
      states: {
        en: ['`hreflang="zh"` on a Chinese page in a Chinese feed'],
        zh: ['中文订阅源里的中文页面丢的是 `hreflang="zh"`'],
      },
    });
  });

  it('guide/basic/use-mdx/components.mdx#components-on-every-page: a named export alone stops the build', () => {
    const result = run('global-named build');
    expect(result.exitCode).not.toBe(0);
    expect(result.output).toContain("export 'default' (imported as 'Alert') was not found");
    expectDocs({
      at: 'guide/basic/use-mdx/components.mdx#components-on-every-page',
      states: {
        en: ["``export 'default' (imported as 'Alert') was not found``"],
        zh: ["``export 'default' (imported as 'Alert') was not found``"],
      },
      never: { en: ['leaves `Alert` undefined'], zh: ['`Alert` 会是 undefined'] },
    });
  });

  it('guide/basic/deploy.md#serve-from-a-sub-path: --base after a build without it reuses the cache for links and images', () => {
    const urls = (site: string) => {
      expect(run(`${site} build --base`).exitCode).toBe(0);
      const html = builtFile(site, 'guide/intro.html');
      return {
        script: html.match(/<script[^>]* src="([^"]*\/index\.[^"]*\.js)"/)?.[1],
        link: html.match(/href="([^"]*guide\/intro[^"]*)"/)?.[1],
        image: html.match(/<img[^>]* src="([^"]*logo\.svg)"/)?.[1],
      };
    };
    const cached = urls('base-flag-cached');
    expect(cached.script, 'scripts get the base').toMatch(/^\/docs\/static\/js\//);
    expect([cached.link, cached.image], 'links and images keep the first build').toEqual([
      '/guide/intro.html',
      '/logo.svg',
    ]);
    expect(urls('base-flag-uncached'), 'with RSPRESS_PERSISTENT_CACHE=false every URL gets it').toMatchObject({
      link: '/docs/guide/intro.html',
      image: '/docs/logo.svg',
    });
    expectDocs({
      at: 'guide/basic/deploy.md#serve-from-a-sub-path',
      states: {
        en: ['notices a change to `rspress.config.ts` but not the flag', '`RSPRESS_PERSISTENT_CACHE=false`'],
        zh: ['却察觉不到命令行参数', '`RSPRESS_PERSISTENT_CACHE=false`'],
      },
    });
    expectDocs({
      at: 'guide/basic/deploy.md#common-mistakes',
      states: { en: ['Page links without the base after `rspress build --base`'], zh: ['后页面链接没有 base'] },
    });
  });

  it("plugin/official-plugins/sitemap.md#how-it-works: a site's own 404.md is listed, the built-in 404 page is not", () => {
    const locations = [...builtFile('sitemap-404', 'sitemap.xml').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locations.sort()).toEqual(['https://example.com/', 'https://example.com/404']);
    expectDocs({
      at: 'plugin/official-plugins/sitemap.md#how-it-works',
      states: {
        en: ["Rspress's built-in 404 page is not a route", 'has a `/404` route, which the plugin lists'],
        zh: ['Rspress 自带的 404 页面不是路由', '会多出一个 `/404` 路由'],
      },
      never: { en: ['The 404 page is not a route and is left out.'], zh: ['。404 页面不是路由，不会被收录。'] },
    });
  });

  it('guide/basic/conventional-route.md#languages-and-versions-in-the-path: versions need a default version', () => {
    for (const [file, version, lang] of [
      ['guide/x.html', 'v1', 'en'],
      ['zh/guide/x.html', 'v1', 'zh'],
      ['v2/guide/x.html', 'v2', 'en'],
      ['v2/zh/guide/x.html', 'v2', 'zh'],
    ]) {
      expect(builtFile('versions', file), file).toContain(`Text of ${version} in ${lang}.`);
    }
    expect(listFiles('versions/doc_build'), 'the default version has no folder').not.toContain('v1');
    const indexes = listFiles('versions/doc_build/static').filter((file) => file.startsWith('search_index.'));
    expect(indexes.map((file) => file.split('.').slice(1, 3).join('.')).sort()).toEqual([
      'v1.en',
      'v1.zh',
      'v2.en',
      'v2.zh',
    ]);
    const withoutDefault = run('versions-without-default build');
    expect(withoutDefault.exitCode).not.toBe(0);
    expect(withoutDefault.output).toContain('/v1/en/guide/x');
    expect(withoutDefault.output).toContain('TypeError: nav[navKey] is not iterable');
    expectDocs({
      at: 'guide/basic/conventional-route.md#languages-and-versions-in-the-path',
      states: {
        en: ['With `multiVersion.versions` and `multiVersion.default`', '`TypeError: nav[navKey] is not iterable`'],
        zh: [
          '同时配置了 `multiVersion.versions` 和 `multiVersion.default`',
          '`TypeError: nav[navKey] is not iterable`',
        ],
      },
    });
    expectDocs({
      at: 'guide/start/introduction.md#what-it-produces',
      states: {
        en: ['`search_index.<version>.<lang>.<hash>.json`'],
        zh: ['`search_index.<version>.<lang>.<hash>.json`'],
      },
    });
  });

  it('plugin/official-plugins/twoslash.md#options: twoslashOptions replaces the default custom tags', () => {
    expect(builtFile('twoslash-defaults', 'index.html'), 'the default tags include log').toContain(
      'the answer is logged',
    );
    const withOptions = run('twoslash-options build');
    expect(withOptions.exitCode).not.toBe(0);
    expect(withOptions.output).toContain('Unknown inline compiler flags');
    expectDocs({
      at: 'plugin/official-plugins/twoslash.md#options',
      states: {
        en: ['An object replaces those defaults instead of adding to them', '`Unknown inline compiler flags`'],
        zh: ['传入的对象会整个替换这些默认值', '`Unknown inline compiler flags`'],
      },
    });
  });
});

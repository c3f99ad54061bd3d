import { describe, expect, it } from 'vitest';
import { builtFile, expectDocs, run } from './fixtures';

// one-language: title and description; two-languages: a title and no site description (as this site);
// two-languages-untitled: a site description and no title. All three set `llms: true`.
describe('llms.txt', () => {
  it('plugin/official-plugins/llms.md#what-it-generates: the > line only with a site description', () => {
    expect(builtFile('one-language', 'llms.txt').split('\n').slice(0, 3), 'with a description').toEqual([
      '# One language',
      '',
      '> A fixture site with one language.',
    ]);
    expect(builtFile('two-languages', 'llms.txt').split('\n').slice(0, 3), 'without a description').toEqual([
      '# Site title',
      '',
      '## Guide',
    ]);
    expectDocs({
      at: 'plugin/official-plugins/llms.md#what-it-generates',
      states: {
        en: ['`> <description>` when the site has a `description`'],
        zh: ['站点设置了 `description` 时再加一行 `> <description>`'],
      },
    });
  });

  it('plugin/official-plugins/llms.md#what-it-generates: a section per navbar item that collects a page', () => {
    // hand-sidebar: nav IN_ITEM (/x/in), DROP_ITEM (a dropdown to /y/out3), EMPTY_ITEM (/nothing/).
    const sections = builtFile('hand-sidebar', 'llms.txt')
      .split('\n## ')
      .slice(1)
      .map((section) => section.split('\n').filter((line) => line.startsWith('- ') || !line.includes('[')));
    expect(sections.map(([heading]) => heading)).toEqual(['IN_ITEM', 'Others']);
    expect(sections[0].join('\n')).toContain('(/x/in1.md)');
    expect(sections[0].join('\n'), 'the pattern is not anchored').toContain('(/x/in4.md)');
    expect(sections[1].join('\n'), "the dropdown's page").toContain('(/y/out3.md)');
    expectDocs({
      at: 'plugin/official-plugins/llms.md#what-it-generates',
      states: {
        en: [
          'read as a regular expression with no anchors',
          'A dropdown (an item with `items`) is a section only when it has a `link` or an `activeMatch` of its own',
        ],
        zh: [
          '作为不带锚定的正则表达式',
          '下拉菜单（带 `items` 的导航项）只有自己也带 `link` 或 `activeMatch` 时才成为分组',
        ],
      },
      never: { en: ['collects that one page'], zh: ['只收进这一个页面'] },
    });
  });

  it('plugin/official-plugins/llms.md#common-mistakes: without a title, a warning, no heading and no description', () => {
    expect(run('two-languages-untitled build').output).toContain('No `title` is configured');
    const llms = builtFile('two-languages-untitled', 'llms.txt');
    expect(llms.startsWith('## Guide\n'), 'llms.txt without a title').toBe(true);
    expect(llms, 'the site description').not.toContain('UNTITLED_SITE_DESCRIPTION');
    expectDocs({
      at: 'plugin/official-plugins/llms.md#common-mistakes',
      states: {
        en: [
          'Rspress warns ``No `title` is configured`` and `llms.txt` starts without a heading and without the `>` line, even when the site has a `description`',
        ],
        zh: [
          'Rspress 会警告 ``No `title` is configured``，`llms.txt` 开头既没有标题，也没有 `>` 那一行（即使站点设置了 `description`）',
        ],
      },
    });
  });

  it('api/config/config-theme.md#themeconfig-llmsui-injectllmshint: an English hint on every page and every .md file', () => {
    // two-languages sets `llms: true` and no llmsUI: the buttons and the hint follow llms.
    const hint = '> For AI agents: the complete documentation index is available at ';
    for (const file of ['guide/start.md', 'zh/guide/start.md']) {
      expect(builtFile('two-languages', file).startsWith(hint), `${file} starts with the hint`).toBe(true);
    }
    const full = builtFile('two-languages', 'zh/llms-full.txt');
    expect(full.split(hint).length - 1, 'once per page of zh/llms-full.txt').toBe(full.split('\nurl: ').length - 1);
    const html = builtFile('two-languages', 'zh/guide/start.html');
    expect(html).toMatch(/<link rel="alternate" type="text\/markdown" href="[^"]*\/zh\/guide\/start\.md">/);
    expect(html, "the llms.txt of the page's language").toContain('<link rel="describedby" href="/zh/llms.txt">');
    expect(html).toContain('For AI agents: the complete documentation index');
    expectDocs({
      at: 'api/config/config-theme.md#themeconfig-llmsui-injectllmshint',
      states: {
        en: ['starts every `.md` file as a `>` quote', 'screen readers still read it out'],
        zh: ['以 `>` 引用的形式出现在每个 `.md` 文件开头', '读屏软件仍会读出来'],
      },
      never: { en: ['describedby" href="/llms.txt">'], zh: ['describedby" href="/llms.txt">'] },
    });
    expectDocs({
      at: 'plugin/official-plugins/llms.md#options',
      states: {
        en: ['as a `>` quote at the top of every `.md` file'],
        zh: ['以 `>` 引用的形式写在每个 `.md` 文件开头'],
      },
    });
  });

  it('plugin/official-plugins/llms.md#what-it-generates: a folder link collects nothing, a dropdown with a link does', () => {
    // llms-nav: nav FOLDER_ITEM (/guide/) and LINKED_DROPDOWN (link /api/o, items /api/one).
    const llms = builtFile('llms-nav', 'llms.txt');
    expect(llms.match(/^## .*/gm)).toEqual(['## LINKED_DROPDOWN', '## Others']);
    expect(llms.slice(llms.indexOf('## Others')), "the folder's pages").toContain('(/guide/one.md)');
    expectDocs({
      at: 'plugin/official-plugins/llms.md#what-it-generates',
      states: {
        en: ['a folder link such as `/guide/` becomes the pattern `/guide/index`'],
        zh: ['所以 `/guide/` 这样的文件夹链接会变成 `/guide/index`'],
      },
    });
  });

  it('plugin/official-plugins/llms.md#the-rspressplugin-llms-package: the .md copies skip the remark and rehype plugins', () => {
    for (const added of ['REMARK_ADDED', 'REHYPE_ADDED']) {
      expect(builtFile('llms-nav', 'guide/one.html'), added).toContain(added);
      expect(builtFile('llms-nav', 'guide/one.md'), added).not.toContain(added);
      expect(builtFile('llms-nav', 'llms-full.txt'), added).not.toContain(added);
    }
    expectDocs({
      at: 'plugin/official-plugins/llms.md#the-rspressplugin-llms-package',
      states: {
        en: ['without the remark and rehype plugins of `markdown.remarkPlugins`, `markdown.rehypePlugins` and plugins'],
        zh: ['不经过 `markdown.remarkPlugins`、`markdown.rehypePlugins` 以及插件提供的 remark 和 rehype 插件'],
      },
      never: { en: ['with the same pipeline as the HTML'], zh: ['用与 HTML 相同的流程渲染 MDX'] },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { builtFile, expectDocs } from './fixtures';

// tests/behaviour/sites/one-language/docs/first/containers.mdx
const page = () => builtFile('one-language', 'first/containers.html');

describe('containers and code blocks', () => {
  it('guide/default-theme/components.mdx#callout: default titles are Tip for ::: and the component, TIP for > [!TIP]', () => {
    const titles = [...page().matchAll(/class="rp-callout__title">([^<]*)</g)].map((match) => match[1]);
    // In page order: `::: tip`, `:::tip`, `> [!TIP]`, <Callout type="tip">.
    expect(titles, 'default titles of the four tip boxes').toEqual(['Tip', 'Tip', 'TIP', 'Tip']);
    expectDocs({
      at: 'guide/default-theme/components.mdx#callout',
      states: {
        en: [
          'the component and the `:::` syntax capitalise the type (`Tip`)',
          '`> [!TIP]` syntax upper-cases it (`TIP`)',
        ],
        zh: ['组件和 `:::` 语法把类型名首字母大写（`Tip`）', '`> [!TIP]` 写法则整体转成大写（`TIP`）'],
      },
      never: { en: ['the `:::` syntax upper-cases it'], zh: ['`:::` 语法则整体转成大写'] },
    });
    expectDocs({
      at: 'guide/basic/use-mdx/index.mdx#callouts',
      states: { en: ['(`TIP`), where `:::tip` gives `Tip`'], zh: ['而 `:::tip` 的默认标题是 `Tip`'] },
      never: { en: ['`> [!TIP]` syntax gives the same result'], zh: ['`> [!TIP]` 写法效果相同'] },
    });
  });

  it('guide/default-theme/components.mdx#callout: a callout has no icon, only its colours', () => {
    const titles = [...page().matchAll(/<div class="rp-callout__title">(.*?)<\/div>/g)].map((match) => match[1]);
    expect(titles.length).toBeGreaterThan(3);
    expect(titles.filter((title) => /<(svg|img)\b/.test(title))).toEqual([]);
    expectDocs({
      at: 'guide/default-theme/components.mdx#callout',
      states: { en: ['(there is no icon)'], zh: ['（没有图标）'] },
      never: { en: ['Sets colour and icon'], zh: ['决定配色与图标'] },
    });
  });

  it('guide/basic/use-mdx/index.mdx#code-blocks: height without fold scrolls, fold folds', () => {
    const contents = [...page().matchAll(/<div class="(rp-codeblock__content(?: [^"]*)?)"( style="[^"]*")?/g)];
    expect(
      contents.map((match) => [match[1], match[2]?.trim()]),
      'the two code blocks as rendered to HTML',
    ).toEqual([
      // ```js height=120: a fixed height and a scrollbar from the start.
      ['rp-codeblock__content rp-codeblock__content--scroll', 'style="max-height:120px"'],
      // ```js fold height=120: full height until the browser measures the block and folds it.
      ['rp-codeblock__content', undefined],
    ]);
    expectDocs({
      at: 'guide/basic/use-mdx/index.mdx#code-blocks',
      states: {
        en: ['without `fold`, caps the block at that height with a scrollbar'],
        zh: ['没有 `fold` 时，把代码块限制在这个高度内并显示滚动条'],
      },
      never: { en: ['sets the height at which it folds (default 300) |'], zh: ['设置折叠的高度阈值（默认 300） |'] },
    });
  });
});

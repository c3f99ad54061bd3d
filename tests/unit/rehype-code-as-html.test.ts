import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment } from 'react';
import { jsx, jsxs } from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { codeToHast, createCssVariablesTheme } from 'shiki';
import { describe, expect, it } from 'vitest';
import { rehypeCodeAsHtml } from '../../plugins/rehype-code-as-html';

// The theme Rspress 2.0.22 highlights with (node/mdx/rehypePlugins/shiki.js).
const theme = createCssVariablesTheme({
  name: 'css-variables',
  variablePrefix: '--shiki-',
  variableDefaults: {},
  fontStyle: true,
});

interface Node {
  type: string;
  tagName?: string;
  name?: string;
  properties?: Record<string, unknown>;
  attributes?: {
    value: { data: { estree: { body: { expression: { properties: { value: { value: string } }[] } }[] } } };
  }[];
  children?: Node[];
}

const highlighted = async (code: string, lang: string) =>
  (await codeToHast(code, { lang, theme })) as unknown as { children: Node[] };

/** The `<code>` of the block, as React renders it from Shiki's tokens on the server. */
const renderedCode = (code: Node) =>
  renderToStaticMarkup(toJsxRuntime(code as never, { Fragment, jsx, jsxs, elementAttributeNameCase: 'react' }));

describe('rehypeCodeAsHtml', () => {
  it('gives a highlighted block the HTML React writes for its tokens, escaping included', async () => {
    const source = 'const a = \'<b>\' && "&amp;";\nexport default a;';
    const tree = await highlighted(source, 'ts');
    const pre = tree.children[0];
    const before = renderedCode(pre.children?.[0] as Node);
    rehypeCodeAsHtml()(tree as never);
    const code = pre.children?.[0] as Node;
    expect(code.type).toBe('mdxJsxTextElement');
    expect(code.name).toBe('code');
    const html = code.attributes?.[0].value.data.estree.body[0].expression.properties[0].value.value ?? '';
    // As React writes <code dangerouslySetInnerHTML={{ __html }}> on the server: the string as it is.
    expect(`<code>${html}</code>`).toBe(before);
    expect(html).toContain('&#x27;&lt;b&gt;&#x27;');
  });

  it('leaves Twoslash blocks and blocks with anything but plain tokens as they are', async () => {
    const twoslash = await highlighted('let x = 1;', 'ts');
    twoslash.children[0].properties = { ...twoslash.children[0].properties, class: 'shiki css-variables twoslash lsp' };
    rehypeCodeAsHtml()(twoslash as never);
    expect(twoslash.children[0].children?.[0].type).toBe('element');

    const withJsx = await highlighted('let y = 2;', 'ts');
    withJsx.children[0].children?.[0].children?.push({ type: 'mdxJsxTextElement', name: 'Popup', children: [] });
    rehypeCodeAsHtml()(withJsx as never);
    expect(withJsx.children[0].children?.[0].type).toBe('element');

    const withHandler = await highlighted('let z = 3;', 'ts');
    const token = withHandler.children[0].children?.[0].children?.[0] as Node;
    token.properties = { ...token.properties, onClick: 'alert(1)' };
    rehypeCodeAsHtml()(withHandler as never);
    expect(withHandler.children[0].children?.[0].type).toBe('element');
  });
});

/**
 * A highlighted code block is hundreds of coloured spans: as JSX, each is a call with its own
 * props object in the page's route chunk, and a React element, a fiber and a DOM match when
 * the page hydrates, although none of them ever changes. This rehype plugin (markdown.rehypePlugins,
 * which run after Rspress's Shiki) hands each block's `<code>` its highlighted content as one HTML string
 * (`dangerouslySetInnerHTML`), which React writes as it is on the server and leaves alone when
 * it hydrates: the same HTML, fewer bytes, and the longest reference pages hydrate with about
 * half the elements (PERFORMANCE.md). A block whose content is anything but plain elements and
 * text (a Twoslash block with its popups, a JSX node) keeps its JSX.
 */
interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  attributes?: unknown[];
  name?: string | null;
}

// As React escapes text and attribute values on the server, so that the HTML stays byte for byte the same.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]);

/**
 * Shiki's tokens carry a class list, an inline style and data attributes (as Shiki writes them:
 * `class` and `style` strings); anything else keeps the JSX.
 */
function attributeHtml(name: string, value: unknown): string | undefined {
  if (value === undefined || value === null || value === false) return '';
  if (name === 'class' && typeof value === 'string') return ` class="${escapeHtml(value)}"`;
  if (name === 'className') return Array.isArray(value) ? ` class="${escapeHtml(value.join(' '))}"` : undefined;
  if (name === 'style' && typeof value === 'string') return ` style="${escapeHtml(value)}"`;
  const data = /^data([A-Z].*)$/.exec(name);
  if (data && (typeof value === 'string' || typeof value === 'number')) {
    const attribute = `data-${data[1].replace(/[A-Z]/g, (char) => `-${char.toLowerCase()}`).replace(/^-/, '')}`;
    return ` ${attribute}="${escapeHtml(String(value))}"`;
  }
  return undefined;
}

/** The HTML of a node made of plain elements and text, or undefined when it holds anything else. */
export function plainHtml(node: HastNode): string | undefined {
  if (node.type === 'text') return escapeHtml(node.value ?? '');
  if (node.type !== 'element' || !node.tagName || !/^(span|a|em|strong|b|i)$/.test(node.tagName)) return undefined;
  let attributes = '';
  for (const [name, value] of Object.entries(node.properties ?? {})) {
    const html = attributeHtml(name, value);
    if (html === undefined) return undefined;
    attributes += html;
  }
  let content = '';
  for (const child of node.children ?? []) {
    const html = plainHtml(child);
    if (html === undefined) return undefined;
    content += html;
  }
  return `<${node.tagName}${attributes}>${content}</${node.tagName}>`;
}

/** `<code>` as an MDX JSX element with its content as `dangerouslySetInnerHTML={{ __html }}`. */
function codeWithHtml(html: string): HastNode {
  const expression = {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        key: { type: 'Identifier', name: '__html' },
        value: { type: 'Literal', value: html },
        kind: 'init',
        computed: false,
        method: false,
        shorthand: false,
      },
    ],
  };
  return {
    type: 'mdxJsxTextElement',
    name: 'code',
    attributes: [
      {
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: `{__html: ${JSON.stringify(html)}}`,
          data: {
            estree: {
              type: 'Program',
              sourceType: 'module',
              comments: [],
              body: [{ type: 'ExpressionStatement', expression }],
            },
          },
        },
      },
    ],
    children: [],
  };
}

const classesOf = (node: HastNode) => {
  const className = node.properties?.className ?? node.properties?.class;
  return Array.isArray(className) ? className.map(String) : String(className ?? '').split(/\s+/);
};

/** Replaces the content of each Shiki block's `<code>` (a `<pre class="shiki">` without Twoslash). */
export function rehypeCodeAsHtml() {
  return (tree: HastNode) => {
    const visit = (node: HastNode) => {
      const isShikiBlock =
        node.type === 'element' &&
        node.tagName === 'pre' &&
        classesOf(node).includes('shiki') &&
        !classesOf(node).includes('twoslash');
      if (isShikiBlock) {
        const children = node.children ?? [];
        const index = children.findIndex((child) => child.type === 'element' && child.tagName === 'code');
        const code = children[index];
        if (code && Object.keys(code.properties ?? {}).length === 0) {
          const parts = (code.children ?? []).map(plainHtml);
          if (parts.every((part) => part !== undefined)) children[index] = codeWithHtml(parts.join(''));
        }
        return;
      }
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree);
  };
}

/**
 * Rspress puts `<a class="rp-header-anchor" aria-hidden="true" href="#id">#</a>`
 * into every heading. A link hidden from assistive technology must not take
 * keyboard focus either (axe: aria-hidden-focus); this takes it out of the tab
 * order. Runs after Rspress's own rehype plugins (markdown.rehypePlugins).
 */
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const isHeaderAnchor = (node: HastNode) => {
  const className = node.properties?.className ?? node.properties?.class;
  const classes = Array.isArray(className) ? className : String(className ?? '').split(/\s+/);
  return node.tagName === 'a' && classes.includes('rp-header-anchor');
};

export function rehypeAnchorTabindex() {
  return (tree: HastNode) => {
    const visit = (node: HastNode) => {
      if (node.type === 'element' && isHeaderAnchor(node)) node.properties = { ...node.properties, tabIndex: -1 };
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree);
  };
}

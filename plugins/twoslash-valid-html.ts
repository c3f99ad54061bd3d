import type { ShikiTransformer } from 'shiki';

/** Elements that may not stand where Twoslash puts its popups: inside a code block's <code>. */
const FLOW_ELEMENTS = new Set(['div', 'p', 'pre', 'ul', 'ol', 'li', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

interface HastElement {
  type: 'element';
  tagName: string;
  properties?: Record<string, unknown>;
  children: HastNode[];
}
type HastNode = HastElement | { type: string; children?: HastNode[] };

const isElement = (node: HastNode): node is HastElement => node.type === 'element';

function toSpans(node: HastNode) {
  for (const child of node.children ?? []) {
    if (!isElement(child)) continue;
    if (FLOW_ELEMENTS.has(child.tagName)) {
      const classes = child.properties?.class ?? child.properties?.className ?? [];
      const list = Array.isArray(classes) ? classes.map(String) : String(classes).split(/\s+/).filter(Boolean);
      child.properties = { ...child.properties, class: [...list, `tp-${child.tagName}`].join(' ') };
      delete child.properties.className;
      child.tagName = 'span';
    }
    toSpans(child);
  }
}

/** Everything inside a <code>: the popups and the error lines Twoslash puts between the lines. */
function visitCode(node: HastNode) {
  for (const child of node.children ?? []) {
    if (isElement(child) && child.tagName === 'code') toSpans(child);
    else visitCode(child);
  }
}

/**
 * @rspress/plugin-twoslash renders its popups (types, docs, errors, completion lists) and its error
 * lines with <div>, <p>, <pre> and <ul> inside the code block's <code>, where HTML allows phrasing
 * content only (the Nu Html Checker rejects every such page). This transformer, run after Twoslash's, turns them into
 * <span>s that keep their classes and add `tp-<tag>`; theme/twoslash/twoslash-popups.css gives them
 * back the layout of the element they stand for.
 */
export function transformerTwoslashValidHtml(): ShikiTransformer {
  return {
    name: 'site:twoslash-valid-html',
    root(root) {
      visitCode(root as unknown as HastNode);
    },
  };
}

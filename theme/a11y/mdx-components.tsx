import { getCustomMDXComponent as getOriginalMDXComponents } from '@rspress/core/theme-original';
import { type ComponentProps, forwardRef } from 'react';

/**
 * The default theme wraps each Markdown table in a scroll container. On a narrow
 * screen the container scrolls sideways, and a keyboard user can only scroll
 * it if it can take focus (axe: scrollable-region-focusable), so this one is
 * focusable and named by the table's first header cell.
 */
const Table = forwardRef<HTMLTableElement, ComponentProps<'table'>>(function Table(props, ref) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <div className="rp-table-scroll-container rp-scrollbar" tabIndex={0}>
      <table ref={ref} {...props} />
    </div>
  );
});

/**
 * Headings the theme draws itself (FallbackHeading: the titles of overview pages and
 * their groups) carry the same aria-hidden `#` anchor as Markdown headings, made with
 * this `a` component. rehype-anchor-tabindex cannot reach them, so the anchor is taken
 * out of the tab order here (axe: aria-hidden-focus).
 */
type MDXAnchor = ReturnType<typeof getOriginalMDXComponents>['a'];
// One wrapper per original component, so React keeps the same component type between renders.
const anchors = new WeakMap<MDXAnchor, MDXAnchor>();

function withUnfocusableHeaderAnchor(A: MDXAnchor): MDXAnchor {
  const cached = anchors.get(A);
  if (cached) return cached;
  const Anchor = (props: ComponentProps<'a'>) => {
    const hidden = props['aria-hidden'] === true || props['aria-hidden'] === 'true';
    const isHeaderAnchor = hidden && props.className?.split(/\s+/).includes('rp-header-anchor');
    return <A {...props} tabIndex={isHeaderAnchor ? -1 : props.tabIndex} />;
  };
  anchors.set(A, Anchor);
  return Anchor;
}

/**
 * A code block scrolls sideways on a narrow screen. Shiki's own <pre> has tabindex="0" for
 * that; the blocks the theme draws itself before a runtime highlighter has run
 * (CodeBlockRuntime's plain-text fallback, which the build writes into the HTML of a live
 * demo) do not, so the <pre> of every code block takes focus unless told otherwise.
 */
type MDXPre = ReturnType<typeof getOriginalMDXComponents>['pre'];
const pres = new WeakMap<MDXPre, MDXPre>();

function withFocusablePre(Pre: MDXPre): MDXPre {
  const cached = pres.get(Pre);
  if (cached) return cached;
  const FocusablePre = (props: ComponentProps<MDXPre>) => <Pre {...props} tabIndex={props.tabIndex ?? 0} />;
  pres.set(Pre, FocusablePre);
  return FocusablePre;
}

/** The theme's MDX components, with keyboard-scrollable tables and code blocks and unfocusable hidden anchors. */
export function getCustomMDXComponent(): ReturnType<typeof getOriginalMDXComponents> {
  const original = getOriginalMDXComponents();
  return { ...original, table: Table, a: withUnfocusableHeaderAnchor(original.a), pre: withFocusablePre(original.pre) };
}

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

/** The theme's MDX components, with the keyboard-scrollable table. */
export function getCustomMDXComponent(): ReturnType<typeof getOriginalMDXComponents> {
  return { ...getOriginalMDXComponents(), table: Table };
}

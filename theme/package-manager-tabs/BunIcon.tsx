import { Bun as ThemeBun } from '@rspress/core/dist/theme/components/PackageManagerTabs/icons/Bun.js';
import { Children, createElement, isValidElement, type ReactNode, type SVGProps } from 'react';

/** The same element tree without `id` attributes. */
function withoutIds(node: ReactNode): ReactNode {
  if (!isValidElement<{ id?: string; children?: ReactNode }>(node)) return node;
  const { id: _id, children, ...props } = node.props;
  return createElement(node.type, { ...props, key: node.key }, ...Children.toArray(children).map(withoutIds));
}

/**
 * The Bun logo of the theme's PackageManagerTabs (dist/theme/components/PackageManagerTabs/icons/Bun.js),
 * without its 19 ids: they name the drawing's layers, nothing refers to them, and a page with two
 * PackageManagerTabs had each of them twice (invalid HTML). plugins/module-swaps.ts points that component's
 * import of ./icons/Bun.js here; this file imports the original by its full path, which the alias leaves alone.
 */
export function Bun(props: SVGProps<SVGSVGElement>) {
  return withoutIds(ThemeBun(props));
}

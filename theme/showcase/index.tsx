import { lazy, Suspense } from 'react';

export { HOVER_DELAY_MS, ShowcaseMenu, type ShowcaseMenuProps } from './ShowcaseMenu';

// In the home layout's chunk (theme/parts/page-parts.ts): only the home pages show the block, and they
// start with that chunk, so hydration finds it loaded and keeps the block's HTML. (A chunk still loading
// when the theme re-renders right after hydration would make React drop that HTML until it arrives.)
const ToolShowcase = lazy(() => import(/* webpackChunkName: "part-home" */ './ToolShowcase'));

/** The home pages' landing block of sibling tools (the `afterFeatures` slot). */
export function ToolShowcaseBlock() {
  return (
    <Suspense>
      <ToolShowcase />
    </Suspense>
  );
}

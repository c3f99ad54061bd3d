import { lazy, Suspense } from 'react';

export { HOVER_DELAY_MS, ShowcaseMenu, type ShowcaseMenuProps } from './ShowcaseMenu';

const ToolShowcaseLazy = lazy(() => import('./ToolShowcase'));

/**
 * The landing block, in its own chunk: it is rendered into the home pages' HTML
 * at build time, and the browser fetches its script only on the home pages.
 */
export function ToolShowcaseBlock() {
  return (
    <Suspense fallback={null}>
      <ToolShowcaseLazy />
    </Suspense>
  );
}

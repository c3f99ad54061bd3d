import { usePage } from '@rspress/core/runtime';
import { lazy, Suspense } from 'react';

// @rspress/plugin-preview's own component (plugins/lazy-theme-vendors.ts gives it this name).
const FixedDevice = lazy(() => import('site-preview-fixed-device'));

/**
 * Stands in for the global component of @rspress/plugin-preview that shows a page's
 * `iframe-fixed` demos in a device frame beside the article. It renders nothing on a
 * page without such a demo (every page of this site), yet it was part of every page's
 * first scripts with its toolbar; it now loads only on a page that has one.
 */
export default function LazyFixedDevice() {
  const { page } = usePage();
  if (!page.haveIframeFixedDemos) return null;
  return (
    <Suspense>
      <FixedDevice />
    </Suspense>
  );
}

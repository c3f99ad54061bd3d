import { useLocation, usePage, warmPageData } from '@rspress/core/runtime';
import { useLayoutEffect } from 'react';

/**
 * Saves a whole-page re-render right after hydration (@rspress/core 2.0.22).
 *
 * The client entry loads the page's data, hydrates with it and files it with
 * setCurrentPageData. Rspress's App then, in its first layout effect, asks
 * consumeCachedPageData for the same page, which only looks in the slots that
 * warmPageData fills: it misses, loads the data again and sets it, an equal but new
 * object, so every component that reads the page (the article's MDX included)
 * renders again, in the same task as the hydration commit.
 *
 * Layout effects run children first, so this one, placed inside App, hands App the
 * object it already holds; setting a state to its current value renders nothing.
 * Only on mount: later pages come through the theme's links, which warm the cache.
 */
export function ReuseHydratedPageData() {
  const { page } = usePage();
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page hydrated with, once
  useLayoutEffect(() => {
    if (page) warmPageData(pathname, page);
  }, []);
  return null;
}

import { useLocation } from '@rspress/core/runtime';
import { useScrollAfterNav as scrollToHashAfterNav } from '@rspress/core/theme-original';
import { useLayoutEffect } from 'react';

/** On <html>: every article block is laid out (lazy-layout.css no longer applies). */
const ARTICLE_LAID_OUT = 'article-laid-out';

/**
 * The default theme's hook (DocContent imports it through '@rspress/core/theme'): after an
 * in-app navigation to `#id`, it scrolls to the element's measured position. Blocks that
 * lazy-layout.css leaves for later have an estimated height until laid out, so a heading
 * below them was measured in the wrong place (a search hit opened its page scrolled past
 * the heading). Before that measurement, this lays out the whole article, for the rest of
 * the visit: the lazy layout is there for the first load. Layout effects of one component
 * run in order, so this one comes first.
 */
export function useScrollAfterNav() {
  const { hash } = useLocation();
  useLayoutEffect(() => {
    if (hash) document.documentElement.classList.add(ARTICLE_LAID_OUT);
  }, [hash]);
  scrollToHashAfterNav();
}

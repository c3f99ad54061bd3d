import { usePage, usePages } from '@rspress/core/runtime';
import { useEffect } from 'react';

declare global {
  interface Window {
    /** The current page's record, for browser tests and debugging in devtools. */
    __SITE_PAGE_RECORD__?: unknown;
  }
}

/**
 * Publishes the runtime page record so tests can read what the theme reads. The
 * page module's own toc has no charIndex; the site-wide page list has it, so the
 * record takes its toc from there.
 */
export function PageRecordProbe() {
  const { page } = usePage();
  const { pages } = usePages();
  useEffect(() => {
    const listed = pages.find((candidate) => candidate.routePath === page.routePath);
    window.__SITE_PAGE_RECORD__ = { ...page, toc: listed?.toc ?? page.toc };
  }, [page, pages]);
  return null;
}

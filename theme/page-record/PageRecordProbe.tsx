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
 * page module's own toc has no charIndex; the full one (with charIndex) comes with
 * the page as `indexToc` (plugins/lean-page-data.ts), or from the site-wide list.
 */
export function PageRecordProbe() {
  const { page } = usePage();
  const { pages } = usePages();
  useEffect(() => {
    const listed = pages.find((candidate) => candidate.routePath === page.routePath);
    const { indexToc, ...record } = page as typeof page & { indexToc?: unknown };
    window.__SITE_PAGE_RECORD__ = { ...record, toc: indexToc ?? listed?.toc ?? page.toc };
  }, [page, pages]);
  return null;
}

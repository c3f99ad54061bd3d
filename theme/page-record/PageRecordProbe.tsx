import { usePage } from '@rspress/core/runtime';
import { useEffect } from 'react';

declare global {
  interface Window {
    /** The current page's record, for browser tests and debugging in devtools. */
    __SITE_PAGE_RECORD__?: unknown;
  }
}

/** Publishes the runtime page record so tests can read what the theme reads. */
export function PageRecordProbe() {
  const { page } = usePage();
  useEffect(() => {
    window.__SITE_PAGE_RECORD__ = page;
  }, [page]);
  return null;
}

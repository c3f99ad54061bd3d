import type { Header } from '@rspress/core';
import { useLocation } from '@rspress/core/runtime';
import { useEffect, useSyncExternalStore } from 'react';

/*
 * The heading the reader is at, for the outline (Toc) and the small-screen "On this page"
 * bar (SidebarMenu). Same result as the default theme's hook of this name (@rspress/core
 * 2.0.22, theme/hooks/useActiveAnchor.js), which both import through '@rspress/core/theme'
 * and so take from this theme.
 *
 * Why not theirs: each of the two kept its own state and measured every heading
 * (getBoundingClientRect, a forced layout) on every scroll event; on a long reference page that
 * is hundreds of headings, twice, per event. Here one measurement serves both: on mount (still
 * in the effects after hydration: a store update from a later animation frame could land while
 * the article's own Suspense boundary was still hydrating, and React then rendered the article
 * again, which tests/e2e/startup-work.spec.ts catches), then at most once per animation frame
 * while the page scrolls; they render again only when the answer changes.
 */
interface ActiveAnchor {
  activeAnchorId?: string;
  scrolledHeader?: Header;
}

const NONE: ActiveAnchor = {};
let current: ActiveAnchor = NONE;
let measured: Header[] = [];
let measuredAtHash: string | undefined;
let frame = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const parseCSSLength = (value: string) => {
  const number = Number.parseFloat(value);
  return Number.isNaN(number) ? 0 : number;
};

/** The theme's measurement: the first heading in view, else the last one scrolled past. */
function measure(headers: Header[]): ActiveAnchor {
  const scrollPaddingTop = parseCSSLength(
    getComputedStyle(document.documentElement).getPropertyValue('scroll-padding-top'),
  );
  const topOffset = scrollPaddingTop - 5;
  const offsets = headers.map((header) => ({
    id: header.id,
    top: document.getElementById(header.id)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY,
  }));
  const scrolledIds = offsets.filter((offset) => offset.top < topOffset).map((offset) => offset.id);
  const visible = offsets.find((offset) => offset.top >= topOffset && offset.top <= window.innerHeight);
  const scrolledHeaderId = scrolledIds[scrolledIds.length - 1];
  return {
    activeAnchorId: visible ? visible.id : scrolledHeaderId,
    scrolledHeader: headers.find((header) => header.id === scrolledHeaderId),
  };
}

function update() {
  frame = 0;
  const next = measure(measured);
  const same =
    next.activeAnchorId === current.activeAnchorId &&
    next.scrolledHeader?.id === current.scrolledHeader?.id &&
    next.scrolledHeader?.text === current.scrolledHeader?.text;
  if (same) return;
  current = next;
  for (const listener of listeners) listener();
}

function measureSoon() {
  if (frame === 0) frame = requestAnimationFrame(update);
}

export function useActiveAnchor(headers: Header[]): ActiveAnchor {
  const { hash } = useLocation();
  useEffect(() => {
    // Both users call this with the same list: the first one measures, the second finds it done.
    if (measured !== headers || measuredAtHash !== hash) {
      measured = headers;
      measuredAtHash = hash;
      update();
    }
    // A listener of each user's own: the browser keeps one copy of a function added twice,
    // and the first user to unmount would remove it for both.
    const onScroll = () => measureSoon();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [headers, hash]);
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => NONE,
  );
}

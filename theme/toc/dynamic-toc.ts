import type { Header } from '@rspress/core';
import { processTitleElement } from '@rspress/core/dist/theme/hooks/processTitleElement.js';
import { usePage } from '@rspress/core/runtime';
import { useCallback, useRef, useSyncExternalStore } from 'react';

/*
 * The outline's headings, read off the rendered article so that headings a component
 * renders are listed too. Same behaviour as the default theme's hooks of these names
 * (@rspress/core 2.0.22, theme/hooks/useDynamicToc.js), which DocLayout, Toc and
 * SidebarMenu import through '@rspress/core/theme' and so take from this theme.
 *
 * Why not theirs: the default useWatchToc keeps the article element in React state, set
 * from a callback ref. Attaching that ref during hydration re-rendered the whole doc
 * layout, every element of the page's MDX included, synchronously inside the hydration
 * commit: about half of a doc page's longest task on a phone (Lighthouse TBT). Here the
 * element never enters state; only the heading list does, and only Toc and SidebarMenu
 * subscribe to it.
 */

const NONE: Header[] = [];
let scanned: Header[] = NONE;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function publish(headers: Header[]) {
  scanned = headers;
  for (const listener of listeners) listener();
}

function isShown(element: Element, article: Element) {
  for (let current: Element | null = element; current && current !== article; current = current.parentElement) {
    const style = getComputedStyle(current);
    if (style.display === 'none' || style.opacity === '0' || style.visibility === 'hidden') return false;
  }
  return true;
}

function readHeadings(article: Element): Header[] {
  const headings = article.querySelectorAll('h2.rp-toc-include, h3.rp-toc-include, h4.rp-toc-include');
  return [...headings]
    .filter((heading) => !heading.closest('.rspress-toc-exclude,.rp-toc-exclude') && isShown(heading, article))
    .map((heading) => ({
      id: heading.id,
      text: processTitleElement(heading).innerHTML,
      depth: Number(heading.tagName[1]),
      charIndex: 0,
    }));
}

function isSameList(a: Header[], b: Header[]) {
  return (
    a.length === b.length &&
    a.every(
      (header, index) => header.id === b[index].id && header.text === b[index].text && header.depth === b[index].depth,
    )
  );
}

const HEADING_TAGS = new Set(['H2', 'H3', 'H4']);

function touchesHeadings(mutations: MutationRecord[]) {
  return mutations.some((mutation) =>
    [...mutation.addedNodes, ...mutation.removedNodes].some(
      (node) =>
        HEADING_TAGS.has(node.nodeName) ||
        node.parentElement?.closest('h2,h3,h4') ||
        [...node.childNodes].some((child) => HEADING_TAGS.has(child.nodeName)),
    ),
  );
}

/** Until the article has been read (and on the server): the headings the Markdown compiler found. */
export function useDynamicToc(): Header[] {
  const { page } = usePage();
  const headers = useSyncExternalStore(
    subscribe,
    () => scanned,
    () => NONE,
  );
  return headers.length > 0 ? headers : (page.toc ?? NONE);
}

export function useWatchToc() {
  const { page } = usePage();
  const pageToc = useRef<Header[]>(NONE);
  pageToc.current = page.toc ?? NONE;
  // A callback ref with a cleanup (React 19): watches the article while it is mounted.
  const rspressDocRef = useCallback((article: HTMLDivElement | null) => {
    if (!article) return;
    const update = () => {
      const headings = readHeadings(article);
      // The outline already lists what the compiler found; the same list read off the article
      // would only render the outline and the small-screen bar again, right after hydration.
      const shown = scanned.length > 0 ? scanned : pageToc.current;
      if (!isSameList(headings, shown)) publish(headings);
    };
    // The first read waits for a task of its own, out of the hydration commit.
    const firstRead = setTimeout(update);
    const observer = new MutationObserver((mutations) => {
      if (touchesHeadings(mutations)) update();
    });
    observer.observe(article, { childList: true, subtree: true });
    return () => {
      clearTimeout(firstRead);
      observer.disconnect();
      publish(NONE);
    };
  }, []);
  return { rspressDocRef };
}

import { createElement, useRef } from 'react';
// @unhead/react's own context object (not in its package exports; aliased in plugins/lazy-theme-vendors.ts), so
// that its useHead and Head, which the theme and pages use as they are, find the head this provider gives them.
import { U as UnheadContext } from 'site-unhead-react-context';

/**
 * Stands in for `@unhead/react/client` inside @rspress/core's ClientApp (runtime/ClientApp.js;
 * swapped in by plugins/module-swaps.ts). The <head> of a page is complete in the HTML the build
 * wrote, so the browser needs unhead's DOM renderer (6 kB gzipped of every page's first
 * scripts, and a pass over the <head> right after hydration) only once a tag has to change:
 * on a client-side move to another page, when a component adds or drops tags, or when the
 * page the browser renders is not the one the HTML was written for (the 404 page served for
 * any missing path). Until then this head records what useHead() and <Head> ask for. At the
 * first change it loads unhead and replays what happened: every entry as it was first pushed,
 * one render that takes over the page's tags (as unhead does right after hydration), then the
 * later changes and removals.
 */

const stringify = (input) =>
  JSON.stringify(input, (_key, value) => (typeof value === 'function' ? String(value) : value));

const hasMeta = (meta) => {
  const attribute = ['name', 'property', 'http-equiv'].find((name) => meta[name] !== undefined);
  if (!attribute) return false;
  return [...document.head.querySelectorAll(`meta[${attribute}="${CSS.escape(String(meta[attribute]))}"]`)].some(
    (element) => element.getAttribute('content') === String(meta.content),
  );
};

/** Whether the document already shows an entry: what Rspress's layout asks for; anything else is left to unhead. */
function isShown(input) {
  for (const [key, value] of Object.entries(input ?? {})) {
    if (value === undefined || value === null) continue;
    if (key === 'title') {
      if (document.title !== String(value)) return false;
    } else if (key === 'htmlAttrs') {
      for (const [name, attribute] of Object.entries(value)) {
        if (attribute !== undefined && document.documentElement.getAttribute(name) !== String(attribute)) return false;
      }
    } else if (key === 'meta') {
      if (!value.every((meta) => !meta || hasMeta(meta))) return false;
    } else {
      return false;
    }
  }
  return true;
}

export function createHead(options = {}) {
  const entries = new Set();
  const plugins = [];
  let real;
  let loading;
  let checkScheduled = false;

  function load() {
    loading ??= import('unhead/client').then(async ({ createHead: createUnhead, createDebouncedFn, renderDOMHead }) => {
      // As @unhead/react/client's own createHead does.
      const head = createUnhead({
        domOptions: {
          render: createDebouncedFn(
            () => renderDOMHead(head),
            (fn) => setTimeout(fn, 0),
          ),
        },
        ...options,
      });
      for (const plugin of plugins) head.use(plugin);
      for (const entry of entries) entry.attach(head, entry.initial);
      await renderDOMHead(head);
      real = head;
      for (const entry of entries) entry.catchUp(head);
    });
    return loading;
  }

  function checkSoon() {
    if (checkScheduled || loading) return;
    checkScheduled = true;
    setTimeout(() => {
      checkScheduled = false;
      if ([...entries].some((entry) => !isShown(entry.initial))) load();
    });
  }

  return {
    ssr: false,
    push(input, entryOptions) {
      let attached;
      let disposed = false;
      const entry = {
        initial: input,
        current: input,
        attach(head, input) {
          attached = head.push(input, entryOptions);
        },
        catchUp(head) {
          if (!attached) attached = head.push(entry.current, entryOptions);
          else if (entry.current !== entry.initial) attached.patch(entry.current);
          if (disposed) {
            attached.dispose();
            entries.delete(entry);
          }
        },
        patch(next) {
          entry.current = next;
          if (real) attached?.patch(next);
          else if (stringify(next) !== stringify(entry.initial)) load();
        },
        dispose() {
          disposed = true;
          if (real) {
            attached?.dispose();
            entries.delete(entry);
          } else load();
        },
        _poll(rm) {
          attached?._poll(rm);
        },
      };
      entries.add(entry);
      if (real) entry.attach(real, input);
      else checkSoon();
      return entry;
    },
    use(plugin) {
      plugins.push(plugin);
      real?.use(plugin);
    },
  };
}

/** @unhead/react/client's UnheadProvider, with this head. */
export function UnheadProvider({ children, value, head }) {
  const headRef = useRef(null);
  if (value !== undefined && head !== undefined)
    throw new TypeError('UnheadProvider received both value and head props');
  const supplied = value ?? head;
  if (supplied === undefined && headRef.current === null) headRef.current = createHead();
  return createElement(UnheadContext.Provider, { value: supplied ?? headRef.current }, children);
}

import { createElement, useRef } from 'react';
// @unhead/react's own context object (not in its package exports; aliased in plugins/lazy-theme-vendors.ts), so
// that its useHead and Head, which the theme and pages use as they are, find the head this provider gives them.
import { U as UnheadContext } from 'site-unhead-react-context';

/**
 * Stands in for `@unhead/react/client` inside @rspress/core's ClientApp (runtime/ClientApp.js;
 * see plugins/lazy-theme-vendors.ts). The page's <head> is complete in the HTML the build
 * wrote, so the browser needs unhead's DOM renderer (6 kB gzipped of every page's first
 * scripts, and a pass over the <head> right after hydration) only once a tag has to change:
 * on a client-side move to another page, or when a component adds or drops tags. Until then
 * this head records what useHead() and <Head> ask for; at the first change it loads unhead,
 * gives it the live entries, and forwards everything from then on. unhead then takes over
 * the tags it finds in the page, as it does right after hydration.
 */
const sameInput = (a, b) =>
  JSON.stringify(a, (_key, value) => (typeof value === 'function' ? String(value) : value)) ===
  JSON.stringify(b, (_key, value) => (typeof value === 'function' ? String(value) : value));

export function createHead(options = {}) {
  /** The entries pushed so far that are still live, in order. */
  const entries = new Set();
  const plugins = [];
  let real;
  let loading;
  // The entries pushed by the effects of the first commit (hydration) describe the head the HTML already has.
  let settled = false;

  function load() {
    loading ??= import('unhead/client').then(({ createHead: createUnhead, createDebouncedFn, renderDOMHead }) => {
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
      real = head;
      for (const entry of entries) entry.attach(head);
    });
    return loading;
  }

  return {
    ssr: false,
    push(input, entryOptions) {
      let current = input;
      let attached;
      const entry = {
        attach(head) {
          attached = head.push(current, entryOptions);
        },
        patch(next) {
          if (attached) attached.patch(next);
          else if (!sameInput(current, next)) load();
          current = next;
        },
        dispose() {
          entries.delete(entry);
          if (attached) attached.dispose();
          else load();
          attached = undefined;
        },
        _poll(rm) {
          attached?._poll(rm);
        },
      };
      entries.add(entry);
      if (real) entry.attach(real);
      // A push after the first commit of the page adds tags the HTML may not have.
      else if (settled) load();
      else setTimeout(() => (settled = true));
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

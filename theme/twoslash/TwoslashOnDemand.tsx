import { useEffect } from 'react';

const CHECKED_BLOCK = 'pre.twoslash';

let registration: Promise<void> | undefined;

/** Defines the popup elements, as the plugin's own global component does, once per visit. */
function registerPopupElements(): Promise<void> {
  registration ??= Promise.all([
    import('twoslash-popup-elements/TwoslashPopupArrow'),
    import('twoslash-popup-elements/TwoslashPopupContainer'),
    import('twoslash-popup-elements/TwoslashPopupPortal'),
    import('twoslash-popup-elements/TwoslashPopupTrigger'),
  ]).then((modules) => {
    for (const { default: element } of modules) {
      if (!customElements.get(element.NAME)) customElements.define(element.NAME, element);
    }
  });
  return registration;
}

/**
 * Global component that stands in for @rspress/plugin-twoslash's TwoslashPopup
 * (plugins/twoslash-on-demand.ts): registers the popups when a ```ts twoslash block is in the
 * page, at load or after a move inside the site, and loads nothing on the other pages.
 */
export default function TwoslashOnDemand() {
  useEffect(() => {
    if (document.querySelector(CHECKED_BLOCK)) {
      void registerPopupElements();
      return;
    }
    // A page reached later inside the site renders into the same document.
    const observer = new MutationObserver(() => {
      if (!document.querySelector(CHECKED_BLOCK)) return;
      observer.disconnect();
      void registerPopupElements();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return null;
}

import './twoslash-popups.css';
import { useEffect } from 'react';

const CHECKED_BLOCK = 'pre.twoslash';

let registration: Promise<void> | undefined;

const PORTAL = 'twoslash-popup-portal';

/**
 * The plugin moves each popup into a <twoslash-popup-portal> that it appends to <body>, outside
 * every landmark (axe: "All page content should be contained by landmarks"). It takes the first
 * portal it finds, so one is put at the end of <main> first (again after a move inside the site,
 * which may render a new <main>).
 */
function portalInMain() {
  const main = document.querySelector('main');
  if (!main || main.querySelector(PORTAL)) return;
  document.querySelector(PORTAL)?.remove();
  const portal = document.createElement(PORTAL);
  portal.className = 'twoslash';
  main.append(portal);
}

/** Defines the popup elements, as the plugin's own global component does, once per visit. */
function registerPopupElements(): Promise<void> {
  portalInMain();
  registration ??= Promise.all([
    import('twoslash-popup-elements/TwoslashPopupArrow'),
    import('./LazyPopupContainer'),
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
    const check = () => {
      if (document.querySelector(CHECKED_BLOCK)) void registerPopupElements();
    };
    check();
    // A page reached later inside the site renders into the same document, maybe with a new <main>.
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return null;
}

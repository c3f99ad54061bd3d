import { usePage, useSite } from '@rspress/core/runtime';
import { useEffect } from 'react';
import './navbar-auto-hide.css';

const HIDDEN_ATTRIBUTE = 'data-navbar-hidden';
/** Scroll distance before the navbar may hide, so it never leaves the first screen. */
const REVEAL_ZONE = 64;

/**
 * Gives `themeConfig.hideNavbar` an effect: Rspress 2.0.22 types the option but its
 * theme never reads it. 'auto' slides the navbar away while a reader scrolls down a
 * doc page and brings it back on any scroll up; 'always' does the same on every
 * page; 'never' leaves it in place.
 */
export function NavbarAutoHide() {
  const { site } = useSite();
  const { page } = usePage();
  const mode = site.themeConfig.hideNavbar ?? 'never';
  const isDocPage = page.pageType === 'doc' || page.pageType === 'doc-wide';
  const enabled = mode === 'always' || (mode === 'auto' && isDocPage);

  useEffect(() => {
    if (!enabled) return;
    const root = document.documentElement;
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y !== lastY) root.toggleAttribute(HIDDEN_ATTRIBUTE, y > lastY && y > REVEAL_ZONE);
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      root.removeAttribute(HIDDEN_ATTRIBUTE);
    };
  }, [enabled]);

  return null;
}

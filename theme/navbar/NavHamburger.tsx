import '@rspress/core/dist/theme/components/NavHamburger/index.css';
import type { NavItemsSlots } from '@rspress/core/dist/theme/components/Nav/index.js';
import { useNavScreen } from '@rspress/core/dist/theme/components/NavHamburger/useNavScreen.js';
import { NavScreenAppearance } from '@rspress/core/dist/theme/components/NavScreen/NavScreenAppearance.js';
import { NavScreenLangs } from '@rspress/core/dist/theme/components/NavScreen/NavScreenLangs.js';
import { IconSmallMenu, SocialLinks, SvgWrapper } from '@rspress/core/theme';
import { lazy, Suspense } from 'react';
import { createPortal } from 'react-dom';
import { useNavPopup } from './useNavPopup';
import './nav-popups.css';

const classes = (...names: (string | false)[]) => names.filter(Boolean).join(' ');

// The full-screen menu (with its scroll lock) is fetched when a reader reaches for the button
// (pointer down, focus, hover) and shown once it is there: no page starts with it.
const loadNavScreen = () => import('./nav-screen');
const NavScreen = lazy(loadNavScreen);
const prefetchNavScreen = () => {
  loadNavScreen();
};

/** The divider of the theme's NavScreen module, which now loads on demand. */
const NavScreenDivider = () => <div className="rp-nav-screen-divider" />;

/**
 * Mirrors NavHamburger of the default theme
 * (node_modules/@rspress/core/dist/theme/components/NavHamburger/index.js): the small-screen
 * button that opens the full-screen menu, and the medium-screen button with its hover panel
 * (theme, languages). The theme put that panel, a <ul> holding <div>s and links, inside the
 * <button>; here it is a <div> beside the button, in a wrapper without a box of its own
 * (nav-popups.css), so it sits and opens as before, and the keyboard can open it too. The
 * version menu is left out, as in ./Nav.tsx.
 */
export function NavHamburger(props: NavItemsSlots) {
  const { isScreenOpen, toggleScreen } = useNavScreen();
  const panel = useNavPopup();
  const modalContainer = typeof document === 'undefined' ? null : document.getElementById('__rspress_modal_container');
  return (
    <>
      {isScreenOpen &&
        modalContainer &&
        createPortal(
          <Suspense>
            <NavScreen {...props} isScreenOpen={isScreenOpen} toggleScreen={toggleScreen} />
          </Suspense>,
          modalContainer,
        )}
      <button
        type="button"
        onClick={toggleScreen}
        onPointerDown={prefetchNavScreen}
        onPointerEnter={prefetchNavScreen}
        onFocus={prefetchNavScreen}
        aria-label="mobile hamburger"
        aria-expanded={isScreenOpen}
        className={classes(
          'rp-nav-hamburger',
          'rp-nav-hamburger__sm',
          'site-nav-trigger',
          isScreenOpen && 'rp-nav-hamburger--active',
        )}
      >
        <SvgWrapper icon={IconSmallMenu} width={20} height={20} />
      </button>
      <div className="site-nav-hamburger" {...panel.containerProps}>
        <button
          {...panel.triggerProps}
          aria-label="mobile hamburger"
          className={classes(
            'rp-nav-hamburger',
            'rp-nav-hamburger__md',
            'site-nav-trigger',
            isScreenOpen && 'rp-nav-hamburger--active',
          )}
        >
          <SvgWrapper icon={IconSmallMenu} />
        </button>
        <div className={classes('rp-hover-group', 'rp-hover-group--right', !panel.isOpen && 'rp-hover-group--hidden')}>
          <div className="rp-nav-menu__others-mobile__container">
            <div className="rp-nav-hamburger__md__hover-group">
              <NavScreenAppearance />
              <NavScreenLangs />
              <NavScreenDivider />
              <SocialLinks />
            </div>
          </div>
        </div>
      </div>
    </>
  );
}

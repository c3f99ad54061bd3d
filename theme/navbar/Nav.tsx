import '@rspress/core/dist/theme/components/Nav/index.css';
import type { NavProps } from '@rspress/core/dist/theme/components/Nav/index.js';
import { useNav, useSite } from '@rspress/core/runtime';
import { Search, SocialLinks, SwitchAppearance } from '@rspress/core/theme';
import { isDarkModeSwitchEnabled } from '@rspress/shared';
import { NavHamburger } from './NavHamburger';
import { NavLangs, NavMenu } from './NavMenu';
import { SiteNavTitle } from './SiteNavTitle';

/**
 * Mirrors Nav of the default theme (node_modules/@rspress/core/dist/theme/components/Nav/index.js),
 * same markup and classes, with this folder's menus: their triggers are buttons, the language
 * menu is no longer a stray <li> inside a <div>, and the hamburger's panel is no longer inside
 * its button; without a `navTitle`, the title is SiteNavTitle (no id on the logo). The theme's
 * version menu (NavVersions) is left out: this site publishes one version (`multiVersion.versions`
 * is empty), for which it renders nothing. Layout renders the Nav it finds in @rspress/core/theme,
 * which is this one.
 */
export function Nav(props: NavProps) {
  const {
    beforeNavTitle,
    afterNavTitle,
    beforeNavMenu,
    afterNavMenu,
    navTitle,
    beforeLeftNavItems,
    afterLeftNavItems,
    beforeRightNavItems,
    afterRightNavItems,
  } = props;
  const navList = useNav();
  const { site } = useSite();
  const hasAppearanceSwitch = isDarkModeSwitchEnabled(site.themeConfig.darkMode);
  return (
    <header className="rp-nav">
      <div className="rp-nav__left">
        {beforeNavTitle}
        {navTitle ?? <SiteNavTitle />}
        <NavMenu
          menuItems={navList}
          position="left"
          beforeNavItems={beforeLeftNavItems}
          afterNavItems={afterLeftNavItems}
        />
        {afterNavTitle}
      </div>
      <div className="rp-nav__right">
        {beforeNavMenu}
        <Search />
        <NavMenu
          menuItems={navList}
          position="right"
          beforeNavItems={beforeRightNavItems}
          afterNavItems={afterRightNavItems}
        />
        <div className="rp-nav__others">
          <div className="rp-nav-menu__divider" />
          <NavLangs />
          {hasAppearanceSwitch && <SwitchAppearance />}
          <SocialLinks />
        </div>
        <NavHamburger
          beforeLeftNavItems={beforeLeftNavItems}
          afterLeftNavItems={afterLeftNavItems}
          beforeRightNavItems={beforeRightNavItems}
          afterRightNavItems={afterRightNavItems}
        />
        {afterNavMenu}
      </div>
    </header>
  );
}

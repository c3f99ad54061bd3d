import type { NavItem, NavItemWithChildren, NavItemWithLinkAndChildren } from '@rspress/core';
import { useLangsMenu } from '@rspress/core/dist/theme/components/Nav/hooks.js';
import { NavMenuItemInner, NavMenuItemWithLink, SvgDown } from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
import { NavListContext } from '@rspress/core/dist/theme/components/NavList/context.js';
import { HoverGroup, type HoverGroupProps, SvgWrapper, Tag } from '@rspress/core/theme';
import { type ReactNode, useMemo } from 'react';
import { useNavPopup } from './useNavPopup';
import './nav-popups.css';

type MenuWithChildren = NavItemWithChildren | NavItemWithLinkAndChildren;

/**
 * Mirrors NavMenuItemWithChildren of the default theme
 * (node_modules/@rspress/core/dist/theme/components/Nav/NavMenu.js): same classes, same
 * hover group. Its trigger is a <button> (the theme's is a <div> no keyboard can reach), and
 * `as="div"` serves the items the theme put straight inside div.rp-nav__others as a stray <li>.
 */
export function NavMenuItemWithChildren({
  menuItem,
  activeMatcher,
  as: Wrapper = 'li',
}: {
  menuItem: MenuWithChildren;
  activeMatcher?: HoverGroupProps['activeMatcher'];
  as?: 'li' | 'div';
}) {
  const { isOpen, containerProps, triggerProps } = useNavPopup();
  const hasItems = menuItem.items.length > 0;
  const arrow = hasItems && <SvgDown className="rp-nav-menu__item__icon" />;
  return (
    <Wrapper className="rp-nav-menu__item" {...containerProps}>
      {'link' in menuItem && typeof menuItem.link === 'string' ? (
        // A menu that is also a link keeps the theme's link; its menu opens on hover or focus.
        <NavMenuItemInner menuItem={menuItem}>{arrow}</NavMenuItemInner>
      ) : (
        <button {...triggerProps} className="rp-nav-menu__item__container site-nav-trigger">
          {menuItem.icon && <SvgWrapper icon={menuItem.icon} className="rp-nav-menu__item__leading-icon" />}
          {menuItem.text}
          {menuItem.tag && <Tag tag={menuItem.tag} />}
          {arrow}
        </button>
      )}
      <HoverGroup items={menuItem.items} isOpen={isOpen} activeMatcher={activeMatcher} />
    </Wrapper>
  );
}

/** Mirrors NavMenuItem (Nav/NavMenu.js). */
export function NavMenuItem({ menuItem }: { menuItem: NavItem }) {
  if ('items' in menuItem && Array.isArray(menuItem.items) && menuItem.items.length > 0) {
    return <NavMenuItemWithChildren menuItem={menuItem} />;
  }
  if ('link' in menuItem && menuItem.link.length > 0) return <NavMenuItemWithLink menuItem={menuItem} />;
  return (
    <li className="rp-nav-menu__item">
      <NavMenuItemInner menuItem={menuItem} />
    </li>
  );
}

/** Mirrors NavMenu (Nav/NavMenu.js): the list of navbar items on one side. */
export function NavMenu({
  menuItems,
  position,
  beforeNavItems,
  afterNavItems,
}: {
  menuItems: NavItem[];
  position?: 'left' | 'right';
  beforeNavItems?: ReactNode;
  afterNavItems?: ReactNode;
}) {
  const items = useMemo(
    () => (position ? menuItems.filter((item) => (item.position ?? 'right') === position) : menuItems),
    [menuItems, position],
  );
  if (!items.length && beforeNavItems == null && afterNavItems == null) return null;
  return (
    <ul className={['rp-nav-menu', position && `rp-nav-menu--${position}`].filter(Boolean).join(' ')}>
      <NavListContext.Provider value="items">
        {beforeNavItems}
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the theme keys its items by position too
          <NavMenuItem key={index} menuItem={item} />
        ))}
        {afterNavItems}
      </NavListContext.Provider>
    </ul>
  );
}

/** Mirrors NavLangs (Nav/NavMenu.js): the language menu, a <div> where the theme wrote a stray <li>. */
export function NavLangs() {
  const { items, activeValue } = useLangsMenu();
  if (items.length <= 1) return null;
  return (
    <NavMenuItemWithChildren
      as="div"
      menuItem={{ text: activeValue ?? '', items }}
      activeMatcher={(item) => item.text === activeValue}
    />
  );
}

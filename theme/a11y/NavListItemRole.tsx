import { useEffect } from 'react';

/**
 * The default theme renders the language menu as an <li> placed straight inside
 * div.rp-nav__others (the navbar's right-hand group, shown above 1280 px), so
 * assistive technology is told about a list item with no list (axe `listitem`,
 * serious). No prop or slot reaches that markup; once mounted, the stray item is
 * given role="none", which keeps its menu and links and drops the false list item.
 * Runs after every render of the layout, so a remounted item is fixed again.
 */
export function NavListItemRole() {
  useEffect(() => {
    for (const item of document.querySelectorAll('.rp-nav__others > li')) item.setAttribute('role', 'none');
  });
  return null;
}

import { useActiveMatcher, useSidebar } from '@rspress/core/runtime';
import type { SidebarData } from '@rspress/shared';
import { type Dispatch, type SetStateAction, useLayoutEffect, useRef, useState } from 'react';

type SidebarItem = SidebarData[number];

/** The theme's: expands the groups that hold the current page (runtime/hooks/useSidebar.js, createInitialSidebar). */
function createInitialSidebar(rawSidebarData: SidebarData, activeMatcher: (link: string) => boolean): SidebarData {
  const matchCache = new WeakMap<object, boolean>();
  const match = (item: SidebarItem): boolean => {
    const cached = matchCache.get(item);
    if (cached !== undefined) return cached;
    const matches =
      ('link' in item && Boolean(item.link) && activeMatcher(item.link as string)) ||
      ('items' in item && (item.items as SidebarItem[]).some(match));
    matchCache.set(item, matches);
    return matches;
  };
  const traverse = (item: SidebarItem) => {
    if (!('items' in item)) return;
    (item.items as SidebarItem[]).forEach(traverse);
    if (match(item)) (item as { collapsed?: boolean }).collapsed = false;
  };
  const sidebar = rawSidebarData.filter(Boolean).flat() as SidebarData;
  sidebar.forEach(traverse);
  return sidebar;
}

/**
 * The default theme's useSidebarDynamic (@rspress/core 2.0.22, runtime/hooks/useSidebar.js), which
 * the theme's Sidebar takes from here (plugins/module-swaps.ts). The theme's starts from a
 * copy of the sidebar data, then a layout effect on mount puts in the same groups computed from
 * the data itself: an equal new list, so the whole sidebar rendered again, synchronously inside
 * the hydration commit (about 30 ms of a long page's 70 ms commit at 4x CPU). Here the browser
 * starts from the data itself, and the effect runs only when the sidebar or the page changes. The
 * server still works on a copy, so no page's expanded groups leak into another page's HTML.
 */
export function useSidebarDynamic(): [SidebarData, Dispatch<SetStateAction<SidebarData>>] {
  const rawSidebarData = useSidebar();
  const activeMatcher = useActiveMatcher();
  const [sidebar, setSidebar] = useState(() =>
    createInitialSidebar(
      typeof window === 'undefined' ? structuredClone(rawSidebarData) : rawSidebarData,
      activeMatcher,
    ),
  );
  const computedFor = useRef({ rawSidebarData, activeMatcher });
  useLayoutEffect(() => {
    if (computedFor.current.rawSidebarData === rawSidebarData && computedFor.current.activeMatcher === activeMatcher)
      return;
    computedFor.current = { rawSidebarData, activeMatcher };
    setSidebar(createInitialSidebar(rawSidebarData, activeMatcher));
  }, [activeMatcher, rawSidebarData]);
  return [sidebar, setSidebar];
}

// What the theme's Sidebar imports as '@rspress/core/runtime' (plugins/module-swaps.ts, sidebar-dynamic): the runtime,
// with this site's useSidebarDynamic.
export * from '@rspress/core/runtime';
export { useSidebarDynamic } from './useSidebarDynamic';

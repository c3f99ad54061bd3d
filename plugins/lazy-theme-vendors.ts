import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';

const require = createRequire(import.meta.url);
const local = (file: string) => fileURLToPath(new URL(file, import.meta.url));
// @unhead/react's context object, which its package exports do not reach (theme/lazy-vendor/unhead-client.js).
const unheadReactContext = path.join(path.dirname(require.resolve('@unhead/react')), 'shared/react.DF9T1fqs.mjs');
// The package exports only its entry (dist/index.js); the component is in static/ beside dist/.
const fixedDevice = path.join(
  path.dirname(require.resolve('@rspress/plugin-preview')),
  '../static/global-components/FixedDevice.tsx',
);

/**
 * More of the theme's code that every page loaded first and few pages use, swapped for
 * stand-ins that load it when needed (like the aliases in rspress.config.ts's bundlerChain;
 * tests/e2e/size-budget.spec.ts holds the result):
 * - `body-scroll-lock`, which the small-screen menu and sidebar call when they open
 *   (theme/lazy-vendor/body-scroll-lock.js);
 * - @rspress/plugin-preview's device frame for `iframe-fixed` demos, a global component
 *   that renders nothing on a page without one (theme/preview/LazyFixedDevice.tsx);
 * - this theme's HomeHero and HomeBackground, which only the theme's home layout renders:
 *   marked free of side effects (they import only their stylesheets), they go where that
 *   layout goes, into the home pages' chunk (theme/parts/page-parts.ts), instead of staying
 *   with theme/index.tsx, which re-exports them, in every page's first scripts.
 * - (not a lazy load, but the same kind of swap) the theme's Sidebar gets this site's
 *   useSidebarDynamic, which does not render the whole sidebar a second time inside the
 *   hydration commit (theme/sidebar/useSidebarDynamic.ts);
 * - unhead's DOM renderer, which the browser needs only once a <head> tag has to change
 *   (theme/lazy-vendor/unhead-client.js stands in for `@unhead/react/client` in ClientApp).
 * A rule's `resolve` applies to the imports of the files it matches.
 */
export function pluginLazyThemeVendors(): RspressPlugin {
  return {
    name: 'site-lazy-theme-vendors',
    builderConfig: {
      resolve: {
        alias: { 'site-preview-fixed-device$': fixedDevice, 'site-unhead-react-context$': unheadReactContext },
      },
      tools: {
        bundlerChain(chain) {
          chain.module
            .rule('lazy-body-scroll-lock')
            .test(
              /@rspress[\\/]core[\\/]dist[\\/]theme[\\/]components[\\/](NavScreen[\\/]index|SidebarMenu[\\/]useSidebarMenu)\.js$/,
            )
            .resolve.alias.set('body-scroll-lock$', local('../theme/lazy-vendor/body-scroll-lock.js'));
          chain.module
            .rule('home-overrides-side-effect-free')
            .test([local('../theme/home-hero/HomeHero.tsx'), local('../theme/home-background/HomeBackground.tsx')])
            .sideEffects(false);
          chain.module
            .rule('lazy-unhead-client')
            .test(/@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]ClientApp\.js$/)
            .resolve.alias.set('@unhead/react/client$', local('../theme/lazy-vendor/unhead-client.js'));
          chain.module
            .rule('sidebar-without-second-render')
            .test(/@rspress[\\/]core[\\/]dist[\\/]theme[\\/]components[\\/]Sidebar[\\/]index\.js$/)
            // The same key as Rspress's own alias (node/initRsbuild.js), which it replaces for this file.
            .resolve.alias.set('@rspress/core/runtime', local('../theme/sidebar/runtime-for-sidebar.ts'));
          chain.module
            .rule('lazy-fixed-device')
            .test(/[\\/]virtual-global-components\.js$/)
            .resolve.alias.set(fixedDevice, local('../theme/preview/LazyFixedDevice.tsx'));
        },
      },
    },
  };
}

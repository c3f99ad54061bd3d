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
 * What the stand-ins swapped in by plugins/module-swaps.ts (lazy-unhead-client, lazy-fixed-device)
 * need to reach the modules they stand in for: names for two files that their packages' exports
 * do not offer. And this theme's HomeHero and HomeBackground, which only the theme's home layout
 * renders: marked free of side effects (they import only their stylesheets), they go where that
 * layout goes, into the home pages' chunk (theme/parts/page-parts.ts), instead of staying with
 * theme/index.tsx, which re-exports them, in every page's first scripts.
 * tests/e2e/size-budget.spec.ts holds the result.
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
            .rule('home-overrides-side-effect-free')
            .test([local('../theme/home-hero/HomeHero.tsx'), local('../theme/home-background/HomeBackground.tsx')])
            .sideEffects(false);
        },
      },
    },
  };
}

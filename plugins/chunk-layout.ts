import { fileURLToPath } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * Two choices about what goes into which file, both for the size of what a page loads first
 * (tests/e2e/size-budget.spec.ts):
 * - Every async chunk (about 300 are Shiki grammars) has its hash in the entry script's chunk map;
 *   8 hex digits instead of 10 keep that map smaller, and async files named by id alone keep the
 *   route chunks' names ("route-" + 12 hex digits, ~100 pages) out of it. Route chunks keep their
 *   names inside the build (plugins/route-chunks.ts finds them by name).
 * - theme/index.tsx only re-exports. Marked free of side effects, a component that a page imports
 *   from '@rspress/core/theme' (PackageManagerTabs with Shiki, say) is bundled with that page, not
 *   with the theme entry every page loads first.
 */
export function pluginChunkLayout(): RsbuildPlugin {
  return {
    name: 'site-chunk-layout',
    setup(api) {
      api.modifyRsbuildConfig((config) => {
        config.output ??= {};
        config.output.filenameHash = 'contenthash:8';
      });
      api.modifyBundlerChain((chain, { environment }) => {
        if (environment.name === 'web') chain.output.chunkFilename('static/js/async/[id].[contenthash:8].js');
        chain.module
          .rule('theme-entry-side-effect-free')
          .test(fileURLToPath(new URL('../theme/index.tsx', import.meta.url)))
          .sideEffects(false);
      });
    },
  };
}

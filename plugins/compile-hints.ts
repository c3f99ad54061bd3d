import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { PAGE_PARTS } from '../theme/parts/page-parts';
import { jsFilesOf, routeChunkGroups } from './route-chunks';

/** V8's explicit compile hint: compile every function of this file while it streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The JS files a page runs as it starts: the entry's chunks, every page's own chunks and the
 * theme's parts that some pages start with (theme/parts/page-parts.ts).
 */
function startupScripts(compilation: Rspack.Compilation): Set<string> {
  const parts = PAGE_PARTS.flatMap(({ chunk }) => compilation.namedChunkGroups.get(chunk) ?? []);
  const groups = [
    ...compilation.entrypoints.values(),
    ...routeChunkGroups(compilation).map(([, group]) => group),
    ...parts,
  ];
  return new Set(groups.flatMap(jsFilesOf));
}

/**
 * V8 compiles a function when it is first called unless told otherwise. The webpack-style
 * module functions of React, the router, the theme and the page all run once at start-up,
 * so on a first visit their compilation happened on the main thread, inside the entry's
 * evaluation and the hydration tasks (roughly half of the entry's task in a CPU profile).
 * With the hint at the top of the file, Chromium (136 and later) compiles them on the
 * streaming thread while the file downloads; other browsers read a comment. Async chunks
 * that a page may never use (the search dialog, Shiki grammars) are left to compile lazily.
 *
 * Added after minification (which would drop the comment) and before the real content
 * hash is computed, so file names still match the bytes.
 */
export function pluginCompileHints(): RspressPlugin {
  const rsbuildPlugin: RsbuildPlugin = {
    name: 'site-compile-hints',
    setup(api) {
      api.processAssets({ stage: 'summarize', environments: ['web'] }, ({ compilation, sources }) => {
        for (const file of startupScripts(compilation)) {
          compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
        }
      });
    },
  };
  return { name: 'site-compile-hints', builderConfig: { plugins: [rsbuildPlugin] } };
}

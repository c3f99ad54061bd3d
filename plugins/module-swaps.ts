import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';
import { recordUpgradeFact } from './upgrade-facts';

const own = (file: string) => fileURLToPath(new URL(`../${file}`, import.meta.url));
const installed = (file: string) => createRequire(import.meta.url).resolve(file);

/**
 * A module of Rspress (or of a library it uses) replaced by one of ours, for the imports of the
 * files `issuer` matches (a rule's `resolve` applies to the imports of the files it matches), or
 * everywhere when it has none. UPGRADING.md says for each what breaks when Rspress changes.
 */
export interface ModuleSwap {
  name: string;
  /** The importing files, in node_modules; none: every importer. */
  issuer?: RegExp;
  /** The import to replace, as an alias key (`$` anchors an exact request). */
  request: string;
  /** Our module, from the project root. */
  replacement: string;
}

export const MODULE_SWAPS: ModuleSwap[] = [
  // @rspress/plugin-preview's demo toolbar (a global component, so in the first script of every
  // page) imports qrcode.react for a hover popup: load it then.
  {
    name: 'preview-lazy-qrcode',
    issuer: /@rspress[\\/]plugin-preview[\\/]static[\\/]/,
    request: 'qrcode.react$',
    replacement: 'theme/preview/LazyQRCode.tsx',
  },
  // The theme's image zoom and navigation progress bar: their libraries load when a page has
  // images, or when a navigation starts (theme/lazy-vendor).
  {
    name: 'lazy-medium-zoom',
    issuer: /@rspress[\\/]core[\\/]static[\\/]MediumZoom\.tsx$/,
    request: 'medium-zoom$',
    replacement: 'theme/lazy-vendor/medium-zoom.js',
  },
  {
    name: 'lazy-nprogress',
    issuer: /@rspress[\\/]core[\\/]dist[\\/]theme[\\/]components[\\/]Link[\\/]/,
    request: 'nprogress$',
    replacement: 'theme/lazy-vendor/nprogress.js',
  },
  {
    name: 'lazy-copy-to-clipboard',
    issuer: /@rspress[\\/]core[\\/]dist[\\/]theme[\\/]logic[\\/]copyToClipboard\.js$/,
    request: 'copy-to-clipboard$',
    replacement: 'theme/lazy-vendor/copy-to-clipboard.js',
  },
  // The Bun logo of PackageManagerTabs without its ids, which repeat when a page has two of these tabs.
  {
    name: 'bun-icon-without-ids',
    issuer: /@rspress[\\/]core[\\/]dist[\\/]theme[\\/]components[\\/]PackageManagerTabs[\\/]index\.js$/,
    request: installed('@rspress/core/dist/theme/components/PackageManagerTabs/icons/Bun.js'),
    replacement: 'theme/package-manager-tabs/BunIcon.tsx',
  },
  // The small-screen menu and sidebar lock the page's scroll when they open: body-scroll-lock loads then.
  {
    name: 'lazy-body-scroll-lock',
    issuer:
      /@rspress[\\/]core[\\/]dist[\\/]theme[\\/]components[\\/](NavScreen[\\/]index|SidebarMenu[\\/]useSidebarMenu)\.js$/,
    request: 'body-scroll-lock$',
    replacement: 'theme/lazy-vendor/body-scroll-lock.js',
  },
  // unhead's DOM renderer loads once a <head> tag has to change (the HTML's <head> is complete until then).
  {
    name: 'lazy-unhead-client',
    issuer: /@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]ClientApp\.js$/,
    request: '@unhead/react/client$',
    replacement: 'theme/lazy-vendor/unhead-client.js',
  },
  // The preview plugin's device frame, a global component that renders nothing on a page without an
  // `iframe-fixed` demo, loads on the pages that have one.
  {
    name: 'lazy-fixed-device',
    issuer: /[\\/]virtual-global-components\.js$/,
    request: path.join(
      path.dirname(installed('@rspress/plugin-preview')),
      '../static/global-components/FixedDevice.tsx',
    ),
    replacement: 'theme/preview/LazyFixedDevice.tsx',
  },
  // The theme's Sidebar gets a useSidebarDynamic that does not render the whole sidebar a second time
  // inside the hydration commit. The same key as Rspress's own alias (node/initRsbuild.js), which this
  // replaces for that one importer.
  {
    name: 'sidebar-dynamic',
    issuer: /@rspress[\\/]core[\\/]dist[\\/]theme[\\/]components[\\/]Sidebar[\\/]index\.js$/,
    request: '@rspress/core/runtime',
    replacement: 'theme/sidebar/runtime-for-sidebar.ts',
  },
  // The RSS plugin's feed links without `hreflang`, which took the place of each page's own hreflang alternate.
  {
    name: 'rss-feeds-annotations',
    request: '@rspress/plugin-rss/FeedsAnnotations$',
    replacement: 'theme/rss/FeedsAnnotations.tsx',
  },
];

/**
 * Applies MODULE_SWAPS to the browser and server builds, and records for `npm run check:upgrade`
 * which of them the build really used: a swap whose importer or request no longer matches does
 * nothing and says nothing, so the check makes that loud.
 */
export function pluginModuleSwaps(swaps: ModuleSwap[] = MODULE_SWAPS): RsbuildPlugin {
  return {
    name: 'site-module-swaps',
    setup(api) {
      api.modifyBundlerChain((chain) => {
        for (const swap of swaps) {
          const alias = swap.issuer
            ? chain.module.rule(swap.name).test(swap.issuer).resolve.alias
            : chain.resolve.alias;
          alias.set(swap.request, own(swap.replacement));
        }
      });
      if (api.context.action !== 'build') return;
      api.processAssets({ stage: 'report', environments: ['web'] }, ({ compilation }) => {
        const built = new Set([...compilation.fileDependencies].map((file) => file.split('\\').join('/')));
        const used = (swap: ModuleSwap) => built.has(own(swap.replacement).split('\\').join('/'));
        recordUpgradeFact('module-swaps', Object.fromEntries(swaps.map((swap) => [swap.name, used(swap)])));
      });
    },
  };
}

/**
 * What this site assumes about the installed Rspress (and the libraries it patches), one entry per
 * override, in the order of UPGRADING.md, which explains each one. `npm run check:upgrade`
 * (scripts/check-upgrade.ts) verifies every entry against node_modules and the last build.
 */
export interface Assumption {
  /** Its heading in UPGRADING.md. */
  id: string;
  /** Our files that rely on it. */
  ours: string[];
  /** The installed files it mirrors or depends on, from node_modules. */
  upstream: string[];
  /** sha256 of the upstream files, concatenated in this order (first 16 hex digits). */
  sha256: string;
}

const theme = (file: string) => `@rspress/core/dist/theme/${file}`;

const entry = (id: string, sha256: string, ours: string[], upstream: string[]): Assumption => ({
  id,
  ours,
  upstream,
  sha256,
});

export const ASSUMPTIONS: Assumption[] = [
  entry('nav', '0b40b7939b2276ba', ['theme/navbar/Nav.tsx'], [theme('components/Nav/index.js')]),
  entry(
    'nav-menu',
    '8483a6c8df6807bc',
    ['theme/navbar/NavMenu.tsx'],
    [theme('components/Nav/NavMenu.js'), theme('components/Nav/hooks.js'), theme('components/NavList/context.js')],
  ),
  entry(
    'nav-hamburger',
    '8b976a5184fd4a2c',
    ['theme/navbar/NavHamburger.tsx'],
    [
      theme('components/NavHamburger/index.js'),
      theme('components/NavHamburger/useNavScreen.js'),
      theme('components/NavScreen/index.js'),
      theme('components/NavScreen/NavScreenAppearance.js'),
      theme('components/NavScreen/NavScreenLangs.js'),
    ],
  ),
  entry('nav-title', '50abf25aee376603', ['theme/navbar/SiteNavTitle.tsx'], [theme('components/NavTitle/index.js')]),
  entry(
    'layout-slots',
    '2c4b874e3d461de0',
    ['theme/index.tsx', 'theme/navbar/NavbarAutoHide.tsx', 'theme/landmarks/SkipLink.tsx'],
    [theme('layout/Layout/index.js')],
  ),
  entry(
    'doc-layout',
    '2dc5a0c3edd9f258',
    ['theme/landmarks/AsideLabels.tsx', 'theme/overview-footer/OverviewFooter.tsx'],
    [theme('layout/DocLayout/index.js')],
  ),
  entry(
    'landmarks',
    '884ab21978d9491e',
    ['theme/landmarks/Landmarks.tsx'],
    [theme('layout/HomeLayout/index.js'), theme('layout/NotFountLayout/index.js')],
  ),
  entry(
    'home-background',
    'f6a7e52c16d21ec8',
    ['theme/home-background/HomeBackground.tsx'],
    [theme('components/HomeBackground/index.js'), theme('components/HomeBackground/useNavTransparent.js')],
  ),
  entry('home-hero', '49b5b7c7627f3ee8', ['theme/home-hero/HomeHero.tsx'], [theme('components/HomeHero/index.js')]),
  entry(
    'read-percent',
    'fea82fb8cdfd7b55',
    ['theme/read-percent/ReadPercent.tsx'],
    [
      theme('components/ReadPercent/index.js'),
      theme('components/ReadPercent/useReadPercent.js'),
      theme('components/ReadPercent/ProgressCircle.js'),
    ],
  ),
  entry(
    'dynamic-toc',
    '426e1c41f18e5d71',
    ['theme/toc/dynamic-toc.ts'],
    [theme('hooks/useDynamicToc.js'), theme('hooks/processTitleElement.js')],
  ),
  entry(
    'active-anchor',
    'b138fb69f1284e69',
    ['theme/toc/useActiveAnchor.ts'],
    [theme('hooks/useActiveAnchor.js'), theme('components/Toc/index.js'), theme('components/SidebarMenu/index.js')],
  ),
  entry(
    'scroll-after-nav',
    '477da4a16d47e594',
    ['theme/article/useScrollAfterNav.ts'],
    [theme('logic/useScrollAfterNav.js')],
  ),
  entry(
    'mdx-components',
    '8fea2d04a168e0c2',
    ['theme/a11y/mdx-components.tsx'],
    [theme('components/DocContent/docComponents/index.js')],
  ),
  entry(
    'reuse-hydrated-page-data',
    '1908768b4e71789a',
    ['theme/page-data/ReuseHydratedPageData.tsx'],
    ['@rspress/core/dist/runtime/App.js', '@rspress/core/dist/runtime/initPageData.js'],
  ),
  entry('search', 'dc8e5df0789faf44', ['theme/search/Search.tsx'], [theme('components/Search/index.js')]),
  entry(
    'llms-ui',
    'ae11d259ac82ce93',
    [
      'theme/llms/LlmsContainer.tsx',
      'theme/llms/LlmsCopyButton.tsx',
      'theme/llms/LlmsViewOptions.tsx',
      'theme/llms/ViewOptionsMenu.tsx',
      'theme/llms/page-markdown.ts',
      'theme/llms/menu-icons.ts',
    ],
    [
      theme('components/DocContent/docComponents/title.js'),
      theme('components/Outline/index.js'),
      theme('components/Llms/LlmsContainer.js'),
      theme('components/Llms/LlmsCopyButton.js'),
      theme('components/Llms/LlmsViewOptions.js'),
      theme('components/Llms/LlmsCopyRow.js'),
      theme('components/Llms/LlmsOpenRow.js'),
      '@rspress/core/dist/runtime/utils.js',
      theme('assets/anthropic.js'),
      theme('assets/external-link.js'),
      theme('assets/link.js'),
      theme('assets/openai.js'),
    ],
  ),
  entry(
    'icons-by-file',
    '910583f8bc68a5ad',
    ['theme/index.tsx'],
    [theme('icons.js'), theme('components/SourceCode/index.js'), theme('assets/github.js'), theme('assets/gitlab.js')],
  ),
  entry(
    'bun-icon-without-ids',
    'd27515757255937b',
    ['theme/package-manager-tabs/BunIcon.tsx', 'plugins/module-swaps.ts'],
    [theme('components/PackageManagerTabs/icons/Bun.js'), theme('components/PackageManagerTabs/index.js')],
  ),
  entry(
    'twoslash-popups',
    '0d7f1764d2ff4a70',
    ['theme/twoslash/TwoslashOnDemand.tsx', 'theme/twoslash/LazyPopupContainer.ts', 'plugins/twoslash-on-demand.ts'],
    [
      '@rspress/plugin-twoslash/static/global-components/TwoslashPopup.tsx',
      '@rspress/plugin-twoslash/static/global-components/elements/TwoslashPopupContainer.ts',
    ],
  ),
  entry(
    'lazy-medium-zoom',
    '6841e393b275f323',
    ['theme/lazy-vendor/medium-zoom.js', 'plugins/module-swaps.ts'],
    ['@rspress/core/static/MediumZoom.tsx'],
  ),
  entry(
    'lazy-nprogress',
    'ec9487955e29dfaa',
    ['theme/lazy-vendor/nprogress.js', 'plugins/module-swaps.ts'],
    [theme('components/Link/index.js')],
  ),
  entry(
    'lazy-copy-to-clipboard',
    'f84481fd28a32cd2',
    ['theme/lazy-vendor/copy-to-clipboard.js', 'plugins/module-swaps.ts'],
    [theme('logic/copyToClipboard.js')],
  ),
  entry(
    'preview-lazy-qrcode',
    'fec33f9757dbd5ec',
    ['theme/preview/LazyQRCode.tsx', 'plugins/module-swaps.ts'],
    ['@rspress/plugin-preview/static/global-components/common/PreviewOperations.tsx'],
  ),
  entry(
    'rss-feeds-annotations',
    '29fe11c3c5b13bf8',
    ['theme/rss/FeedsAnnotations.tsx', 'plugins/module-swaps.ts'],
    ['@rspress/plugin-rss/dist/index.js'],
  ),
  entry(
    'lazy-body-scroll-lock',
    'f1915e45e7b25908',
    ['theme/lazy-vendor/body-scroll-lock.js', 'plugins/module-swaps.ts'],
    [theme('components/NavScreen/index.js'), theme('components/SidebarMenu/useSidebarMenu.js')],
  ),
  entry(
    'lazy-unhead-client',
    'abad8826f30afcd2',
    ['theme/lazy-vendor/unhead-client.js', 'plugins/module-swaps.ts', 'plugins/lazy-theme-vendors.ts'],
    [
      '@rspress/core/dist/runtime/ClientApp.js',
      '@unhead/react/dist/client.mjs',
      '@unhead/react/dist/shared/react.DF9T1fqs.mjs',
    ],
  ),
  entry(
    'lazy-fixed-device',
    'c723ca0f1900a834',
    ['theme/preview/LazyFixedDevice.tsx', 'plugins/module-swaps.ts', 'plugins/lazy-theme-vendors.ts'],
    ['@rspress/plugin-preview/static/global-components/FixedDevice.tsx'],
  ),
  entry(
    'sidebar-dynamic',
    '50e87c620ba65f7b',
    ['theme/sidebar/useSidebarDynamic.ts', 'theme/sidebar/runtime-for-sidebar.ts', 'plugins/module-swaps.ts'],
    ['@rspress/core/dist/runtime/hooks/useSidebar.js', theme('components/Sidebar/index.js')],
  ),
  entry(
    'route-chunks',
    '64128c17f19844c8',
    [
      'plugins/route-chunks.ts',
      'plugins/scripts-after-first-paint.ts',
      'plugins/compile-hints.ts',
      'plugins/chunk-layout.ts',
    ],
    ['@rspress/core/dist/node/route/routeChunkAssets.js', '@rspress/core/dist/node/ssg/renderHtmlTemplate.js'],
  ),
  entry(
    'lean-page-data',
    'f737011d77c9ad7f',
    ['plugins/lean-page-data.ts', 'plugins/lean-page-data-loader.cjs'],
    [
      '@rspress/core/dist/node/runtimeModule/pageData/rsbuildPlugin.js',
      '@rspress/core/dist/node/mdx/processor.js',
      '@rspress/core/dist/runtime/initPageData.js',
    ],
  ),
  entry(
    'storage-fallback',
    'f87080670a1903d3',
    ['plugins/storage-fallback.ts'],
    ['@rspress/core/dist/node/constants.js', theme('logic/useStorageValue.js')],
  ),
  entry(
    'docsearch-patches',
    '3bfe66092328815d',
    ['search/build/docsearch-loader.cjs', 'search/build/plugin.ts'],
    ['@docsearch/react/dist/esm/index.js'],
  ),
  entry(
    'test-imports',
    '19777abefa395791',
    ['tests/unit/i18n.test.ts', 'tests/unit/docs-site-setup.test.ts', 'tests/unit/site-config.test.ts'],
    [
      '@rspress/core/dist/node/runtimeModule/DEFAULT_I18N_TEXT.js',
      '@rspress/core/dist/config/loadConfigFile.js',
      '@rspress/core/dist/node/runtimeModule/i18n.js',
    ],
  ),
];

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

export const ASSUMPTIONS: Assumption[] = [
  {
    id: 'nav',
    ours: ['theme/navbar/Nav.tsx'],
    upstream: [theme('components/Nav/index.js')],
    sha256: '0b40b7939b2276ba',
  },
  {
    id: 'nav-menu',
    ours: ['theme/navbar/NavMenu.tsx'],
    upstream: [
      theme('components/Nav/NavMenu.js'),
      theme('components/Nav/hooks.js'),
      theme('components/NavList/context.js'),
    ],
    sha256: '8483a6c8df6807bc',
  },
  {
    id: 'nav-hamburger',
    ours: ['theme/navbar/NavHamburger.tsx'],
    upstream: [
      theme('components/NavHamburger/index.js'),
      theme('components/NavHamburger/useNavScreen.js'),
      theme('components/NavScreen/index.js'),
      theme('components/NavScreen/NavScreenAppearance.js'),
      theme('components/NavScreen/NavScreenLangs.js'),
    ],
    sha256: '8b976a5184fd4a2c',
  },
  {
    id: 'nav-title',
    ours: ['theme/navbar/SiteNavTitle.tsx'],
    upstream: [theme('components/NavTitle/index.js')],
    sha256: '50abf25aee376603',
  },
  {
    id: 'layout-slots',
    ours: ['theme/index.tsx', 'theme/navbar/NavbarAutoHide.tsx', 'theme/landmarks/SkipLink.tsx'],
    upstream: [theme('layout/Layout/index.js')],
    sha256: '2c4b874e3d461de0',
  },
  {
    id: 'doc-layout',
    ours: ['theme/landmarks/AsideLabels.tsx', 'theme/overview-footer/OverviewFooter.tsx'],
    upstream: [theme('layout/DocLayout/index.js')],
    sha256: '2dc5a0c3edd9f258',
  },
  {
    id: 'landmarks',
    ours: ['theme/landmarks/Landmarks.tsx'],
    upstream: [theme('layout/HomeLayout/index.js'), theme('layout/NotFountLayout/index.js')],
    sha256: '884ab21978d9491e',
  },
  {
    id: 'home-background',
    ours: ['theme/home-background/HomeBackground.tsx'],
    upstream: [theme('components/HomeBackground/index.js'), theme('components/HomeBackground/useNavTransparent.js')],
    sha256: 'f6a7e52c16d21ec8',
  },
  {
    id: 'home-hero',
    ours: ['theme/home-hero/HomeHero.tsx'],
    upstream: [theme('components/HomeHero/index.js')],
    sha256: '49b5b7c7627f3ee8',
  },
  {
    id: 'read-percent',
    ours: ['theme/read-percent/ReadPercent.tsx'],
    upstream: [
      theme('components/ReadPercent/index.js'),
      theme('components/ReadPercent/useReadPercent.js'),
      theme('components/ReadPercent/ProgressCircle.js'),
    ],
    sha256: 'fea82fb8cdfd7b55',
  },
  {
    id: 'dynamic-toc',
    ours: ['theme/toc/dynamic-toc.ts'],
    upstream: [theme('hooks/useDynamicToc.js'), theme('hooks/processTitleElement.js')],
    sha256: '426e1c41f18e5d71',
  },
  {
    id: 'scroll-after-nav',
    ours: ['theme/article/useScrollAfterNav.ts'],
    upstream: [theme('logic/useScrollAfterNav.js')],
    sha256: '477da4a16d47e594',
  },
  {
    id: 'mdx-components',
    ours: ['theme/a11y/mdx-components.tsx'],
    upstream: [theme('components/DocContent/docComponents/index.js')],
    sha256: '8fea2d04a168e0c2',
  },
  {
    id: 'reuse-hydrated-page-data',
    ours: ['theme/page-data/ReuseHydratedPageData.tsx'],
    upstream: ['@rspress/core/dist/runtime/App.js', '@rspress/core/dist/runtime/initPageData.js'],
    sha256: '1908768b4e71789a',
  },
  {
    id: 'search',
    ours: ['theme/search/Search.tsx'],
    upstream: [theme('components/Search/index.js')],
    sha256: 'dc8e5df0789faf44',
  },
  {
    id: 'bun-icon-without-ids',
    ours: ['theme/package-manager-tabs/BunIcon.tsx', 'plugins/module-swaps.ts'],
    upstream: [theme('components/PackageManagerTabs/icons/Bun.js'), theme('components/PackageManagerTabs/index.js')],
    sha256: 'd27515757255937b',
  },
  {
    id: 'lazy-medium-zoom',
    ours: ['theme/lazy-vendor/medium-zoom.js', 'plugins/module-swaps.ts'],
    upstream: ['@rspress/core/static/MediumZoom.tsx'],
    sha256: '6841e393b275f323',
  },
  {
    id: 'lazy-nprogress',
    ours: ['theme/lazy-vendor/nprogress.js', 'plugins/module-swaps.ts'],
    upstream: [theme('components/Link/index.js')],
    sha256: 'ec9487955e29dfaa',
  },
  {
    id: 'lazy-copy-to-clipboard',
    ours: ['theme/lazy-vendor/copy-to-clipboard.js', 'plugins/module-swaps.ts'],
    upstream: [theme('logic/copyToClipboard.js')],
    sha256: 'f84481fd28a32cd2',
  },
  {
    id: 'preview-lazy-qrcode',
    ours: ['theme/preview/LazyQRCode.tsx', 'plugins/module-swaps.ts'],
    upstream: ['@rspress/plugin-preview/static/global-components/common/PreviewOperations.tsx'],
    sha256: 'fec33f9757dbd5ec',
  },
  {
    id: 'rss-feeds-annotations',
    ours: ['theme/rss/FeedsAnnotations.tsx', 'plugins/module-swaps.ts'],
    upstream: ['@rspress/plugin-rss/dist/index.js'],
    sha256: '29fe11c3c5b13bf8',
  },
  {
    id: 'route-chunks',
    ours: [
      'plugins/route-chunks.ts',
      'plugins/scripts-after-first-paint.ts',
      'plugins/compile-hints.ts',
      'plugins/chunk-layout.ts',
    ],
    upstream: [
      '@rspress/core/dist/node/route/routeChunkAssets.js',
      '@rspress/core/dist/node/ssg/renderHtmlTemplate.js',
    ],
    sha256: '64128c17f19844c8',
  },
  {
    id: 'lean-page-data',
    ours: ['plugins/lean-page-data.ts', 'plugins/lean-page-data-loader.cjs'],
    upstream: [
      '@rspress/core/dist/node/runtimeModule/pageData/rsbuildPlugin.js',
      '@rspress/core/dist/node/mdx/processor.js',
      '@rspress/core/dist/runtime/initPageData.js',
    ],
    sha256: 'f737011d77c9ad7f',
  },
  {
    id: 'storage-fallback',
    ours: ['plugins/storage-fallback.ts'],
    upstream: ['@rspress/core/dist/node/constants.js', theme('logic/useStorageValue.js')],
    sha256: 'f87080670a1903d3',
  },
  {
    id: 'docsearch-patches',
    ours: ['search/build/docsearch-loader.cjs', 'search/build/plugin.ts'],
    upstream: ['@docsearch/react/dist/esm/index.js'],
    sha256: '3bfe66092328815d',
  },
  {
    id: 'test-imports',
    ours: ['tests/unit/i18n.test.ts', 'tests/unit/docs-site-setup.test.ts', 'tests/unit/site-config.test.ts'],
    upstream: [
      '@rspress/core/dist/node/runtimeModule/DEFAULT_I18N_TEXT.js',
      '@rspress/core/dist/config/loadConfigFile.js',
    ],
    sha256: '2a903fcd72480741',
  },
];

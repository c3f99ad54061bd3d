/**
 * Parts of the theme that only some pages render. Each is a lazy chunk of its own (the
 * name in its import()'s webpackChunkName comment), so the other pages do not load it; the
 * pages that render it start with it, like with their own route chunk
 * (plugins/scripts-after-first-paint.ts adds its files to their first scripts, and the
 * build fails if a chunk named here does not exist). tests/e2e/size-budget.spec.ts counts
 * them in those pages' budget.
 */
export interface PageFacts {
  routePath: string;
  frontmatter: Record<string, unknown>;
}

export const PAGE_PARTS: { chunk: string; renders: (page: PageFacts) => boolean }[] = [
  // theme/landmarks/Landmarks.tsx
  { chunk: 'part-home', renders: (page) => page.frontmatter.pageType === 'home' },
  { chunk: 'part-not-found', renders: (page) => page.routePath === '/404' },
  // theme/overview/LazyOverview.tsx: the overview and the fallback heading it titles its groups with
  { chunk: 'part-overview', renders: (page) => page.frontmatter.overview === true },
];

export const partsOf = (page: PageFacts) => PAGE_PARTS.filter((part) => part.renders(page)).map((part) => part.chunk);

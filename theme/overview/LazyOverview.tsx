import { FallbackHeading as ThemeFallbackHeading, Overview as ThemeOverview } from '@rspress/core/theme-original';
import { type ComponentProps, lazy, Suspense } from 'react';

/**
 * Overrides of the theme's Overview (the page listing the pages below it) and FallbackHeading
 * (a title the theme draws itself: the overview's title and group names, and the h1 of a page
 * that has none; it carries GitHub's slugger, 3 kB). Only the overview pages render them, and
 * those pages start with their chunk (theme/parts/page-parts.ts); every other page leaves it out.
 */
const Overview = lazy(() =>
  import(/* webpackChunkName: "part-overview" */ './overview-part').then((part) => ({ default: part.Overview })),
);
const FallbackHeading = lazy(() =>
  import(/* webpackChunkName: "part-overview" */ './overview-part').then((part) => ({
    default: part.FallbackHeading,
  })),
);

export function LazyOverview(props: ComponentProps<typeof ThemeOverview>) {
  if (import.meta.env.SSG_MD) return <ThemeOverview {...props} />;
  return (
    <Suspense>
      <Overview {...props} />
    </Suspense>
  );
}

export function LazyFallbackHeading(props: ComponentProps<typeof ThemeFallbackHeading>) {
  if (import.meta.env.SSG_MD) return <ThemeFallbackHeading {...props} />;
  return (
    <Suspense>
      <FallbackHeading {...props} />
    </Suspense>
  );
}

import { HomeLayout as ThemeHomeLayout, NotFoundLayout as ThemeNotFoundLayout } from '@rspress/core/theme-original';
import { type ComponentProps, lazy, Suspense } from 'react';
import { MAIN_CONTENT_ID } from './main-content';

// Only the home pages and the 404 page render these layouts, and they start with their chunk
// (theme/parts/page-parts.ts), so hydration finds it loaded and keeps the HTML it was given.
const HomeLayout = lazy(() => import(/* webpackChunkName: "part-home" */ './home-layout'));
const NotFoundLayout = lazy(() => import(/* webpackChunkName: "part-not-found" */ './not-found-layout'));

/** The theme's HomeLayout inside the page's one <main> (the theme renders none on the home page). */
export function SiteHomeLayout(props: ComponentProps<typeof ThemeHomeLayout>) {
  // The Markdown copy of the page (llms.txt, index.md) is text only.
  if (import.meta.env.SSG_MD) return <ThemeHomeLayout {...props} />;
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Suspense>
        <HomeLayout {...props} />
      </Suspense>
    </main>
  );
}

/** The theme's NotFoundLayout inside a <main> (the theme renders none on the 404 page). */
export function SiteNotFoundLayout() {
  if (import.meta.env.SSG_MD) return <ThemeNotFoundLayout />;
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Suspense>
        <NotFoundLayout />
      </Suspense>
    </main>
  );
}

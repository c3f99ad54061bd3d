import { matchPath, pathnameToRouteService, useLang, useSite } from '@rspress/core/runtime';

/** Prints, as JSON, what a few runtime APIs return on this page. */
export function Probe({ runtimeModule }: { runtimeModule: string }) {
  const { site } = useSite();
  const probe = {
    lang: useLang(),
    matchPath: matchPath('/user/:id', '/user/42'),
    siteSearch: site.search,
    siteKeys: Object.keys(site).sort(),
    markdownKeys: Object.keys(site.markdown).sort(),
    routeKeys: Object.keys(pathnameToRouteService('/') ?? {}).sort(),
    runtimeModule,
  };
  return <pre id="probe">{JSON.stringify(probe)}</pre>;
}

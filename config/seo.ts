import type { RouteMeta, UserConfig } from '@rspress/core';
import { defaultLang, isSiteLang, languageEntry, languages, type SiteLang, twinRoute } from '../i18n/languages';
import { siteOrigin } from './site';

/** Served from docs/public/og/; drawn in card.svg and rendered by scripts/render-og-image.ts. */
export const OG_IMAGE_PATH = '/og/card.png';
export const OG_IMAGE_SIZE = { width: 1200, height: 630 };

export const absoluteUrl = (routePath: string) => `${siteOrigin}${routePath}`;

type HeadEntry = NonNullable<UserConfig['head']>[number];
type HeadTag = [string, Record<string, string>];

const langOf = (route: RouteMeta): SiteLang => (isSiteLang(route.lang) ? route.lang : defaultLang);

/** Pages that are no page of the site (the not-found page) get none of these tags. */
const isPage = (route: RouteMeta) => route.routePath !== '/404' && !route.routePath.endsWith('/404');

/**
 * Head tags each built page gets besides those Rspress writes itself (title,
 * description, og:title, og:description, og:type and absolute hreflang links
 * to every language, built from siteOrigin): the canonical URL, an x-default
 * alternate pointing at the English page, og:url, og:locale (with the other
 * language as og:locale:alternate), og:site_name and a 1200 x 630 og:image.
 */
export function seoHead(): HeadEntry[] {
  const tags: ((route: RouteMeta) => HeadTag | undefined)[] = [
    (route) => ['link', { rel: 'canonical', href: absoluteUrl(route.routePath) }],
    (route) => [
      'link',
      {
        rel: 'alternate',
        hreflang: 'x-default',
        href: absoluteUrl(twinRoute(route.routePath, defaultLang)),
      },
    ],
    (route) => ['meta', { property: 'og:url', content: absoluteUrl(route.routePath) }],
    (route) => ['meta', { property: 'og:locale', content: languageEntry(langOf(route)).ogLocale }],
    ...languages.map(
      ({ lang, ogLocale }) =>
        (route: RouteMeta): HeadTag | undefined =>
          lang === route.lang ? undefined : ['meta', { property: 'og:locale:alternate', content: ogLocale }],
    ),
    (route) => ['meta', { property: 'og:site_name', content: languageEntry(langOf(route)).texts.title }],
    () => ['meta', { property: 'og:image', content: absoluteUrl(OG_IMAGE_PATH) }],
    () => ['meta', { property: 'og:image:width', content: String(OG_IMAGE_SIZE.width) }],
    () => ['meta', { property: 'og:image:height', content: String(OG_IMAGE_SIZE.height) }],
    () => ['meta', { name: 'twitter:card', content: 'summary_large_image' }],
  ];
  return tags.map((tag) => (route: RouteMeta) => (isPage(route) ? tag(route) : undefined));
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { OG_IMAGE_PATH } from '../../config/seo';
import { siteOrigin } from '../../config/site';
import { defaultLang, languageEntry, languages, twinRoute } from '../../i18n/languages';
import { buildRoot, languageOf, listBuiltRoutes } from '../support/built-site';

/**
 * SEO tags in the built HTML of every page (no browser needed): description,
 * canonical URL, hreflang alternates to the twin page (plus x-default), Open
 * Graph tags, and the sitemap and robots.txt files.
 */
const routes = listBuiltRoutes();
const htmlFileOf = (route: string) =>
  path.join(buildRoot, route.endsWith('/') ? `${route}index.html` : `${route}.html`);

function headOf(route: string): string {
  const html = readFileSync(htmlFileOf(route), 'utf8');
  return html.slice(0, html.indexOf('</head>'));
}

function tags(head: string, name: 'meta' | 'link'): Record<string, string>[] {
  return [...head.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map(([tag]) =>
    Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((match) => [match[1], match[2]])),
  );
}

const metaContent = (head: string, key: string) =>
  tags(head, 'meta')
    .filter((tag) => tag.name === key || tag.property === key)
    .map((tag) => tag.content);

const builtRoutes = new Set(routes);

for (const route of routes) {
  test(`${route}: description, canonical, hreflang and Open Graph tags`, () => {
    const head = headOf(route);
    const lang = languageOf(route);
    const others = languages.filter((entry) => entry.lang !== lang);
    const url = `${siteOrigin}${route}`;

    const [description] = metaContent(head, 'description');
    expect(description?.trim().length ?? 0, 'meta description').toBeGreaterThan(20);
    expect(metaContent(head, 'description')).toHaveLength(1);
    expect(description, 'description without HTML tags').not.toMatch(/[<>]/);

    const links = tags(head, 'link');
    const canonical = links.filter((link) => link.rel === 'canonical');
    expect(canonical.map((link) => link.href)).toEqual([url]);

    const alternates = Object.fromEntries(
      links
        .filter((link) => link.rel === 'alternate' && link.hreflang && !link.type)
        .map((link) => [link.hreflang, link.href]),
    );
    for (const other of others) {
      const twin = twinRoute(route, other.lang);
      expect(builtRoutes.has(twin), `${route} has a built twin ${twin}`).toBe(true);
    }
    expect(alternates).toEqual({
      ...Object.fromEntries(languages.map((entry) => [entry.lang, `${siteOrigin}${twinRoute(route, entry.lang)}`])),
      'x-default': `${siteOrigin}${twinRoute(route, defaultLang)}`,
    });

    const title = head.match(/<title>([^<]*)<\/title>/)?.[1];
    expect(title?.length ?? 0).toBeGreaterThan(0);
    expect(metaContent(head, 'og:title')).toEqual([title]);
    expect(metaContent(head, 'og:description')).toEqual([description]);
    expect(metaContent(head, 'og:url')).toEqual([url]);
    expect(metaContent(head, 'og:type')).toEqual(['website']);
    expect(metaContent(head, 'og:locale')).toEqual([languageEntry(lang).ogLocale]);
    expect(metaContent(head, 'og:locale:alternate')).toEqual(others.map((entry) => entry.ogLocale));
    expect(metaContent(head, 'og:image')).toEqual([`${siteOrigin}${OG_IMAGE_PATH}`]);
  });
}

test('the Open Graph image, sitemap.xml and robots.txt are served', () => {
  const image = readFileSync(path.join(buildRoot, OG_IMAGE_PATH));
  expect(image.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(image.readUInt32BE(16)).toBe(1200);
  expect(image.readUInt32BE(20)).toBe(630);

  const sitemap = readFileSync(path.join(buildRoot, 'sitemap.xml'), 'utf8');
  for (const route of routes) expect(sitemap, `sitemap lists ${route}`).toContain(`<loc>${siteOrigin}${route}</loc>`);
  const robots = readFileSync(path.join(buildRoot, 'robots.txt'), 'utf8');
  expect(robots).toContain(`Sitemap: ${siteOrigin}/sitemap.xml`);
  expect(existsSync(path.join(buildRoot, '404.html'))).toBe(true);
});

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { OG_IMAGE_SIZE, shareCardPath } from '../../config/seo';
import { siteOrigin } from '../../config/site';
import { defaultLang, languageEntry, languages, twinRoute } from '../../i18n/languages';
import { readPngText } from '../../plugins/share-cards/png-text';
import { buildRoot, languageOf, listBuiltRoutes } from '../support/built-site';

/**
 * SEO tags in the built HTML of every page (no browser needed): description,
 * canonical URL, hreflang alternates to the twin page (plus x-default), Open
 * Graph tags with each page's own share card, and the sitemap and robots.txt files.
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

/** A built share card: its bytes, the width and height in its PNG header, and the text drawn on it. */
function shareCard(route: string) {
  const image = readFileSync(path.join(buildRoot, shareCardPath(route)));
  expect(image.subarray(1, 4).toString('latin1'), `${shareCardPath(route)} is a PNG`).toBe('PNG');
  const { Title: title = '', Description: section = '' } = readPngText(image);
  return { image, width: image.readUInt32BE(16), height: image.readUInt32BE(20), title, section };
}

const han = /\p{Script=Han}/u;

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
    expect(metaContent(head, 'og:image')).toEqual([`${siteOrigin}${shareCardPath(route)}`]);
    expect(metaContent(head, 'og:image:width')).toEqual([String(OG_IMAGE_SIZE.width)]);
    expect(metaContent(head, 'og:image:height')).toEqual([String(OG_IMAGE_SIZE.height)]);
    expect(metaContent(head, 'twitter:card')).toEqual(['summary_large_image']);
    const card = shareCard(route);
    expect({ width: card.width, height: card.height }, `the share card of ${route}`).toEqual(OG_IMAGE_SIZE);
    // A doc page's card shows its title (a home page's shows its hero text).
    if (!route.endsWith('/')) expect(title?.startsWith(`${card.title} - `), `card title "${card.title}"`).toBe(true);
  });
}

test('each page has a card of its own: two pages, and the two languages of a page, differ', () => {
  const pairs = [
    ['/guide/start/introduction', '/guide/start/getting-started'],
    ['/guide/start/introduction', '/zh/guide/start/introduction'],
    ['/', '/zh/'],
  ];
  for (const [first, second] of pairs)
    expect(shareCard(first).image.equals(shareCard(second).image), `${first} and ${second}`).toBe(false);
  const distinct = new Set(routes.map((route) => shareCard(route).image.toString('base64')));
  // Pages with the same title and section in both languages ("JavaScript API" under "API") share a picture.
  expect(distinct.size).toBeGreaterThan(routes.length * 0.9);
});

test('the card of a Chinese page is set in Chinese, the card of its English twin in English', () => {
  const zhRoutes = routes.filter((route) => languageOf(route) === 'zh');
  expect(zhRoutes.length).toBeGreaterThan(10);
  // Some titles and sections are names in either language ("JavaScript API" under "API"); most are Chinese.
  const chinese = zhRoutes.filter((route) => han.test(shareCard(route).title));
  expect(chinese.length).toBeGreaterThan(zhRoutes.length * 0.7);
  const chineseSections = zhRoutes.filter((route) => han.test(shareCard(route).section));
  expect(chineseSections.length).toBeGreaterThan(zhRoutes.length * 0.7);
  for (const route of chinese) {
    const english = shareCard(twinRoute(route, 'en'));
    expect(`${english.section} ${english.title}`, `card of ${twinRoute(route, 'en')}`).not.toMatch(han);
  }
});

test('sitemap.xml and robots.txt are served', () => {
  const sitemap = readFileSync(path.join(buildRoot, 'sitemap.xml'), 'utf8');
  const listed = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, url]) => url.replace(siteOrigin, '')).sort();
  // Exactly the built pages: the 404 page (Rspress's own, or a docs 404.md) is not a page to index.
  expect(listed).toEqual(routes);
  expect(listed).not.toContain('/404');
  const robots = readFileSync(path.join(buildRoot, 'robots.txt'), 'utf8');
  expect(robots).toContain(`Sitemap: ${siteOrigin}/sitemap.xml`);
  expect(existsSync(path.join(buildRoot, '404.html'))).toBe(true);
});

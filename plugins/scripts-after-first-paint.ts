import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { HtmlBasicTag, RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { PAGE_PARTS, partsOf } from '../theme/parts/page-parts';
import { jsFilesOf, routeChunkGroups } from './route-chunks';
import { recordUpgradeFact } from './upgrade-facts';

/**
 * Inline loader that takes the place of the entry's `<script defer>` tags. It appends
 * the same scripts, in the same order (`async = false`), once the first contentful
 * paint has been presented and the document is parsed. A page that never paints
 * (opened in a background tab) loads them three seconds after it is parsed.
 * Written by hand: it has to run before any bundle, inline, in a few hundred bytes.
 */
function firstPaintLoader(sources: string[]): string {
  return `(function (sources) {
  var started = false;
  function load() {
    if (started) return;
    if (document.readyState === 'loading') return document.addEventListener('DOMContentLoaded', load);
    started = true;
    sources.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) setTimeout(load);
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    load();
  }
  document.addEventListener('DOMContentLoaded', function () { setTimeout(load, 3000); });
})(${JSON.stringify(sources)});`;
}

/** The loader's element id; tests read the script list from it. */
export const LOADER_ID = 'scripts-after-first-paint';

const LOADER = new RegExp(`(<script id="${LOADER_ID}">[\\s\\S]*?\\}\\)\\()(\\[[^\\]]*\\])(\\);\\s*</script>)`);
/** The tag Rspress writes into each page for the page's own route chunk (renderHtmlTemplate). */
const ROUTE_PRELOAD = /<link rel="preload" href="([^"]+)" as="script">/g;

const hasRoutePreload = (html: string) => new RegExp(ROUTE_PRELOAD.source).test(html);

/** The scripts a built page's loader starts, in order; [] when the page has no loader. */
export function loaderSources(html: string): string[] {
  const list = LOADER.exec(html)?.[2];
  return list ? (JSON.parse(list) as string[]) : [];
}

/**
 * Moves the page's route chunk from Rspress's <link rel="preload"> into the loader, ahead of
 * the entry script (the last one), with the chunks it shares with other pages (`filesOfGroup`):
 * Rspress preloads only the page's own chunk, so a shared one was fetched only once the entry
 * had run, a round trip later. They are chunks like the others the entry's runtime picks up
 * when it starts, so loading them beforehand is safe, and the first paint no longer shares
 * the network with them. `partFiles` are the files of the theme's lazy parts that the page
 * renders (theme/parts/page-parts.ts), loaded the same way, so hydration finds them there.
 */
export function moveRoutePreloadsIntoLoader(
  html: string,
  filesOfGroup: (chunk: string) => string[] = (chunk) => [chunk],
  partFiles: string[] = [],
): string {
  const sources = loaderSources(html);
  if (sources.length === 0) return html;
  const chunks = [...[...html.matchAll(ROUTE_PRELOAD)].flatMap((match) => filesOfGroup(match[1])), ...partFiles];
  if (chunks.length === 0) return html;
  const entry = sources[sources.length - 1];
  const ordered = [...new Set([...sources.slice(0, -1), ...chunks, entry])];
  return html
    .replace(ROUTE_PRELOAD, '')
    .replace(LOADER, (_match, head: string, _list: string, tail: string) => `${head}${JSON.stringify(ordered)}${tail}`);
}

/** The route of a built page: guide/x.html is /guide/x, api/index.html is /api/, 404.html is /404. */
export function routeOfHtmlFile(relativeFile: string): string {
  const route = `/${relativeFile
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '')}`;
  return route.endsWith('/index') ? route.slice(0, -'index'.length) : route;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * With no script in its way, the parser hands a long page to the screen in pieces: the
 * first frame showed the article before the outline column was parsed, and the article
 * then narrowed and reflowed (Lighthouse desktop CLS 0.14 on /api/config/config-basic).
 * A render-blocking `expect` link to an id no element has holds the first frame until
 * the document is parsed; browsers without `rel=expect` ignore it.
 */
const WHOLE_PAGE_FIRST: HtmlBasicTag = {
  tag: 'link',
  attrs: { rel: 'expect', href: '#document-parsed', blocking: 'render' },
};

function isDeferredScript(tag: HtmlBasicTag): tag is HtmlBasicTag & { attrs: { src: string } } {
  return tag.tag === 'script' && typeof tag.attrs?.src === 'string' && tag.attrs.defer === true;
}

/**
 * Every page is server-rendered, so its text can be on screen before any script runs.
 * With plain `defer`, the browser downloads the scripts while it lays out the page and
 * often runs them (React, the router, the theme: tens of milliseconds on a phone)
 * before the first frame is presented. Lighthouse's simulation then counts them as
 * needed for the largest paint and replays their download on a slow network: LCP came
 * out near 2 s while FCP was near 1 s, on a bare Rspress site as on this one. Starting
 * the scripts after the first paint shows the text first and keeps LCP equal to FCP
 * (PERFORMANCE.md). Production builds only; `rspress dev` is left alone.
 */
export function pluginScriptsAfterFirstPaint(): RspressPlugin {
  /** Each page's own chunk, as the page's HTML names it, to every JS file of its chunk group. */
  const routeGroups = new Map<string, string[]>();
  /** The JS files of each lazy theme part (theme/parts/page-parts.ts), by chunk name. */
  const partGroups = new Map<string, string[]>();
  /** The theme parts each route renders. */
  const partsByRoute = new Map<string, string[]>();
  const rsbuildPlugin: RsbuildPlugin = {
    name: 'site-scripts-after-first-paint',
    setup(api) {
      if (api.context.action !== 'build') return;
      // After the real content hash, so that the names are the final ones.
      api.processAssets({ stage: 'report', environments: ['web'] }, ({ compilation }) => {
        const { publicPath } = compilation.outputOptions;
        const prefix = typeof publicPath === 'string' ? publicPath : '/';
        for (const [name, group] of routeChunkGroups(compilation)) {
          const own = group.chunks.find((chunk) => chunk.name === name);
          const files = jsFilesOf(group).map((file) => prefix + file);
          for (const file of own?.files ?? []) if (file.endsWith('.js')) routeGroups.set(prefix + file, files);
        }
        for (const { chunk } of PAGE_PARTS) {
          const group = compilation.namedChunkGroups.get(chunk);
          if (group)
            partGroups.set(
              chunk,
              jsFilesOf(group).map((file) => prefix + file),
            );
        }
      });
      api.modifyHTMLTags(({ headTags, bodyTags }, { environment }) => {
        if (environment.name !== 'web') return { headTags, bodyTags };
        const deferred = [...headTags, ...bodyTags].filter(isDeferredScript);
        if (deferred.length === 0) return { headTags, bodyTags };
        const keep = (tags: HtmlBasicTag[]) => tags.filter((tag) => !isDeferredScript(tag));
        const loader: HtmlBasicTag = {
          tag: 'script',
          attrs: { id: LOADER_ID },
          children: firstPaintLoader(deferred.map((tag) => tag.attrs.src)),
        };
        return { headTags: [WHOLE_PAGE_FIRST, ...keep(headTags), loader], bodyTags: keep(bodyTags) };
      });
    },
  };
  return {
    name: 'site-scripts-after-first-paint',
    builderConfig: { plugins: [rsbuildPlugin] },
    extendPageData(page) {
      partsByRoute.set(page.routePath, partsOf(page));
    },
    // The route preloads are written by Rspress's static rendering, after the HTML template
    // that modifyHTMLTags sees; they are moved once the pages exist.
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const missing = PAGE_PARTS.map((part) => part.chunk).filter((chunk) => !partGroups.has(chunk));
      if (missing.length > 0) throw new Error(`theme/parts/page-parts.ts names chunks the build has not: ${missing}`);
      const counts = { routeChunkGroups: routeGroups.size, pagesWithLoader: 0, pagesMoved: 0 };
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      for (const file of await htmlFiles(outDir)) {
        const route = routeOfHtmlFile(path.relative(outDir, file));
        const parts = partsByRoute.get(route) ?? partsOf({ routePath: route, frontmatter: {} });
        const html = await readFile(file, 'utf8');
        if (loaderSources(html).length > 0) counts.pagesWithLoader++;
        const moved = moveRoutePreloadsIntoLoader(
          html,
          (chunk) => routeGroups.get(chunk) ?? [chunk],
          parts.flatMap((chunk) => partGroups.get(chunk) ?? []),
        );
        if (moved !== html) {
          // The 404 page has no route chunk; it changes only for its theme part.
          if (hasRoutePreload(html)) counts.pagesMoved++;
          await writeFile(file, moved);
        }
      }
      recordUpgradeFact('scripts-after-first-paint', counts);
    },
  };
}

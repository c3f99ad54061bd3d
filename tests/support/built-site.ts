import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const buildRoot = path.resolve(import.meta.dirname, '../../doc_build');

/** Every route the production build wrote an HTML file for, 404 page aside. */
export function listBuiltRoutes(): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'static') walk(full);
      } else if (entry.name.endsWith('.html') && entry.name !== '404.html') {
        const relative = path.relative(buildRoot, full).split(path.sep).join('/');
        routes.push(`/${relative.replace(/\.html$/, '').replace(/(^|\/)index$/, '$1')}`);
      }
    }
  };
  walk(buildRoot);
  return routes.sort();
}

/** The built file behind a site URL such as /static/js/index.abc.js (query and hash ignored). */
export const builtFile = (url: string) => path.join(buildRoot, url.replace(/^\//, '').split(/[?#]/)[0]);

/** The built HTML of a route ('/' is index.html). */
export const builtHtml = (route: string) =>
  readFileSync(path.join(buildRoot, route === '/' ? 'index.html' : `${route.replace(/^\//, '')}.html`), 'utf8');

/** The language of a built route (i18n/languages.ts). */
export { langOfPath as languageOf } from '../../i18n/languages';

/** The scripts a built page starts after its first paint (its inline loader's list). */
export { loaderSources as scriptsAfterFirstPaint } from '../../plugins/scripts-after-first-paint';

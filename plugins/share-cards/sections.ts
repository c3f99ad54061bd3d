import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bareRoute } from '../../i18n/languages';

interface NavEntry {
  text?: string;
  link?: string;
  activeMatch?: string;
}

type MetaEntry = string | { type?: string; name?: string; label?: string };

const readJson = <T>(file: string): T | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;

/**
 * Where a page sits on the site, as its sidebar shows it: the navbar entry whose `activeMatch`
 * matches the route (docs/<lang>/_nav.json), then the label of the sidebar group the page is in (its
 * folder's entry in the `_meta.json` above it): "Guide · Getting Started", "API · Config", "API".
 */
export function sectionOf(docsRoot: string, lang: string, routePath: string): string {
  const nav = readJson<NavEntry[]>(path.join(docsRoot, lang, '_nav.json')) ?? [];
  const entry = nav.find((item) => item.text && item.activeMatch && new RegExp(item.activeMatch).test(routePath));
  if (!entry?.text) return '';
  const [top, group, ...rest] = bareRoute(routePath).split('/').filter(Boolean);
  if (!group || rest.length === 0) return entry.text;
  const meta = readJson<MetaEntry[]>(path.join(docsRoot, lang, top, '_meta.json')) ?? [];
  const folder = meta.find((item) => typeof item === 'object' && item.type === 'dir' && item.name === group);
  return typeof folder === 'object' && folder.label ? `${entry.text} · ${folder.label}` : entry.text;
}

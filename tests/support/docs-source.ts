import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Slugger from '@rspress/shared/github-slugger';
import matter from '@rspress/shared/gray-matter';

export const docsRoot = path.resolve(import.meta.dirname, '../../docs');

import { type SiteLang, siteLangs } from '../../i18n/languages';

/** The site's languages (i18n/languages.ts): each has its folder docs/<lang>/. */
export const languages = siteLangs;
export type Language = SiteLang;

const PAGE_FILE = /\.mdx?$/;

/** Page sources of one language, as paths relative to docs/<lang>, fragments left out. */
export function listPages(lang: Language): string[] {
  const root = path.join(docsRoot, lang);
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'fragments') walk(full);
      } else if (PAGE_FILE.test(entry.name)) {
        found.push(path.relative(root, full).split(path.sep).join('/'));
      }
    }
  };
  walk(root);
  return found.sort();
}

export function readPage(lang: Language, relativePath: string): string {
  return readFileSync(path.join(docsRoot, lang, relativePath), 'utf8');
}

/** Route path of a page source, as Rspress serves it with clean URLs. */
export function routeOf(lang: Language, relativePath: string): string {
  const route = `/${relativePath.replace(PAGE_FILE, '')}`.replace(/(^|\/)index$/, '$1');
  return lang === 'en' ? route : `/zh${route}`;
}

const FENCE = /^\s*(```+|~~~+)/;
const HEADING = /^(#{1,6})\s+(.*?)\s*$/;
const EXPLICIT_ID = /\s*\{#([^}]+)\}\s*$/;

/** Strips the front matter block so its YAML is not read as content. */
function body(source: string): string {
  return source.replace(/^---\n[\s\S]*?\n---\n/, '');
}

interface FrontMatter extends Record<string, unknown> {
  pageType?: string;
  title?: string;
  hero?: { name?: string };
}

export interface SourceHeading {
  depth: number;
  id: string;
  explicit: boolean;
}

/** Headings outside code blocks, with the id Rspress gives them. */
export function headingsOf(source: string): SourceHeading[] {
  const slugger = new Slugger();
  const headings: SourceHeading[] = [];
  for (const line of linesOutsideCode(body(source))) {
    const heading = line.match(HEADING);
    if (!heading) continue;
    const explicit = heading[2].match(EXPLICIT_ID);
    const text = heading[2].replace(EXPLICIT_ID, '').replace(/`/g, '');
    headings.push({
      depth: heading[1].length,
      id: explicit ? explicit[1] : slugger.slug(text.trim()),
      explicit: Boolean(explicit),
    });
  }
  return headings;
}

/** Number of fenced code blocks in a page. */
export function codeBlockCount(source: string): number {
  let count = 0;
  let fence: string | undefined;
  for (const line of body(source).split('\n')) {
    const match = line.match(FENCE);
    if (!match) continue;
    if (!fence) {
      fence = match[1];
      count += 1;
    } else if (match[1].startsWith(fence)) {
      fence = undefined;
    }
  }
  return count;
}

/** The h1 a reader should see: the hero name on home pages, else the first h1 or the front matter title. */
export function titleOf(source: string): string {
  const { data, content } = matter<FrontMatter>(source);
  if (data.pageType === 'home') return String(data.hero?.name ?? data.title ?? '');
  const heading = linesOutsideCode(content).find((line) => /^#\s/.test(line));
  if (heading) return plainText(heading.replace(/^#\s+/, '').replace(EXPLICIT_ID, ''));
  return String(data.title ?? '');
}

/** Markdown lines outside fenced code. */
function linesOutsideCode(content: string): string[] {
  const lines: string[] = [];
  let fence: string | undefined;
  for (const line of content.split('\n')) {
    const match = line.match(FENCE);
    if (match) {
      if (!fence) fence = match[1];
      else if (match[1].startsWith(fence)) fence = undefined;
      continue;
    }
    if (!fence) lines.push(line);
  }
  return lines;
}

/** Inline Markdown reduced to the text a reader sees. */
function plainText(markdown: string): string {
  return markdown
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\*\*([^*]*)\*\*/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim();
}

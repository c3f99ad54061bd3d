import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildEmbeddedIndex } from './embedded-index';
import { buildSearchRecords } from './records';
import type { SearchLang, SearchPage } from './types';

/**
 * The size goal: an index file no larger than the one Rspress's built-in
 * search writes for the same pages. That file is, per language, the JSON array of
 * the pages Rspress extracted ({ title, content, routePath, lang, toc, ... }); the
 * corpus here is this site's own Markdown, cut into pages the way Rspress does
 * (title removed, headings with their anchors and positions), so the check runs
 * without a build. `npm run bench:search` measures the real files.
 */
const DOCS = path.join(__dirname, '..', '..', 'docs');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(file);
    return /\.mdx?$/.test(entry.name) ? [file] : [];
  });
}

function pageFrom(file: string, lang: SearchLang): SearchPage | null {
  const source = readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
  const lines = source.split('\n').filter((line) => !/^(import|export) /.test(line));
  let title = '';
  let content = '';
  let inCode = false;
  const toc: SearchPage['toc'] = [];
  for (const line of lines) {
    if (/^\s*(```|~~~)/.test(line)) inCode = !inCode;
    const heading = inCode ? null : /^(#{1,6}) (.*?)(?: \{#([\w-]+)\})?\s*$/.exec(line);
    if (heading && heading[1].length === 1 && !title) {
      title = heading[2];
      continue;
    }
    if (heading) {
      const id = heading[3] ?? heading[2].toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-');
      toc.push({ text: heading[2], id, depth: heading[1].length, charIndex: content.length });
      content += `${heading[2]}\n`;
      continue;
    }
    content += `${line}\n`;
  }
  if (!title) return null;
  const routePath = `/${path.relative(path.join(DOCS, lang), file).replace(/\.mdx?$/, '')}`;
  return { routePath: lang === 'zh' ? `/zh${routePath}` : routePath, title, lang, content, toc };
}

describe.each(['en', 'zh'] as const)('index file size (%s)', (lang) => {
  const pages = markdownFiles(path.join(DOCS, lang))
    .map((file) => pageFrom(file, lang))
    .filter((page): page is SearchPage => page !== null);
  // Rspress's file also holds frontmatter, version and description per page; leaving them out favours it.
  const builtin = JSON.stringify(pages);
  const ours = JSON.stringify(
    buildEmbeddedIndex(
      lang,
      pages.flatMap((page) => buildSearchRecords(page, { lvl0: 'Guide' })),
    ),
  );

  it('covers a real corpus', () => {
    expect(pages.length).toBeGreaterThan(30);
  });
  it('is no larger than Rspress’s built-in index, raw and gzipped', () => {
    expect(Buffer.byteLength(ours)).toBeLessThanOrEqual(Buffer.byteLength(builtin));
    expect(gzipSync(ours).length).toBeLessThanOrEqual(gzipSync(builtin).length);
  });
});

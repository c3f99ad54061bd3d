import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import grayMatter from '@rspress/shared/gray-matter';
import { localizedRoute } from '../../i18n/languages';
import type { SearchLang, SearchPage } from '../core/types';
import { keywordsOf } from './plugin';

/**
 * This site's own Markdown, cut into pages the way Rspress extracts them for
 * search (title removed, headings with their anchors and positions), so that
 * unit tests can check the index against the real corpus without a build.
 */
const DOCS = fileURLToPath(new URL('../../docs', import.meta.url));

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(file);
    return /\.mdx?$/.test(entry.name) ? [file] : [];
  });
}

function pageFrom(file: string, lang: SearchLang): SearchPage | null {
  const { content: source, data } = grayMatter(readFileSync(file, 'utf8'));
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
  const keywords = keywordsOf(data);
  return { routePath: localizedRoute(routePath, lang), title, lang, content, toc, keywords };
}

/** Every page of a language in docs/<lang>, as Rspress would hand it to the search plugin. */
export function sourcePages(lang: SearchLang): SearchPage[] {
  return markdownFiles(path.join(DOCS, lang))
    .map((file) => pageFrom(file, lang))
    .filter((page): page is SearchPage => page !== null);
}

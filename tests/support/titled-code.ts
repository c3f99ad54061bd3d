import { type Language, readPage } from './docs-source';

/** The code of every fenced block whose info string carries `title="<title>"`, in page order. */
export function codeBlocksTitled(source: string, title: string): string[] {
  const blocks: string[] = [];
  const lines = source.split('\n');
  for (let start = 0; start < lines.length; start++) {
    const opening = lines[start].match(/^\s*(`{3,}|~{3,})/);
    if (!opening) continue;
    const end = lines.findIndex((line, index) => index > start && line.trim() === opening[1]);
    if (lines[start].includes(`title="${title}"`)) blocks.push(`${lines.slice(start + 1, end).join('\n')}\n`);
    start = end;
  }
  return blocks;
}

/** The titled blocks of a page in one language; throws when there is none. */
export function pageCodes(lang: Language, page: string, title: string): string[] {
  const blocks = codeBlocksTitled(readPage(lang, page), title);
  if (blocks.length === 0) throw new Error(`docs/${lang}/${page} has no code block titled "${title}"`);
  return blocks;
}

/** The one titled block of a page; throws when there is none or more than one. */
export function pageCode(lang: Language, page: string, title: string): string {
  const blocks = pageCodes(lang, page, title);
  if (blocks.length > 1) throw new Error(`docs/${lang}/${page} has ${blocks.length} code blocks titled "${title}"`);
  return blocks[0];
}

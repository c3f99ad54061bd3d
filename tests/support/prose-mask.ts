/**
 * Which characters of a page source a reader sees as prose. Code (fenced and inline), link targets, heading ids,
 * HTML comments, MDX imports and expressions, tags (except their text attributes), URLs and paths, front-matter keys
 * and the front-matter `keywords` (words readers search with, which may well be other terms) are not prose.
 */
export type ProseMask = Uint8Array;

const CJK = /[\u3400-\u9fff]/u;
const FENCE = /^\s*(```+|~~~+)/;

function newMask(source: string): ProseMask {
  return new Uint8Array(source.length).fill(1);
}

function hide(mask: ProseMask, start: number, end: number): void {
  mask.fill(0, start, end);
}

/** The source with every hidden character but line breaks turned into a space, so later patterns skip them. */
function visibleText(source: string, mask: ProseMask): string {
  let text = '';
  for (let index = 0; index < source.length; index += 1) {
    text += mask[index] || source[index] === '\n' ? source[index] : ' ';
  }
  return text;
}

function hideMatches(mask: ProseMask, text: string, pattern: RegExp, keep?: (match: RegExpExecArray) => boolean) {
  for (const match of text.matchAll(pattern)) {
    if (keep?.(match)) continue;
    hide(mask, match.index, match.index + match[0].length);
  }
}

interface Line {
  text: string;
  start: number;
}

function linesOf(source: string): Line[] {
  let start = 0;
  return source.split('\n').map((text) => {
    const line = { text, start };
    start += text.length + 1;
    return line;
  });
}

/** Front matter: keys, delimiters and the whole `keywords` entry are hidden; other values are prose. */
function hideFrontMatter(mask: ProseMask, lines: Line[]): number {
  if (lines[0]?.text !== '---') return 0;
  const end = lines.findIndex((line, index) => index > 0 && line.text === '---');
  if (end < 0) return 0;
  let inKeywords = false;
  for (const line of lines.slice(0, end + 1)) {
    const lineEnd = line.start + line.text.length;
    const key = line.text.match(/^(\s*(?:-\s+)?)([\w-]+):/);
    if (key && key[1] === '') inKeywords = key[2] === 'keywords';
    if (inKeywords || line.text === '---') hide(mask, line.start, lineEnd);
    else if (key) hide(mask, line.start, line.start + key[0].length);
  }
  return end + 1;
}

function hideFencedCode(mask: ProseMask, lines: Line[], from: number): void {
  let fence: string | undefined;
  for (const line of lines.slice(from)) {
    const match = line.text.match(FENCE);
    const inside = fence !== undefined;
    if (match) {
      if (!fence) fence = match[1];
      else if (match[1].startsWith(fence)) fence = undefined;
    }
    if (match || inside) hide(mask, line.start, line.start + line.text.length);
    else if (/^(import|export)\s/.test(line.text)) hide(mask, line.start, line.start + line.text.length);
  }
}

/** Prose mask of a Markdown or MDX page. */
export function markdownProseMask(source: string): ProseMask {
  const mask = newMask(source);
  const lines = linesOf(source);
  hideFencedCode(mask, lines, hideFrontMatter(mask, lines));
  // Inline code: a run of backticks up to the same run, within one paragraph.
  hideMatches(mask, visibleText(source, mask), /(`+)[\s\S]*?[^`]\1(?!`)/g, (match) => /\n[ \t]*\n/.test(match[0]));
  let text = visibleText(source, mask);
  hideMatches(mask, text, /<!--[\s\S]*?-->/g);
  hideMatches(mask, text, /\]\([^)\s]*(?:\s+"[^"]*")?\)/g);
  hideMatches(mask, text, /\{[^{}\n]*\}/g, (match) => CJK.test(match[0]));
  hideMatches(mask, text, /https?:\/\/[^\s)\]>"'，。；）]+/g);
  hideMatches(mask, text, /(?<![\w.])\/[\w.~-]+(?:\/[\w.~#-]*)*/g);
  text = visibleText(source, mask);
  // Tags and their attributes are markup, but a quoted attribute value in Chinese is text the page shows.
  for (const tag of text.matchAll(/<\/?[A-Za-z][^<>]*>/g)) {
    hide(mask, tag.index, tag.index + tag[0].length);
    for (const value of tag[0].matchAll(/(["'])([^"']*)\1/g)) {
      if (!CJK.test(value[2])) continue;
      const start = tag.index + value.index + 1;
      mask.fill(1, start, start + value[2].length);
    }
  }
  return mask;
}

/** Prose mask of a JSON file (a sidebar or navbar): only the strings in Chinese are text readers see. */
export function jsonProseMask(source: string): ProseMask {
  const mask = new Uint8Array(source.length);
  for (const string of source.matchAll(/"((?:[^"\\]|\\.)*)"/g)) {
    if (CJK.test(string[1])) mask.fill(1, string.index + 1, string.index + 1 + string[1].length);
  }
  return mask;
}

/**
 * One tokenizer for indexing and querying, in both languages. Latin text splits
 * into lower-cased words; runs of Chinese (Han) characters become overlapping
 * character pairs ("暗黑模式" -> 暗黑, 黑模, 模式), which find words without a
 * dictionary and behave the same for every query.
 *
 * A Latin word is also normalised so that readers' forms meet the pages' forms:
 * a plural meets its singular ("plugins" -> plugin, like Algolia's ignorePlurals),
 * and an identifier written in camelCase also yields its parts ("hideNavbar" ->
 * hide, navbar), so that "hide navbar" finds the option (ranking.ts weighs them).
 * A command-line option or CSS custom property ("--config", "--rp-sidebar-width")
 * is also a word of its own (flagAt). Tuning set 1484: en 0.936 -> 0.937 ("--config"
 * from no answer to first, "rspress build --base" from second to first), zh unchanged.
 */

export interface Token {
  /** The normalised word, or a Chinese character pair. */
  term: string;
  /** The parts of a camelCase identifier, normalised (empty for other words). */
  parts: string[];
  /** Position of the token in the original text (UTF-16 units). */
  start: number;
  end: number;
}

const HAN = /\p{Script=Han}/u;
// A word is a run of letters, digits and underscores: "rspress.config.ts" -> rspress, config, ts.
const PIECES = /\p{Script=Han}+|[\p{L}\p{N}_]+/gu;
// Boundaries inside an identifier: "usePageData" -> use|Page|Data, "HTMLElement" -> HTML|Element.
const CAMEL_PARTS = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+/gu;

export function isHanTerm(term: string): boolean {
  return HAN.test(term);
}

/**
 * Plural to singular, consistently on both sides (it need not give a dictionary
 * word, only the same key for "redirects" and "redirect"). Words of three
 * letters or fewer ("css", "ts") and words ending in ss/us/is stay as they are.
 */
export function singular(word: string): string {
  if (word.length <= 3 || /\d$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

function camelParts(word: string, lowerCased: string): string[] {
  // Most words have no capital letter at all: no parts, and no Unicode regular expression to run.
  if (word === lowerCased) return [];
  if (!/\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/u.test(word)) return [];
  const parts = word.match(CAMEL_PARTS) ?? [];
  return parts.length > 1 ? parts.map((part) => singular(part.toLowerCase())) : [];
}

// A command-line option or CSS custom property: "--config", "--save-exact", "--rp-sidebar-width".
const FLAG = /^--[\p{L}\p{N}_]+(?:-[\p{L}\p{N}_]+)*/u;
const WORD_OR_DASH = /[\p{L}\p{N}_-]/u;

/**
 * The option or custom property that starts two characters before a word, if any: it is a word
 * of its own as well ("--config" finds the `--config` option, not every page about config), and
 * its words stay words. Not inside a longer run of dashes ("---cut---").
 */
function flagAt(text: string, start: number): string | undefined {
  if (start < 2 || text[start - 1] !== '-' || text[start - 2] !== '-') return undefined;
  if (start > 2 && WORD_OR_DASH.test(text[start - 3])) return undefined;
  return FLAG.exec(text.slice(start - 2))?.[0];
}

/** Tokens with their positions; used to index and to highlight what matched. */
export function tokenizeWithPositions(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(PIECES)) {
    const piece = match[0];
    const start = match.index ?? 0;
    if (HAN.test(piece[0])) {
      const chars = Array.from(piece);
      if (chars.length === 1) {
        tokens.push({ term: piece, parts: [], start, end: start + piece.length });
        continue;
      }
      let offset = start;
      for (let i = 0; i < chars.length - 1; i++) {
        const pair = chars[i] + chars[i + 1];
        tokens.push({ term: pair, parts: [], start: offset, end: offset + pair.length });
        offset += chars[i].length;
      }
    } else {
      const flag = flagAt(text, start);
      if (flag) tokens.push({ term: flag.toLowerCase(), parts: [], start: start - 2, end: start - 2 + flag.length });
      const lowerCased = piece.toLowerCase();
      tokens.push({
        term: singular(lowerCased),
        parts: camelParts(piece, lowerCased),
        start,
        end: start + piece.length,
      });
    }
  }
  return tokens;
}

/** The terms of a text as the index holds them: each word and Chinese pair, no stop words. */
export function indexTerms(text: string): string[] {
  return tokenizeWithPositions(text)
    .map((token) => token.term)
    .filter((term) => !STOP_WORDS.has(term));
}

/** The parts of the camelCase identifiers in a text ("hideNavbar" -> hide, navbar), indexed apart from whole words. */
export function identifierParts(text: string): string[] {
  return tokenizeWithPositions(text).flatMap((token) => token.parts.filter((part) => !STOP_WORDS.has(part)));
}

/**
 * Typo tolerance for one query term: none for short words and Chinese pairs,
 * one edit from 4 letters, two from 6 ("deplyo" -> "deploy").
 */
export function fuzzyDistance(term: string): number | false {
  if (isHanTerm(term)) return false;
  if (term.length >= 6) return 2;
  if (term.length >= 4) return 1;
  return false;
}

/**
 * English words too common to tell pages apart. They stay in the text (and in
 * highlights) but not in the index, which keeps it small.
 */
export const STOP_WORDS = new Set(
  'a an and are as at be by for from has have if in into is it its of on or that the their then there these this to was were will with you your'.split(
    ' ',
  ),
);

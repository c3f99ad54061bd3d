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

/**
 * The tokens of a text from a position on, in order, handed to `visit` until it returns false.
 * `from` must be where no word goes on from before it (the start, or after a character that is
 * neither a word's nor a dash): the tokens are then those the whole text has from there.
 */
function eachToken(text: string, from: number, visit: (token: Token) => boolean): void {
  const pieces = new RegExp(PIECES.source, PIECES.flags);
  pieces.lastIndex = from;
  const stops = (term: string, start: number, end: number, parts: string[] = []) => !visit({ term, parts, start, end });
  for (let match = pieces.exec(text); match; match = pieces.exec(text)) {
    const piece = match[0];
    const start = match.index;
    if (HAN.test(piece[0])) {
      const chars = Array.from(piece);
      if (chars.length === 1) {
        if (stops(piece, start, start + piece.length)) return;
        continue;
      }
      let offset = start;
      for (let i = 0; i < chars.length - 1; i++) {
        const pair = chars[i] + chars[i + 1];
        if (stops(pair, offset, offset + pair.length)) return;
        offset += chars[i].length;
      }
    } else {
      const flag = flagAt(text, start);
      if (flag && stops(flag.toLowerCase(), start - 2, start - 2 + flag.length)) return;
      const lowerCased = piece.toLowerCase();
      if (stops(singular(lowerCased), start, start + piece.length, camelParts(piece, lowerCased))) return;
    }
  }
}

/** Tokens with their positions; used to index and to highlight what matched. */
export function tokenizeWithPositions(text: string): Token[] {
  const tokens: Token[] = [];
  eachToken(text, 0, (token) => {
    tokens.push(token);
    return true;
  });
  return tokens;
}

/** Whether `words` occur one after the other in `terms`. */
function containsRun(terms: string[], words: readonly string[]): boolean {
  for (let start = 0; start + words.length <= terms.length; start++) {
    if (words.every((word, i) => terms[start + i] === word)) return true;
  }
  return false;
}

/** Where tokenising may start to give the tokens the whole text has around `at`: the start of the words and dashes holding it. */
function alignedStart(text: string, at: number): number {
  let from = at;
  while (from > 0 && WORD_OR_DASH.test(text[from - 1])) from--;
  return from;
}

/** The letters a term's words start with: a plural's singular is the start of its letters, but for "ies" -> "y". */
const probeOf = (term: string) => (term.endsWith('y') ? term.slice(0, -1) : term);

/**
 * Whether a text's index terms (stop words left out) hold `words` one after the other. Reads only
 * from where the first word's letters occur, a few tokens each time, instead of tokenising the whole
 * text: the phrase check reads the first texts of every answer of two words or more, and tokenising
 * them whole was about a tenth of a cold answer at 4x CPU (PERFORMANCE.md, "Search at scale").
 */
export function holdsTermRun(text: string, words: readonly string[]): boolean {
  const lowerCased = text.toLowerCase();
  const probe = probeOf(words[0]);
  // Where lower-casing changes a text's length, positions differ: tokenise it whole.
  if (lowerCased.length !== text.length || probe.length === 0) return containsRun(indexTerms(text), words);
  for (let at = lowerCased.indexOf(probe); at !== -1; at = lowerCased.indexOf(probe, at + 1)) {
    // The tokens from the one holding the probe on (an option's "--config" comes before "config"): enough for the run.
    const terms: string[] = [];
    eachToken(text, alignedStart(text, at), (token) => {
      if (token.end > at && !STOP_WORDS.has(token.term)) terms.push(token.term);
      return terms.length < words.length + 1;
    });
    if (containsRun(terms, words)) return true;
  }
  return false;
}

const HAN_PAIR = /^\p{Script=Han}{2}$/u;
const LATIN_TERM = /^[\p{L}\p{N}_-]+$/u;
const WORD = /[\p{L}\p{N}_]/u;
const SURROGATE = /[\uD800-\uDFFF]/;

/** Whether a Chinese pair found at `at` is a token: its run of Chinese characters is not the end of a Latin word ("Rspress支持" is one). */
function startsHanPiece(text: string, at: number): boolean {
  let start = at;
  while (start > 0 && HAN.test(text[start - 1])) start--;
  return start === 0 || !WORD.test(text[start - 1]);
}

/**
 * Among a text's tokens, in order, at least every one whose term or camelCase part is one of
 * `terms` (what a hit's highlight marks), found from where each term's letters or pair occur
 * instead of by tokenising the whole text, for the same reason as holdsTermRun. Undefined for a
 * text or term this cannot read so (a single Chinese character, characters beyond the BMP, or
 * lower-casing that changes the text's length): tokenise it whole.
 */
export function tokensHolding(text: string, terms: Iterable<string>): Token[] | undefined {
  const lowerCased = text.toLowerCase();
  if (lowerCased.length !== text.length || SURROGATE.test(text)) return undefined;
  const found = new Map<number, Token>();
  for (const term of terms) {
    if (HAN_PAIR.test(term)) {
      for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + 1)) {
        if (startsHanPiece(text, at)) found.set(at, { term, parts: [], start: at, end: at + term.length });
      }
    } else if (LATIN_TERM.test(term) && !HAN.test(term)) {
      const probe = probeOf(term);
      if (probe.length === 0) return undefined;
      for (let at = lowerCased.indexOf(probe); at !== -1; at = lowerCased.indexOf(probe, at + 1)) {
        eachToken(text, alignedStart(text, at), (token) => {
          if (token.start > at) return false;
          if (token.end > at) found.set(token.start, token);
          return true;
        });
      }
    } else {
      return undefined;
    }
  }
  return [...found.values()].sort((a, b) => a.start - b.start);
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

/**
 * One tokenizer for indexing and querying, in both languages. Latin text splits
 * into lower-cased words; runs of Chinese (Han) characters become overlapping
 * character pairs ("暗黑模式" -> 暗黑, 黑模, 模式), which find words without a
 * dictionary and behave the same for every query.
 */

export interface Token {
  term: string;
  /** Position of the token in the original text (UTF-16 units). */
  start: number;
  end: number;
}

const HAN = /\p{Script=Han}/u;
// A word is a run of letters, digits and underscores: "rspress.config.ts" -> rspress, config, ts.
const PIECES = /\p{Script=Han}+|[\p{L}\p{N}_]+/gu;

export function isHanTerm(term: string): boolean {
  return HAN.test(term);
}

/** Tokens with their positions; used to highlight what matched. */
export function tokenizeWithPositions(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(PIECES)) {
    const piece = match[0];
    const start = match.index ?? 0;
    if (HAN.test(piece[0])) {
      const chars = Array.from(piece);
      if (chars.length === 1) {
        tokens.push({ term: piece, start, end: start + piece.length });
        continue;
      }
      let offset = start;
      for (let i = 0; i < chars.length - 1; i++) {
        const pair = chars[i] + chars[i + 1];
        tokens.push({ term: pair, start: offset, end: offset + pair.length });
        offset += chars[i].length;
      }
    } else {
      tokens.push({ term: piece.toLowerCase(), start, end: start + piece.length });
    }
  }
  return tokens;
}

export function tokenize(text: string): string[] {
  return tokenizeWithPositions(text).map((token) => token.term);
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
 * highlights) but not in the index, which keeps it small; a query made only of
 * them finds nothing.
 */
export const STOP_WORDS = new Set(
  'a an and are as at be by for from has have if in into is it its of on or that the their then there these this to was were will with you your'.split(
    ' ',
  ),
);

/** Lower-cases nothing (the tokenizer already did) and drops stop words. */
export function indexTerm(term: string): string | null {
  return STOP_WORDS.has(term) ? null : term;
}

import type { Alternative } from './query';
import { MAX_ZH_CORRECTIONS, ZH_TYPO_WEIGHT, ZH_TYPO_WEIGHT_SAME_SOUND, ZH_WORD_WEIGHT_POWER } from './ranking';

/** The Chinese pairs of an index, as far as they are loaded: what typo correction reads. */
export interface PairStatistics {
  /** How often the pair occurs (0 when the index lacks it); undefined while its part of the index is not loaded. */
  count(pair: string): number | undefined;
  /** Second character -> count of the pairs starting with `char` (empty when none, undefined while not loaded). */
  following(char: string): ReadonlyMap<string, number> | undefined;
  /** First character -> count of the pairs ending with `char`. */
  preceding(char: string): ReadonlyMap<string, number> | undefined;
  /** How often the pair occurs, as a share (0-1) of how often its rarer character starts or ends a pair. */
  cohesion(pair: string): number;
  /** The character's readings without tones (empty when unknown), undefined while its part of the index is not loaded. */
  readings(char: string): readonly string[] | undefined;
  /** Whether a pair of the index holds the character (known from the start: the manifest's readings are theirs). */
  ownCharacter(char: string): boolean;
}

/**
 * A pair below this cohesion occurs only where two words meet: typed alone, it
 * is not a word of the site (部属, a same-sound slip for 部署, is in 全部属性 once).
 */
const STRADDLING_COHESION = 0.05;
/** A character that makes this share of its one-sided neighbour's pairs is tried whatever its sound. */
const DOMINANT_SHARE = 0.8;

/**
 * Chinese typos: a pinyin input method gives a character of the same sound
 * (导行栏 for 导航栏, 布署 for 部署), and hand-writing or a stroke method one
 * that looks alike. Either way one character is wrong, and every character
 * pair that touches it is missing from the index. For such a character this
 * finds the characters that would make the pairs on both sides real pairs of
 * the index; same-sound candidates (from the index file's pinyin table) come
 * first. A corrected pair is an alternative of the pair it replaces, weighted
 * below an exact match (ranking.ts).
 *
 * Written here rather than taken from a library: the spelling correctors on npm
 * work on words from a dictionary, and Chinese queries have no spaces; this
 * needs only the pairs the index already holds.
 */
export class ChinesePairs {
  private readonly pairs: PairStatistics;

  /** `pairs`: the index's Chinese pairs, their counts and the characters' readings. */
  constructor(pairs: PairStatistics) {
    this.pairs = pairs;
  }

  /**
   * How much a pair of a query says, as its unit's weight: its cohesion, which is low where two words
   * meet (言模 of 大语言模型); for a word of the index, its cohesion to ZH_WORD_WEIGHT_POWER (ranking.ts).
   */
  weightOf(pair: string): number {
    const cohesion = this.pairs.cohesion(pair);
    return cohesion >= STRADDLING_COHESION ? cohesion ** ZH_WORD_WEIGHT_POWER : cohesion;
  }

  /** Whether the index holds the pair as a word, not only where two words meet (STRADDLING_COHESION). */
  private isWord(pair: string, count: number | undefined): boolean {
    return Boolean(count) && this.pairs.cohesion(pair) >= STRADDLING_COHESION;
  }

  private sameSound(a: string, b: string): boolean {
    const readings = this.pairs.readings(b) ?? [];
    return this.pairs.readings(a)?.some((reading) => readings.includes(reading)) ?? false;
  }

  /** Candidate characters for position `i` of a run, best first. */
  private candidates(chars: string[], i: number): { char: string; sameSound: boolean; score: number }[] {
    // Asked first: for a character the index lacks, its readings load in the same round as the neighbours' pairs.
    const typedSoundKnown = (this.pairs.readings(chars[i])?.length ?? 0) > 0;
    const left = i > 0 ? this.pairs.following(chars[i - 1]) : undefined;
    const right = i < chars.length - 1 ? this.pairs.preceding(chars[i + 1]) : undefined;
    if ((i > 0 && !left?.size) || (i < chars.length - 1 && !right?.size)) return [];
    let pool = [...(left ?? right ?? new Map<string, number>()).keys()];
    let bothSides = Boolean(left && right);
    if (left && right) {
      pool = pool.filter((char) => right.has(char) && char !== chars[i]);
      // No character fits both sides (悬亭显示 for 悬停显示: the pages never have 停显, where two words
      // meet). A character the site never uses is a slip all the same: try each side on its own.
      if (pool.length === 0 && !this.pairs.ownCharacter(chars[i])) {
        pool = [...new Set([...left.keys(), ...right.keys()])];
        bothSides = false;
      }
    }
    return (
      pool
        .filter((char) => char !== chars[i])
        .map((char) => {
          const sameSound = this.sameSound(char, chars[i]);
          const frequency = (left?.get(char) ?? 0) + (right?.get(char) ?? 0);
          return {
            char,
            sameSound,
            frequency,
            score: (sameSound ? 1000 : 0) + (bothSides ? 100 : 0) + Math.log1p(frequency),
          };
        })
        // With a neighbour on one side only, many characters usually fit: keep the same-sound ones
        // (or, when the typed character's sound is unknown, let frequency decide). One that nearly
        // always goes with that neighbour is kept as well: it is the word meant (搜 is followed by 索
        // in 119 of 126 pairs here, so 搜素, a look-alike slip, is 搜索).
        .filter(
          (candidate, _, all) =>
            bothSides ||
            candidate.sameSound ||
            !typedSoundKnown ||
            candidate.frequency >= DOMINANT_SHARE * all.reduce((sum, other) => sum + other.frequency, 0),
        )
        // Equal scores in character order, so that every index gives the same corrections.
        .sort((a, b) => b.score - a.score || (a.char < b.char ? -1 : a.char > b.char ? 1 : 0))
    );
  }

  /**
   * For each run of Chinese characters in the query, the corrections of pairs
   * around characters whose pairs the index lacks (key `${run}:${pair}`), and each
   * run with its best correction applied (as typed when it needs none or none was
   * found): a heading that holds the corrected run holds what the reader meant to
   * type (the phrase bonus of ranking.ts).
   */
  correctRuns(runs: string[]): { corrections: Map<string, Alternative[]>; bestRuns: string[] } {
    const corrections = new Map<string, Alternative[]>();
    const bestRuns = [...runs];
    runs.forEach((run, runIndex) => {
      const chars = Array.from(run);
      if (chars.length < 2) return;
      const pairs = chars.slice(0, -1).map((char, i) => char + chars[i + 1]);
      const counts = pairs.map((pair) => this.pairs.count(pair));
      // Corrections are looked for once every pair of the run is known. Until then, what a correction
      // would read (the characters that come before each one, the sound of one the site never uses) is
      // asked for in the same round as the pairs, so that a slip costs no round of its own.
      if (counts.some((count) => count === undefined)) {
        for (const char of chars.slice(1)) this.pairs.preceding(char);
        for (const char of chars) if (!this.pairs.ownCharacter(char)) this.pairs.readings(char);
        return;
      }
      // A two-character run the pages hold only across a word boundary (部属 in 全部属性) is a slip too.
      const missing = counts.map(
        (count, p) => !count || (chars.length === 2 && this.pairs.cohesion(pairs[p]) < STRADDLING_COHESION),
      );
      // A pair missing between two words of the index is where they meet (译界 in 翻译界面), not a slip: a
      // wrong character breaks the pairs on both of its sides. Looking for corrections there cost about two
      // rounds of files (the endings of the next character, then the corrections' terms) for one Chinese
      // relevance query in seven, and what they found moved about as many right pages down as up.
      for (let p = 1; p < pairs.length - 1; p++) {
        if (missing[p] && this.isWord(pairs[p - 1], counts[p - 1]) && this.isWord(pairs[p + 1], counts[p + 1])) {
          missing[p] = false;
        }
      }
      if (!missing.some(Boolean)) return;
      const found: { i: number; char: string; sameSound: boolean; score: number }[] = [];
      chars.forEach((_, i) => {
        const touching = [i - 1, i].filter((p) => p >= 0 && p < pairs.length);
        if (!touching.some((p) => missing[p])) return;
        for (const candidate of this.candidates(chars, i).slice(0, MAX_ZH_CORRECTIONS)) found.push({ i, ...candidate });
      });
      found.sort((a, b) => b.score - a.score);
      if (found.length > 0) {
        const best = [...chars];
        best[found[0].i] = found[0].char;
        bestRuns[runIndex] = best.join('');
      }
      for (const { i, char, sameSound } of found.slice(0, MAX_ZH_CORRECTIONS)) {
        const fixed = [...chars];
        fixed[i] = char;
        const weight = sameSound ? ZH_TYPO_WEIGHT_SAME_SOUND : ZH_TYPO_WEIGHT;
        for (const p of [i - 1, i]) {
          if (p < 0 || p >= pairs.length) continue;
          const key = `${runIndex}:${pairs[p]}`;
          const list = corrections.get(key) ?? [];
          list.push({ terms: [fixed[p] + fixed[p + 1]], weight });
          corrections.set(key, list);
        }
      }
    });
    return { corrections, bestRuns };
  }
}

/** Character -> readings as a pinyin table ("bu部布不 shu署数"): readings in order, characters in code point order. */
export function formatSounds(sounds: ReadonlyMap<string, readonly string[]>): string {
  const byReading = new Map<string, string[]>();
  for (const [char, readings] of sounds) {
    for (const reading of readings) byReading.set(reading, [...(byReading.get(reading) ?? []), char]);
  }
  return [...byReading]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([reading, chars]) => reading + chars.sort().join(''))
    .join(' ');
}

/** A pinyin table ("bu部布不 shu署数") as character -> readings. */
export function parseSounds(table: string | undefined): Map<string, string[]> {
  const sounds = new Map<string, string[]>();
  for (const entry of table?.split(' ') ?? []) {
    const reading = entry.match(/^[a-zü]+/)?.[0];
    if (!reading) continue;
    for (const char of Array.from(entry.slice(reading.length))) {
      sounds.set(char, [...(sounds.get(char) ?? []), reading]);
    }
  }
  return sounds;
}

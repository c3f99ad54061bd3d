import {
  EN_FILLER_WORDS,
  FILLER_WEIGHT,
  GENERIC_WEIGHT,
  GENERIC_WORDS,
  IDENTIFIER_SIZE,
  IDENTIFIER_TYPED_APART,
  MAX_QUERY_LENGTH,
  MISTAKES_HEADINGS,
  SYNONYM_WEIGHT,
  WHY_WEIGHT,
  WORD_FORM_WEIGHT,
  ZH_FILLER_CHARS_ANYWHERE,
  ZH_FILLER_CHARS_AT_END,
  ZH_FILLER_WORDS,
  ZH_WHY_WORDS,
} from './ranking';
import type { SynonymRule } from './synonyms';
import { isHanTerm, STOP_WORDS, tokenizeWithPositions } from './tokenize';
import { wordForms } from './word-forms';
import type { ChinesePairs } from './zh-pairs';

/** A way to match one part of the query: every term must be in the record. */
export interface Alternative {
  terms: string[];
  /** 1 for what was typed; less for a synonym, another form of the word or a corrected typo. */
  weight: number;
  /** Matched only as written: no completion, no typo (another form of a word is one already). */
  exact?: boolean;
}

/**
 * One part of the query that a record matches or not: a word, a Chinese
 * character pair, or a phrase that a synonym rule recognised.
 */
export interface QueryUnit {
  /** How many of the query's tokens it stands for (coverage counts these). */
  size: number;
  alternatives: Alternative[];
  /** The last word while the reader is still typing it. */
  prefix: boolean;
  /** How much the unit says (1, or a Chinese pair's weight: zh-pairs.ts `weightOf`). */
  weight: number;
  /** Adds to the score of records the other units found, never to coverage, never a record of its own. */
  scoreOnly?: boolean;
  /**
   * A question or filler word kept at FILLER_WEIGHT ("how", "do"): it tells records apart a little, but
   * it is not what the reader looks for, so it is neither highlighted nor where a snippet is cut around.
   */
  filler?: boolean;
}

export interface ParsedQuery {
  units: QueryUnit[];
  /** Latin words and Chinese runs as typed, after filler words went: for suggestions. */
  words: string[];
  /**
   * The query as a phrase: its Latin words in order (filler words too, stop words not) and its
   * Chinese runs, for the phrase bonus (ranking.ts).
   */
  phrase: { words: string[]; runs: string[] };
}

export interface QueryContext {
  synonyms: SynonymRule[];
  /** Whether the index holds a term at all. */
  hasTerm(term: string): boolean;
  /** Index terms that start with a prefix (not the prefix itself), most frequent first. */
  termsStartingWith?(prefix: string, limit: number): string[];
  zhPairs?: ChinesePairs;
  /** A verb's forms that no suffix rule gives (word-forms.ts). */
  verbForms?: ReadonlyMap<string, readonly string[]>;
}

interface QueryToken {
  term: string;
  /** Index of the Chinese run the pair comes from, or -1 for a Latin word. */
  run: number;
  /** The typed word was a filler or stop word: never a unit of its own. */
  filler: boolean;
  /** Typed in camelCase ("useDark"): the name of one API. */
  identifier: boolean;
}

const HAN_RUN = /\p{Script=Han}+/gu;
// A version number typed as one piece ("1.x", "2.0", "v1.47.2"): its one-character parts are not filler.
const VERSION = /^v?\d+(?:\.(?:\d+|x))+$/i;

/** Removes Chinese question and filler words, leaving a space, so that what is left splits there. */
export function stripChineseFillers(query: string, removed: string[] = []): string {
  const stripped = query.replace(HAN_RUN, (run) => {
    let text = run;
    for (const word of ZH_FILLER_WORDS) {
      if (text.includes(word)) removed.push(word);
      text = text.split(word).join(' ');
    }
    for (const char of ZH_FILLER_CHARS_ANYWHERE) text = text.split(char).join(' ');
    return text;
  });
  // The characters that end a question, where a Chinese run ends; kept when nothing else is left (几 of 几乎 being typed).
  const withoutEndings = stripped.replace(new RegExp(`[${ZH_FILLER_CHARS_AT_END}]+(?!\\p{Script=Han})`, 'gu'), ' ');
  return withoutEndings.trim() ? withoutEndings : stripped;
}

function queryTokens(query: string): { tokens: QueryToken[]; runs: string[] } {
  const tokens: QueryToken[] = [];
  const runs: string[] = [];
  for (const piece of query.match(/\p{Script=Han}+|[^\s\p{Script=Han}]+/gu) ?? []) {
    if (isHanTerm(piece)) {
      runs.push(piece);
      for (const token of tokenizeWithPositions(piece)) {
        tokens.push({ term: token.term, run: runs.length - 1, filler: false, identifier: false });
      }
      continue;
    }
    const pieceTokens = tokenizeWithPositions(piece);
    for (const token of pieceTokens) {
      const raw = piece.slice(token.start, token.end).toLowerCase();
      // A lone letter ("b" of "<b>", "s" of "page's") says nothing unless it is all the reader typed so
      // far, or hyphenated to a word ("x" of "x-default").
      const hyphenated = pieceTokens.length > 1 && (piece[token.start - 1] === '-' || piece[token.end] === '-');
      const lone = raw.length === 1 && !hyphenated && !VERSION.test(piece);
      const filler = EN_FILLER_WORDS.has(raw) || STOP_WORDS.has(token.term) || lone;
      const identifier = /[a-z][A-Z]/.test(piece.slice(token.start, token.end));
      tokens.push({ term: token.term, run: -1, filler, identifier });
    }
  }
  return { tokens, runs };
}

/** The index's other forms of a Latin word (word-forms.ts). */
function formsOf(word: string, context: QueryContext): string[] {
  return context.termsStartingWith && !isHanTerm(word)
    ? wordForms(word, context.hasTerm, context.termsStartingWith, context.verbForms)
    : [];
}

/** Index terms of a phrase of the synonym table ("Dark mode" -> dark, mode). */
function phraseTerms(phrase: string): string[] {
  return tokenizeWithPositions(phrase).map((token) => token.term);
}

function termsForIndex(phrase: string): string[] {
  return phraseTerms(phrase).filter((term) => !STOP_WORDS.has(term));
}

const rulesByTable = new WeakMap<SynonymRule[], { rule: SynonymRule; terms: string[] }[]>();

/**
 * The synonym table's phrases as index terms, longest first (so "multiple languages" wins over a
 * rule for "languages"): tokenised once per table, not on every keystroke (some 300 rules).
 */
export function tokenizedRules(synonyms: SynonymRule[]) {
  let rules = rulesByTable.get(synonyms);
  if (!rules) {
    rules = synonyms
      .map((rule) => ({ rule, terms: phraseTerms(rule.phrase) }))
      .sort((a, b) => b.terms.length - a.terms.length);
    rulesByTable.set(synonyms, rules);
  }
  return rules;
}

/** Where the phrase's terms occur, in order, in the query's terms. */
function findPhrase(terms: string[], phrase: string[]): number {
  if (phrase.length === 0 || phrase.length > terms.length) return -1;
  for (let start = 0; start + phrase.length <= terms.length; start++) {
    if (phrase.every((term, i) => terms[start + i] === term)) return start;
  }
  return -1;
}

/**
 * Words typed apart that the pages write as one identifier ("edit link text": editLinkText): for each
 * word of such a run, the identifier. Each word's unit then also finds the identifier, so a record
 * that has it matches the whole run, and one that has some of the words still matches those.
 */
function identifiersTypedApart(tokens: QueryToken[], taken: boolean[], context: QueryContext): Map<number, string[]> {
  const found = new Map<number, string[]>();
  const { minWords, maxWords } = IDENTIFIER_TYPED_APART;
  for (let start = 0; start < tokens.length; start++) {
    for (let length = Math.min(maxWords, tokens.length - start); length >= minWords; length--) {
      const words = tokens.slice(start, start + length);
      if (words.some((word, k) => taken[start + k] || word.run !== -1 || word.filler)) continue;
      const identifier = words.map((word) => word.term).join('');
      if (!context.hasTerm(identifier)) continue;
      for (let k = start; k < start + length; k++) found.set(k, [...(found.get(k) ?? []), identifier]);
      break;
    }
  }
  return found;
}

/**
 * Turns what the reader typed into units (see ranking.ts for how they count):
 * filler words go, phrases of the synonym table become one unit that also finds
 * their synonyms, every other word or Chinese pair is a unit of its own, and a
 * Chinese pair the index does not hold is tried with one character corrected.
 */
export function parseQuery(rawQuery: string, context: QueryContext): ParsedQuery {
  const removedFillers: string[] = [];
  const query = stripChineseFillers(rawQuery.slice(0, MAX_QUERY_LENGTH), removedFillers);
  const typing = !/\s$/.test(query);
  const { tokens, runs } = queryTokens(query);
  const terms = tokens.map((token) => token.term);
  const units: (QueryUnit & { from: number })[] = [];
  const taken = new Array<boolean>(tokens.length).fill(false);

  for (const { rule, terms: phrase } of tokenizedRules(context.synonyms)) {
    const start = findPhrase(terms, phrase);
    if (start === -1 || taken.slice(start, start + phrase.length).some(Boolean)) continue;
    for (let i = start; i < start + phrase.length; i++) taken[i] = true;
    const typed = termsForIndex(rule.phrase);
    const forms = typed.length === 1 ? formsOf(typed[0], context) : [];
    units.push({
      from: start,
      size: phrase.filter((term) => !STOP_WORDS.has(term)).length || 1,
      prefix: false,
      weight: 1,
      alternatives: [
        ...(typed.length > 0 ? [{ terms: typed, weight: 1 }] : []),
        ...forms.map((form) => ({ terms: [form], weight: WORD_FORM_WEIGHT, exact: true })),
        ...rule.alsoFinds.map((other) => ({ terms: termsForIndex(other), weight: SYNONYM_WEIGHT })),
      ].filter((alternative) => alternative.terms.length > 0),
    });
  }

  const joined = identifiersTypedApart(tokens, taken, context);

  const { corrections, bestRuns } = context.zhPairs?.correctRuns(runs) ?? {
    corrections: new Map<string, Alternative[]>(),
    bestRuns: runs,
  };
  // A query made only of filler words ("how", "what is") still looks for them.
  const onlyFillers = tokens.every((token, i) => taken[i] || token.filler);
  tokens.forEach((token, i) => {
    if (taken[i] || STOP_WORDS.has(token.term)) return;
    if (token.filler && !onlyFillers) {
      // A question word still counts where a heading has it ("What Rspress is"), but hardly.
      if (EN_FILLER_WORDS.has(token.term) && token.term.length > 1) {
        const alternatives = [{ terms: [token.term], weight: 1 }];
        units.push({ from: i, size: 1, prefix: false, alternatives, weight: FILLER_WEIGHT, filler: true });
      }
      return;
    }
    const alternatives: Alternative[] = [];
    if (token.run === -1 || context.hasTerm(token.term) || token.term.length === 1) {
      alternatives.push({ terms: [token.term], weight: 1 });
    }
    alternatives.push(...(corrections.get(`${token.run}:${token.term}`) ?? []));
    for (const identifier of joined.get(i) ?? []) alternatives.push({ terms: [identifier], weight: 1, exact: true });
    if (alternatives.length === 0) alternatives.push({ terms: [token.term], weight: 1 });
    const isLast = i === tokens.length - 1;
    // While typing, the last Latin word and a lone Chinese character match as prefixes.
    const prefix = typing && isLast && (token.run === -1 || token.term.length === 1);
    const forms = token.run === -1 && !prefix ? formsOf(token.term, context) : [];
    for (const form of forms) alternatives.push({ terms: [form], weight: WORD_FORM_WEIGHT, exact: true });
    // A lone Chinese character left between filler words ("有" of 有哪些) is a unit only while being typed.
    if (token.run !== -1 && token.term.length === 1 && !prefix && !onlyFillers) return;
    // A Chinese pair that straddles two words says little (zh-pairs.ts); a corrected typo says what its correction says.
    const pairWeight =
      token.run === -1 || token.term.length === 1 || !context.zhPairs
        ? 1
        : Math.max(...alternatives.map((alternative) => context.zhPairs?.weightOf(alternative.terms[0]) ?? 1));
    // A form of a generic word is generic ("showing": show).
    const generic = [token.term, ...forms].some((term) => GENERIC_WORDS.has(term));
    const weight = pairWeight * (generic ? GENERIC_WEIGHT : 1);
    units.push({ from: i, size: token.identifier ? IDENTIFIER_SIZE : 1, prefix, alternatives, weight });
  });

  const words = [...tokens.filter((token) => token.run === -1 && !token.filler).map((token) => token.term), ...runs];
  // Chinese question words went before the query was cut into pairs; they count as little as English ones.
  for (const filler of removedFillers) {
    const pairs = termsForIndex(filler).filter((term) => term.length > 1 && context.hasTerm(term));
    if (pairs.length > 0) {
      units.push({
        from: tokens.length,
        size: 1,
        prefix: false,
        alternatives: [{ terms: pairs, weight: 1 }],
        weight: FILLER_WEIGHT,
      });
    }
  }
  // A "why" question is about something that went wrong: the pages say why under "Common mistakes".
  const asksWhy = [
    tokens.some((token) => token.run === -1 && token.term === 'why') && MISTAKES_HEADINGS.en,
    removedFillers.some((filler) => ZH_WHY_WORDS.includes(filler)) && MISTAKES_HEADINGS.zh,
  ];
  for (const heading of asksWhy) {
    const headingTerms = heading ? termsForIndex(heading) : [];
    // Every term is looked up, not only up to the first unknown: their files then load in one round.
    const known = headingTerms.map((term) => context.hasTerm(term));
    if (known.length === 0 || !known.every(Boolean)) continue;
    const alternatives = [{ terms: headingTerms, weight: 1, exact: true }];
    units.push({ from: tokens.length, size: 1, prefix: false, alternatives, weight: WHY_WEIGHT, scoreOnly: true });
  }
  return {
    units: units.sort((a, b) => a.from - b.from).map(({ from: _from, ...unit }) => unit),
    words,
    phrase: {
      words: tokens
        .filter((token) => token.run === -1 && token.term.length > 1 && !STOP_WORDS.has(token.term))
        .map((token) => token.term),
      // A run with a typo is looked for as corrected ("路油配置项" in the heading 路由配置项).
      runs: bestRuns.filter((run) => Array.from(run).length >= 3),
    },
  };
}

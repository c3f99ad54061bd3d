import stemmer from 'wink-porter2-stemmer';

/**
 * Other forms of an English word that the index holds ("translate" ->
 * translation, translated; "prerender" -> prerendering): those with the same
 * Porter2 (Snowball English) stem, from a library. The index keeps words as
 * written (plurals aside, tokenize.ts), so that prefixes and typos match what
 * the pages say; forms are found from the query's side instead, among the index
 * words that start like the word.
 *
 * Stems miss the forms of a verb that no suffix rule gives ("write" -> written,
 * "hide" -> hidden, "copy" -> copied, "drop" -> dropped): those come from
 * `verbForms`, WordNet's list (search/build/verb-forms-table.ts).
 *
 * `termsStartingWith` lists index words with a prefix (not the prefix itself).
 */
export function wordForms(
  word: string,
  hasTerm: (term: string) => boolean,
  termsStartingWith: (prefix: string, limit: number) => string[],
  verbForms?: ReadonlyMap<string, readonly string[]>,
): string[] {
  if (!/^[a-z]+$/.test(word)) return [];
  const irregular = (verbForms?.get(word) ?? []).filter((form) => hasTerm(form));
  if (word.length < MIN_WORD_LENGTH) return irregular;
  const stem = stemmer(word);
  // A stem need not be a prefix of the word ("generate" -> generat, "hiding" -> hide): forms start with what both share.
  const shared = sharedStart(word, stem);
  if (shared < MIN_SHARED_LETTERS) return irregular;
  const start = word.slice(0, shared);
  const candidates = [...(hasTerm(start) ? [start] : []), ...termsStartingWith(start, MAX_CANDIDATES)];
  const regular = candidates.filter((term) => term !== word && stemmer(term) === stem && differInEnding(word, term));
  return [...new Set([...regular, ...irregular])];
}

/** Groups of a verb's forms as the index file holds them: "hide hid hidden|write wrote written". */
export function formatVerbForms(groups: string[][]): string {
  return groups
    .map((group) => [...new Set(group)].join(' '))
    .sort()
    .join('|');
}

/** A table of verb forms (`formatVerbForms`) as word -> its other forms. */
export function parseVerbForms(table: string | undefined): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const group of table ? table.split('|') : []) {
    const words = group.split(' ');
    for (const word of words) forms.set(word, [...(forms.get(word) ?? []), ...words.filter((other) => other !== word)]);
  }
  return forms;
}

/**
 * Porter2 also strips endings that make another word ("important" -> import):
 * a form counts when the two words differ only in an ending of this list.
 */
const ENDINGS = new Set(['', 'e', 'ed', 'd', 'ing', 'ion', 'ation', 'ment', 'er', 'or', 'al']);

function differInEnding(a: string, b: string): boolean {
  const shared = sharedStart(a, b);
  return ENDINGS.has(a.slice(shared)) && ENDINGS.has(b.slice(shared));
}

/** How many letters two words share at their start. */
function sharedStart(a: string, b: string): number {
  let shared = 0;
  while (shared < a.length && a[shared] === b[shared]) shared++;
  return shared;
}

/** Shorter words have too few letters for a stem to tell them apart ("use", "set"). */
const MIN_WORD_LENGTH = 4;
/** Forms are looked for among the index words that start with this many letters of the word at least. */
const MIN_SHARED_LETTERS = 3;
/** Index words tried per query word (the most frequent first); a word has a handful of forms. */
const MAX_CANDIDATES = 40;

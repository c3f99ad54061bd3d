/** One synonym entry, in Algolia's synonym format (the table itself is search/synonyms.json). */
export type SynonymEntry =
  | { objectID: string; type: 'synonym'; synonyms: string[] }
  | { objectID: string; type: 'oneWaySynonym'; input: string; synonyms: string[] };

export interface SynonymRule {
  /** What a reader may type. */
  phrase: string;
  /** The phrases it also finds. */
  alsoFinds: string[];
}

/**
 * The rules as the index manifest ships them, one array per phrase: [phrase, ...alsoFinds] (a
 * third of the size of the entries, ids and types being of no use to the browser).
 */
export type PackedSynonymRules = string[][];

export function packSynonymRules(rules: SynonymRule[]): PackedSynonymRules {
  return rules.map((rule) => [rule.phrase, ...rule.alsoFinds]);
}

export function unpackSynonymRules(packed: PackedSynonymRules): SynonymRule[] {
  return packed.map(([phrase, ...alsoFinds]) => ({ phrase, alsoFinds }));
}

/** Each phrase a reader may type, with the phrases it also finds. */
export function synonymRules(entries: SynonymEntry[]): SynonymRule[] {
  return entries.flatMap((entry) =>
    entry.type === 'oneWaySynonym'
      ? [{ phrase: entry.input, alsoFinds: entry.synonyms }]
      : entry.synonyms.map((phrase) => ({
          phrase,
          alsoFinds: entry.synonyms.filter((other) => other !== phrase),
        })),
  );
}

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

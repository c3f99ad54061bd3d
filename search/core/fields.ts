import { identifierParts, indexTerms } from './tokenize';
import { HEADING_LEVELS, type SearchRecord } from './types';

/** The fields a record is indexed in (their weights and reasons: FIELD_BOOST in ranking.ts). */
export const FIELDS = ['title', 'heading', 'parts', 'keywords', 'context', 'content'] as const;
export type Field = (typeof FIELDS)[number];

/**
 * What a record contributes to each field. A field a record does not have is
 * left out, not empty: BM25 averages a field's length over the records that
 * have it, and empty titles on the ~950 records that are not pages made every
 * real title look twenty times too long.
 */
export function fieldsOf(record: SearchRecord): Partial<Record<Field, string>> {
  const about = [record.hierarchy.lvl1, record.slug.replace(/[-_]/g, ' ')].join(' ');
  // The site section ("Plugin", "API") places every record, as DocSearch's lvl0 does.
  const section = record.hierarchy.lvl0;
  const keywords = record.keywords.join(' ') || undefined;
  const aliases = record.aliases?.join(' ') || undefined;
  if (record.type === 'lvl1') {
    const own = [keywords, aliases].filter(Boolean).join(' ') || undefined;
    return { title: about, parts: record.hierarchy.lvl1, keywords: own, context: section };
  }
  const headings = HEADING_LEVELS.map((level) => record.hierarchy[level]).filter((text): text is string =>
    Boolean(text),
  );
  const heading = record.type === 'content' ? undefined : headings.pop();
  return {
    heading,
    parts: heading,
    keywords: record.type === 'content' ? undefined : aliases,
    context: [section, about, keywords ?? '', ...headings].join(' '),
    content: record.content ?? undefined,
  };
}

/** The index terms of one field's text (the `parts` field holds only identifiers' parts). */
export function fieldTerms(field: Field, text: string): string[] {
  return field === 'parts' ? identifierParts(text) : indexTerms(text);
}

/** A record's own title or heading, or its text for a content record. */
export function ownText(record: SearchRecord): string {
  return record.type === 'content' ? (record.content ?? '') : (record.hierarchy[record.type] ?? '');
}

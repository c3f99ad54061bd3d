import Slugger from '@rspress/shared/github-slugger';
import { type Language, languages, readPage } from './docs-source';

/**
 * Ties a behaviour check to the sentence it backs. `at` is `<page>#<heading id>`, the page relative to
 * docs/<lang> ('api/config/config-basic.md#search'); the section is the heading's text up to the next heading of
 * the same or a higher level.
 */
export interface DocClaim {
  at: string;
  /** Text the section must contain, per language (compared with runs of white space collapsed). */
  states?: Partial<Record<Language, (string | RegExp)[]>>;
  /** Wording the section must not contain any more, per language: what was wrong before. */
  never?: Partial<Record<Language, (string | RegExp)[]>>;
}

const FENCE = /^\s*(```+|~~~+)/;
const HEADING = /^(#{1,6})\s+(.*?)\s*$/;
const EXPLICIT_ID = /\s*\{#([^}]+)\}\s*$/;

/** Sections of a page source keyed by heading id, front matter left out, code blocks kept. */
export function sectionsOf(source: string): Map<string, string> {
  const lines = source.replace(/^---\n[\s\S]*?\n---\n/, '').split('\n');
  const slugger = new Slugger();
  const headings: { id: string; depth: number; line: number }[] = [];
  let fence: string | undefined;
  lines.forEach((line, index) => {
    const fenceMatch = line.match(FENCE);
    if (fenceMatch) {
      if (!fence) fence = fenceMatch[1];
      else if (fenceMatch[1].startsWith(fence)) fence = undefined;
      return;
    }
    const heading = !fence && line.match(HEADING);
    if (!heading) return;
    const explicit = heading[2].match(EXPLICIT_ID);
    const id = explicit ? explicit[1] : slugger.slug(heading[2].replace(/`/g, '').trim());
    headings.push({ id, depth: heading[1].length, line: index });
  });
  const sections = new Map<string, string>();
  headings.forEach((heading, index) => {
    const end = headings.slice(index + 1).find((next) => next.depth <= heading.depth)?.line ?? lines.length;
    sections.set(heading.id, lines.slice(heading.line, end).join('\n'));
  });
  return sections;
}

/** The Markdown of one section of a page in one language; throws when the heading is gone. */
export function sectionOf(lang: Language, at: string): string {
  const [page, id] = at.split('#');
  const section = sectionsOf(readPage(lang, page)).get(id);
  if (section === undefined) throw new Error(`docs/${lang}/${page} has no heading with the id "${id}"`);
  return section;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ');

const found = (haystack: string, needle: string | RegExp) =>
  typeof needle === 'string' ? collapse(haystack).includes(collapse(needle)) : needle.test(haystack);

/** What the pages get wrong about a claim, one line per problem, naming the file and heading to fix. */
export function claimProblems(claim: DocClaim): string[] {
  const [page, id] = claim.at.split('#');
  return languages.flatMap((lang) => {
    const where = `docs/${lang}/${page}#${id}`;
    let section: string;
    try {
      section = sectionOf(lang, claim.at);
    } catch (error) {
      return [(error as Error).message];
    }
    return [
      ...(claim.states?.[lang] ?? [])
        .filter((needle) => !found(section, needle))
        .map((needle) => `${where} must state: ${String(needle)}`),
      ...(claim.never?.[lang] ?? [])
        .filter((needle) => found(section, needle))
        .map((needle) => `${where} still says what was proven wrong: ${String(needle)}`),
    ];
  });
}

import { codeBlocksOf } from '../support/config-reference';
import { sectionOf } from '../support/doc-claims';
import type { Language } from '../support/docs-source';

/** Code samples that the fixture sites build exactly as the docs print them. */
export const docSamples = [
  {
    /** The front matter sample of custom-search.md, as a page of the two-languages site (search on). */
    file: 'two-languages/docs/en/guide/search-false-sample.md',
    at: 'guide/advanced/custom-search.md#page-frontmatter',
    lang: 'md',
  },
] as const;

/** The first code block of a section with the given language tag, as printed on the page. */
export function sampleOf(at: string, lang: string, docsLang: Language = 'en'): string {
  const block = codeBlocksOf(sectionOf(docsLang, at)).find((candidate) => candidate.lang === lang);
  if (!block) throw new Error(`docs/${docsLang}/${at} has no \`\`\`${lang} code block`);
  return block.code;
}

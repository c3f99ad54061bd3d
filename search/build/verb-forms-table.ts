import { createRequire } from 'node:module';
import { STOP_WORDS } from '../core/tokenize';
import { formatVerbForms } from '../core/word-forms';

/**
 * WordNet's verb exceptions as the wink-lexicon package ships them: each form that
 * no suffix rule gives, with its base form ("written" -> write, "hidden" -> hide,
 * "copied" -> copy, "dropped" -> drop). Build side only: the browser gets the
 * groups the site's words need, in the index file.
 */
const exceptions = createRequire(import.meta.url)('wink-lexicon/src/wn-verb-exceptions.js') as Record<string, string>;

/**
 * The forms of each verb the text uses at least one form of, grouped by verb
 * ("hide hid hidden|write wrote written"): word-forms.ts joins a query's word to
 * the forms the pages use.
 */
export function verbFormsTable(text: string): string {
  const words = new Set(text.toLowerCase().match(/[a-z]+/g));
  const groups = new Map<string, string[]>();
  for (const [form, base] of Object.entries(exceptions)) {
    if (!/^[a-z]+$/.test(form) || !/^[a-z]+$/.test(base)) continue;
    groups.set(base, [...(groups.get(base) ?? [base]), form]);
  }
  // Stop words ("is", "was") are never a query's words: "be am are been is was were" keeps "am" and "been" alone.
  const kept = [...groups.values()]
    .filter((group) => group.some((word) => words.has(word)))
    .map((group) => group.filter((word) => !STOP_WORDS.has(word)))
    .filter((group) => group.length > 1);
  return formatVerbForms(kept);
}

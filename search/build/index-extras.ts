import type { IndexExtras, SearchLang, SearchRecord } from '../core/types';
import { pinyinTable } from './pinyin-table';
import { synonymsOf } from './synonym-table';
import { verbFormsTable } from './verb-forms-table';

/** What a language's index is built with besides its records: the synonym table, Chinese readings, verb forms. */
export function indexExtras(lang: SearchLang, records: SearchRecord[]): IndexExtras {
  const synonyms = synonymsOf(lang);
  const text = JSON.stringify([records, synonyms]);
  return {
    synonyms,
    // Readings of the Chinese characters of the index, for typo correction in the browser.
    ...(lang === 'zh' ? { pinyin: pinyinTable(text) } : {}),
    verbForms: verbFormsTable(text),
  };
}

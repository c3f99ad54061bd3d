import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isSiteLang, siteLangs } from '../../i18n/languages';
import { type EmbeddedIndexFile, type LoadedIndex, loadEmbeddedIndex } from '../core/embedded-index';
import type { SearchLang } from '../core/types';
import { INDEX_DIR } from './plugin';

export const DEFAULT_OUT_DIR = 'doc_build';

/** The index file the last `rspress build` wrote for a language. */
export function builtIndexPath(lang: SearchLang, outDir = DEFAULT_OUT_DIR): string {
  const dir = path.join(outDir, INDEX_DIR);
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    // Reported below.
  }
  const name = names.find((file) => file.startsWith(`${lang}.`) && file.endsWith('.json'));
  if (!name) throw new Error(`No ${lang} search index in ${dir}. Run \`npm run build\` first.`);
  return path.join(dir, name);
}

export function loadBuiltIndex(lang: SearchLang, outDir = DEFAULT_OUT_DIR): LoadedIndex {
  return loadEmbeddedIndex(JSON.parse(readFileSync(builtIndexPath(lang, outDir), 'utf8')) as EmbeddedIndexFile);
}

export function parseLang(value: string | undefined): SearchLang {
  if (isSiteLang(value)) return value;
  throw new Error(`--lang must be one of ${siteLangs.join(', ')} (got ${value ?? 'nothing'})`);
}

import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isSiteLang, siteLangs } from '../../i18n/languages';
import type { IndexManifest } from '../core/index-files';
import { type IndexFileLoader, ShardedIndex } from '../core/sharded-index';
import type { SearchLang } from '../core/types';
import { INDEX_DIR } from './plugin';

export const DEFAULT_OUT_DIR = 'doc_build';

/** The manifest the last `rspress build` wrote for a language (its files are in the folder of the same name). */
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

/** Reads the files of an index folder from disk (the browser fetches them instead). */
export function fileLoader(folder: string): IndexFileLoader {
  return async (file) => JSON.parse(await readFile(path.join(folder, file), 'utf8'));
}

/** Opens a sharded index from its manifest on disk. */
export function openIndexAt(manifestPath: string): ShardedIndex {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as IndexManifest;
  return new ShardedIndex(manifest, fileLoader(manifestPath.replace(/\.json$/, '')));
}

/** The index of a language from the last build. */
export function loadBuiltIndex(lang: SearchLang, outDir = DEFAULT_OUT_DIR): ShardedIndex {
  return openIndexAt(builtIndexPath(lang, outDir));
}

export function parseLang(value: string | undefined): SearchLang {
  if (isSiteLang(value)) return value;
  throw new Error(`--lang must be one of ${siteLangs.join(', ')} (got ${value ?? 'nothing'})`);
}

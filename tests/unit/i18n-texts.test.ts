import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bareRoute,
  defaultLang,
  langOfPath,
  languageEntry,
  localizedRoute,
  pathPrefix,
  type SiteLang,
  siteLangs,
  twinRoute,
} from '../../i18n/languages';
import type { PageComponentTexts, SearchDialogTexts } from '../../i18n/texts';
import { projectRoot } from '../support/config-reference';

/** Every key path of a text object, functions included ('modal.footer.selectText'). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keyPaths(inner, prefix ? `${prefix}.${key}` : key));
}

/** Leaves that are strings but hold no text. */
function emptyTexts(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return value.trim() ? [] : [prefix];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => emptyTexts(inner, prefix ? `${prefix}.${key}` : key));
}

const dialogTexts = async (lang: string) =>
  ((await import(`../../i18n/${lang}/search-dialog.ts`)) as { default: SearchDialogTexts }).default;
const pageTexts = async (lang: string) =>
  ((await import(`../../i18n/${lang}/pages.ts`)) as { pageTexts: PageComponentTexts }).pageTexts;

describe('the language registry and its text folders (i18n/)', () => {
  it('has one text folder and one docs folder per language, and no other', () => {
    const folders = readdirSync(path.join(projectRoot, 'i18n'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual([...siteLangs].sort());
    for (const lang of siteLangs) expect(existsSync(path.join(projectRoot, 'docs', lang)), `docs/${lang}`).toBe(true);
  });

  /** Each file of a text folder, with the export that holds its texts. */
  const textFiles = [
    ['index.ts', (lang: string) => Promise.resolve(languageEntry(lang as SiteLang).texts)],
    ['search-dialog.ts', dialogTexts],
    ['pages.ts', pageTexts],
  ] as const;
  const cases = siteLangs.slice(1).flatMap((lang) => textFiles.map(([file, load]) => ({ lang, file, load })));

  it.each(cases)('i18n/$lang/$file has the keys of the default language, and no empty text', async ({ lang, load }) => {
    const [texts, defaults] = await Promise.all([load(lang), load(defaultLang)]);
    expect(keyPaths(texts).sort()).toEqual(keyPaths(defaults).sort());
    expect(emptyTexts(texts)).toEqual([]);
  });

  it.each(siteLangs)('%s: the missing-results issue names the query', async (lang) => {
    expect((await dialogTexts(lang)).missingResultsIssue('q').title).toContain('q');
  });

  it('finds the language of a route and its twin in another language', () => {
    expect(defaultLang).toBe('en');
    expect(pathPrefix('en')).toBe('');
    expect(pathPrefix('zh')).toBe('/zh');
    expect(langOfPath('/')).toBe('en');
    expect(langOfPath('/guide/start/introduction')).toBe('en');
    expect(langOfPath('/zh/')).toBe('zh');
    expect(langOfPath('/zh/guide/start/introduction')).toBe('zh');
    // The first segment decides, not any "zh" in the path.
    expect(langOfPath('/guide/zh-typography')).toBe('en');
    expect(bareRoute('/zh/api/')).toBe('/api/');
    expect(bareRoute('/zh')).toBe('/');
    expect(localizedRoute('/guide/x', 'zh')).toBe('/zh/guide/x');
    expect(twinRoute('/zh/guide/x', 'en')).toBe('/guide/x');
    expect(twinRoute('/', 'zh')).toBe('/zh/');
    expect(twinRoute('/zh/', 'en')).toBe('/');
  });
});

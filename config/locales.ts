import { en } from './en';
import type { SiteLocale } from './locale';
import { zh } from './zh';

/** The first entry is the default language, served without a path prefix. */
export const siteLocales: SiteLocale[] = [en, zh];

type TextKey = keyof SiteLocale['texts'];

/** Turns the per-locale texts into Rspress's `{ key: { en, zh } }` shape. */
export function toI18nSource(): Record<TextKey, Record<SiteLocale['lang'], string>> {
  const keys = Object.keys(en.texts) as TextKey[];
  return Object.fromEntries(keys.map((key) => [key, { en: en.texts[key], zh: zh.texts[key] }])) as Record<
    TextKey,
    Record<SiteLocale['lang'], string>
  >;
}

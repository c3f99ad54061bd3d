import { en } from './en';
import type { LanguageTexts } from './texts';
import { zh } from './zh';

/**
 * The site's languages, and everything that follows from a route's language. The first entry is
 * the default language, served without a path prefix; every other one lives under `/<lang>/`.
 * Adding a language: an entry here, its texts in i18n/<lang>/, its pages in docs/<lang>/
 * (CONTRIBUTING.md, "Add a language").
 *
 * Browser code imports only the types of this module (an entry holds all of its language's texts):
 * it finds the page's language and texts with the hooks of i18n/runtime.ts.
 */
export const languages = [
  { lang: 'en', label: 'English', ogLocale: 'en_US', texts: en },
  { lang: 'zh', label: '简体中文', ogLocale: 'zh_CN', texts: zh },
] as const satisfies readonly { lang: string; label: string; ogLocale: string; texts: LanguageTexts }[];

export type SiteLang = (typeof languages)[number]['lang'];

export const siteLangs: readonly SiteLang[] = languages.map(({ lang }) => lang);
export const defaultLang: SiteLang = languages[0].lang;

export function languageEntry(lang: SiteLang) {
  return languages.find((entry) => entry.lang === lang) ?? languages[0];
}

export function isSiteLang(value: unknown): value is SiteLang {
  return siteLangs.includes(value as SiteLang);
}

/** '' for the default language, '/zh' for Chinese. */
export function pathPrefix(lang: SiteLang): string {
  return lang === defaultLang ? '' : `/${lang}`;
}

/** The language of a route: its first segment when that names a language, else the default. */
export function langOfPath(routePath: string): SiteLang {
  const [, first] = routePath.split('/');
  return isSiteLang(first) && first !== defaultLang ? first : defaultLang;
}

/** A route without its language prefix ('/zh/guide/x' -> '/guide/x', '/zh' -> '/'). */
export function bareRoute(routePath: string): string {
  return routePath.slice(pathPrefix(langOfPath(routePath)).length) || '/';
}

/** A site route (written without a prefix) in a language: '/guide/x' -> '/zh/guide/x'. */
export function localizedRoute(route: string, lang: SiteLang): string {
  return `${pathPrefix(lang)}${route}`;
}

/** The route of a page's copy in another language ('/zh/guide/x', 'en' -> '/guide/x'). */
export function twinRoute(routePath: string, toLang: SiteLang): string {
  return localizedRoute(bareRoute(routePath), toLang);
}

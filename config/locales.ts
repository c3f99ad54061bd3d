import { languages, localizedRoute, type SiteLang } from '../i18n/languages';
import type { SiteTextKey } from '../i18n/texts';

/**
 * The languages as Rspress's `themeConfig.locales` takes them: the theme reads each one's title and
 * description (nav and sidebar come from docs/<lang>/).
 */
export const siteLocales = languages.map(({ lang, label, texts }) => ({
  lang,
  label,
  title: texts.title,
  description: texts.description,
}));

/**
 * The same languages as the top-level `locales`: the browser reads only their code and label there (language
 * menu, language of a path), and both lists are shipped in every page's site data, so titles and descriptions
 * are given once, above.
 */
export const siteLanguages = siteLocales.map(({ lang, label }) => ({ lang, label }));

/** The announcement's link in a language: a site route gets the language's prefix, a full URL stays. */
export function announcementHref(href: string, lang: SiteLang): string {
  return /^[a-z][a-z\d+.-]*:/i.test(href) ? href : localizedRoute(href, lang);
}

/** Every language's UI texts in Rspress's `{ key: { en, zh } }` shape, with the announcement bar's. */
export function siteI18nSource(): Record<string, Record<string, string>> {
  const source: Record<string, Record<string, string>> = {};
  for (const { lang, texts } of languages) {
    const entries: Record<SiteTextKey, string> = {
      ...texts.ui,
      'site.announcementMessage': texts.announcement.message,
      'site.announcementHref': announcementHref(texts.announcement.href, lang),
    };
    for (const [key, text] of Object.entries(entries)) source[key] = { ...source[key], [lang]: text };
  }
  return source;
}

import { useI18n, useLang } from '@rspress/core/runtime';
import type { SiteLang } from './languages';
import type { SiteTextKey } from './texts';

/**
 * How browser code finds the page's language and its texts. It never imports i18n/languages.ts
 * itself, which holds every language's texts: Rspress already ships the `UiTexts` of every language
 * (config/locales.ts hands them over as `i18nSource`) and knows the page's language from its route.
 */
export const useSiteLang = (): SiteLang => useLang() as SiteLang;

/** `t(key, params)` over this site's UI texts in the page's language. */
export const useSiteTexts = () => useI18n<Record<SiteTextKey, string>>();

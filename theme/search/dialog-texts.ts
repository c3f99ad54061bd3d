import type { SiteLang } from '../../i18n/languages';
import type { SearchDialogTexts } from '../../i18n/texts';

const loads = new Map<SiteLang, Promise<SearchDialogTexts>>();

/**
 * The dialog's texts in a language, from i18n/<lang>/search-dialog.ts: the bundler makes one small
 * chunk of each language's file, so a page fetches only its own language's, and only for the dialog
 * (only SearchDialog.tsx imports this module, so the map of those chunks is not in the page's scripts).
 * The same promise for the same language, as React's use() wants.
 */
export function loadDialogTexts(lang: SiteLang): Promise<SearchDialogTexts> {
  let load = loads.get(lang);
  if (!load) {
    load = import(`../../i18n/${lang}/search-dialog.ts`).then(
      (module: { default: SearchDialogTexts }) => module.default,
    );
    load.catch(() => loads.delete(lang));
    loads.set(lang, load);
  }
  return load;
}

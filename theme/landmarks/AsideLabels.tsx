import { useLang } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { siteLocales } from '../../config/locales';

/**
 * The theme's DocLayout renders the sidebar and the outline as two <aside> elements without
 * a name, so assistive technology lists two identical "complementary" landmarks (axe
 * `landmark-unique`). No prop or slot reaches them; once mounted, each is named in the
 * page's language. Runs after every render of the layout, so a remounted aside is named again.
 */
export function AsideLabels() {
  const lang = useLang();
  const { asideLabels } = siteLocales.find((item) => item.lang === lang) ?? siteLocales[0];
  useEffect(() => {
    for (const [selector, label] of [
      ['aside.rp-doc-layout__sidebar', asideLabels.sidebar],
      ['aside.rp-doc-layout__outline', asideLabels.outline],
    ]) {
      document.querySelector(selector)?.setAttribute('aria-label', label);
    }
  });
  return null;
}

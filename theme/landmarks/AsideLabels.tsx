import { useEffect } from 'react';
import { useSiteTexts } from '../../i18n/runtime';

/**
 * The theme's DocLayout renders the sidebar and the outline as two <aside> elements without
 * a name, so assistive technology lists two identical "complementary" landmarks (axe
 * `landmark-unique`). No prop or slot reaches them; once mounted, each is named in the
 * page's language. Runs after every render of the layout, so a remounted aside is named again.
 */
export function AsideLabels() {
  const t = useSiteTexts();
  useEffect(() => {
    for (const [selector, label] of [
      ['aside.rp-doc-layout__sidebar', t('site.asideSidebar')],
      ['aside.rp-doc-layout__outline', t('site.asideOutline')],
    ]) {
      document.querySelector(selector)?.setAttribute('aria-label', label);
    }
  });
  return null;
}

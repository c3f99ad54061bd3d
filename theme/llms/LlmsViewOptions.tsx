import { useSite } from '@rspress/core/runtime';
import { IconArrowDown, SvgWrapper } from '@rspress/core/theme-original';
import { lazy, Suspense, useState } from 'react';
import { useSiteTexts } from '../../i18n/runtime';

/** The menu's entries and their code load when the reader opens it. */
const ViewOptionsMenu = lazy(() => import('./ViewOptionsMenu'));

/**
 * The theme's "open in" menu (under the title, and `LlmsOpenRow` in the outline): a button with a
 * visible name that discloses the entries of `themeConfig.llmsUI.viewOptions`, nothing when that
 * list is `false` or empty. The theme's props (`options`, `text`, `textByLang`) are not read.
 */
export function LlmsViewOptions() {
  const { llmsUI } = useSite().site.themeConfig;
  const t = useSiteTexts();
  const [isOpen, setIsOpen] = useState(false);
  const options = typeof llmsUI === 'object' ? llmsUI.viewOptions : undefined;
  if (options === false || options?.length === 0) return null;
  return (
    <>
      <div className="site-actions__menu">
        <button
          type="button"
          className="rp-outline__action-row"
          aria-expanded={isOpen}
          onClick={() => setIsOpen(!isOpen)}
        >
          <span>{t('site.openInChat')}</span>
          <SvgWrapper icon={IconArrowDown} />
        </button>
        {isOpen && (
          <Suspense>
            <ViewOptionsMenu options={options} onClose={() => setIsOpen(false)} />
          </Suspense>
        )}
      </div>
      <span role="status" className="site-actions__status" />
    </>
  );
}

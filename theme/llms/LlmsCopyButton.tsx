import { usePage } from '@rspress/core/runtime';
import { IconCopy, SvgWrapper } from '@rspress/core/theme-original';
import type { MouseEvent } from 'react';
import { useSiteTexts } from '../../i18n/runtime';

type CopyModule = typeof import('./copy-page-markdown');
let copyModule: CopyModule | undefined;
/** The copy code loads when the reader points at the button or focuses it, or else on the click. */
const loadCopy = () => import('./copy-page-markdown').then((module) => (copyModule = module));

/**
 * The theme's "Copy Markdown" button (under the title, and `LlmsCopyRow` in the outline) in the
 * outline's row style, followed by the status that says "Copied" once it is done. The theme's
 * props (`text`, `textByLang`, `onClick`) are not read: this site uses the button where the theme puts it.
 */
export function LlmsCopyButton() {
  const { page } = usePage();
  const t = useSiteTexts();
  const copy = ({ currentTarget }: MouseEvent<HTMLElement>) => {
    const run = (module: CopyModule) => module.copyPageMarkdown(currentTarget, page.routePath, t('promptCopiedText'));
    // Called inside the click when loaded already: Safari only copies from there (copy-page-markdown.ts).
    if (copyModule) run(copyModule);
    else loadCopy().then(run);
  };
  return (
    <>
      <button
        type="button"
        className="rp-outline__action-row"
        onPointerEnter={loadCopy}
        onFocus={loadCopy}
        onClick={copy}
      >
        <SvgWrapper icon={IconCopy} />
        <span>{t('copyMarkdownText')}</span>
      </button>
      <span role="status" className="site-actions__status" />
    </>
  );
}

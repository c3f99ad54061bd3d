import { DocSearchModal, type DocSearchModalProps } from '@docsearch/react';
import { useLinkNavigate } from '@rspress/core/theme-original';
import { type MouseEvent, use, useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { SiteLang } from '../../i18n/languages';
import type { SearchConnection } from '../../search/browser/connections';
import { repairSavedSearches } from '../../search/browser/saved-searches';
import { loadDialogTexts } from './dialog-texts';

export { loadDialogTexts };

import { keepFocusInDialog } from './focus-trap';
import { numberHitLists, withButtonsOutside } from './hit-markup';

type SearchDialogProps = Omit<
  DocSearchModalProps,
  'placeholder' | 'translations' | 'getMissingResultsUrl' | 'transformSearchClient'
> & {
  /** How to reach the index or Algolia (search/browser/connections.ts), loaded with the dialog. */
  connection: Promise<SearchConnection>;
  lang: SiteLang;
  /** Where "Let us know" opens a new issue; no link when empty. */
  newIssueUrl: string;
};

type HitProps = Parameters<NonNullable<DocSearchModalProps['hitComponent']>>[0];

/**
 * A result: a link that opens its page in the app (modified and middle clicks are the browser's).
 * The save and remove buttons of a recent or favourite search sit next to the link, not in it.
 */
function Hit({ hit, children }: HitProps) {
  const navigateInApp = useLinkNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigateInApp(hit.url);
  };
  const { content, buttons } = withButtonsOutside(children);
  return (
    <>
      <a href={hit.url} onClick={onClick}>
        {content}
      </a>
      {buttons.length > 0 && <div className="site-hit-buttons">{buttons}</div>}
    </>
  );
}

/**
 * DocSearch's dialog, in a chunk of its own: Search.tsx imports this file
 * lazily, so neither @docsearch/react, the autocomplete core nor the dialog's
 * texts are part of a page's initial JavaScript.
 */
export default function SearchDialog({ lang, newIssueUrl, connection, ...props }: SearchDialogProps) {
  // DocSearch reads the saved searches as the modal mounts and breaks on malformed ones:
  // repair them once, before the modal first renders.
  useState(() => repairSavedSearches(props.indexName));
  useEffect(() => {
    window.addEventListener('keydown', keepFocusInDialog, { capture: true });
    const lists = new MutationObserver(() => numberHitLists(document));
    lists.observe(document.body, { childList: true, subtree: true });
    return () => {
      window.removeEventListener('keydown', keepFocusInDialog, { capture: true });
      lists.disconnect();
    };
  }, []);
  // A hit chosen with Enter opens in the app too, like a link of the theme: no full page load.
  // Ctrl/Shift+Enter (new tab or window) keep DocSearch's default navigator.
  const navigateInApp = useLinkNavigate();
  const navigator = useMemo<DocSearchModalProps['navigator']>(
    () => ({
      navigate: ({ itemUrl }) => {
        navigateInApp(itemUrl);
      },
    }),
    [navigateInApp],
  );
  const texts = use(loadDialogTexts(lang));
  const { transform } = use(connection);
  const getMissingResultsUrl: DocSearchModalProps['getMissingResultsUrl'] = ({ query }) => {
    const { title, body } = texts.missingResultsIssue(query);
    return `${newIssueUrl}?${new URLSearchParams({ title, body })}`;
  };
  return createPortal(
    <DocSearchModal
      {...props}
      transformSearchClient={transform}
      navigator={navigator}
      hitComponent={Hit}
      placeholder={texts.placeholder}
      translations={texts.modal}
      getMissingResultsUrl={newIssueUrl ? getMissingResultsUrl : undefined}
    />,
    document.body,
  );
}

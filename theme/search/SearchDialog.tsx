import { DocSearchModal, type DocSearchModalProps } from '@docsearch/react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { missingResultsIssue, searchTexts } from '../../config/search';
import { repairSavedSearches } from '../../search/saved-searches';
import { keepFocusInDialog } from './focus-trap';

type SearchDialogProps = Omit<DocSearchModalProps, 'placeholder' | 'translations' | 'getMissingResultsUrl'> & {
  lang: 'en' | 'zh';
  /** Where "Let us know" opens a new issue; no link when empty. */
  newIssueUrl: string;
};

/**
 * DocSearch's dialog, in a chunk of its own: Search.tsx imports this file
 * lazily, so neither @docsearch/react, the autocomplete core nor the dialog's
 * texts are part of a page's initial JavaScript.
 */
export default function SearchDialog({ lang, newIssueUrl, ...props }: SearchDialogProps) {
  // DocSearch reads the saved searches as the modal mounts and breaks on malformed ones:
  // repair them once, before the modal first renders.
  useState(() => repairSavedSearches(props.indexName));
  useEffect(() => {
    window.addEventListener('keydown', keepFocusInDialog, { capture: true });
    return () => window.removeEventListener('keydown', keepFocusInDialog, { capture: true });
  }, []);
  const texts = searchTexts[lang];
  const getMissingResultsUrl: DocSearchModalProps['getMissingResultsUrl'] = ({ query }) => {
    const { title, body } = missingResultsIssue(query, lang);
    return `${newIssueUrl}?${new URLSearchParams({ title, body })}`;
  };
  return createPortal(
    <DocSearchModal
      {...props}
      placeholder={texts.placeholder}
      translations={texts.translations.modal}
      getMissingResultsUrl={newIssueUrl ? getMissingResultsUrl : undefined}
    />,
    document.body,
  );
}

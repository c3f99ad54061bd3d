import { DocSearchModal, type DocSearchModalProps } from '@docsearch/react';
import { createPortal } from 'react-dom';
import { missingResultsIssue, searchTexts } from '../../config/search';

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

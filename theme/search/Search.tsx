import '@docsearch/css';
import './search.css';
import { withBase } from '@rspress/core/runtime';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSiteLang, useSiteTexts } from '../../i18n/runtime';
import type { SearchConnection } from '../../search/browser/connections';
import { publishedIndexUrl, siteSearchSettings } from '../../search/settings';
import { SearchButton } from './SearchButton';

const settings = siteSearchSettings();

// The dialog (DocSearch + autocomplete core) loads on first need, never with the page.
const loadDialog = () => import('./SearchDialog');
const SearchDialog = lazy(loadDialog);
// How the dialog reaches the index or Algolia: loaded on first need too.
const loadConnections = () => import('../../search/browser/connections');

function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

const isShortcut = (event: KeyboardEvent) =>
  (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) ||
  (!isEditing(event.target) && event.key === '/');

/**
 * The docs search dialog: DocSearch 3.9, answered by this site's embedded
 * index (default) or by Algolia when the build was configured for it. The
 * button and the keyboard shortcuts (Ctrl/⌘+K, "/", typing on the focused
 * button) behave as DocSearch's own; the dialog's code and the index arrive
 * when it opens or when the reader points at or tabs to the button.
 */
export function Search() {
  const lang = useSiteLang();
  const t = useSiteTexts();
  const langRef = useRef(lang);
  langRef.current = lang;

  const connectionRef = useRef<Promise<SearchConnection> | null>(null);
  const connection = useCallback(() => {
    connectionRef.current ??= loadConnections().then(
      ({ connect }) =>
        connect(settings, () => {
          const url = publishedIndexUrl(langRef.current);
          return url ? withBase(url) : undefined;
        }),
      (error: unknown) => {
        connectionRef.current = null;
        throw error;
      },
    );
    return connectionRef.current;
  }, []);

  // Prefetch when the reader points at or tabs to the search button (or presses a shortcut), not on page load.
  const containerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const prefetch = () => {
      loadDialog()
        .then(({ loadDialogTexts }) => loadDialogTexts(langRef.current))
        .catch(() => {
          // Retried by React.lazy and by the dialog when it opens.
        });
      connection()
        .then((opened) => opened.prefetch())
        .catch(() => {
          // The dialog shows the error screen if the index is still unavailable when asked.
        });
    };
    const onShortcut = (event: KeyboardEvent) => {
      if (isShortcut(event)) prefetch();
    };
    // Cheap after the first call: the dialog, the client and the index of each language load once.
    container.addEventListener('pointerover', prefetch);
    container.addEventListener('focusin', prefetch);
    window.addEventListener('keydown', onShortcut);
    return () => {
      container.removeEventListener('pointerover', prefetch);
      container.removeEventListener('focusin', prefetch);
      window.removeEventListener('keydown', onShortcut);
    };
  }, [connection]);

  const indexName = settings.hosted?.indexName ?? `site-${lang}`;

  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const onOpen = useCallback(() => setIsOpen(true), []);
  const onClose = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
  }, []);

  // DocSearch's useDocSearchKeyboardEvents, without importing DocSearch.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.code === 'Escape' && isOpen) || (isShortcut(event) && !(event.key === '/' && isOpen))) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (buttonRef.current === document.activeElement && /^[a-zA-Z0-9]$/.test(event.key)) {
        setIsOpen(true);
        setInitialQuery(event.key);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose]);

  return (
    <div className="site-search" ref={containerRef}>
      {settings.hosted ? null : <style>{'.DocSearch-Logo{display:none}'}</style>}
      <SearchButton
        ref={buttonRef}
        text={t('site.searchButton')}
        ariaLabel={t('site.searchButtonLabel')}
        onClick={onOpen}
      />
      {isOpen ? (
        <Suspense fallback={null}>
          <SearchDialog
            appId={settings.hosted?.appId ?? 'embedded'}
            apiKey={settings.hosted?.apiKey ?? 'embedded'}
            indexName={indexName}
            searchParameters={settings.hosted ? { facetFilters: [`lang:${lang}`] } : undefined}
            connection={connection()}
            // Records hold route paths; a site served under a base path needs it in the links.
            transformItems={(items) => items.map((item) => ({ ...item, url: withBase(item.url) }))}
            lang={lang}
            newIssueUrl={settings.newIssueUrl}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            onClose={onClose}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

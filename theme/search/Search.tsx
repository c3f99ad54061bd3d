import '@docsearch/css';
import './search.css';
import { DocSearch, type DocSearchProps } from '@docsearch/react';
import { useLang, withBase } from '@rspress/core/runtime';
import { useEffect, useMemo, useRef } from 'react';
import { missingResultsIssue, searchTexts } from '../../config/search';
import { repairSavedSearches } from '../../search/saved-searches';
import { publishedIndexUrl, type SiteSearchSettings } from '../../search/settings';
import { connectEmbedded, connectHosted, type SearchConnection } from './connections';
import { keepFocusInDialog } from './focus-trap';

declare const __SITE_SEARCH__: SiteSearchSettings;

const settings: SiteSearchSettings =
  typeof __SITE_SEARCH__ === 'undefined' ? { hosted: null, newIssueUrl: '' } : __SITE_SEARCH__;

/**
 * The docs search dialog: DocSearch 3.9, answered by this site's embedded
 * index (default) or by Algolia when the build was configured for it.
 */
export function Search() {
  const lang: 'en' | 'zh' = useLang() === 'zh' ? 'zh' : 'en';
  const langRef = useRef(lang);
  langRef.current = lang;

  const connection: SearchConnection = useMemo(
    () =>
      settings.hosted
        ? connectHosted(settings.hosted)
        : connectEmbedded(() => {
            const url = publishedIndexUrl(langRef.current);
            return url ? withBase(url) : undefined;
          }),
    [],
  );
  // Prefetch when the reader points at or tabs to the search button (or presses a shortcut), not on page load.
  const containerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const prefetch = () => {
      connection.prefetch().catch(() => {
        // The dialog shows the error screen if the index is still unavailable when asked.
      });
    };
    // The keyboard shortcuts open the dialog without touching the button: start loading then too.
    const onShortcut = (event: KeyboardEvent) => {
      if (((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') || event.key === '/') prefetch();
    };
    // Cheap after the first call: the client and the index of each language load once.
    container.addEventListener('pointerover', prefetch);
    container.addEventListener('focusin', prefetch);
    window.addEventListener('keydown', onShortcut);
    return () => {
      container.removeEventListener('pointerover', prefetch);
      container.removeEventListener('focusin', prefetch);
      window.removeEventListener('keydown', onShortcut);
    };
  }, [connection]);

  // DocSearch reads the saved searches when the dialog opens and breaks on malformed ones.
  const indexName = settings.hosted?.indexName ?? `site-${lang}`;
  useEffect(() => {
    const repair = () => {
      if (!document.body.classList.contains('DocSearch--active')) repairSavedSearches(indexName);
    };
    repair();
    window.addEventListener('keydown', repair, { capture: true });
    window.addEventListener('pointerdown', repair, { capture: true });
    return () => {
      window.removeEventListener('keydown', repair, { capture: true });
      window.removeEventListener('pointerdown', repair, { capture: true });
    };
  }, [indexName]);

  useEffect(() => {
    window.addEventListener('keydown', keepFocusInDialog, { capture: true });
    return () => window.removeEventListener('keydown', keepFocusInDialog, { capture: true });
  }, []);

  const texts = searchTexts[lang];
  const getMissingResultsUrl: DocSearchProps['getMissingResultsUrl'] = ({ query }) => {
    const { title, body } = missingResultsIssue(query, lang);
    return `${settings.newIssueUrl}?${new URLSearchParams({ title, body })}`;
  };

  return (
    <div className="site-search" ref={containerRef}>
      {settings.hosted ? null : <style>{'.DocSearch-Logo{display:none}'}</style>}
      <DocSearch
        appId={settings.hosted?.appId ?? 'embedded'}
        apiKey={settings.hosted?.apiKey ?? 'embedded'}
        indexName={indexName}
        searchParameters={settings.hosted ? { facetFilters: [`lang:${lang}`] } : undefined}
        transformSearchClient={connection.transform}
        // Records hold route paths; a site served under a base path needs it in the links.
        transformItems={(items) => items.map((item) => ({ ...item, url: withBase(item.url) }))}
        placeholder={texts.placeholder}
        translations={texts.translations}
        getMissingResultsUrl={settings.newIssueUrl ? getMissingResultsUrl : undefined}
      />
    </div>
  );
}

import '@docsearch/css';
import './search.css';
import { DocSearch, type DocSearchProps } from '@docsearch/react';
import { useLang, usePage, withBase } from '@rspress/core/runtime';
import { useEffect, useMemo, useRef } from 'react';
import { missingResultsIssue, searchTexts } from '../../config/search';
import { repairSavedSearches } from '../../search/saved-searches';
import type { SiteSearchSettings } from '../../search/settings';
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
  const lang = useLang() === 'zh' ? 'zh' : 'en';
  const { page } = usePage();
  const indexUrl = (page as { searchIndexUrl?: string }).searchIndexUrl;
  const indexUrlRef = useRef(indexUrl);
  indexUrlRef.current = indexUrl;

  const connection: SearchConnection = useMemo(
    () =>
      settings.hosted
        ? connectHosted(settings.hosted)
        : connectEmbedded(() => (indexUrlRef.current ? withBase(indexUrlRef.current) : undefined)),
    [],
  );
  // Prefetch when the reader points at or tabs to the search button, not on page load.
  const containerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = containerRef.current;
    if (!container || (!indexUrl && !settings.hosted)) return;
    const prefetch = () => {
      connection.prefetch().catch(() => {
        // The dialog shows the error screen if the index is still unavailable when asked.
      });
    };
    container.addEventListener('pointerover', prefetch, { once: true });
    container.addEventListener('focusin', prefetch, { once: true });
    return () => {
      container.removeEventListener('pointerover', prefetch);
      container.removeEventListener('focusin', prefetch);
    };
  }, [connection, indexUrl]);

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
        placeholder={texts.placeholder}
        translations={texts.translations}
        getMissingResultsUrl={settings.newIssueUrl ? getMissingResultsUrl : undefined}
      />
    </div>
  );
}

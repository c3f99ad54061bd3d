import type { HostedSearchConfig } from './hosted';

/** What the build hands to the browser about search (through a compile-time constant). */
export interface SiteSearchSettings {
  /** Algolia settings when the hosted provider is configured; null means the embedded index answers. */
  hosted: HostedSearchConfig | null;
  /** Base URL for a new issue in the site's repository (`.../issues/new`). */
  newIssueUrl: string;
}

export const SETTINGS_CONSTANT = '__SITE_SEARCH__';

/** Global that names each language's index file, set by an inline script in every page's head. */
export const INDEX_URLS_GLOBAL = '__SITE_SEARCH_INDEXES__';

export type IndexUrls = Partial<Record<'en' | 'zh', string>>;

export function indexUrlsScript(urls: IndexUrls): string {
  return `window.${INDEX_URLS_GLOBAL}=${JSON.stringify(urls).replace(/</g, '\\u003c')};`;
}

/** The index URL of a language, as the inline script published it (undefined during SSR or before the build). */
export function publishedIndexUrl(lang: 'en' | 'zh'): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, IndexUrls | undefined>)[INDEX_URLS_GLOBAL]?.[lang];
}

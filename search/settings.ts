import type { SiteLang } from '../i18n/languages';

/**
 * What the build tells the browser about search, in one module both sides import: the search
 * plugin (search/build/plugin.ts) writes it, the dialog (theme/search/Search.tsx) reads it.
 */

/** Settings of the hosted provider (Algolia), read from the environment at build time. */
export interface HostedSearchConfig {
  appId: string;
  /** The search-only key: it ships in the site's scripts. */
  apiKey: string;
  indexName: string;
  /** Optional hosts instead of Algolia's defaults, e.g. a proxy or a local test server. */
  hosts?: string[];
}

/** Milliseconds to connect, to read a search answer, and to write (indexing). */
export const HOSTED_TIMEOUTS = { connect: 1000, read: 2000, write: 30000 };

/** "http://127.0.0.1:8080" -> Algolia host entry; a bare host name means https. */
export function toHost(host: string) {
  const url = new URL(/^[a-z]+:\/\//i.test(host) ? host : `https://${host}`);
  return {
    url: url.host,
    protocol: url.protocol === 'http:' ? ('http' as const) : ('https' as const),
    accept: 'readWrite' as const,
  };
}

/** The build's search settings, known before bundling: a compile-time constant named SETTINGS_CONSTANT. */
export interface SiteSearchSettings {
  /** Algolia settings when the hosted provider is configured; null means the embedded index answers. */
  hosted: HostedSearchConfig | null;
  /** Base URL for a new issue in the site's repository (`.../issues/new`). */
  newIssueUrl: string;
}

export const SETTINGS_CONSTANT = '__SITE_SEARCH__';
declare const __SITE_SEARCH__: SiteSearchSettings;

/** The settings in the browser (and during pre-rendering); the defaults outside a build (unit tests). */
export function siteSearchSettings(): SiteSearchSettings {
  return typeof __SITE_SEARCH__ === 'undefined' ? { hosted: null, newIssueUrl: '' } : __SITE_SEARCH__;
}

/**
 * Each language's index file, known only once the build has written them (after bundling), so it
 * reaches the pages as a global set by an inline script in every page's head.
 */
export const INDEX_URLS_GLOBAL = '__SITE_SEARCH_INDEXES__';

export type IndexUrls = Partial<Record<SiteLang, string>>;

export function indexUrlsScript(urls: IndexUrls): string {
  return `window.${INDEX_URLS_GLOBAL}=${JSON.stringify(urls).replace(/</g, '\\u003c')};`;
}

/** The index URL of a language, as the inline script published it (undefined during SSR or before the build). */
export function publishedIndexUrl(lang: SiteLang): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, IndexUrls | undefined>)[INDEX_URLS_GLOBAL]?.[lang];
}

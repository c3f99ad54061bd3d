import type { HostedSearchConfig } from './hosted';

/** What the build hands to the browser about search (through a compile-time constant). */
export interface SiteSearchSettings {
  /** Algolia settings when the hosted provider is configured; null means the embedded index answers. */
  hosted: HostedSearchConfig | null;
  /** Base URL for a new issue in the site's repository (`.../issues/new`). */
  newIssueUrl: string;
}

export const SETTINGS_CONSTANT = '__SITE_SEARCH__';

/**
 * Where a new issue of the docs repository is opened (config/site.ts), handed from the build to the
 * browser as a compile-time constant (builderConfig.source.define in rspress.config.ts).
 */
export const NEW_ISSUE_URL_CONSTANT = '__SITE_NEW_ISSUE_URL__';
declare const __SITE_NEW_ISSUE_URL__: string;

/** The URL in the browser and during pre-rendering; empty outside a build (unit tests). */
export const newIssueUrl = (): string => (typeof __SITE_NEW_ISSUE_URL__ === 'undefined' ? '' : __SITE_NEW_ISSUE_URL__);

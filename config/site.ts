/**
 * Site-wide facts that more than one module needs. Change the repository here
 * (or through SITE_REPOSITORY_URL) and every edit link follows.
 */
export const repositoryUrl = (
  process.env.SITE_REPOSITORY_URL ?? 'https://github.com/rspress-docs/rspress-docs-site'
).replace(/\/$/, '');

/** Branch the edit links open; the docs folder sits at the repository root. */
export const repositoryBranch = process.env.SITE_REPOSITORY_BRANCH ?? 'main';

export const editLinkBaseUrl = `${repositoryUrl}/edit/${repositoryBranch}/docs`;

/** A new issue in the repository: "Let us know" in the search dialog and the feedback question of each doc page. */
export const newIssueUrl = `${repositoryUrl}/issues/new`;

/**
 * Where the built site is served. Sitemap entries, feed links and the robots.txt
 * sitemap line are absolute URLs built from it; set SITE_ORIGIN when deploying elsewhere.
 */
export const siteOrigin = (process.env.SITE_ORIGIN ?? 'https://rspress-docs.github.io').replace(/\/$/, '');

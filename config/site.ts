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

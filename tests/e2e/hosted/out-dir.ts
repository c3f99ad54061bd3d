import path from 'node:path';

/** Where the hosted-search browser tests build the site (run from the repository root). */
export const hostedOutDir = path.resolve('node_modules/.cache/site-search/hosted-build');

import { HEADING_LEVELS, HIERARCHY_LEVELS, type SearchRequest } from './types';

/** The request DocSearch 3.9 sends for a query (5-word snippets on screens up to 768 px wide, 10 elsewhere) (used by the CLI, the benchmark and the tests). */
export function docsearchRequest(query: string, indexName: string, options: { narrow?: boolean } = {}): SearchRequest {
  const words = options.narrow ? 5 : 10;
  return {
    query,
    indexName,
    attributesToRetrieve: [...HIERARCHY_LEVELS.map((level) => `hierarchy.${level}`), 'content', 'type', 'url'],
    attributesToSnippet: [
      ...['lvl1', ...HEADING_LEVELS].map((level) => `hierarchy.${level}:${words}`),
      `content:${words}`,
    ],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
  };
}

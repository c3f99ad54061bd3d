import type { SearchRequest } from './types';

/** Narrow screens (<= 768 px) get 5-word snippets, others 10, as DocSearch 3.9 asks. */
export const NARROW_SCREEN_MAX_WIDTH = 768;

/** The request DocSearch 3.9 sends for a query (used by the CLI, the benchmark and the tests). */
export function docsearchRequest(query: string, indexName: string, options: { narrow?: boolean } = {}): SearchRequest {
  const words = options.narrow ? 5 : 10;
  return {
    query,
    indexName,
    attributesToRetrieve: [
      'hierarchy.lvl0',
      'hierarchy.lvl1',
      'hierarchy.lvl2',
      'hierarchy.lvl3',
      'hierarchy.lvl4',
      'hierarchy.lvl5',
      'hierarchy.lvl6',
      'content',
      'type',
      'url',
    ],
    attributesToSnippet: [
      ...['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((level) => `hierarchy.${level}:${words}`),
      `content:${words}`,
    ],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
  };
}

import type { RspressPlugin } from '@rspress/core';

/** Text of a description without the inline HTML (e.g. `<kbd>`) Rspress copies from the first paragraph. */
export function plainDescription(description: string): string {
  return description
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * When a page has no `description` in its front matter, Rspress takes its first
 * paragraphs, inline HTML included, for <meta name="description"> and
 * og:description. This plugin keeps the text only, so that search results and
 * link previews do not show tags.
 */
export function pluginPlainDescription(): RspressPlugin {
  return {
    name: 'site-plain-description',
    extendPageData(pageData) {
      if (typeof pageData.description === 'string' && pageData.description.includes('<')) {
        pageData.description = plainDescription(pageData.description);
      }
    },
  };
}

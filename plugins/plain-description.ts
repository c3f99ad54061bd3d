import type { RspressPlugin } from '@rspress/core';

/**
 * Text of a description without the inline HTML (e.g. `<kbd>Ctrl</kbd>`) that
 * Rspress copies from a page's text: an element's tags go and its text stays; a
 * void element (`<br>`) becomes a space. A tag name written as text ("the <head>
 * of each page") has no closing tag and stays. By hand: the one HTML-to-text
 * library worth its weight parses whole documents, for a two-rule job.
 */
export function plainDescription(description: string): string {
  let text = description.replace(/<(?:br|wbr|img|hr)\b[^>]*>/gi, ' ');
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(/<([a-z][\w-]*)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi, '$2');
  }
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * When a page has no `description` in its front matter, Rspress takes the text
 * under its first heading, inline HTML included, for <meta name="description">
 * and og:description. This plugin keeps the text only, so that search results
 * and link previews do not show tags. A description written in front matter is
 * left as it is.
 */
export function pluginPlainDescription(): RspressPlugin {
  return {
    name: 'site-plain-description',
    extendPageData(pageData) {
      const written = typeof pageData.frontmatter?.description === 'string';
      if (!written && typeof pageData.description === 'string' && pageData.description.includes('<')) {
        pageData.description = plainDescription(pageData.description);
      }
    },
  };
}

import type { RspressPlugin } from '@rspress/core';

/**
 * Text of a description without HTML: an element copied from the page's text
 * (`Press <kbd>Ctrl</kbd>`) loses its tags and keeps its text, a void element
 * (`<br>`) becomes a space, and a tag written as text ("the <head> of each
 * page", from inline code or front matter) keeps its name without the brackets.
 * By hand: the HTML-to-text libraries parse whole documents, for a three-rule job.
 */
export function plainDescription(description: string): string {
  let text = description.replace(/<(?:br|wbr|img|hr)\b[^>]*>/gi, ' ');
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(/<([a-z][\w-]*)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi, '$2');
  }
  return text
    .replace(/<\/?([a-z][\w-]*)[^>]*>/gi, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Rspress writes a page's description (its front matter's, or the text under its
 * first heading, inline HTML included) into <meta name="description"> and
 * og:description as it is. This plugin keeps the text only, so that search
 * results and link previews show no tags.
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

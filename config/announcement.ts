/**
 * Site-wide settings of the announcement bar. The message and the link are per
 * language (`announcement` in en.ts and zh.ts); these settings are shared.
 */
export const announcementSettings = {
  /**
   * localStorage key that remembers a closed bar. Change it when the message
   * changes, so readers who closed the old one see the new one.
   */
  localStorageKey: 'rspress-docs-announcement-quick-start',
  /** false removes the bar from every page. */
  display: true,
};

/** Attribute on <html> listing the closed bars' keys, space-separated. */
export const ANNOUNCEMENT_CLOSED_ATTRIBUTE = 'data-announcement-closed';

/** A storage key as one token of ANNOUNCEMENT_CLOSED_ATTRIBUTE (safe inside a CSS attribute selector). */
export function announcementToken(localStorageKey: string): string {
  return localStorageKey.replace(/[^\w-]/g, '_');
}

/** A tag for the page head, in the shape of Rsbuild's `html.tags`. */
export interface HeadTag {
  tag: 'script' | 'style';
  children: string;
  head: true;
  append: false;
}

/**
 * The document head's part of the bar: an inline script that runs before the first paint
 * and marks <html> when the reader closed the bar on an earlier visit, and the style rule
 * that then hides the server-rendered bar, so it cannot flash or push the page down. A
 * storage that throws (privacy modes, disabled cookies) leaves the bar shown. Added as
 * `html.tags` (rspress.config.ts), so that they come after the storage fallback
 * (plugins/storage-fallback.ts) and are on every page, 404 included.
 */
export function announcementHeadTags(settings = announcementSettings): HeadTag[] {
  if (!settings.display) return [];
  const key = JSON.stringify(settings.localStorageKey);
  const token = announcementToken(settings.localStorageKey);
  const attribute = JSON.stringify(ANNOUNCEMENT_CLOSED_ATTRIBUTE);
  const script = `(function(){try{if(window.localStorage.getItem(${key})!==null){var h=document.documentElement,a=${attribute},v=h.getAttribute(a);h.setAttribute(a,v?v+" "+${JSON.stringify(token)}:${JSON.stringify(token)});}}catch(e){}})();`;
  const style = `html[${ANNOUNCEMENT_CLOSED_ATTRIBUTE}~="${token}"] [data-announcement-key="${token}"]{display:none}`;
  return [
    { tag: 'script', children: script, head: true, append: false },
    { tag: 'style', children: style, head: true, append: false },
  ];
}

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

/**
 * The document head's part of the bar: an inline <script> that runs before the
 * first paint and marks <html> when the reader closed the bar on an earlier visit,
 * and the <style> rule that then hides the server-rendered bar, so it cannot flash
 * or push the page down. A storage that throws (privacy modes, disabled cookies)
 * leaves the bar shown.
 */
export function announcementHeadScript(settings = announcementSettings): string {
  if (!settings.display) return '';
  const key = JSON.stringify(settings.localStorageKey);
  const token = announcementToken(settings.localStorageKey);
  const attribute = JSON.stringify(ANNOUNCEMENT_CLOSED_ATTRIBUTE);
  const script = `<script>(function(){try{if(window.localStorage.getItem(${key})!==null){var h=document.documentElement,a=${attribute},v=h.getAttribute(a);h.setAttribute(a,v?v+" "+${JSON.stringify(token)}:${JSON.stringify(token)});}}catch(e){}})();</script>`;
  const style = `<style>html[${ANNOUNCEMENT_CLOSED_ATTRIBUTE}~="${token}"] [data-announcement-key="${token}"]{display:none}</style>`;
  return script + style;
}

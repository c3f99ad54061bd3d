/**
 * Stands in for `copy-to-clipboard` inside @rspress/core's copyToClipboard()
 * (theme/logic/copyToClipboard.js; see plugins/module-swaps.ts). That
 * function is async and only falls back to this library when the Clipboard API
 * fails, so the library is fetched at that moment instead of with every page.
 */
export default async function copyToClipboard(text) {
  const { default: copy } = await import('copy-to-clipboard');
  return copy(text);
}

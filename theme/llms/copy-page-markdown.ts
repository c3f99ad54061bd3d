import { copyToClipboard } from '@rspress/core/theme-original';
import { announce, fetchMarkdown } from './page-markdown';

/**
 * Puts a page's Markdown file on the clipboard, then shows "Copied" in the status after the button.
 * The clipboard write starts at once, with the text still on its way (a ClipboardItem holding a
 * promise): Safari refuses a write that does not start inside the click. Without ClipboardItem,
 * or when it fails, the theme's copy (writeText, then a selection copy) takes the text.
 */
export function copyPageMarkdown(button: HTMLElement, routePath: string, copiedText: string) {
  const markdown = fetchMarkdown(routePath);
  let written: Promise<unknown>;
  try {
    const blob = markdown.then((text) => new Blob([text], { type: 'text/plain' }));
    written = navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
  } catch (error) {
    written = Promise.reject(error);
  }
  written
    .catch(() => markdown.then(copyToClipboard))
    .then(
      (copied) => copied !== false && announce(button.nextElementSibling, copiedText),
      () => {
        // The file could not be fetched: nothing was copied, and the status stays empty.
      },
    );
}

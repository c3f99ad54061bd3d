const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])';

/**
 * Keeps Tab and Shift+Tab inside the open DocSearch dialog. DocSearch 3.9 wraps
 * focus between the first and last focusable elements it found when the dialog
 * opened; the last one is the 'Search by Algolia' link, which is hidden when the
 * embedded index answers, so focus would escape. This wraps between the
 * elements that are visible now.
 */
export function keepFocusInDialog(event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const modal = document.querySelector<HTMLElement>('.DocSearch-Modal');
  if (!modal) return;
  const focusable = Array.from(modal.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0,
  );
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !modal.contains(active);
  let target: HTMLElement | null = null;
  if (event.shiftKey && (active === first || outside)) target = last;
  else if (!event.shiftKey && (active === last || outside)) target = first;
  if (!target) return;
  event.preventDefault();
  event.stopPropagation();
  target.focus();
}

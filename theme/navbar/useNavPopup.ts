import { type FocusEvent, type KeyboardEvent, type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';

/** How long the pointer may leave a menu before it closes (the theme's useHoverGroup waits as long). */
const CLOSE_DELAY_MS = 150;

/**
 * Open state of a navbar popup (a menu or the hamburger panel) and the props that drive it:
 * the pointer opens it on hover and click as in the default theme, and the keyboard opens
 * and closes it with its button (Enter or Space), closes it with Escape (focus back on the
 * button) or by tabbing out of it.
 */
export function useNavPopup() {
  const [isOpen, setIsOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const cancelClose = useCallback(() => window.clearTimeout(closeTimer.current), []);
  useEffect(() => cancelClose, [cancelClose]);

  const open = useCallback(() => {
    cancelClose();
    setIsOpen(true);
  }, [cancelClose]);

  const containerProps = {
    onMouseEnter: open,
    onMouseLeave: () => {
      cancelClose();
      closeTimer.current = window.setTimeout(() => setIsOpen(false), CLOSE_DELAY_MS);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isOpen) return;
      setIsOpen(false);
      triggerRef.current?.focus();
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setIsOpen(false);
    },
  };

  const triggerProps = {
    ref: triggerRef,
    type: 'button' as const,
    'aria-expanded': isOpen,
    // A pointer click opens, as in the theme (hover has usually opened it already);
    // a click from the keyboard (detail 0) toggles.
    onClick: (event: MouseEvent) => {
      if (event.detail === 0) setIsOpen((value) => !value);
      else open();
    },
  };

  return { isOpen, containerProps, triggerProps };
}

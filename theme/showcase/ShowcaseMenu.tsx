import { useLocation } from '@rspress/core/runtime';
import { lazy, type MouseEvent, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSiteLang, useSiteTexts } from '../../i18n/runtime';
import './menu.css';

/** Hover opens and closes the menu after this delay (SPEC §4, §9: 0.1 s). */
export const HOVER_DELAY_MS = 100;

const loadPanel = () => import('./ShowcaseMenuPanel');
const ShowcaseMenuPanel = lazy(loadPanel);

export interface ShowcaseMenuProps {
  /** 'hover' opens on pointer hover (and on click or keyboard); 'click' only on click or keyboard. */
  trigger?: 'hover' | 'click';
}

/**
 * The grid icon before the nav title and its popover of sibling tools, placed
 * below the icon and aligned to its left edge, without an arrow. The list
 * itself is a separate chunk, fetched when the reader first points at, focuses
 * or opens the icon.
 */
export function ShowcaseMenu({ trigger = 'hover' }: ShowcaseMenuProps) {
  const { pathname } = useLocation();
  const lang = useSiteLang();
  const t = useSiteTexts();
  const panelId = `showcase-menu-${useId().replace(/[^\w-]/g, '')}`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [open, setOpenState] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);

  const setOpen = useCallback((next: boolean, options: { focusFirst?: boolean } = {}) => {
    window.clearTimeout(timer.current);
    setFocusFirst(next && Boolean(options.focusFirst));
    setOpenState(next);
  }, []);

  const later = (next: boolean) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(next), HOVER_DELAY_MS);
  };

  const closeAndFocusIcon = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, [setOpen]);

  // While open: Escape anywhere closes and returns focus to the icon; a press outside closes.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeAndFocusIcon();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, closeAndFocusIcon, setOpen]);

  // Close on a route change (the language may have changed too).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the path changes
  useEffect(() => {
    setOpen(false);
  }, [pathname, setOpen]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // detail 0: Enter or Space on the focused button.
    const fromKeyboard = event.detail === 0;
    if (trigger === 'click' || fromKeyboard) setOpen(!open);
    else setOpen(true);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer hover and focus leaving are tracked on the wrapper; the button inside is the control
    <div
      ref={rootRef}
      className="showcase-menu"
      onMouseEnter={trigger === 'hover' ? () => later(true) : undefined}
      onMouseLeave={trigger === 'hover' ? () => later(false) : undefined}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="showcase-menu__trigger"
        aria-label={t('site.showcaseTrigger')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-trigger={trigger}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={onClick}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true, { focusFirst: true });
          }
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <g fill="currentColor">
            <rect x="3" y="3" width="4.5" height="4.5" rx="1.2" />
            <rect x="9.75" y="3" width="4.5" height="4.5" rx="1.2" />
            <rect x="16.5" y="3" width="4.5" height="4.5" rx="1.2" />
            <rect x="3" y="9.75" width="4.5" height="4.5" rx="1.2" />
            <rect x="9.75" y="9.75" width="4.5" height="4.5" rx="1.2" />
            <rect x="16.5" y="9.75" width="4.5" height="4.5" rx="1.2" />
            <rect x="3" y="16.5" width="4.5" height="4.5" rx="1.2" />
            <rect x="9.75" y="16.5" width="4.5" height="4.5" rx="1.2" />
            <rect x="16.5" y="16.5" width="4.5" height="4.5" rx="1.2" />
          </g>
        </svg>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ShowcaseMenuPanel id={panelId} lang={lang} focusFirst={focusFirst} onNavigate={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

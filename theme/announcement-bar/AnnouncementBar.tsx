import { Link } from '@rspress/core/theme';
import { useLayoutEffect, useState } from 'react';
import { ANNOUNCEMENT_CLOSED_ATTRIBUTE, announcementToken } from '../../config/announcement';
import './index.css';

export interface AnnouncementBarProps {
  /** Where the message leads: a site route (with its language prefix) or a full URL. */
  href: string;
  message: string;
  /** Key stored as "true" in localStorage when the reader closes the bar. */
  localStorageKey: string;
  /** false renders nothing at all. */
  display?: boolean;
  /** Extra class names for the bar element. */
  barClassName?: string;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Accessible name of the bar's region. */
  regionLabel?: string;
}

function closedTokens(): string[] {
  return (document.documentElement.getAttribute(ANNOUNCEMENT_CLOSED_ATTRIBUTE) ?? '').split(' ').filter(Boolean);
}

function markClosed(token: string) {
  const tokens = closedTokens();
  if (!tokens.includes(token)) {
    document.documentElement.setAttribute(ANNOUNCEMENT_CLOSED_ATTRIBUTE, [...tokens, token].join(' '));
  }
}

function storedAsClosed(localStorageKey: string): boolean {
  try {
    return window.localStorage.getItem(localStorageKey) !== null;
  } catch {
    return false;
  }
}

/**
 * A message link above the navbar with a close button. The server-rendered HTML
 * always contains the bar; on a later visit an inline head script marks <html>
 * before the first paint and a rule in the head hides the bar (both from
 * config/announcement.ts: a <style> in <body> is invalid HTML), then this
 * component follows by removing it.
 */
export function AnnouncementBar({
  href,
  message,
  localStorageKey,
  display = true,
  barClassName,
  closeLabel = 'Close the announcement',
  regionLabel = 'Announcement',
}: AnnouncementBarProps) {
  const token = announcementToken(localStorageKey);
  const [closed, setClosed] = useState(false);

  useLayoutEffect(() => {
    if (closedTokens().includes(token) || storedAsClosed(localStorageKey)) {
      markClosed(token);
      setClosed(true);
    }
  }, [localStorageKey, token]);

  if (!display || closed) return null;

  const close = () => {
    // Hide first: a storage that throws or is full must not keep the bar open.
    markClosed(token);
    setClosed(true);
    try {
      window.localStorage.setItem(localStorageKey, 'true');
    } catch {
      // Closed for this visit only.
    }
  };

  return (
    <section
      className={['announcement-bar', barClassName].filter(Boolean).join(' ')}
      data-announcement-key={token}
      aria-label={regionLabel}
    >
      <Link href={href} className="announcement-bar__link">
        {message}
      </Link>
      <button type="button" className="announcement-bar__close" aria-label={closeLabel} onClick={close}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  );
}

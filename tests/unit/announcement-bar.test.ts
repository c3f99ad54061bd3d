import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { announcementHeadTags, announcementSettings } from '../../config/announcement';

// The theme's Link needs the Rspress runtime; a plain anchor is enough here.
vi.mock('@rspress/core/theme', () => ({
  Link: ({ href, className, children }: { href: string; className?: string; children: unknown }) =>
    createElement('a', { href, className }, children as string),
}));

const { AnnouncementBar } = await import('../../theme/announcement-bar/AnnouncementBar');

const props = { href: '/guide/start/getting-started', message: 'Read the guide', localStorageKey: 'test-key' };

describe('AnnouncementBar on the server', () => {
  it('renders the bar, its link and a labelled close button by default', () => {
    const html = renderToStaticMarkup(createElement(AnnouncementBar, props));
    expect(html).toContain('class="announcement-bar"');
    expect(html).toContain('href="/guide/start/getting-started"');
    expect(html).toContain('aria-label="Close the announcement"');
  });

  it('adds barClassName to the bar', () => {
    const html = renderToStaticMarkup(createElement(AnnouncementBar, { ...props, barClassName: 'promo' }));
    expect(html).toContain('class="announcement-bar promo"');
  });

  it('renders nothing at all when display is false', () => {
    expect(renderToStaticMarkup(createElement(AnnouncementBar, { ...props, display: false }))).toBe('');
  });
});

describe('announcementHeadTags', () => {
  it('is an inline script reading the key and the rule hiding a closed bar, or nothing when the bar is off', () => {
    const [script, style] = announcementHeadTags({ localStorageKey: 'a.b', display: true });
    expect(script).toMatchObject({ tag: 'script', head: true });
    expect(script.children).toContain('getItem("a.b")');
    expect(style).toEqual({
      tag: 'style',
      children: 'html[data-announcement-closed~="a_b"] [data-announcement-key="a_b"]{display:none}',
      head: true,
      append: false,
    });
    expect(announcementHeadTags({ localStorageKey: 'k', display: false })).toEqual([]);
  });
});

describe('the announcement settings', () => {
  it('turn the bar on, with a storage key of its own', () => {
    expect(announcementSettings.display).toBe(true);
    expect(announcementSettings.localStorageKey).toMatch(/^rspress-docs-announcement-/);
  });
});

import { usePage, useSite } from '@rspress/core/runtime';
import { copyToClipboard, type LlmsViewOptionsItem } from '@rspress/core/theme-original';
import { type CSSProperties, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSiteTexts } from '../../i18n/runtime';
import { IconAnthropic, IconExternalLink, IconLink, IconOpenAI } from './menu-icons';
import { announce, markdownPath } from './page-markdown';

interface ViewOptionsMenuProps {
  /** The configured entries; the theme's three when none are. */
  options: LlmsViewOptionsItem[] | undefined;
  onClose: () => void;
}

type Entry = { title: string; icon?: ReactNode } & ({ href: string } | { onClick?: () => void });

const DEFAULT_OPTIONS: LlmsViewOptionsItem[] = ['markdownLink', 'chatgpt', 'claude'];

// Inline, so that the menu's look loads with it instead of joining every page's stylesheet.
// Colours are the theme's variables: the same menu in light and dark mode. It opens upwards in
// the outline, whose bottom it sits at.
const menuStyle = (up: boolean): CSSProperties => ({
  position: 'absolute',
  zIndex: 100,
  right: 0,
  ...(up ? { bottom: 'calc(100% + 6px)' } : { top: 'calc(100% + 6px)' }),
  minWidth: 220,
  margin: 0,
  padding: 6,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  background: 'var(--rp-c-bg)',
  border: '1px solid var(--rp-c-divider)',
  borderRadius: 10,
  boxShadow: '0 4px 20px -4px #00000026, 0 0 2px #0000000d',
});
const itemStyle: CSSProperties = { width: '100%', padding: '8px 10px', borderRadius: 6, whiteSpace: 'nowrap' };

/**
 * The entries of the "open in" menu. The chat links carry the page's Markdown file at the site's
 * public address (siteOrigin), the one an assistant can fetch. Escape closes the menu and gives
 * the focus back to its button; a click elsewhere or a Tab out of it closes it too.
 */
export default function ViewOptionsMenu({ options = DEFAULT_OPTIONS, onClose }: ViewOptionsMenuProps) {
  const { page } = usePage();
  const { site } = useSite();
  const t = useSiteTexts();
  const menuRef = useRef<HTMLUListElement>(null);
  // Its wrapper (LlmsViewOptions) holds the button first; the status follows the wrapper.
  const wrapper = () => menuRef.current?.parentElement;
  const focusTrigger = () => (wrapper()?.firstElementChild as HTMLElement | null)?.focus();
  const url = new URL(`${site.siteOrigin}${markdownPath(page.routePath)}`, window.location.href).href;
  const prompt = `Read ${url}, I want to ask questions about it.`;
  const [up, setUp] = useState(false);

  // In the outline, at the bottom of its column, the menu opens upwards.
  useLayoutEffect(() => setUp(Boolean(menuRef.current?.closest('.rp-outline'))), []);

  useEffect(() => {
    const wrapper = menuRef.current?.parentElement;
    if (!wrapper) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      (wrapper.firstElementChild as HTMLElement | null)?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.contains(event.target as Node)) onClose();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget && !wrapper.contains(event.relatedTarget as Node)) onClose();
    };
    wrapper.addEventListener('keydown', onKeyDown);
    wrapper.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      wrapper.removeEventListener('keydown', onKeyDown);
      wrapper.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [onClose]);

  const entry = (item: LlmsViewOptionsItem): Entry => {
    if (item === 'markdownLink')
      return {
        title: t('copyMarkdownLinkText'),
        icon: <IconLink />,
        onClick: () => {
          const status = wrapper()?.nextElementSibling ?? null;
          copyToClipboard(url).then((copied) => copied && announce(status, t('promptCopiedText')));
          onClose();
          focusTrigger();
        },
      };
    if (item === 'chatgpt')
      return {
        title: t('openInText', { name: 'ChatGPT' }),
        icon: <IconOpenAI />,
        href: `https://chatgpt.com/?${new URLSearchParams({ hints: 'search', q: prompt })}`,
      };
    if (item === 'claude')
      return {
        title: t('openInText', { name: 'Claude' }),
        icon: <IconAnthropic />,
        href: `https://claude.ai/new?${new URLSearchParams({ q: prompt })}`,
      };
    return item;
  };

  return (
    <ul ref={menuRef} style={menuStyle(up)}>
      {options.map(entry).map((item) => (
        <li key={item.title}>
          {'href' in item ? (
            <a
              className="rp-outline__action-row"
              style={itemStyle}
              href={item.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onClose}
            >
              {item.icon}
              {item.title}
              <IconExternalLink style={{ marginLeft: 'auto' }} />
            </a>
          ) : (
            <button type="button" className="rp-outline__action-row" style={itemStyle} onClick={item.onClick}>
              {item.icon}
              {item.title}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

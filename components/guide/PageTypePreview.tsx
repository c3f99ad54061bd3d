import { type KeyboardEvent, useId, useRef, useState } from 'react';

type PageType = 'doc' | 'doc-wide' | 'custom' | 'blank';

const PAGE_TYPES: PageType[] = ['doc', 'doc-wide', 'custom', 'blank'];

interface Parts {
  navbar: boolean;
  sidebar: boolean;
  outline: boolean;
  footer: boolean;
}

/**
 * What the default theme's Layout and DocLayout render for each page type (front matter defaults). `doc-wide`
 * looks like `doc` until `sidebar: false` and `outline: false` free their columns: the sidebar's and the outline's
 * margins still follow the content's usual maximum width.
 */
const PARTS: Record<PageType, Parts> = {
  doc: { navbar: true, sidebar: true, outline: true, footer: true },
  'doc-wide': { navbar: true, sidebar: true, outline: true, footer: true },
  custom: { navbar: true, sidebar: false, outline: false, footer: false },
  blank: { navbar: false, sidebar: false, outline: false, footer: false },
};

export interface PageTypePreviewProps {
  /** Texts in the language of the page. */
  labels: { navbar: string; sidebar: string; content: string; outline: string; footer: string; caption: string };
}

const box = (background: string) =>
  ({
    border: '1px solid var(--rp-c-divider)',
    borderRadius: 4,
    background,
    fontSize: 12,
    padding: '4px 6px',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
  }) as const;

/** Where each key moves the selection in the tab list (WAI-ARIA tabs pattern, automatic activation). */
function nextIndex(key: string, current: number): number | undefined {
  const last = PAGE_TYPES.length - 1;
  if (key === 'ArrowRight') return current === last ? 0 : current + 1;
  if (key === 'ArrowLeft') return current === 0 ? last : current - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return undefined;
}

/** A clickable sketch of the regions each `pageType` gets from the default theme: a tab per type. */
export function PageTypePreview({ labels }: PageTypePreviewProps) {
  const [type, setType] = useState<PageType>('doc');
  const id = useId();
  const tabId = (name: PageType) => `${id}-tab-${name}`;
  const panelId = `${id}-panel`;
  const tabs = useRef(new Map<PageType, HTMLButtonElement>());
  const parts = PARTS[type];
  const columns = [parts.sidebar ? '22%' : null, '1fr', parts.outline ? '20%' : null].filter(Boolean).join(' ');
  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextIndex(event.key, PAGE_TYPES.indexOf(type));
    if (next === undefined) return;
    event.preventDefault();
    setType(PAGE_TYPES[next]);
    tabs.current.get(PAGE_TYPES[next])?.focus();
  };
  return (
    <figure style={{ margin: '16px 0' }}>
      <div
        role="tablist"
        aria-label="pageType"
        onKeyDown={onKeyDown}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginBottom: 8 }}
      >
        {PAGE_TYPES.map((name) => (
          <button
            key={name}
            ref={(element) => {
              if (element) tabs.current.set(name, element);
              else tabs.current.delete(name);
            }}
            type="button"
            role="tab"
            id={tabId(name)}
            aria-selected={name === type}
            aria-controls={panelId}
            tabIndex={name === type ? 0 : -1}
            onClick={() => setType(name)}
            style={{
              padding: '2px 10px',
              borderRadius: 6,
              border: '1px solid var(--rp-c-brand)',
              background: name === type ? 'var(--rp-c-brand-darker)' : 'transparent',
              color: name === type ? '#fff' : 'var(--rp-c-brand)',
              font: 'inherit',
              fontFamily: 'var(--rp-font-family-mono)',
              cursor: 'pointer',
            }}
          >
            {name}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(type)}
        style={{
          border: '1px solid var(--rp-c-divider)',
          borderRadius: 8,
          padding: 8,
          display: 'grid',
          gap: 6,
          minHeight: 170,
          gridTemplateRows: parts.navbar ? 'auto 1fr' : '1fr',
        }}
      >
        {parts.navbar && <div style={box('var(--rp-c-bg-soft)')}>{labels.navbar}</div>}
        <div style={{ display: 'grid', gap: 6, gridTemplateColumns: columns }}>
          {parts.sidebar && <div style={box('var(--rp-c-bg-soft)')}>{labels.sidebar}</div>}
          <div style={{ display: 'grid', gap: 6, gridTemplateRows: parts.footer ? '1fr auto' : '1fr' }}>
            <div style={box('transparent')}>{labels.content}</div>
            {parts.footer && <div style={box('var(--rp-c-bg-soft)')}>{labels.footer}</div>}
          </div>
          {parts.outline && <div style={box('var(--rp-c-bg-soft)')}>{labels.outline}</div>}
        </div>
      </div>
      <figcaption style={{ fontSize: 13, marginTop: 6 }}>
        <code>pageType: {type}</code> · {labels.caption}
      </figcaption>
    </figure>
  );
}

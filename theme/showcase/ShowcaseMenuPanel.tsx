import { type KeyboardEvent, useEffect, useRef } from 'react';
import { groupTitle, localizeLink, type ShowcaseGroup, toolShowcase } from '../../config/showcase';
import type { SiteLang } from '../../i18n/languages';
import { ShowcaseLogo } from './ShowcaseLogo';

export interface ShowcaseMenuPanelProps {
  id: string;
  lang: SiteLang;
  /** Move focus to the first link once shown (the menu was opened with the arrow keys). */
  focusFirst: boolean;
  /** Called after a link was opened, so the menu can close. */
  onNavigate: () => void;
  group?: ShowcaseGroup;
}

/** The popover's content: the group title and its links. Loaded on first use. */
export default function ShowcaseMenuPanel({
  id,
  lang,
  focusFirst,
  onNavigate,
  group = toolShowcase,
}: ShowcaseMenuPanelProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const title = groupTitle(group, lang);

  useEffect(() => {
    if (focusFirst) listRef.current?.querySelector('a')?.focus();
  }, [focusFirst]);

  // Arrow keys, Home and End move between the links; Tab works as usual.
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = Array.from(listRef.current?.querySelectorAll('a') ?? []);
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next: Record<string, number> = {
      ArrowDown: (current + 1) % links.length,
      ArrowUp: (current - 1 + links.length) % links.length,
      Home: 0,
      End: links.length - 1,
    };
    if (event.key in next && links.length > 0) {
      event.preventDefault();
      links[next[event.key]].focus();
    }
  };

  return (
    <nav id={id} className="showcase-menu__panel" aria-label={title}>
      <p className="showcase-menu__title">{title}</p>
      <ul ref={listRef} className="showcase-menu__list" onKeyDown={onKeyDown}>
        {group.links.map((link) => {
          const { desc, url } = localizeLink(link, lang);
          return (
            <li key={link.name}>
              <a
                className="showcase-menu__link"
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={onNavigate}
              >
                <ShowcaseLogo className="showcase-menu__logo" src={link.logo} scale={link.logoScale} size={32} />
                <span className="showcase-menu__text">
                  <span className="showcase-menu__name">{link.name}</span>
                  <span className="showcase-menu__desc">{desc}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

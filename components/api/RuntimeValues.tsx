import {
  useDark,
  useFrontmatter,
  useI18n,
  useLang,
  useLocation,
  usePage,
  useSite,
  useVersion,
  useWindowSize,
} from '@rspress/core/runtime';
import { type ReactNode, useSyncExternalStore } from 'react';
import type { PageComponentTexts } from '../../i18n/texts';
import { NameValueTable } from '../shared/NameValueTable';

const subscribeToNothing = () => () => {};
/** false in the HTML the build writes and while React hydrates it, true once the page runs in the browser. */
const useInBrowser = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

/** The window's width, read once the table runs in the browser (useWindowSize() is Infinity until then). */
function WindowWidth() {
  return String(useWindowSize().width);
}

/**
 * Shows what the runtime hooks return on the page that renders it, as a two-column table.
 * The build writes the table into the page, so it is there, at its size, before any script
 * runs; the colour scheme and the window width are unknown at build time and show `…` until
 * the page runs in the browser.
 */
export function RuntimeValues({
  texts,
}: {
  /** The page's language's texts (i18n/<lang>/pages.ts). */ texts: PageComponentTexts['runtimeValues'];
}) {
  const inBrowser = useInBrowser();
  const lang = useLang();
  const version = useVersion();
  const dark = useDark();
  const { page } = usePage();
  const { site } = useSite();
  const { frontmatter } = useFrontmatter();
  const t = useI18n();
  const { pathname } = useLocation();

  const rows: [string, ReactNode][] = [
    ['useLang()', JSON.stringify(lang)],
    ['useVersion()', JSON.stringify(version)],
    ['useDark()', inBrowser ? String(dark) : '…'],
    ['usePage().page.routePath', JSON.stringify(page.routePath)],
    ['usePage().page.title', JSON.stringify(page.title)],
    ['usePage().page.pageType', JSON.stringify(page.pageType)],
    ['useSite().site.title', JSON.stringify(site.title)],
    ['useSite().site.base', JSON.stringify(site.base)],
    ['useFrontmatter().frontmatter.outline', JSON.stringify(frontmatter.outline ?? null)],
    ["useI18n()('outlineTitle')", JSON.stringify(t('outlineTitle'))],
    ['useLocation().pathname', JSON.stringify(pathname)],
    ['useWindowSize().width', inBrowser ? <WindowWidth key="width" /> : '…'],
  ];

  return <NameValueTable rows={rows} headings={[texts.call, texts.value]} codeNames testId="runtime-values" />;
}

import {
  NoSSR,
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
import type { PageComponentTexts } from '../../i18n/texts';
import { NameValueTable } from '../shared/NameValueTable';

/**
 * Shows what the runtime hooks return on the page that renders it, as a two-column table.
 * Rendered in the browser only: the window size and colour scheme are unknown while pages are pre-rendered.
 */
export function RuntimeValues({
  texts,
}: {
  /** The page's language's texts (i18n/<lang>/pages.ts). */ texts: PageComponentTexts['runtimeValues'];
}) {
  return (
    <NoSSR>
      <ValuesTable texts={texts} />
    </NoSSR>
  );
}

function ValuesTable({ texts }: { texts: PageComponentTexts['runtimeValues'] }) {
  const lang = useLang();
  const version = useVersion();
  const dark = useDark();
  const { page } = usePage();
  const { site } = useSite();
  const { frontmatter } = useFrontmatter();
  const t = useI18n();
  const { pathname } = useLocation();
  const { width } = useWindowSize();

  const rows: [string, string][] = [
    ['useLang()', JSON.stringify(lang)],
    ['useVersion()', JSON.stringify(version)],
    ['useDark()', String(dark)],
    ['usePage().page.routePath', JSON.stringify(page.routePath)],
    ['usePage().page.title', JSON.stringify(page.title)],
    ['usePage().page.pageType', JSON.stringify(page.pageType)],
    ['useSite().site.title', JSON.stringify(site.title)],
    ['useSite().site.base', JSON.stringify(site.base)],
    ['useFrontmatter().frontmatter.outline', JSON.stringify(frontmatter.outline ?? null)],
    ["useI18n()('outlineTitle')", JSON.stringify(t('outlineTitle'))],
    ['useLocation().pathname', JSON.stringify(pathname)],
    ['useWindowSize().width', String(width)],
  ];

  return <NameValueTable rows={rows} headings={[texts.call, texts.value]} codeNames testId="runtime-values" />;
}

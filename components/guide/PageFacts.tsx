import { useLang, usePage, useSite } from '@rspress/core/runtime';
import { NameValueTable } from '../shared/NameValueTable';

export interface PageFactsProps {
  /** Row labels, in the language of the page. */
  labels: { lang: string; route: string; source: string; defaultLang: string };
}

/** Reads the runtime hooks of @rspress/core/runtime and shows what they return on the current page. */
export function PageFacts({ labels }: PageFactsProps) {
  const lang = useLang();
  const { page } = usePage();
  const { site } = useSite();
  const rows: [string, string][] = [
    [labels.lang, lang],
    [labels.route, page.routePath],
    [labels.source, page._relativePath as string],
    [labels.defaultLang, site.lang],
  ];
  return <NameValueTable rows={rows} />;
}

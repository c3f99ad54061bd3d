import { Head, usePage } from '@rspress/core/runtime';

type Feed = { url: string; mime: string; language?: string };

/**
 * Replaces @rspress/plugin-rss's FeedsAnnotations (swapped in plugins/module-swaps.ts):
 * the same <link rel="alternate" type="application/atom+xml"> per feed of the
 * page, but without `hreflang`. When the head is assembled, a feed link with
 * hreflang="en" takes the place of the page's own hreflang="en" alternate (both
 * are rel=alternate with the same hreflang), so pages in a feed lost the link
 * to their English version (tests/e2e/seo.spec.ts).
 */
export default function FeedsAnnotations() {
  const { page } = usePage();
  const feeds = ((page as { feeds?: Feed[] }).feeds ?? []).filter(Boolean);
  return (
    <Head>
      {feeds.map(({ url, mime }) => (
        <link rel="alternate" type={mime} href={url} key={`${url}-${mime}`} />
      ))}
    </Head>
  );
}

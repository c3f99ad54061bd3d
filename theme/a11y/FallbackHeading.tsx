import { getCustomMDXComponent, renderInlineMarkdown } from '@rspress/core/theme-original';
import { slug } from '@rspress/shared/github-slugger';
import { useMemo } from 'react';

type Level = 1 | 2 | 3 | 4 | 5 | 6;

declare global {
  interface ImportMetaEnv {
    readonly SSG_MD?: boolean;
  }
  interface ImportMeta {
    readonly env: ImportMetaEnv;
  }
}

/**
 * The theme's FallbackHeading (headings the theme renders at run time, e.g. the
 * page titles on an overview page), with the same markup except that its
 * aria-hidden "#" anchor is out of the tab order, as the Markdown headings'
 * anchors are (plugins/rehype-anchor-tabindex.ts; axe: aria-hidden-focus).
 */
export function FallbackHeading({ level, title }: { level: Level; title: string }) {
  const Element = useMemo(() => {
    const { h1, h2, h3, h4, h5, h6 } = getCustomMDXComponent();
    return ({ 1: h1, 2: h2, 3: h3, 4: h4, 5: h5, 6: h6 } as const)[level] ?? h1;
  }, [level]);
  const A = useMemo(() => getCustomMDXComponent().a, []);
  if (import.meta.env.SSG_MD) return <>{`${'#'.repeat(level)} ${title}\n\n`}</>;
  const titleSlug = title && slug(title.trim());
  if (!titleSlug) return '';
  return (
    <Element id={titleSlug}>
      <span {...renderInlineMarkdown(title)} />
      <A className="rp-header-anchor" href={`#${titleSlug}`} aria-hidden tabIndex={-1}>
        #
      </A>
    </Element>
  );
}

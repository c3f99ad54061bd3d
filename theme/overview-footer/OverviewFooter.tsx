import { useFrontmatter } from '@rspress/core/runtime';
import { DocFooter } from '@rspress/core/theme-original';

/**
 * Rspress 2.0.22 leaves the doc footer (edit link, last-updated time, previous and
 * next page) off overview pages. This puts it back there, so every page keeps its
 * edit link; on other pages it renders nothing and the theme's own footer stays.
 */
export function OverviewFooter() {
  const { frontmatter } = useFrontmatter();
  return frontmatter.overview ? <DocFooter /> : null;
}

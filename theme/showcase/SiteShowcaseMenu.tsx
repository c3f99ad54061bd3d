import { ShowcaseMenu } from './ShowcaseMenu';
import { useCanHover } from './useCanHover';

/**
 * The tool menu as this site uses it: it opens on hover where a mouse can hover,
 * and on tap on touch screens. The pointer check lives here rather than in the
 * Layout because the Layout also renders the Markdown copies of pages (llms.txt),
 * whose renderer cannot run useSyncExternalStore and would write empty files.
 */
export function SiteShowcaseMenu() {
  return <ShowcaseMenu trigger={useCanHover() ? 'hover' : 'click'} />;
}

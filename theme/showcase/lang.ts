import type { ShowcaseLang } from '../../config/showcase';

/**
 * The language the showcase uses on a page: Chinese when the path contains
 * `zh`, otherwise English. Kept apart from the data so the navbar icon can
 * decide without loading the tool list.
 */
export function showcaseLangOf(pathname: string): ShowcaseLang {
  return pathname.includes('zh') ? 'zh' : 'en';
}

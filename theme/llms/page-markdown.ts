import { withBase } from '@rspress/core/runtime';

/**
 * The Markdown file `llms: true` writes for a route, named as `routePathToMdPath` of
 * @rspress/core/runtime names it (`/guide/start` -> `/guide/start.md`, `/api/` -> `/api/index.md`).
 * Not imported from there: its helpers would then join the runtime module every page loads first.
 */
export const markdownPath = (routePath: string) =>
  withBase(`${routePath.endsWith('/') ? `${routePath}index` : routePath}.md`);

const texts = new Map<string, Promise<string>>();

/** The page's Markdown file, fetched once per visit. */
export function fetchMarkdown(routePath: string): Promise<string> {
  const path = markdownPath(routePath);
  let text = texts.get(path);
  if (!text) {
    text = fetch(path).then((response) => {
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      return response.text();
    });
    text.catch(() => texts.delete(path));
    texts.set(path, text);
  }
  return text;
}

/** Shows a short status ("Copied") in an element React rendered empty, then clears it. */
export function announce(status: Element | null, text: string) {
  if (!status) return;
  status.textContent = text;
  setTimeout(() => {
    status.textContent = '';
  }, 2000);
}

import type { UserConfig } from '@rspress/core';
import { rehypeAnchorTabindex } from '../plugins/rehype-anchor-tabindex';
import { rehypeCodeAsHtml } from '../plugins/rehype-code-as-html';

/** Markdown settings shared by the site and by the build-failure fixtures. */
export const markdownOptions = {
  showLineNumbers: false,
  defaultWrapCode: false,
  shiki: {},
  // A link to a missing page or a missing heading stops `rspress build`.
  link: { checkDeadLinks: true, checkAnchors: true },
  // Heading anchors are hidden from screen readers, so out of the tab order too; highlighted code goes to the
  // browser as one HTML string per block (plugins/rehype-code-as-html.ts).
  rehypePlugins: [rehypeAnchorTabindex, rehypeCodeAsHtml],
} satisfies UserConfig['markdown'];

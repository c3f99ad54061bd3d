import type { UserConfig } from '@rspress/core';
import { rehypeAnchorTabindex } from '../plugins/rehype-anchor-tabindex';

/** Markdown settings shared by the site and by the build-failure fixtures. */
export const markdownOptions = {
  showLineNumbers: false,
  defaultWrapCode: false,
  shiki: {},
  // A link to a missing page or a missing heading stops `rspress build`.
  link: { checkDeadLinks: true, checkAnchors: true },
  // Heading anchors are hidden from screen readers, so out of the tab order too.
  rehypePlugins: [rehypeAnchorTabindex],
} satisfies UserConfig['markdown'];

import type { UserConfig } from '@rspress/core';

/** Markdown settings shared by the site and by the build-failure fixtures. */
export const markdownOptions = {
  showLineNumbers: false,
  defaultWrapCode: false,
  shiki: {},
  // A link to a missing page or a missing heading stops `rspress build`.
  link: { checkDeadLinks: true, checkAnchors: true },
} satisfies UserConfig['markdown'];

import { defineConfig } from '@rspress/core';

// llms.txt and the .md copies: a nav link to a folder (ends in /), a dropdown with a link of its own,
// and a remark and a rehype plugin that each add a paragraph to every page.
const remarkAdds = () => (tree: { children: unknown[] }) => {
  tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'REMARK_ADDED' }] });
};
const rehypeAdds = () => (tree: { children: unknown[] }) => {
  tree.children.push({
    type: 'element',
    tagName: 'p',
    properties: {},
    children: [{ type: 'text', value: 'REHYPE_ADDED' }],
  });
};

export default defineConfig({
  title: 'Llms nav',
  llms: true,
  markdown: { remarkPlugins: [remarkAdds], rehypePlugins: [rehypeAdds] },
  themeConfig: {
    nav: [
      { text: 'FOLDER_ITEM', link: '/guide/' },
      { text: 'LINKED_DROPDOWN', link: '/api/o', items: [{ text: 'One', link: '/api/one' }] },
    ],
  },
});

import { defineConfig } from '@rspress/core';

// A hand-written sidebar for the overview page /x/, which its first item links to (so the whole sidebar
// is used): a group kept by a page under /x/, and a group whose subgroup starts with a page outside /x/
// (its second page is under /x/).
export default defineConfig({
  title: 'Hand sidebar',
  themeConfig: {
    sidebar: {
      '/x/': [
        { text: 'X overview', link: '/x/' },
        { text: 'KEPT_GROUP', items: [{ text: 'In one', link: '/x/in1' }] },
        {
          text: 'DROPPED_GROUP',
          items: [
            {
              text: 'Sub',
              items: [
                { text: 'Out three', link: '/y/out3' },
                { text: 'IN_FOUR', link: '/x/in4' },
              ],
            },
          ],
        },
      ],
    },
  },
});

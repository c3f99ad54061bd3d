import { defineConfig } from '@rspress/core';

// A hand-written sidebar for the overview page /x/, which its first item links to (so the whole sidebar
// is used): a group kept by a page under /x/, and a group whose subgroup starts with a page outside /x/
// (its second page is under /x/).
// llms.txt: a nav link read as an unanchored pattern (/x/in takes /x/in1 and /x/in4), a dropdown and
// an item that matches no page.
export default defineConfig({
  title: 'Hand sidebar',
  llms: true,
  themeConfig: {
    nav: [
      { text: 'IN_ITEM', link: '/x/in' },
      { text: 'DROP_ITEM', items: [{ text: 'Out', link: '/y/out3' }] },
      { text: 'EMPTY_ITEM', link: '/nothing/' },
    ],
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

/**
 * Texts of the navbar's search button, per language. Kept apart from
 * config/search.ts so that the page's first script carries only these; the
 * dialog's texts load with the dialog.
 */
export const searchButtonTexts = {
  en: { buttonText: 'Search', buttonAriaLabel: 'Search' },
  zh: { buttonText: '搜索', buttonAriaLabel: '搜索' },
} as const;

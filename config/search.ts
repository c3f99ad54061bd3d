import type { DocSearchProps } from '@docsearch/react';
import { searchButtonTexts } from './search-button';

type SearchTexts = { placeholder: string; translations: NonNullable<DocSearchProps['translations']> };

/** Texts of the search button and dialog, per language (the English ones are DocSearch's own). */
export const searchTexts: Record<'en' | 'zh', SearchTexts> = {
  en: {
    placeholder: 'Search docs',
    translations: {
      button: searchButtonTexts.en,
      modal: {
        searchBox: {
          resetButtonTitle: 'Clear the query',
          resetButtonAriaLabel: 'Clear the query',
          cancelButtonText: 'Cancel',
          cancelButtonAriaLabel: 'Cancel',
          searchInputLabel: 'Search',
        },
        startScreen: {
          recentSearchesTitle: 'Recent',
          noRecentSearchesText: 'No recent searches',
          saveRecentSearchButtonTitle: 'Save this search',
          removeRecentSearchButtonTitle: 'Remove this search from history',
          favoriteSearchesTitle: 'Favorite',
          removeFavoriteSearchButtonTitle: 'Remove this search from favorites',
        },
        errorScreen: {
          titleText: 'Unable to fetch results',
          helpText: 'You might want to check your network connection.',
        },
        footer: {
          selectText: 'to select',
          selectKeyAriaLabel: 'Enter key',
          navigateText: 'to navigate',
          navigateUpKeyAriaLabel: 'Arrow up',
          navigateDownKeyAriaLabel: 'Arrow down',
          closeText: 'to close',
          closeKeyAriaLabel: 'Escape key',
          searchByText: 'Search by',
        },
        noResultsScreen: {
          noResultsText: 'No results for',
          suggestedQueryText: 'Try searching for',
          reportMissingResultsText: 'Believe this query should return results?',
          reportMissingResultsLinkText: 'Let us know.',
        },
      },
    },
  },
  zh: {
    placeholder: '搜索文档',
    translations: {
      button: searchButtonTexts.zh,
      modal: {
        searchBox: {
          resetButtonTitle: '清空搜索词',
          resetButtonAriaLabel: '清空搜索词',
          cancelButtonText: '取消',
          cancelButtonAriaLabel: '取消',
          searchInputLabel: '搜索',
        },
        startScreen: {
          recentSearchesTitle: '最近搜索',
          noRecentSearchesText: '没有最近的搜索记录',
          saveRecentSearchButtonTitle: '收藏这条搜索',
          removeRecentSearchButtonTitle: '从历史记录中删除',
          favoriteSearchesTitle: '收藏',
          removeFavoriteSearchButtonTitle: '从收藏中删除',
        },
        errorScreen: {
          titleText: '无法获取搜索结果',
          helpText: '请检查网络连接后重试。',
        },
        footer: {
          selectText: '选择',
          selectKeyAriaLabel: '回车键',
          navigateText: '切换',
          navigateUpKeyAriaLabel: '向上键',
          navigateDownKeyAriaLabel: '向下键',
          closeText: '关闭',
          closeKeyAriaLabel: 'Esc 键',
          searchByText: '搜索服务提供方',
        },
        noResultsScreen: {
          noResultsText: '没有找到相关结果：',
          suggestedQueryText: '试试搜索',
          reportMissingResultsText: '觉得这个搜索词应该有结果？',
          reportMissingResultsLinkText: '告诉我们。',
        },
      },
    },
  },
};

/** Title and body of the issue that the 'Let us know.' link opens. */
export function missingResultsIssue(query: string, lang: 'en' | 'zh'): { title: string; body: string } {
  return lang === 'zh'
    ? { title: `搜索“${query}”没有结果`, body: `搜索词：${query}\n\n我想找的内容：\n` }
    : { title: `No search results for "${query}"`, body: `Query: ${query}\n\nWhat I was looking for:\n` };
}

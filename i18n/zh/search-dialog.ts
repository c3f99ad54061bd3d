import type { SearchDialogTexts } from '../texts';

const texts: SearchDialogTexts = {
  placeholder: '搜索文档',
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
  missingResultsIssue: (query) => ({ title: `搜索“${query}”没有结果`, body: `搜索词：${query}\n\n我想找的内容：\n` }),
};

export default texts;

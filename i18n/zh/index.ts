import type { LanguageTexts } from '../texts';

export const zh: LanguageTexts = {
  title: 'Rspress',
  description: 'Rspress 2 中文文档：搭建快速、可搜索的双语文档站点。',
  announcement: {
    message: '初次使用 Rspress 2？跟着快速开始指南，几分钟就能搭好第一个站点。',
    href: '/guide/start/getting-started',
  },
  officialPluginsFeedTitle: 'Rspress 官方插件',
  ui: {
    editLinkText: '在 GitHub 上编辑此页',
    lastUpdatedText: '最后更新于',
    'overview.filterNameText': '筛选',
    'overview.filterPlaceholderText': '输入页面或标题名称',
    'overview.filterNoResultText': '没有匹配的内容',
    notFoundText: '找不到这个页面',
    takeMeHomeText: '返回首页',
    'site.skipLink': '跳到正文',
    'site.asideSidebar': '侧边栏',
    'site.asideOutline': '本页目录',
    'site.announcementClose': '关闭公告',
    'site.announcementRegion': '公告',
    'site.showcaseTrigger': 'Rstack 工具',
    'site.showcaseHeading': 'Rstack 工具链的一员',
    'site.showcaseTagline': 'Rspress 属于一组围绕 Rspack 打造的 JavaScript 工具，从打包到测试，每个工具负责一个环节。',
    'site.searchButton': '搜索',
    'site.searchButtonLabel': '搜索',
  },
};

import type { SiteLocale } from './locale';

export const zh: SiteLocale = {
  lang: 'zh',
  label: '简体中文',
  title: 'Rspress',
  description: 'Rspress 2 中文文档：搭建快速、可搜索的双语文档站点。',
  announcement: {
    message: '初次使用 Rspress 2？跟着快速开始指南，几分钟就能搭好第一个站点。',
    href: '/guide/start/getting-started',
  },
  skipLinkText: '跳到正文',
  asideLabels: { sidebar: '侧边栏', outline: '本页目录' },
  texts: {
    editLinkText: '在 GitHub 上编辑此页',
    lastUpdatedText: '最后更新于',
    'overview.filterNameText': '筛选',
    'overview.filterPlaceholderText': '输入页面或标题名称',
    'overview.filterNoResultText': '没有匹配的内容',
    notFoundText: '找不到这个页面',
    takeMeHomeText: '返回首页',
  },
};

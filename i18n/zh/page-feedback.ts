import type { PageFeedbackTexts } from '../texts';

const texts: PageFeedbackTexts = {
  thanks: '感谢你的反馈。',
  issueLink: '到 GitHub issue 里说说哪里可以改进',
  issue: ({ title, route, url, helpful }) => ({
    title: `文档反馈：${title}（${route}）`,
    body: [
      `页面：${url}`,
      '语言：简体中文（zh）',
      `这篇文档对你有帮助吗？${helpful ? '是' : '否'}`,
      '',
      '缺了什么、哪里有误或不好理解：',
      '',
    ].join('\n'),
  }),
};

export default texts;

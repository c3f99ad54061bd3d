import { extractedPage } from '../../../../search/build/warm-up-index';
import type { SearchPage } from '../../../../search/core/types';

/** Builds a page the way Rspress extracts it: blocks joined by blank lines, charIndex at each heading. */
export const fixturePage = extractedPage;

/** A small bilingual corpus covering the relevance cases the dialog must get right. */
export const fixturePages: SearchPage[] = [
  fixturePage('/guide/basic/deploy', 'en', 'Deploy', [
    'Build the site once and upload the output folder to any static host.',
    { heading: 'Build output', id: 'build-output' },
    'The production build writes HTML, scripts and styles to doc_build.',
    { heading: 'Deploy to GitHub Pages', id: 'deploy-to-github-pages' },
    'Set base to the repository name when the site lives under a sub path.',
  ]),
  fixturePage('/api/config/config-frontmatter', 'en', 'Front matter config', [
    'Every page may start with a YAML frontmatter block.',
    { heading: 'pageType', id: 'pagetype' },
    'Chooses the layout: home, doc, custom or blank.',
    { heading: 'titleSuffix', id: 'titlesuffix', depth: 3 },
    'Text appended to the page title in the browser tab.',
  ]),
  fixturePage('/guide/default-theme/dark-mode', 'en', 'Dark mode', [
    'The default theme follows the system colour scheme.',
    { heading: 'Turn dark mode off', id: 'turn-dark-mode-off' },
    'Set darkMode to false in the configuration.',
  ]),
  fixturePage('/api/client-api/api-runtime', 'en', 'Runtime API', [
    'Hooks that read site data at run time.',
    { heading: 'usePageData', id: 'usepagedata' },
    'Returns the current page data: title, toc and frontmatter.',
  ]),
  fixturePage('/guide/basic/deploy', 'zh', '部署', [
    '构建一次站点，再把输出目录上传到任意静态托管服务。',
    { heading: '构建产物', id: 'build-output' },
    '生产构建会把 HTML、脚本和样式写入 doc_build 目录。',
  ]),
  fixturePage('/guide/default-theme/dark-mode', 'zh', '暗黑模式', [
    '默认主题会跟随系统的配色方案。',
    { heading: '关闭暗黑模式', id: 'turn-dark-mode-off' },
    '在配置中把 darkMode 设为 false 即可。',
  ]),
  fixturePage('/api/client-api/api-runtime', 'zh', '运行时 API', [
    '在运行时读取站点数据的钩子。',
    { heading: 'usePageData', id: 'usepagedata' },
    '返回当前页面的数据，包括标题、目录和 frontmatter。',
  ]),
];

import type { SiteLang } from '../../i18n/languages';

/**
 * Community plugins for Rspress, each checked with `npm view <package> version description
 * peerDependencies` against the registry this site is built with. `rspress2` is true when the
 * package's peer dependencies accept `@rspress/core` 2.0.22.
 */
export interface CommunityPlugin {
  /** Short display name. */
  name: string;
  /** npm package name. */
  packageName: string;
  /** Newest version in the registry when the list was checked. */
  version: string;
  /** Whether the package declares support for Rspress 2 through its peer dependencies. */
  rspress2: boolean;
  /** The `peerDependencies` entry for Rspress, or a note when there is none. */
  peer: { en: string; zh: string };
  /** What the plugin does. */
  description: { en: string; zh: string };
}

export const communityPlugins: CommunityPlugin[] = [
  {
    name: 'Mermaid',
    packageName: 'rspress-plugin-mermaid',
    version: '1.0.1',
    rspress2: true,
    peer: { en: '@rspress/core ^2.0.0-rc.4 || ^2.0.0', zh: '@rspress/core ^2.0.0-rc.4 || ^2.0.0' },
    description: {
      en: 'Renders Mermaid diagrams in pages; depends on mermaid ^10.9.0.',
      zh: '在页面中渲染 Mermaid 图表，依赖 mermaid ^10.9.0。',
    },
  },
  {
    name: 'File tree',
    packageName: 'rspress-plugin-file-tree',
    version: '1.0.5',
    rspress2: true,
    peer: { en: '@rspress/core ^2.0.0-rc.4 || ^2.0.0', zh: '@rspress/core ^2.0.0-rc.4 || ^2.0.0' },
    description: {
      en: 'Adds a file tree component for showing folder layouts.',
      zh: '提供文件树组件，用于展示目录结构。',
    },
  },
  {
    name: 'Devkit',
    packageName: 'rspress-plugin-devkit',
    version: '1.0.0',
    rspress2: true,
    peer: { en: '@rspress/core ^2.0.0-rc.4 || ^2.0.0', zh: '@rspress/core ^2.0.0-rc.4 || ^2.0.0' },
    description: {
      en: 'Helpers for writing Rspress plugins (Markdown AST utilities, ts-morph); the Mermaid and file tree plugins are built on it.',
      zh: '编写 Rspress 插件的工具集（Markdown AST 工具、ts-morph），Mermaid 和文件树插件都基于它。',
    },
  },
  {
    name: 'Open Sans font',
    packageName: 'rspress-plugin-font-open-sans',
    version: '1.0.4',
    rspress2: true,
    peer: { en: '@rspress/core ^2.0.0', zh: '@rspress/core ^2.0.0' },
    description: {
      en: 'Makes Open Sans the site font, shipping the WOFF2 files with the package and preloading them.',
      zh: '把站点字体换成 Open Sans，字体 WOFF2 文件随包发布并会被预加载。',
    },
  },
  {
    name: 'Open Graph images',
    packageName: '@soonit/rspress-plugin-og',
    version: '0.1.2',
    rspress2: true,
    peer: { en: '@rspress/core ^2.0.0-rc.1 || ^2.0.0', zh: '@rspress/core ^2.0.0-rc.1 || ^2.0.0' },
    description: {
      en: 'Generates Open Graph images for pages; depends on sharp and @resvg/resvg-js.',
      zh: '为页面生成 Open Graph 分享图，依赖 sharp 和 @resvg/resvg-js。',
    },
  },
  {
    name: 'Zephyr',
    packageName: 'zephyr-rspress-plugin',
    version: '1.0.1',
    rspress2: true,
    peer: { en: '@rspress/core ^2.0.0', zh: '@rspress/core ^2.0.0' },
    description: {
      en: 'Connects an Rspress build to Zephyr Cloud; built on zephyr-rsbuild-plugin and zephyr-agent.',
      zh: '把 Rspress 构建接入 Zephyr Cloud，基于 zephyr-rsbuild-plugin 和 zephyr-agent 实现。',
    },
  },
  {
    name: 'Callstack theme',
    packageName: '@callstack/rspress-theme',
    version: '0.6.7',
    rspress2: true,
    peer: { en: '@rspress/core ^2.0.8', zh: '@rspress/core ^2.0.8' },
    description: {
      en: "Callstack's theme, added with the plugin pluginCallstackTheme from @callstack/rspress-theme/plugin, which overrides the default theme's components and icons; its header font, Alliance No. 2, is licensed for Callstack projects only. 0.6.7 was published without its dist folder, so importing it fails (ERR_MODULE_NOT_FOUND); install 0.6.6, the version the Callstack preset pins.",
      zh: 'Callstack 的主题，通过 @callstack/rspress-theme/plugin 导出的 pluginCallstackTheme 插件接入，替换默认主题的组件和图标；标题字体 Alliance No. 2 仅授权给 Callstack 的项目使用。0.6.7 发布时漏掉了 dist 目录，导入即报 ERR_MODULE_NOT_FOUND；请安装 0.6.6，也就是 Callstack preset 锁定的版本。',
    },
  },
  {
    name: 'Callstack preset',
    packageName: '@callstack/rspress-preset',
    version: '0.6.6',
    rspress2: true,
    peer: { en: '@rspress/core ^2.0.8', zh: '@rspress/core ^2.0.8' },
    description: {
      en: 'A config helper rather than a plugin: withCallstackPreset(options, yourConfig) builds a whole config with the Callstack theme, the sitemap and Open Graph plugins and clean URLs, then merges yours over it with mergeDocConfig.',
      zh: '不是插件而是配置助手：withCallstackPreset(options, yourConfig) 生成一份完整配置，包含 Callstack 主题、sitemap 和 Open Graph 插件以及干净 URL，再用 mergeDocConfig 把你的配置合并进去。',
    },
  },
  {
    name: 'Directives (Anatole)',
    packageName: '@rspress-theme-anatole/rspress-plugin-directives',
    version: '0.7.67',
    rspress2: false,
    peer: { en: 'none; built on the Anatole theme packages', zh: '无；基于 Anatole 主题的包' },
    description: {
      en: 'Turns remark directives into components; part of the Anatole theme.',
      zh: '把 remark 指令转换为组件，属于 Anatole 主题的一部分。',
    },
  },
  {
    name: 'Container syntax (Anatole)',
    packageName: '@rspress-theme-anatole/plugin-container-syntax',
    version: '0.7.64',
    rspress2: false,
    peer: { en: 'none; built on the Anatole theme packages', zh: '无；基于 Anatole 主题的包' },
    description: {
      en: 'Container blocks (:::tip, :::warning, :::danger, :::details) for the Anatole theme.',
      zh: '为 Anatole 主题提供 :::tip、:::warning、:::danger、:::details 等容器语法。',
    },
  },
  {
    name: 'Sitemap (community)',
    packageName: 'rspress-plugin-sitemap',
    version: '1.2.1',
    rspress2: false,
    peer: { en: 'none; written for Rspress 1', zh: '无；为 Rspress 1 编写' },
    description: {
      en: 'Deprecated by its author in favour of @rspress/plugin-sitemap.',
      zh: '作者已将其废弃，推荐改用 @rspress/plugin-sitemap。',
    },
  },
];

/** A field's text in a language; languages the list was not written in get the English text. */
export function inLanguage(text: { en: string } & Partial<Record<string, string>>, lang: SiteLang): string {
  return text[lang] ?? text.en;
}

/** Lower-cased text a plugin is searched by, in the page's language plus its package name. */
function searchText(plugin: CommunityPlugin, lang: SiteLang): string {
  return [plugin.name, plugin.packageName, inLanguage(plugin.description, lang)].join(' ').toLowerCase();
}

/** The plugins whose text holds every word of the query, optionally only those for Rspress 2. */
export function filterPlugins(
  plugins: CommunityPlugin[],
  query: string,
  onlyRspress2: boolean,
  lang: SiteLang,
): CommunityPlugin[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return plugins.filter(
    (plugin) => (!onlyRspress2 || plugin.rspress2) && words.every((word) => searchText(plugin, lang).includes(word)),
  );
}

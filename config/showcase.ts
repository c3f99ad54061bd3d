/**
 * The Rstack family shown in the navbar's tool menu and in the landing block of
 * both home pages. Adding a tool is one entry in `toolShowcase.links`.
 *
 * Facts were checked against each package's npm metadata (`npm view <pkg>
 * description homepage repository`) and its README: @rspack/core, @rsbuild/core,
 * @rslib/core, @rspress/core, @rsdoctor/core (its README points to rsdoctor.rs;
 * @rsdoctor/rspack-plugin and @rsdoctor/webpack-plugin are published) and
 * @rstest/core. Chinese pages of these sites live under /zh/. The landing block's heading and
 * tagline are UI texts (i18n/<lang>/index.ts).
 */
import type { SiteLang } from '../i18n/languages';

/** One entry of the popover menu. `desc`/`url` are Chinese, `descEn`/`urlEn` English. */
export interface ShowcaseLink {
  name: string;
  desc: string;
  descEn: string;
  /** Path of a logo served from docs/public; a missing logo shows a transparent pixel. */
  logo?: string;
  /** Scales the logo inside its 32-px box (1 keeps the drawn size). */
  logoScale?: number;
  url: string;
  urlEn?: string;
}

/** A titled list of links; `title` is Chinese, `titleEn` English. */
export interface ShowcaseGroup {
  title: string;
  titleEn: string;
  links: ShowcaseLink[];
}

/** One card of the home pages' landing block, already in the page's language. */
export interface ToolCard {
  name: string;
  desc: string;
  logo?: string;
  url: string;
  /** The short address printed on the card, for example `rspack.rs`. */
  urlText: string;
}

export const toolShowcase: ShowcaseGroup = {
  title: 'Rstack 工具链',
  titleEn: 'Rstack toolchain',
  links: [
    {
      name: 'Rspack',
      desc: '基于 Rust 的 Web 打包工具，API 沿用 webpack 的设计',
      descEn: 'Rust-based web bundler whose API follows webpack',
      logo: '/showcase/rspack.svg',
      url: 'https://rspack.rs/zh/',
      urlEn: 'https://rspack.rs/',
    },
    {
      name: 'Rsbuild',
      desc: '基于 Rspack 的构建工具，开箱即用且易于扩展',
      descEn: 'Build tool on top of Rspack, ready to use and extensible',
      logo: '/showcase/rsbuild.svg',
      url: 'https://rsbuild.rs/zh/',
      urlEn: 'https://rsbuild.rs/',
    },
    {
      name: 'Rslib',
      desc: '基于 Rsbuild 的库开发工具',
      descEn: 'Library development tool built on Rsbuild',
      logo: '/showcase/rslib.svg',
      url: 'https://rslib.rs/zh/',
      urlEn: 'https://rslib.rs/',
    },
    {
      name: 'Rspress',
      desc: '基于 Rsbuild 的静态站点生成器，专为文档站点设计',
      descEn: 'Static site generator for documentation, built on Rsbuild',
      logo: '/showcase/rspress.svg',
      url: 'https://rspress.rs/zh/',
      urlEn: 'https://rspress.rs/',
    },
    {
      name: 'Rsdoctor',
      desc: '面向 Rspack 和 webpack 项目的构建分析工具',
      descEn: 'Build analyzer for Rspack and webpack projects',
      logo: '/showcase/rsdoctor.svg',
      url: 'https://rsdoctor.rs/zh/',
      urlEn: 'https://rsdoctor.rs/',
    },
    {
      name: 'Rstest',
      desc: '基于 Rsbuild 的测试框架',
      descEn: 'Test framework built on Rsbuild',
      logo: '/showcase/rstest.svg',
      url: 'https://rstest.rs/zh/',
      urlEn: 'https://rstest.rs/',
    },
    {
      name: 'awesome-rstack',
      desc: 'Rstack 生态中的插件、模板与实践案例合集',
      descEn: 'Curated list of plugins, templates and projects around Rstack',
      logo: '/showcase/awesome-rstack.svg',
      url: 'https://github.com/rstackjs/awesome-rstack',
    },
  ],
};

/** Links of the menu that are ecosystem lists rather than tools; the landing block skips them. */
const ecosystemLists = new Set(['awesome-rstack']);

/** The text a link shows in a language: Chinese pages show the Chinese fields, every other language the English ones, which fall back to the Chinese fields when they are empty. */
export function localizeLink(link: ShowcaseLink, lang: SiteLang): { desc: string; url: string } {
  return lang === 'zh' ? link : { desc: link.descEn || link.desc, url: link.urlEn ?? link.url };
}

/** The group's title in a language, chosen the same way. */
export const groupTitle = (group: ShowcaseGroup, lang: SiteLang) => (lang === 'zh' ? group.title : group.titleEn);

/** The six tool cards of the landing block in a language (every link except the ecosystem list). */
export function toolCardsFor(lang: SiteLang, group: ShowcaseGroup = toolShowcase): ToolCard[] {
  return group.links
    .filter((link) => !ecosystemLists.has(link.name))
    .map((link) => {
      const { desc, url } = localizeLink(link, lang);
      return { name: link.name, desc, logo: link.logo, url, urlText: new URL(url).host };
    });
}

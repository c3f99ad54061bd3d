import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { projectRoot } from './config-reference';

/** Installed Rspress sources, relative to node_modules/@rspress: `core/dist/node/PluginDriver.js`. */
const rspressRoot = path.join(projectRoot, 'node_modules', '@rspress');
const SCANNED = ['core/dist', 'core/static', 'shared/dist'];
/** Left out of the scan: `rspress eject`'s copy of the theme sources, and libraries bundled into @rspress/shared. */
const NOT_SCANNED = /^core\/dist\/eject-theme\/|^shared\/dist\/(gray-matter|lodash-es|github-slugger)\.js$/;

/** A piece of installed code, as written there (runs of white space count as one space). */
export interface Evidence {
  file: string;
  code: string;
}

/**
 * Where the installed code applies an option's default. Keyed by heading id on the reference pages.
 * - `applied`: the last piece of code ends with the value it applies (after `??`, `??=`, `||`, `=` or `:`); the
 *   pieces before it lead there (`config.outDir ?? OUTPUT_DIR`, then `OUTPUT_DIR = 'doc_build'`).
 * - `means`: the code tests the option without spelling a value (`x !== false`, a truthiness test, a destructuring
 *   default of an object holding the keys); `means` is the value the page writes and `why` says how it follows.
 * - `described`: the default is computed, so the page describes it in words; `why` says what the code does.
 */
export type DefaultSource =
  | { applied: Evidence[] }
  | { means: string; by: Evidence[]; why: string }
  | { described: Evidence[]; why: string };

const core = (file: string, code: string): Evidence => ({ file: `core/dist/${file}`, code });
const shared = (file: string, code: string): Evidence => ({ file: `shared/dist/${file}`, code });

export const DEFAULT_SOURCES: Record<string, DefaultSource> = {
  // config-basic
  root: { applied: [core('node/PluginDriver.js', "this.#config.root ??= 'docs'")] },
  base: { applied: [core('node/PluginDriver.js', "addTrailingSlash(addLeadingSlash(this.#config.base ?? '/'")] },
  title: {
    applied: [
      core('node/initRsbuild.js', 'title: config?.title ?? DEFAULT_TITLE'),
      core('node/constants.js', "DEFAULT_TITLE = 'Rspress'"),
    ],
  },
  description: { applied: [core('node/runtimeModule/siteData/createSiteData.js', "userConfig?.description || ''")] },
  icon: { applied: [core('node/runtimeModule/siteData/createSiteData.js', "getIconUrlPath(userConfig?.icon) || ''")] },
  logo: { applied: [core('node/runtimeModule/siteData/createSiteData.js', "logo: userConfig?.logo || ''")] },
  logotext: { applied: [core('node/runtimeModule/siteData/createSiteData.js', "userConfig?.logoText || ''")] },
  logohref: { applied: [core('node/runtimeModule/siteData/createSiteData.js', "userConfig?.logoHref || ''")] },
  lang: { applied: [core('node/PluginDriver.js', "this.#config.lang ??= 'en'")] },
  i18nsourcepath: {
    applied: [
      core('node/runtimeModule/i18n.js', 'i18nSourcePath = DEFAULT_I18N_SOURCE_PATH'),
      core('node/runtimeModule/i18n.js', "DEFAULT_I18N_SOURCE_PATH = join(process.cwd(), 'i18n.json')"),
    ],
  },
  i18nsource: { applied: [core('node/runtimeModule/i18n.js', 'i18nSource = {}')] },
  themeconfig: {
    applied: [core('node/runtimeModule/siteData/normalizeThemeConfig.js', 'docConfig.themeConfig || {}')],
  },
  outdir: {
    applied: [
      core('node/initRsbuild.js', 'config?.outDir ?? OUTPUT_DIR'),
      core('node/constants.js', "OUTPUT_DIR = 'doc_build'"),
    ],
  },
  themedir: {
    applied: [core('node/PluginDriver.js', "this.#config.themeDir ??= node_path.join(process.cwd(), 'theme')")],
  },
  globaluicomponents: {
    applied: [core('node/runtimeModule/globalUIComponents.js', '...config?.globalUIComponents || []')],
  },
  plugins: { applied: [core('node/PluginDriver.js', 'config.plugins || []')] },
  'search-mode': {
    means: "'local'",
    by: [core('theme/logic/useFullTextSearch.js', "mode: 'local'")],
    why: 'nothing reads `search.mode`; the theme always creates the local search provider',
  },
  'search-versioned': {
    applied: [core('node/runtimeModule/pageData/createPageData.js', 'userConfig.search?.versioned ?? true')],
  },
  'search-codeblocks': {
    applied: [
      core(
        'node/runtimeModule/pageData/createPageData.js',
        "'codeBlocks' in searchConfig ? Boolean(searchConfig.codeBlocks) : true",
      ),
    ],
  },
  mediumzoom: { applied: [core('node/PluginDriver.js', 'config?.mediumZoom ?? true')] },
  'mediumzoom-selector': { applied: [{ file: 'core/static/MediumZoom.tsx', code: "selector = '.rspress-doc img'" }] },
  'mediumzoom-options': { applied: [{ file: 'core/static/MediumZoom.tsx', code: 'options = {}' }] },
  'multiversion-default': {
    applied: [core('node/runtimeModule/siteData/createSiteData.js', "userConfig?.multiVersion?.default || ''")],
  },
  'multiversion-versions': {
    applied: [core('node/runtimeModule/siteData/createSiteData.js', 'userConfig?.multiVersion?.versions || []')],
  },
  'languageparity-enabled': {
    described: [
      core(
        'node/utils/checkLanguageParity.js',
        'if (!config?.languageParity || false === config.languageParity.enabled) return;',
      ),
    ],
    why: 'the check runs when `languageParity` is set, unless `enabled` is `false` (the type comment says `false`)',
  },
  'languageparity-include': {
    means: '[]',
    by: [
      core(
        'node/utils/checkLanguageParity.js',
        "config.languageParity.include?.length ? config.languageParity.include : [ '' ]",
      ),
    ],
    why: "an empty or missing list checks the language folder itself (`''`), i.e. every folder",
  },
  'languageparity-exclude': {
    applied: [core('node/utils/checkLanguageParity.js', 'config.languageParity.exclude ?? []')],
  },
  replacerules: { applied: [core('node/runtimeModule/siteData/normalizeThemeConfig.js', 'replaceRules = []')] },

  // config-build
  builderconfig: { applied: [core('node/initRsbuild.js', 'config.builderConfig || {}')] },
  route: { applied: [core('node/route/RouteService.js', 'userConfig?.route || {}')] },
  'route-extensions': {
    applied: [
      core('node/route/RouteService.js', 'routeOptions.extensions || DEFAULT_PAGE_EXTENSIONS'),
      shared('constants.js', "DEFAULT_PAGE_EXTENSIONS = [ '.js', '.jsx', '.ts', '.tsx', '.md', '.mdx' ]"),
    ],
  },
  'route-include': { applied: [core('node/route/RouteService.js', 'routeOptions.include || []')] },
  'route-exclude': { applied: [core('node/route/RouteService.js', 'routeOptions.exclude || []')] },
  'route-excludeconvention': {
    applied: [core('node/route/RouteService.js', "routeOptions.excludeConvention || [ '**/_[^_]*' ]")],
  },
  'route-cleanurls': { applied: [core('node/ssg/alternateLinks.js', 'config.route?.cleanUrls ?? false')] },
  'route-cleanurlsredirect': {
    means: 'true',
    by: [core('runtime/route.js', 'if (virtual_site_data.route?.cleanUrlsRedirect === false) return false;')],
    why: 'only `false` turns the rewrite off',
  },
  'route-localeredirect': {
    applied: [
      core('node/constants.js', "config.route?.localeRedirect ?? config.themeConfig?.localeRedirect ?? 'auto'"),
    ],
  },
  'route-usetransitions': {
    applied: [core('node/runtimeModule/siteData/createSiteData.js', 'route: { useTransitions: true')],
  },
  'route-prefetchlink': {
    means: 'true',
    by: [core('runtime/route.js', 'if (virtual_site_data?.route?.prefetchLink === false) return;')],
    why: 'only `false` turns prefetching off',
  },
  markdown: { applied: [core('node/mdx/options.js', '} = config?.markdown || {}')] },
  'markdown-remarkplugins': { applied: [core('node/mdx/options.js', 'remarkPlugins: remarkPluginsFromConfig = []')] },
  'markdown-rehypeplugins': { applied: [core('node/mdx/options.js', 'rehypePlugins: rehypePluginsFromConfig = []')] },
  'markdown-link-checkdeadlinks': {
    applied: [core('node/mdx/remarkPlugins/link.js', 'checkDeadLinks: shouldCheckDeadLinks = true')],
  },
  'markdown-link-checkanchors': {
    applied: [core('node/mdx/remarkPlugins/link.js', 'checkAnchors: shouldCheckAnchors = false')],
  },
  'markdown-link-autoprefix': {
    applied: [core('node/mdx/remarkPlugins/link.js', 'autoPrefix = true')],
  },
  'markdown-image-checkdeadimages': {
    applied: [core('node/mdx/remarkPlugins/image.js', 'checkDeadImages: shouldCheckDeadImages = true')],
  },
  'markdown-showlinenumbers': { applied: [core('node/mdx/options.js', 'showLineNumbers = false')] },
  'markdown-defaultwrapcode': { applied: [core('node/mdx/options.js', 'defaultWrapCode = false')] },
  'markdown-defaultcodeoverflow-behavior': {
    applied: [core('node/mdx/rehypePlugins/transformers/add-fold.js', "defaultCodeOverflow.behavior ?? 'scroll'")],
  },
  'markdown-globalcomponents': {
    applied: [core('node/mdx/options.js', 'globalComponents: globalComponentsFromConfig = []')],
  },
  'markdown-shiki': { applied: [core('node/mdx/rehypePlugins/shiki.js', '} = options || {}')] },
  'markdown-crosscompilercache': {
    applied: [core('node/mdx/loader.js', 'config?.markdown?.crossCompilerCache ?? true')],
  },
  'markdown-extractdescription': {
    applied: [core('node/route/extractPageData.js', 'extractDescription: extractDescriptionConfig = true')],
  },
  'markdown-cjkfriendlyemphasis': { applied: [core('node/mdx/options.js', 'cjkFriendlyEmphasis = true')] },
  ssg: { applied: [core('node/PluginDriver.js', 'this.#config.ssg ??= true')] },
  'ssg-experimentalworker': {
    means: 'false',
    by: [core('node/ssg/renderPages.js', "if ('object' == typeof ssg && ssg?.experimentalWorker)")],
    why: 'only a truthy value starts the workers',
  },
  'ssg-experimentalexcluderoutepaths': {
    means: '[]',
    by: [
      core(
        'node/ssg/renderPages.js',
        'Array.isArray(ssg?.experimentalExcludeRoutePaths) && ssg.experimentalExcludeRoutePaths.length > 0',
      ),
    ],
    why: 'only a non-empty list leaves routes out',
  },
  llms: { applied: [core('node/PluginDriver.js', 'this.#config.llms ??= false')] },

  // config-theme
  'themeconfig-darkmode': {
    means: 'true',
    by: [shared('index.js', "if (true === darkMode || void 0 === darkMode) return 'auto';")],
    why: '`normalizeDarkMode` treats a missing value as `true`',
  },
  'themeconfig-nav': { applied: [core('node/runtimeModule/siteData/normalizeThemeConfig.js', 'if (!nav) return []')] },
  'themeconfig-sidebar': {
    applied: [core('node/runtimeModule/siteData/normalizeThemeConfig.js', 'if (!sidebar) return {}')],
  },
  'themeconfig-lastupdated': {
    means: 'false',
    by: [core('node/PluginDriver.js', 'if (lastUpdatedConfig) {')],
    why: 'only a truthy value adds the last-updated plugin',
  },
  'themeconfig-lastupdated-author': {
    applied: [
      core(
        'node/PluginDriver.js',
        "pluginLastUpdated('object' == typeof lastUpdatedConfig ? lastUpdatedConfig.author : false)",
      ),
      core('node/last-updated/index.js', 'function pluginLastUpdated(authorOption = false'),
    ],
  },
  'themeconfig-sociallinks': {
    applied: [
      core('theme/components/SocialLinks/index.js', 'site.themeConfig.socialLinks || socialLinksFromProps || []'),
    ],
  },
  'themeconfig-enableappearanceanimation': {
    means: 'false',
    by: [
      core(
        'theme/components/SwitchAppearance/index.js',
        'const enabled = site?.themeConfig?.enableAppearanceAnimation;',
      ),
    ],
    why: 'only a truthy value animates the switch',
  },
  'themeconfig-enablescrolltotop': { applied: [core('theme/components/Outline/index.js', 'enableScrollToTop = true')] },
  'themeconfig-localeredirect': {
    applied: [
      core('node/constants.js', "config.route?.localeRedirect ?? config.themeConfig?.localeRedirect ?? 'auto'"),
    ],
  },
  'themeconfig-fallbackheadingtitle': {
    means: 'true',
    by: [core('node/mdx/remarkPlugins/toc.js', 'false !== options.fallbackHeadingTitle')],
    why: 'only `false` turns the fallback heading off',
  },
  'themeconfig-llmsui': {
    described: [core('node/llms.js', 'Boolean(config.themeConfig?.llmsUI ?? config.llms)')],
    why: 'without `llmsUI` the buttons follow `llms`',
  },
  'themeconfig-llmsui-injectllmshint': {
    means: 'true',
    by: [core('node/llms.js', "('object' != typeof llmsUI || false !== llmsUI.injectLlmsHint)")],
    why: 'only `false` leaves the hint out',
  },
  'themeconfig-llmsui-viewoptions': {
    applied: [
      core('theme/components/Llms/LlmsOpenRow.js', 'llmsUI.viewOptions ?? DEFAULT_OPTIONS'),
      core('theme/components/Llms/LlmsOpenRow.js', "DEFAULT_OPTIONS = [ 'markdownLink', 'chatgpt', 'claude' ]"),
    ],
  },
  'themeconfig-llmsui-placement': {
    applied: [core('theme/components/Outline/index.js', "llmsUI?.placement ?? 'title'")],
  },

  // config-frontmatter
  'frontmatter-title': {
    described: [core('theme/layout/Layout/index.js', 'let title = frontmatter.title ?? articleTitle;')],
    why: "the page's own `#` heading is its title when the front matter has none",
  },
  'frontmatter-description': {
    described: [
      core(
        'node/route/extractPageData.js',
        "frontmatter.description || !extractDescriptionConfig ? '' : extractDescription(tree)",
      ),
      core('theme/layout/Layout/index.js', 'page.description || site.description || localesData.description'),
    ],
    why: 'an extracted first paragraph, else the site (or locale) description',
  },
  'frontmatter-pagetype': { applied: [core('runtime/initPageData.js', "pageType: frontmatter?.pageType || 'doc'")] },
  // DEFAULT_HERO is the hero of a home page without `hero`; a `hero` without one of these keys renders the same.
  'frontmatter-hero-name': {
    applied: [core('theme/components/HomeHero/index.js', "DEFAULT_HERO = { badge: '', name: ''")],
  },
  'frontmatter-hero-text': {
    applied: [core('theme/components/HomeHero/index.js', "DEFAULT_HERO = { badge: '', name: '', text: ''")],
  },
  'frontmatter-hero-tagline': {
    applied: [
      core('theme/components/HomeHero/index.js', "DEFAULT_HERO = { badge: '', name: '', text: '', tagline: ''"),
    ],
  },
  'frontmatter-hero-actions': {
    applied: [
      core(
        'theme/components/HomeHero/index.js',
        "DEFAULT_HERO = { badge: '', name: '', text: '', tagline: '', actions: []",
      ),
    ],
  },
  'frontmatter-navbar': { applied: [core('theme/layout/Layout/index.js', 'navbar: showNavbar = true')] },
  'frontmatter-sidebar': { applied: [core('theme/layout/DocLayout/index.js', 'frontmatter?.sidebar ?? true')] },
  'frontmatter-outline': { applied: [core('theme/layout/DocLayout/index.js', 'outline: showOutline = true')] },
  'frontmatter-footer': { applied: [core('theme/layout/DocLayout/index.js', 'footer: showDocFooter = true')] },
  'frontmatter-overview': {
    means: 'false',
    by: [core('theme/components/Overview/index.js', 'frontmatter?.overview === true')],
    why: 'only `true` makes a page an overview',
  },
  'frontmatter-overviewheaders': {
    applied: [core('theme/components/Overview/index.js', 'sidebarGroup?.overviewHeaders ?? [ 2 ]')],
  },
  'frontmatter-titlesuffix': {
    described: [core('theme/layout/Layout/index.js', 'concatTitle(title, frontmatter.titleSuffix || mainTitle)')],
    why: 'doc pages fall back to the site title',
  },
  'frontmatter-search': {
    means: 'true',
    by: [
      core(
        'node/runtimeModule/pageData/createPageData.js',
        "if (page.frontmatter?.search === false) return 'noindex';",
      ),
    ],
    why: 'only `false` keeps a page out of the index',
  },
};

/**
 * Code that looks like a default for an option the pages document without one, and is not: the scan below finds
 * it by the key's name (in any installed file). Keyed by heading id; `why` says what the code really does.
 */
export const NOT_DEFAULTS: Record<string, { code: string; why: string }[]> = {
  siteorigin: [{ code: "siteOrigin ?? ''", why: 'the site data holds an empty string, which adds no origin to URLs' }],
  locales: [
    { code: 'locales ?? [', why: 'falls back to `themeConfig.locales`, then to no languages (one language)' },
    { code: 'locales || [', why: 'the same fallback' },
    { code: 'locales || {', why: 'the same fallback, for the navbar language menu' },
  ],
  'themeconfig-locales': [
    { code: 'locales ?? [', why: 'the top-level `locales` wins; without either there are no languages' },
    { code: 'locales || [', why: 'the same fallback' },
    { code: 'locales || {', why: 'the same fallback, for the navbar language menu' },
  ],
  search: [{ code: "search = ''", why: '`parseUrl` in @rspress/shared: the query string of a URL' }],
  'themeconfig-search': [{ code: "search = ''", why: '`parseUrl` in @rspress/shared: the query string of a URL' }],
  multiversion: [{ code: 'multiVersion || {', why: 'reads `versions` from an empty object: one version' }],
  languageparity: [
    { code: 'languageParity || false', why: '`!config.languageParity || false === enabled`: no object, no check' },
  ],
  'markdown-defaultcodeoverflow-height': [
    { code: 'height ?? DEFAULT_FOLD_HEIGHT', why: "a block's own `fold` meta without `height` folds at 300 px" },
    { code: 'height || 0', why: 'the reading-progress circle measures the page' },
  ],
  'themeconfig-footer': [
    { code: 'footer || {', why: 'the home footer reads `message` from an empty object: no footer' },
    { code: 'footer: showDocFooter = true', why: 'the front matter `footer` of doc pages' },
  ],
  'frontmatter-hero': [
    {
      code: 'hero || DEFAULT_HERO',
      why: 'without `hero` a home page renders an empty hero: the sub-headings give its values',
    },
  ],
  'frontmatter-hero-image-src': [
    { code: 'src || {', why: 'no image: empty light and dark paths, and the hero has no image column' },
    { code: "src || ''", why: 'the `img` component of Markdown pages' },
  ],
  'frontmatter-linenumbers': [
    { code: 'lineNumbers: lineNumbersProp = false', why: 'a prop of the `CodeBlock` component' },
  ],
};

const normalise = (code: string) => code.replace(/\s+/g, ' ');

const sourceCache = new Map<string, string>();
export function installedSource(file: string): string {
  let text = sourceCache.get(file);
  if (text === undefined) {
    text = normalise(readFileSync(path.join(rspressRoot, file), 'utf8'));
    sourceCache.set(file, text);
  }
  return text;
}

/** Evidence that is not (or no longer) in the installed file. */
export function missingEvidence(evidence: Evidence[]): Evidence[] {
  return evidence.filter(({ file, code }) => !installedSource(file).includes(normalise(code)));
}

const OPERATORS = [' ??= ', ' ?? ', ' || ', ' = ', ': ', 'return '];

/** The value a piece of code ends with: what follows its last `??`, `??=`, `||`, `=`, `:` or `return` outside brackets. */
export function trailingValue(code: string): string | undefined {
  const text = normalise(code).trim();
  let depth = 0;
  let quote: string | undefined;
  for (let i = text.length - 1; i >= 0; i--) {
    const char = text[i];
    if (quote) {
      if (char === quote && text[i - 1] !== '\\') quote = undefined;
    } else if (char === "'" || char === '"' || char === '`') {
      quote = char;
    } else if (')]}'.includes(char)) {
      depth++;
    } else if ('([{'.includes(char)) {
      depth--;
    } else if (depth === 0 && OPERATORS.some((op) => text.slice(0, i + 1).endsWith(op))) {
      return text.slice(i + 1).trim();
    }
  }
  return undefined;
}

/**
 * Two defaults are the same when they evaluate to equal values (`['a']` and `[ "a" ]`); expressions such as
 * `path.join(process.cwd(), 'theme')` are evaluated with `path`, `node_path` and `join` from Node.
 */
export function sameDefault(documented: string, installed: string): boolean {
  const evaluate = (expression: string): { value: unknown } | undefined => {
    try {
      const run = new Function('path', 'node_path', 'join', `return (${expression});`);
      return { value: run(path, path, path.join) };
    } catch {
      return undefined;
    }
  };
  const a = evaluate(documented);
  const b = evaluate(installed);
  if (a && b) return isDeepStrictEqual(a.value, b.value);
  return normalise(documented).replace(/"/g, "'") === normalise(installed).replace(/"/g, "'");
}

const LITERAL = String.raw`(?:'[^']*'|"[^"]*"|\[|\{|-?\d|true\b|false\b|[A-Z][A-Z0-9_]{2,}\b)`;

/** Installed code that applies a literal default to a key of this name (`key ?? 'x'`, `{ key = [] }`, ...). */
export function defaultsAppliedTo(key: string): Evidence[] {
  const name = key.replace(/[$]/g, '\\$&');
  const pattern = new RegExp(
    String.raw`(?<![\w$!])${name}\s*(?:\?\?=?|\|\|)\s*${LITERAL}|[{,]\s*${name}\s*=\s*${LITERAL}|[{,]\s*${name}:\s*[\w$]+\s*=\s*${LITERAL}`,
    'g',
  );
  const found: Evidence[] = [];
  for (const file of sourceFiles()) {
    for (const match of installedSource(file).matchAll(pattern)) found.push({ file, code: match[0] });
  }
  return found;
}

let fileList: string[] | undefined;
function sourceFiles(): string[] {
  if (!fileList) {
    fileList = SCANNED.flatMap((dir) =>
      (readdirSync(path.join(rspressRoot, dir), { recursive: true }) as string[])
        .filter((file) => /\.(js|tsx)$/.test(file))
        .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
        .filter((file) => !NOT_SCANNED.test(file)),
    );
  }
  return fileList;
}

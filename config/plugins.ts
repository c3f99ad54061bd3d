import type { RspressPlugin } from '@rspress/core';
import { pluginClientRedirects } from '@rspress/plugin-client-redirects';
import { pluginPreview } from '@rspress/plugin-preview';
import { pluginRss } from '@rspress/plugin-rss';
import { pluginSitemap } from '@rspress/plugin-sitemap';
import { languages, localizedRoute, pathPrefix, siteLangs } from '../i18n/languages';
import { pluginRobotsTxt } from '../plugins/robots-txt';
import { pluginTwoslashOnDemand } from '../plugins/twoslash-on-demand';
import { siteOrigin } from './site';

/** Route prefix of the official plugin pages; each language gets its own feed of them. */
const officialPlugins = '/plugin/official-plugins/';

/** A regular expression group matching any language prefix of a route, or none: `(/zh)?`. */
const anyLangPrefix = `(${siteLangs.map(pathPrefix).filter(Boolean).join('|')})?`;

/** The plugins this site runs; each one is documented under /plugin/. */
export const sitePlugins: RspressPlugin[] = [
  // doc_build/sitemap.xml, every page with an absolute URL on siteOrigin.
  pluginSitemap({ defaultChangeFreq: 'monthly', defaultPriority: '0.5' }),
  // doc_build/rss/official-plugins.xml and official-plugins-zh.xml (Atom 1.0).
  pluginRss({
    feed: languages.map(({ lang, texts }) => ({
      id: ['official-plugins', pathPrefix(lang).slice(1)].filter(Boolean).join('-'),
      test: localizedRoute(officialPlugins, lang),
      title: texts.officialPluginsFeedTitle,
      language: lang,
    })),
  }),
  // Old or folder-only addresses jump to a real page in the browser.
  pluginClientRedirects({
    redirects: [
      { from: `^${anyLangPrefix}/plugin/?$`, to: '$1/plugin/system/introduction' },
      { from: `^${anyLangPrefix}/plugin/official-plugins/?$`, to: '$1/plugin/official-plugins/overview' },
    ],
  }),
  // ```tsx preview code blocks render as live demos next to their source.
  pluginPreview({ defaultRenderMode: 'pure', defaultPreviewMode: 'internal' }),
  // ```ts twoslash code blocks show types on hover, compiler errors and completions (checked at build time);
  // the popups' script loads only on pages that have such a block.
  pluginTwoslashOnDemand(),
  // Our own plugin, written step by step on /plugin/system/write-a-plugin.
  pluginRobotsTxt({ sitemapUrl: `${siteOrigin}/sitemap.xml` }),
];

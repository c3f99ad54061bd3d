import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { shareCardPath } from '../../config/seo';
import { drawShareCard, LOGO_FILE, type ShareCard } from './card';
import { type CardFont, loadCardFonts, locateCardFonts } from './fonts';
import { sectionOf } from './sections';

/** Cards drawn before, by content hash: an unchanged page is copied, not drawn again. */
export const CARD_CACHE_DIR = path.join('node_modules', '.cache', 'site-share-cards');

export interface ShareCardsOptions {
  /** The site's name in each language, next to the logo. */
  siteName: (lang: string) => string;
  /** The site's address, shown at the bottom of every card. */
  siteOrigin: string;
}

interface CardPage {
  routePath: string;
  card: ShareCard;
}

/** What a card looks like depends on these files besides its texts: a change to one draws every card again. */
const DESIGN_FILES = [new URL('./card.ts', import.meta.url), new URL('./png-text.ts', import.meta.url), LOGO_FILE];

/**
 * Draws a share card (Open Graph image, 1200 x 630 PNG) for every page of a production build: its
 * title, its section and the site's logo, written to `<outDir>/og/<route>.png`, the address
 * config/seo.ts puts in the page's `og:image`. Each card is kept in node_modules/.cache by the hash
 * of what is drawn on it, so a build only draws the cards whose page title or section changed.
 */
export function pluginShareCards({ siteName, siteOrigin }: ShareCardsOptions): RspressPlugin {
  let docsRoot = 'docs';
  const pages = new Map<string, CardPage>();
  return {
    name: 'site-share-cards',
    config(config) {
      docsRoot = config.root ?? docsRoot;
      return config;
    },
    extendPageData(pageData, isProd) {
      if (!isProd || pageData.routePath.endsWith('/404')) return;
      const { frontmatter, lang, routePath } = pageData;
      // A home page (pageType: home): its hero's text, and its title suffix in place of a section.
      const isHome = frontmatter?.pageType === 'home';
      const hero = isHome ? (frontmatter?.hero as { text?: string } | undefined) : undefined;
      const suffix = isHome && typeof frontmatter?.titleSuffix === 'string' ? frontmatter.titleSuffix : '';
      pages.set(routePath, {
        routePath,
        card: {
          title: hero?.text ?? pageData.title,
          section: sectionOf(docsRoot, lang, routePath) || suffix,
          siteName: siteName(lang),
          host: new URL(siteOrigin).host,
        },
      });
    },
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const { files, identity } = locateCardFonts();
      const design = (await Promise.all(DESIGN_FILES.map((file) => readFile(file)))).join('\n');
      let fonts: CardFont[] | undefined;
      const started = performance.now();
      let drawn = 0;
      const used = new Set<string>();
      await mkdir(CARD_CACHE_DIR, { recursive: true });
      for (const { routePath, card } of pages.values()) {
        const key = createHash('sha256')
          .update(JSON.stringify([card, design, identity]))
          .digest('hex')
          .slice(0, 24);
        used.add(`${key}.png`);
        const cached = path.join(CARD_CACHE_DIR, `${key}.png`);
        const target = path.join(outDir, shareCardPath(routePath));
        await mkdir(path.dirname(target), { recursive: true });
        try {
          await copyFile(cached, target);
          continue;
        } catch {
          // Not drawn before: draw it now.
        }
        fonts ??= loadCardFonts(files);
        const png = await drawShareCard(card, fonts);
        await writeFile(cached, png);
        await writeFile(target, png);
        drawn++;
      }
      // Cards no page shows any more (an old title, an old design) are dropped, so the cache does not grow.
      const stale = (await readdir(CARD_CACHE_DIR)).filter((file) => !used.has(file));
      await Promise.all(stale.map((file) => rm(path.join(CARD_CACHE_DIR, file), { force: true })));
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `share cards: ${pages.size} pages, ${drawn} drawn, ${pages.size - drawn} from the cache (${seconds} s)`,
      );
    },
  };
}

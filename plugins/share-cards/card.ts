import { readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { createElement as h } from 'react';
import satori from 'satori';
import { OG_IMAGE_SIZE } from '../../config/seo';
import { CARD_FONT_FAMILY, type CardFont } from './fonts';
import { withPngText } from './png-text';

export interface ShareCard {
  /** The page's title, set large. */
  title: string;
  /** Where the page sits on the site ("Guide · Getting Started"), above the title; may be empty. */
  section: string;
  /** The site's name next to its logo. */
  siteName: string;
  /** The site's address at the bottom ("rspress-docs.github.io"). */
  host: string;
}

/** The site's logo (docs/public/logo.svg), drawn at the top left of every card. */
export const LOGO_FILE = new URL('../../docs/public/logo.svg', import.meta.url);
const logo = `data:image/svg+xml;base64,${readFileSync(LOGO_FILE).toString('base64')}`;

/** Chinese and Japanese characters take about twice the width of a Latin letter. */
const width = (text: string) => [...text].reduce((sum, char) => sum + (/[\u2e80-\uffef]/.test(char) ? 2 : 1), 0);
/** Large for a short title, smaller for a long one, so that every title fits in three lines. */
const titleSize = (title: string) => (width(title) <= 22 ? 88 : width(title) <= 44 ? 72 : 58);

/**
 * Draws one card, 1200 x 630, in the colours of the site's logo: the logo and the site's name, the
 * page's section and title, the site's address. satori lays out the text (with the fonts it is
 * given, glyphs turned into outlines) and resvg turns its SVG into a PNG. The title and section are
 * also written into the PNG as text, for the tests and for tools that read image metadata.
 */
export async function drawShareCard(card: ShareCard, fonts: CardFont[]): Promise<Buffer> {
  const element = h(
    'div',
    {
      style: {
        ...OG_IMAGE_SIZE,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        padding: '64px 88px 60px',
        color: '#ffffff',
        backgroundImage: 'linear-gradient(135deg, #0d3b34 0%, #082a52 100%)',
        fontFamily: CARD_FONT_FAMILY,
      },
    },
    h(
      'div',
      { style: { display: 'flex', alignItems: 'center', gap: 24 } },
      h('img', { src: logo, width: 76, height: 76 }),
      h('span', { style: { fontSize: 40, fontWeight: 700 } }, card.siteName),
    ),
    h(
      'div',
      { style: { display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1, gap: 18 } },
      card.section ? h('div', { style: { fontSize: 34, color: '#9fc3e6' } }, card.section) : null,
      h('div', { style: { fontSize: titleSize(card.title), fontWeight: 700, lineHeight: 1.18 } }, card.title),
    ),
    h(
      'div',
      { style: { display: 'flex', alignItems: 'center', gap: 32 } },
      h('div', { style: { flexGrow: 1, height: 6, borderRadius: 3, backgroundColor: '#1a7f64' } }),
      h('span', { style: { fontSize: 28, color: '#cfe6ff' } }, card.host),
    ),
  );
  const svg = await satori(element, { ...OG_IMAGE_SIZE, fonts });
  const png = new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
  return withPngText(png, { Title: card.title, Description: card.section });
}

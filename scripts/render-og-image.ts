/**
 * Renders docs/public/og/card.svg to card.png (1200 x 630), the Open Graph image
 * (config/seo.ts): link previews do not show SVG. Run after editing the SVG:
 *   npx tsx scripts/render-og-image.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { OG_IMAGE_SIZE } from '../config/seo';
import { chromiumArgs, chromiumPath } from './chromium';

const dir = path.resolve(import.meta.dirname, '../docs/public/og');
const svg = readFileSync(path.join(dir, 'card.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
const page = await browser.newPage({ viewport: OG_IMAGE_SIZE, deviceScaleFactor: 1 });
await page.setContent(`<!doctype html><style>html,body{margin:0}svg{display:block}</style>${svg}`);
await page.screenshot({ path: path.join(dir, 'card.png'), clip: { x: 0, y: 0, ...OG_IMAGE_SIZE } });
await browser.close();
console.log(`wrote ${path.join(dir, 'card.png')}`);

import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { languageEntry } from '../../i18n/languages';
import { languageOf, listBuiltRoutes } from '../support/built-site';
import { expect, type Page, test } from './fixtures';

/**
 * axe-core over every built route, both languages: light and dark colour
 * scheme at 1440 px (wide enough for the navbar's right-hand group, which the
 * theme hides at 1280 px and below) and 375 px, the whole page each time. One
 * page load per route; the four combinations are reached by resizing the
 * viewport and switching the theme's classes in place (the same classes the
 * theme's inline script and its appearance switch set: `dark` and `rp-dark` on
 * <html>, plus color-scheme). In dark mode only colour contrast is checked again
 * (nothing else depends on the scheme). Moderate, serious and critical violations
 * fail the test (moderate holds the landmark, region and heading-order rules); minor
 * ones are printed. The same page load checks the landmarks a keyboard user relies on:
 * exactly one main landmark, and a skip link to it as the first focusable element.
 *
 * axe-core is injected once per page and run in it directly: @axe-core/playwright
 * injects it again and opens a helper page on every analyze(), about 1.5 s a call,
 * which made this file most of the suite's running time.
 */
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 375, height: 800 },
] as const;
const schemes = ['light', 'dark'] as const;
const failingImpacts = new Set(['moderate', 'serious', 'critical']);

declare global {
  interface Window {
    axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

async function violationsOf(page: Page, options: RunOptions) {
  const results = await page.evaluate((runOptions) => window.axe.run(document, runOptions), options);
  return results.violations;
}

/** The first element in document order that Tab can reach: focusable, not tabindex=-1, rendered. */
function firstTabbable(page: Page) {
  return page.evaluate(() => {
    const focusable =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, iframe, [tabindex], [contenteditable="true"]';
    const first = [...document.querySelectorAll<HTMLElement>(focusable)].find(
      (element) =>
        element.tabIndex >= 0 &&
        element.getClientRects().length > 0 &&
        getComputedStyle(element).visibility !== 'hidden',
    );
    return first ? { className: first.className, text: first.textContent, href: first.getAttribute('href') } : null;
  });
}

/** One main landmark; the skip link is the first focusable element, shows on focus and leads into it. */
async function landmarkProblems(page: Page, route: string): Promise<string[]> {
  const problems: string[] = [];
  const mains = await page.locator('main, [role="main"]').count();
  if (mains !== 1) problems.push(`${mains} main landmarks`);
  const first = await firstTabbable(page);
  const skipLink = page.locator('a.skip-link');
  if (first?.className !== 'skip-link') problems.push(`first focusable element: ${JSON.stringify(first)}`);
  if (first?.text !== languageEntry(languageOf(route)).texts.ui['site.skipLink'])
    problems.push(`skip link text: ${first?.text}`);
  await skipLink.focus();
  const box = await skipLink.boundingBox();
  if (!box || box.width < 40 || box.height < 20)
    problems.push(`skip link not visible on focus: ${JSON.stringify(box)}`);
  await page.keyboard.press('Enter');
  const focusInMain = await page.evaluate(() => document.activeElement?.closest('main') !== null);
  if (!focusInMain) problems.push('the skip link does not move focus into <main>');
  return problems;
}

async function setScheme(page: Page, scheme: (typeof schemes)[number]) {
  await page.emulateMedia({ colorScheme: scheme });
  await page.evaluate((dark) => {
    const root = document.documentElement;
    root.classList.toggle('dark', dark);
    root.classList.toggle('rp-dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
  }, scheme === 'dark');
}

for (const route of listBuiltRoutes()) {
  test(`${route}: no moderate, serious or critical axe violations (light/dark, 1440/375 px); one main, a skip link`, async ({
    page,
  }) => {
    await page.goto(route);
    // axe first, on the page as it loaded: the skip link's jump lays out the whole article
    // (theme/article/lazy-layout.css), which hid a target-size failure of the lazy layout.
    await page.addScriptTag({ path: axeSource });
    // Colours are measured at rest, not halfway through the theme's colour transitions.
    await page.addStyleTag({ content: '*,*::before,*::after{transition:none!important;animation:none!important}' });
    const failures: string[] = [];
    for (const viewport of viewports) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      for (const scheme of schemes) {
        await setScheme(page, scheme);
        // Only colours change with the scheme: the dark runs check contrast alone.
        const violations = await violationsOf(page, {
          resultTypes: ['violations'],
          ...(scheme === 'dark'
            ? { runOnly: { type: 'rule', values: ['color-contrast'] } }
            : // WCAG 2.2's target size is off by default in axe-core; Lighthouse's accessibility score runs it.
              { rules: { 'target-size': { enabled: true } } }),
        });
        for (const violation of violations) {
          const where = violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(' | ');
          const line = `[${viewport.name} ${scheme}] ${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.length}x: ${where})`;
          if (failingImpacts.has(violation.impact ?? '')) failures.push(line);
          else console.log(`${route} ${line}`);
        }
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    await page.setViewportSize({ width: viewports[0].width, height: viewports[0].height });
    const landmarks = await landmarkProblems(page, route);
    expect(landmarks, landmarks.join('\n')).toEqual([]);
  });
}

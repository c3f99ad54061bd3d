import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { listBuiltRoutes } from '../support/built-site';
import { expect, type Page, test } from './fixtures';

/**
 * axe-core over every built route, both languages: light and dark colour
 * scheme at 1440 px (wide enough for the navbar's right-hand group, which the
 * theme hides at 1280 px and below) and 375 px, the whole page each time. One
 * page load per route; the four combinations are reached by resizing the
 * viewport and switching the theme's classes in place (the same classes the
 * theme's inline script and its appearance switch set: `dark` and `rp-dark` on
 * <html>, plus color-scheme). In dark mode only colour contrast is checked again
 * (nothing else depends on the scheme). Serious and critical violations fail the
 * test; the others are printed.
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

declare global {
  interface Window {
    axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

async function violationsOf(page: Page, options: RunOptions) {
  const results = await page.evaluate((runOptions) => window.axe.run(document, runOptions), options);
  return results.violations;
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
  test(`${route}: no serious or critical axe violations (light/dark, 1440/375 px)`, async ({ page }) => {
    await page.goto(route);
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
          ...(scheme === 'dark' ? { runOnly: { type: 'rule', values: ['color-contrast'] } } : {}),
        });
        for (const violation of violations) {
          const where = violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(' | ');
          const line = `[${viewport.name} ${scheme}] ${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.length}x: ${where})`;
          if (violation.impact === 'serious' || violation.impact === 'critical') failures.push(line);
          else console.log(`${route} ${line}`);
        }
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}

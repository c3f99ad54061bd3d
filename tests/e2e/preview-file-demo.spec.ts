import { existsSync } from 'node:fs';
import { buildRoot } from '../support/built-site';
import { expect, test } from './fixtures';

/** The Preview page renders docs/<lang>/plugin/official-plugins/_preview-demo.tsx through ```tsx preview file="…". */
for (const [route, closed, open] of [
  ['/plugin/official-plugins/preview', 'Where does this demo come from?', 'Hide the source'],
  ['/zh/plugin/official-plugins/preview', '这个示例来自哪里？', '收起来源'],
] as const) {
  test(`${route}: the demo from a separate file renders and runs`, async ({ page }) => {
    await page.goto(route);
    const demo = page.locator('#demos-in-separate-files ~ .rp-preview--internal').first();
    const button = demo.getByRole('button', { name: closed });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(demo.getByRole('button', { name: open })).toHaveAttribute('aria-expanded', 'true');
    await expect(demo.locator('p', { hasText: '_preview-demo.tsx' })).toBeVisible();
  });
}

test('the underscore-prefixed demo file is not a page', () => {
  for (const lang of ['', 'zh/']) {
    expect(existsSync(`${buildRoot}/${lang}plugin/official-plugins/_preview-demo.html`)).toBe(false);
  }
});

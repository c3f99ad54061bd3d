import { communityPlugins, filterPlugins } from '../../components/plugin/community-plugins';
import { codeBlocksOf } from '../support/config-reference';
import { sectionOf } from '../support/doc-claims';
import { expect, test } from './fixtures';

/**
 * Every plugin this site runs leaves something in the production build. These tests
 * request that output from `rspress preview` (serving doc_build) after `rspress build`.
 */
const origin = 'https://rspress-docs.github.io';

test.describe('plugin output in the production build', () => {
  test('sitemap.xml lists both languages with absolute URLs', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<loc>${origin}/plugin/official-plugins/sitemap</loc>`);
    expect(xml).toContain(`<loc>${origin}/zh/plugin/official-plugins/sitemap</loc>`);
    expect(xml).toContain(`<loc>${origin}/</loc>`);
  });

  test('llms.txt, llms-full.txt and the per-page Markdown exist for each language', async ({ request }) => {
    const en = await request.get('/llms.txt');
    expect(en.status()).toBe(200);
    const enText = await en.text();
    expect(enText.startsWith('# Rspress')).toBe(true);
    const at = 'plugin/official-plugins/llms.md#what-it-generates';
    const excerpt = codeBlocksOf(sectionOf('en', at)).find((block) => block.code.startsWith('# '))?.code;
    expect(excerpt && enText.startsWith(excerpt), `the llms.txt excerpt on docs/en/${at} starts the real file`).toBe(
      true,
    );
    expect(enText).toContain(`(${origin}/plugin/official-plugins/llms.md)`);

    const zh = await request.get('/zh/llms.txt');
    expect(zh.status()).toBe(200);
    expect(await zh.text()).toContain(`(${origin}/zh/plugin/official-plugins/llms.md)`);

    const full = await request.get('/llms-full.txt');
    expect(await full.text()).toContain(`url: ${origin}/plugin/system/write-a-plugin.md`);

    const page = await request.get('/plugin/official-plugins/llms.md');
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('# llms.txt');
  });

  test('the RSS plugin writes one Atom feed per language and links it from the pages', async ({ page, request }) => {
    const feed = await request.get('/rss/official-plugins.xml');
    expect(feed.status()).toBe(200);
    const xml = await feed.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toContain(`<link href="${origin}/plugin/official-plugins/rss"/>`);
    expect(xml).not.toContain(`<link href="${origin}/zh/`);

    const zhFeed = await request.get('/rss/official-plugins-zh.xml');
    expect(await zhFeed.text()).toContain(`<link href="${origin}/zh/plugin/official-plugins/rss"/>`);

    await page.goto('/plugin/official-plugins/rss');
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      'href',
      `${origin}/rss/official-plugins.xml`,
    );
  });

  test('client redirects send folder addresses to a real page, keeping the language', async ({ page }) => {
    await page.goto('/plugin/official-plugins/');
    await page.waitForURL('**/plugin/official-plugins/overview');
    await expect(page.locator('h1')).toHaveText(/Official plugins/);

    await page.goto('/zh/plugin/');
    await page.waitForURL('**/zh/plugin/system/introduction');
    await expect(page.locator('h1')).toHaveText(/插件系统/);
  });

  test('the preview plugin renders the tsx demo as a working component', async ({ page }) => {
    await page.goto('/plugin/official-plugins/preview');
    const demo = page.locator('.rp-preview--internal .preview-counter');
    await expect(demo).toHaveText('Clicked 0 times');
    await demo.click();
    await expect(demo).toHaveText('Clicked 1 time');
  });

  test('our robots.txt plugin writes the file with the sitemap line', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
  });

  test('the community plugin list filters by text and by Rspress 2 support', async ({ page }) => {
    await page.goto('/plugin/community-plugins/overview');
    const rows = page.locator('.community-plugins tbody tr');
    const total = await rows.count();
    expect(total).toBeGreaterThan(5);

    expect(total).toBe(communityPlugins.length);
    const packagesShown = () => rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-package')));

    await page.getByRole('searchbox', { name: 'Filter plugins' }).fill('open graph');
    const openGraph = filterPlugins(communityPlugins, 'open graph', false, 'en').map((plugin) => plugin.packageName);
    expect(openGraph).toContain('@soonit/rspress-plugin-og');
    await expect.poll(packagesShown).toEqual(openGraph);

    await page.getByRole('searchbox', { name: 'Filter plugins' }).fill('');
    await page.getByLabel('Only plugins for Rspress 2').check();
    const forRspress2 = communityPlugins.filter((plugin) => plugin.rspress2).map((plugin) => plugin.packageName);
    expect(forRspress2.length).toBeLessThan(total);
    await expect.poll(packagesShown).toEqual(forRspress2);
  });
});

test.describe('built-in features that replace official plugins', () => {
  test('medium zoom enlarges the diagram on the Medium zoom page', async ({ page }) => {
    await page.goto('/plugin/official-plugins/medium-zoom');
    const image = page.locator('.rspress-doc img[src$="/plugin/hook-order.svg"]');
    await expect(image).toHaveClass(/medium-zoom-image/);
    await image.click();
    await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  });

  test('last-updated prints the git commit time in the page footer', async ({ page }) => {
    await page.goto('/plugin/official-plugins/last-updated');
    await expect(page.locator('.rp-last-updated')).toContainText(/Last updated: \d{1,2}\/\d{1,2}\/\d{4}/);
    await page.goto('/zh/plugin/official-plugins/last-updated');
    await expect(page.locator('.rp-last-updated')).toContainText(/最后更新于: \d{4}\/\d{1,2}\/\d{1,2}/);
  });
});

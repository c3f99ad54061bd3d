import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { newIssueUrl, siteOrigin } from '../../config/site';
import { languages, twinRoute } from '../../i18n/languages';
import { expect, type Page, test } from './fixtures';

/**
 * "Was this page helpful?" at the end of each doc page (theme/page-feedback): in the HTML, answered by
 * keyboard, a reply with a link to a new issue that names the page, no request besides the site's
 * own files, and a fresh question on the next page. Both languages, both colour schemes, 375 px.
 */
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
type Axe = { run(context: Element, options: RunOptions): Promise<AxeResults> };

const cases = languages.map(({ lang, texts }) => ({
  lang,
  route: twinRoute('/guide/start/introduction', lang),
  next: twinRoute('/guide/start/getting-started', lang),
  question: texts.ui['site.feedbackQuestion'],
  yes: texts.ui['site.feedbackYes'],
  no: texts.ui['site.feedbackNo'],
}));

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('rspress-visited', '1'));
});

const block = (page: Page) => page.locator('.site-feedback');

for (const { lang, route, next, question, yes, no } of cases) {
  test(`${route}: the question and its two buttons are in the page's HTML`, async ({ request }) => {
    const html = await (await request.get(route)).text();
    const feedback = html.match(/<div class="rp-doc site-feedback">[\s\S]*?<p role="status"><\/p><\/div>/)?.[0];
    expect(feedback, 'the feedback block, with an empty status line').toBeTruthy();
    expect(feedback).toContain(`>${question}</span>`);
    expect(feedback).toContain(`aria-pressed="false" aria-describedby="site-feedback-question">${yes}</button>`);
    expect(feedback).toContain(`aria-pressed="false" aria-describedby="site-feedback-question">${no}</button>`);
  });

  test(`${route}: an answer by keyboard brings a link to a new issue about this page, and nothing is sent`, async ({
    page,
  }) => {
    await page.goto(route);
    const yesButton = block(page).getByRole('button', { name: yes, exact: true });
    const noButton = block(page).getByRole('button', { name: no, exact: true });
    await expect(yesButton).toHaveAccessibleDescription(question);
    const requests: string[] = [];
    page.on('request', (sent) => requests.push(`${sent.method()} ${sent.url()}`));

    await yesButton.focus();
    await page.keyboard.press('Enter');
    await expect(yesButton).toHaveAttribute('aria-pressed', 'true');
    await expect(noButton).toHaveAttribute('aria-pressed', 'false');
    await expect(yesButton).toBeFocused();
    const link = block(page).getByRole('status').getByRole('link');
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');

    const issue = async () => {
      const href = new URL((await link.getAttribute('href')) ?? '');
      expect(`${href.origin}${href.pathname}`).toBe(newIssueUrl);
      return { title: href.searchParams.get('title') ?? '', body: href.searchParams.get('body') ?? '' };
    };
    const first = await issue();
    expect(first.title).toContain(route);
    const title = await page
      .locator('.rp-doc h1')
      .evaluate((h1) =>
        [...h1.childNodes].map((node) => (node.nodeType === Node.TEXT_NODE ? node.textContent : '')).join(''),
      );
    expect(first.title).toContain(title.trim());
    expect(first.body).toContain(`${siteOrigin}${route}`);
    expect(first.body).toMatch(new RegExp(`[(（]${lang}[)）]`));
    expect(first.body).toContain(yes);

    // The other answer: the issue says so.
    await page.keyboard.press('Tab');
    await expect(noButton).toBeFocused();
    await page.keyboard.press('Space');
    await expect(noButton).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await issue()).body).toContain(no);

    // Only the site's own files were fetched: the reply's code and texts.
    expect(requests.length).toBeGreaterThan(0);
    for (const sent of requests) expect(sent).toMatch(new RegExp(`^GET ${new URL(page.url()).origin}/static/`));

    // The next page asks again.
    await page.locator(`.rp-doc a[href="${next}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${next}$`));
    await expect(block(page).getByRole('button', { name: yes, exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(block(page).getByRole('status')).toHaveText('');
  });
}

test('the answered block: readable in both colour schemes and inside a 375 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const { route, no } of cases) {
    await page.goto(route);
    await page.addScriptTag({ path: axeSource });
    await page.addStyleTag({ content: '*,*::before,*::after{transition:none!important;animation:none!important}' });
    await block(page).getByRole('button', { name: no, exact: true }).click();
    await expect(block(page).getByRole('link')).toBeVisible();
    const box = await block(page).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    for (const dark of [false, true]) {
      await page.evaluate((isDark) => {
        document.documentElement.classList.toggle('dark', isDark);
        document.documentElement.classList.toggle('rp-dark', isDark);
      }, dark);
      const results = await block(page).evaluate((element) => (window as unknown as { axe: Axe }).axe.run(element, {}));
      expect(
        results.violations.map(
          (violation) =>
            `${dark ? 'dark' : 'light'} ${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
        ),
        route,
      ).toEqual([]);
    }
  }
});

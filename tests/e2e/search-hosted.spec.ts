import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { loadBuiltIndex } from '../../search/build/built-index';
import { answerWhenLoaded } from '../../search/core/respond';
import type { ShardedIndex } from '../../search/core/sharded-index';
import type { SearchLang, SearchRequest } from '../../search/core/types';
import { expect, test } from './fixtures';
import { hostedOutDir } from './hosted/out-dir';
import { hits, input, openWithKeyboard, waitReady } from './search-helpers';

/**
 * The hosted provider in the browser: the site is built with Algolia settings
 * whose hosts are a closed port and a local server speaking Algolia's query
 * endpoint (POST /1/indexes/*\/queries), then served from its own folder.
 */
type Mode = 'answer' | 'drop' | 'reject';
let mode: Mode = 'answer';
const received: { url: string; body: { requests: SearchRequest[] } }[] = [];
const servers: Server[] = [];
let siteUrl = '';

function listen(server: Server): Promise<number> {
  servers.push(server);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

/** Each language's index, loaded once: the stub answers like a warm service. */
const indexes = new Map<SearchLang, ShardedIndex>();
function indexOf(lang: SearchLang): ShardedIndex {
  const index = indexes.get(lang) ?? loadBuiltIndex(lang, hostedOutDir);
  indexes.set(lang, index);
  return index;
}

function algoliaServer(): Server {
  return createServer((request, response) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors);
      response.end();
      return;
    }
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ url: request.url ?? '', body: JSON.parse(body || '{}') });
      if (mode === 'drop') {
        request.socket.destroy();
        return;
      }
      if (mode === 'reject') {
        response.writeHead(403, { ...cors, 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: 'Invalid Application-ID or API key', status: 403 }));
        return;
      }
      const { requests } = JSON.parse(body) as { requests: SearchRequest[] };
      const lang = String(requests[0].facetFilters).includes('lang:zh') ? 'zh' : 'en';
      answerWhenLoaded(indexOf(lang), requests).then(
        (answer) => {
          response.writeHead(200, { ...cors, 'content-type': 'application/json' });
          response.end(JSON.stringify(answer));
        },
        (error: unknown) => {
          response.writeHead(500, { ...cors, 'content-type': 'application/json' });
          response.end(JSON.stringify({ message: String(error), status: 500 }));
        },
      );
    });
  });
}

/** Serves the hosted build with clean URLs. */
function siteServer(): Server {
  return createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const candidates = [pathname, `${pathname}.html`, path.join(pathname, 'index.html')];
    const file = candidates
      .map((candidate) => path.join(hostedOutDir, candidate))
      .find((candidate) => candidate.startsWith(hostedOutDir) && existsSync(candidate) && statSync(candidate).isFile());
    if (!file) {
      response.writeHead(404);
      response.end();
      return;
    }
    const types: Record<string, string> = {
      '.html': 'text/html',
      '.js': 'text/javascript',
      '.css': 'text/css',
      '.json': 'application/json',
      '.svg': 'image/svg+xml',
    };
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
}

test.describe.configure({ mode: 'serial' });
test.use({ locale: 'en-US' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const algoliaPort = await listen(algoliaServer());
  const closed = createServer();
  const closedPort = await new Promise<number>((resolve) =>
    closed.listen(0, '127.0.0.1', () => resolve((closed.address() as AddressInfo).port)),
  );
  await new Promise((resolve) => closed.close(resolve));
  execFileSync('npx', ['rspress', 'build', '-c', 'tests/e2e/hosted/rspress.hosted.config.ts'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      ALGOLIA_APP_ID: 'E2EAPP',
      ALGOLIA_API_KEY: 'e2e-search-key',
      ALGOLIA_INDEX_NAME: 'e2e_docs',
      ALGOLIA_HOSTS: `http://127.0.0.1:${closedPort},http://127.0.0.1:${algoliaPort}`,
    },
  });
  siteUrl = `http://127.0.0.1:${await listen(siteServer())}`;
  // Load both indexes now: built on the first request, the stub's answer could miss the
  // client's 2 s read timeout on a busy machine, and the dialog would show its error screen.
  indexOf('en');
  indexOf('zh');
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

test.beforeEach(async ({ page }) => {
  mode = 'answer';
  received.length = 0;
  await page.goto(`${siteUrl}/guide/advanced/custom-search`);
  await waitReady(page);
});

test('queries Algolia with the spec’s request through the host that answers', async ({ page }) => {
  await openWithKeyboard(page);
  await input(page).fill('search hooks');
  // The first answer also waits for the dialog's and the client's chunks and a refused first host:
  // more than the default 5 s on a busy CI machine (seen once), so this wait is longer.
  await expect(hits(page).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.DocSearch-Logo')).toBeVisible();
  const last = received[received.length - 1];
  expect(last.url).toMatch(/^\/1\/indexes\/\*\/queries\?/);
  expect(last.url).toContain('x-algolia-application-id=E2EAPP');
  expect(last.url).toContain('x-algolia-api-key=e2e-search-key');
  expect(last.body.requests[0]).toMatchObject({
    query: 'search hooks',
    indexName: 'e2e_docs',
    facetFilters: ['lang:en'],
    hitsPerPage: 20,
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    snippetEllipsisText: '…',
    attributesToRetrieve: expect.arrayContaining(['hierarchy.lvl0', 'content', 'type', 'url']),
    attributesToSnippet: expect.arrayContaining(['hierarchy.lvl1:10', 'content:10']),
  });
});

test('asks for 5-word snippets on narrow screens', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 900 });
  await page.reload();
  await waitReady(page);
  await page.locator('.DocSearch-Button').click();
  await input(page).fill('search hooks');
  await expect(hits(page).first()).toBeVisible();
  expect(received[received.length - 1].body.requests[0].attributesToSnippet).toContain('content:5');
});

test('shows the error screen, and keeps it, when every host is down', async ({ page }) => {
  mode = 'drop';
  await openWithKeyboard(page);
  await input(page).fill('search hooks');
  const error = page.locator('.DocSearch-ErrorScreen');
  await expect(error).toContainText('Unable to fetch results');
  await page.waitForTimeout(1500);
  await expect(error).toBeVisible();
});

test('reports a 4xx answer’s message without retrying it', async ({ page }) => {
  mode = 'reject';
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await openWithKeyboard(page);
  await input(page).fill('search hooks');
  await expect.poll(() => messages.some((text) => text.includes('Invalid Application-ID or API key'))).toBe(true);
  await page.waitForTimeout(500);
  expect(received).toHaveLength(1);
  await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
});

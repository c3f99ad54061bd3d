import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildRoot } from '../support/built-site';
import { claimProblems } from '../support/doc-claims';
import { pageCode } from '../support/titled-code';
import { expect, test } from './fixtures';

/**
 * /guide/basic/deploy against this site's build: the page's own static server (serve-docs.mjs, the
 * try_files order of its nginx block) answers the page's deploy check as the comments say, and
 * everything under static/ can be cached for long because its names carry a content hash.
 */
const PAGE = 'guide/basic/deploy.md';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

let server: ChildProcess | undefined;
let origin = '';
let scratch = '';

test.beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'serve-docs-'));
  const script = path.join(scratch, 'serve-docs.mjs');
  writeFileSync(script, pageCode('en', PAGE, 'serve-docs.mjs'));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [script, buildRoot, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  server = child;
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`serve-docs.mjs exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Serving')) resolve();
    });
  });
});

test.afterAll(() => {
  server?.kill();
  rmSync(scratch, { recursive: true, force: true });
});

test('the deploy check gives the answers its comments expect', async ({ request }) => {
  const checks = [
    ...pageCode('en', PAGE, 'check-deploy.sh')
      .split('\n')
      .flatMap((line) => [...line.matchAll(/https:\/\/docs\.example\.com(\S+)\s+# (\d{3})/g)]),
  ];
  expect(checks).toHaveLength(3);
  for (const [, urlPath, expected] of checks) {
    const response = await request.get(`${origin}${urlPath}`);
    expect(response.status(), urlPath).toBe(Number(expected));
  }
  const missing = await request.get(`${origin}/nope`);
  expect(await missing.text()).toContain('<title>404 - Rspress</title>');
});

test('a folder index answers with and without its slash, a page with and without .html', async ({ request }) => {
  for (const urlPath of ['/guide/basic/use-mdx/', '/guide/basic/use-mdx']) {
    expect(await (await request.get(`${origin}${urlPath}`)).text()).toContain('<title>Use MDX - Rspress</title>');
  }
  for (const urlPath of ['/guide/start/introduction', '/guide/start/introduction.html']) {
    expect((await request.get(`${origin}${urlPath}`)).status()).toBe(200);
  }
});

test('every file under static/ has a content hash in its name or in the name of its folder', () => {
  // The search index's files are fetched by name from a folder named after the hash of them all.
  const files = readdirSync(path.join(buildRoot, 'static'), { recursive: true, encoding: 'utf8' }).filter((file) =>
    statSync(path.join(buildRoot, 'static', file)).isFile(),
  );
  expect(files.length).toBeGreaterThan(100);
  const hashed = (segment: string) => /\.[0-9a-f]{8,}(\.|$)/.test(segment);
  expect(files.filter((file) => !file.split(path.sep).some(hashed))).toEqual([]);
});

test('rspress preview answers an unknown path with the home page, as the deploy and client-redirects pages say', async ({
  request,
}) => {
  // The Playwright web server is `rspress preview` (playwright.config.ts): Rsbuild's preview falls back to index.html.
  const missing = await request.get('/no/such/page');
  expect(missing.status()).toBe(200);
  expect(await missing.text()).toContain('<title>Rspress - Static site generator for documentation</title>');
  expect(
    claimProblems({
      at: 'guide/basic/deploy.md#common-mistakes',
      states: { en: ['answers unknown paths with the home page'] },
    }),
  ).toEqual([]);
  expect(
    claimProblems({
      at: 'plugin/official-plugins/client-redirects.md#how-it-works',
      states: {
        en: ["`rspress preview` answers them with the home page's HTML"],
        zh: ['`rspress preview` 则返回首页的 HTML'],
      },
      never: { en: ['(and `rspress preview`) serve it'], zh: ['（以及 `rspress preview`）'] },
    }),
  ).toEqual([]);
});

import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildRoot } from '../support/built-site';
import { expect, test } from './fixtures';

/**
 * The Nu Html Checker (the engine of the W3C validator, from the vnu-jar package) over every
 * page the build wrote, in one Java process (about 10 s for ~100 pages on 2 cores).
 * Any error fails the test, except the one below. scripts/ensure-chromium.sh installs
 * Debian's Java when `java` is missing; set JAVA to use another one.
 */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/**
 * `<link rel="expect" blocking="render">` (plugins/scripts-after-first-paint.ts) is valid
 * HTML: the HTML Standard allows `blocking` on `link` elements whose rel is `expect`. The
 * checker predates that and accepts `blocking` only with rel="stylesheet". Only that exact
 * message on that exact element is let through.
 */
function isRenderBlockingExpectLink(message: VnuMessage): boolean {
  return (
    message.message ===
      'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.' &&
    /<link rel="expect" href="#[^"]+" blocking="render">/.test(message.extract ?? '')
  );
}

function builtPages(): string[] {
  return readdirSync(buildRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(buildRoot, file))
    .sort();
}

test('every built page is valid HTML (Nu Html Checker)', async () => {
  test.setTimeout(180_000);
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(0);

  const started = Date.now();
  const run = spawnSync(process.env.JAVA ?? 'java', ['-jar', vnuJar, '--format', 'json', '--errors-only', ...pages], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw new Error(`Could not run Java (${run.error.message}); run scripts/ensure-chromium.sh.`);
  // Exit status 1 means "errors found"; the report is the JSON on stderr either way.
  expect([0, 1], run.stderr).toContain(run.status);
  const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };

  const errors = messages.filter((message) => message.type !== 'info' && !isRenderBlockingExpectLink(message));
  const lines = errors.map((message) => {
    const file = message.url ? path.relative(buildRoot, new URL(message.url).pathname) : '?';
    return `${file}:${message.lastLine}:${message.firstColumn} ${message.message}\n    ${message.extract ?? ''}`;
  });
  console.log(`Nu Html Checker: ${pages.length} pages, ${errors.length} errors, ${Date.now() - started} ms`);
  expect(lines, lines.slice(0, 40).join('\n')).toEqual([]);
});

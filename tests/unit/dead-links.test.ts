import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../..');
const rspressBin = path.join(repoRoot, 'node_modules/@rspress/core/bin/rspress.js');
const fixtures: string[] = [];

/** Builds a two-page site with this site's Markdown options; resolves to the build's exit code and output. */
async function buildWith(guideLink: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'dead-link-'));
  fixtures.push(dir);
  mkdirSync(path.join(dir, 'docs'));
  writeFileSync(path.join(dir, 'docs/index.md'), `# Home\n\nRead the [guide](${guideLink}).\n`);
  writeFileSync(path.join(dir, 'docs/guide.md'), '# Guide\n\n## Install\n\nSteps.\n');
  writeFileSync(
    path.join(dir, 'rspress.config.ts'),
    `import { markdownOptions } from ${JSON.stringify(path.join(repoRoot, 'config/markdown'))};
export default { root: ${JSON.stringify(path.join(dir, 'docs'))}, markdown: markdownOptions };\n`,
  );
  try {
    const { stdout, stderr } = await run(process.execPath, [rspressBin, 'build'], { cwd: dir });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

afterAll(() => {
  for (const dir of fixtures) rmSync(dir, { recursive: true, force: true });
});

describe('the build stops on broken links', { timeout: 120_000 }, () => {
  it('passes when the link and its anchor exist', async () => {
    const result = await buildWith('/guide#install');
    expect(result.output).not.toMatch(/Dead (link|anchor)/);
    expect(result.code).toBe(0);
  });

  it('fails on a link to a missing page', async () => {
    const result = await buildWith('/missing-page');
    expect(result.code).not.toBe(0);
    expect(result.output).toMatch(/Dead links found/);
  });

  it('fails on a link to a missing heading', async () => {
    const result = await buildWith('/guide#no-such-heading');
    expect(result.code).not.toBe(0);
    expect(result.output).toMatch(/Dead anchors found/);
  });
});

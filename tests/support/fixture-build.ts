import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, '../..');
const rspressBin = path.join(projectRoot, 'node_modules/@rspress/core/bin/rspress.js');

/**
 * Absolute path of a package entry as the project resolves it. Fixture sites live in the
 * system's temp folder, where bare imports in their config would not resolve.
 */
export const projectModule = (specifier: string) => JSON.stringify(fileURLToPath(import.meta.resolve(specifier)));

export interface FixtureBuild {
  dir: string;
  /** Exit code of the command: 0 when it succeeded. */
  code: number;
  /** stdout and stderr together. */
  output: string;
  /** Reads a file of the fixture, relative to its folder. */
  read(relativePath: string): string;
}

const fixtures: string[] = [];

/**
 * Writes `files` (relative path -> content, `rspress.config.ts` among them) into a fresh temp
 * folder and runs `rspress <args>` there with the installed @rspress/core. Never throws on a
 * failing command: check `code`. `nodeModules` links the project's node_modules into the folder,
 * for builds that resolve packages from the site itself (the preview plugin's iframe demos).
 */
export async function runRspress(
  files: Record<string, string>,
  {
    args = ['build'],
    env = {},
    nodeModules = false,
  }: { args?: string[]; env?: Record<string, string>; nodeModules?: boolean } = {},
): Promise<FixtureBuild> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rspress-fixture-'));
  fixtures.push(dir);
  if (nodeModules) symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (const [relativePath, content] of Object.entries(files)) {
    const file = path.join(dir, relativePath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  const read = (relativePath: string) => readFileSync(path.join(dir, relativePath), 'utf8');
  // DEBUG from the test runner's own environment would change what Rspress writes.
  const { DEBUG: _debug, ...baseEnv } = process.env;
  try {
    const { stdout, stderr } = await run(process.execPath, [rspressBin, ...args], {
      cwd: dir,
      env: { ...baseEnv, ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { dir, code: 0, output: stdout + stderr, read };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { dir, code: failed.code, output: failed.stdout + failed.stderr, read };
  }
}

/** Removes every fixture folder created so far; call it from afterAll. */
export function removeFixtures() {
  for (const dir of fixtures.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** The <head> of a built HTML file. */
export const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from './config-reference';

export interface RunResult {
  status: number | null;
  /** stdout, then stderr. */
  output: string;
}

export interface FixtureSite {
  dir: string;
  /** Runs the installed `rspress` binary in the fixture; the persistent cache is off, so each build starts clean. */
  rspress: (...args: string[]) => RunResult;
  /** Runs a script of the fixture with Node.js, the same environment plus `env`. */
  node: (script: string, env?: Record<string, string>) => RunResult;
  remove: () => void;
}

/** A scratch Rspress project in the system temp folder, using this project's node_modules. */
export function createFixtureSite(name: string, files: Record<string, string>): FixtureSite {
  const dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({ name, private: true, type: 'module' })}\n`);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  const bin = path.join(projectRoot, 'node_modules/@rspress/core/bin/rspress.js');
  const run = (args: string[], env: Record<string, string> = {}): RunResult => {
    const result = spawnSync(process.execPath, args, {
      cwd: dir,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, RSPRESS_PERSISTENT_CACHE: 'false', NO_COLOR: '1', ...env },
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  };
  return {
    dir,
    rspress: (...args) => run([bin, ...args]),
    node: (script, env) => run([script], env),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

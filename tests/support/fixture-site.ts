import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from './config-reference';

export interface FixtureSite {
  dir: string;
  /** Runs the installed `rspress` binary in the fixture; the persistent cache is off, so each build starts clean. */
  rspress: (...args: string[]) => { status: number | null; output: string };
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
  return {
    dir,
    rspress: (...args) => {
      const result = spawnSync(process.execPath, [bin, ...args], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, RSPRESS_PERSISTENT_CACHE: 'false', NO_COLOR: '1' },
      });
      return { status: result.status, output: `${result.stdout}${result.stderr}` };
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

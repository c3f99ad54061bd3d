import { execFileSync } from 'node:child_process';

/** Unix time in ms of the last commit that touched a file, as Rspress's last-updated plugin reads it. */
export function lastCommitTime(file: string): number | undefined {
  const out = execFileSync('git', ['log', '-1', '--format=%at', '--', file], { encoding: 'utf8' }).trim();
  return out ? Number(out) * 1000 : undefined;
}

import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What this build's overrides of Rspress internals did (a swapped module that was really swapped,
 * pages a loader really changed, route chunks found), one JSON file per override, for
 * `npm run check:upgrade` (scripts/check-upgrade.ts). A build writes them as it goes; nothing
 * of it is shipped.
 */
export const UPGRADE_FACTS_DIR = path.join('node_modules', '.cache', 'site-upgrade-facts');

/** One value per `rspress build` process: facts with another one were written by an earlier build. */
const BUILD = `${process.pid}-${Date.now()}`;

export interface UpgradeFact<T = unknown> {
  build: string;
  fact: T;
}

export function recordUpgradeFact(name: string, fact: unknown): void {
  mkdirSync(UPGRADE_FACTS_DIR, { recursive: true });
  const record: UpgradeFact = { build: BUILD, fact };
  writeFileSync(path.join(UPGRADE_FACTS_DIR, `${name}.json`), `${JSON.stringify(record, null, 2)}\n`);
}

export function readUpgradeFacts(dir = UPGRADE_FACTS_DIR): Map<string, UpgradeFact> {
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    // No build yet: every fact is missing.
  }
  return new Map(
    names.map((name) => [
      name.replace(/\.json$/, ''),
      JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as UpgradeFact,
    ]),
  );
}

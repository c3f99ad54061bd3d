import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, inject } from 'vitest';
import { claimProblems, type DocClaim } from '../support/doc-claims';
import type { RunResult } from './fixture-runs';

const { dir, runs } = inject('behaviour');

/** The result of one command of fixture-runs.ts. */
export function run(name: string): RunResult {
  const result = runs[name];
  if (!result) throw new Error(`No fixture run named "${name}" (tests/behaviour/fixture-runs.ts)`);
  return result;
}

/** The output folder of a fixture site (tests/behaviour/sites/<site>), after checking that its build succeeded. */
export function buildOutput(site: string): string {
  const result = run(`${site} build`);
  if (result.exitCode !== 0) throw new Error(`The fixture site "${site}" failed to build:\n${result.output}`);
  return path.join(dir, site, 'doc_build');
}

/** A file written by a fixture build, relative to its output folder. */
export function builtFile(site: string, file: string): string {
  return readFileSync(path.join(buildOutput(site), file), 'utf8');
}

/** A file of the temporary copy of the sites, relative to it ('quirks/hooks.log'). */
export function siteFile(file: string): string {
  return readFileSync(path.join(dir, file), 'utf8');
}

/** File names in a folder of the temporary copy of the sites ([] when the folder does not exist). */
export function listFiles(folder: string): string[] {
  const full = path.join(dir, folder);
  return existsSync(full) ? readdirSync(full).sort() : [];
}

/** Asserts what the pages say about a claim (both languages); the message names the file and heading to fix. */
export function expectDocs(claim: DocClaim): void {
  expect(claimProblems(claim), `the pages disagree with the installed Rspress at ${claim.at}`).toEqual([]);
}

/** The JSON a fixture's <Probe> component printed while the page was rendered. */
export function probeOf(html: string): Record<string, unknown> {
  const match = html.match(/<pre id="probe">([^<]*)<\/pre>/);
  if (!match) throw new Error('The page has no <pre id="probe">');
  return JSON.parse(
    match[1]
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;/g, "'"),
  );
}

import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { TestProject } from 'vitest/node';
import { docSamples, sampleOf } from './doc-samples';
import { type FixtureRun, fixtureRuns, type RunResult } from './fixture-runs';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const sitesDir = path.join(import.meta.dirname, 'sites');
const rspressBin = path.join(projectRoot, 'node_modules/@rspress/core/bin/rspress.js');
/** Two commands at a time: the machines that run `npm test` have two cores. */
const CONCURRENCY = 2;

function execute(run: FixtureRun, root: string): Promise<RunResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [rspressBin, ...run.args], {
      cwd: path.join(root, run.cwd),
      env: { ...process.env, ...run.env, FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let timedOut = false;
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGTERM');
    }, run.timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({
        exitCode: timedOut ? null : code,
        timedOut,
        output: stripVTControlCharacters(output),
        durationMs: Math.round(performance.now() - started),
      });
    });
  });
}

/**
 * Runs that share a folder run one after the other (a later run may reuse what the earlier one built); folders run
 * side by side. All folders share one build cache, the project's node_modules/.cache, through the symlink below.
 */
async function executeAll(root: string): Promise<Record<string, RunResult>> {
  const byFolder = new Map<string, FixtureRun[]>();
  for (const run of fixtureRuns) byFolder.set(run.cwd, [...(byFolder.get(run.cwd) ?? []), run]);
  const queue = [...byFolder.values()];
  const results: Record<string, RunResult> = {};
  const worker = async () => {
    for (let runs = queue.shift(); runs; runs = queue.shift()) {
      for (const run of runs) results[run.name] = await execute(run, root);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

export default async function setup(project: TestProject) {
  const started = performance.now();
  const dir = mkdtempSync(path.join(tmpdir(), 'rspress-behaviour-'));
  cpSync(sitesDir, dir, { recursive: true });
  mkdirSync(path.join(dir, 'eject'), { recursive: true });
  for (const sample of docSamples) {
    // A page without its sample builds without that file; the check that reads the sample names the page.
    try {
      writeFileSync(path.join(dir, sample.file), sampleOf(sample.at, sample.lang));
    } catch {}
  }
  // The sites import @rspress/core and React like a reader's project does, from this project's install.
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const runs = await executeAll(dir);
  const timings = Object.entries(runs).map(([name, run]) => `${name} ${(run.durationMs / 1000).toFixed(1)} s`);
  console.log(
    `behaviour fixtures: ${((performance.now() - started) / 1000).toFixed(1)} s (${timings.join(', ')}) in ${dir}`,
  );
  project.provide('behaviour', { dir, runs });
  return () => rmSync(dir, { recursive: true, force: true });
}

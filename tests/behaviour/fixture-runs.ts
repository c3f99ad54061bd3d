/**
 * The commands the behaviour checks rely on. tests/behaviour/global-setup.ts copies tests/behaviour/sites into a
 * temporary folder and runs each of them once, with the installed `rspress` CLI, before any check starts.
 */
export interface FixtureRun {
  /** Key the checks read the result by. */
  name: string;
  /** Folder under the temporary copy of tests/behaviour/sites to run in; a build writes <cwd>/doc_build. */
  cwd: string;
  /** Arguments of the `rspress` CLI. */
  args: string[];
  /** Stop the command after this many milliseconds (a dev server that does not exit by itself). */
  timeoutMs: number;
  /** Environment variables added to the command's. */
  env?: Record<string, string>;
}

export interface RunResult {
  /** Exit code, or null when the command was stopped at its time limit. */
  exitCode: number | null;
  timedOut: boolean;
  /** stdout and stderr together, colours stripped. */
  output: string;
  durationMs: number;
}

/** Port of the `rspress dev` checks; the dev server moves to the next free one when it is taken. */
const DEV_PORT = '4421';
/** Port of the `rspress preview` run; stopped at its time limit like the dev server. */
const PREVIEW_PORT = '4423';

export const fixtureRuns: FixtureRun[] = [
  { name: 'one-language build', cwd: 'one-language', args: ['build'], timeoutMs: 120_000 },
  { name: 'two-languages build', cwd: 'two-languages', args: ['build'], timeoutMs: 120_000 },
  { name: 'two-languages-untitled build', cwd: 'two-languages-untitled', args: ['build'], timeoutMs: 120_000 },
  { name: 'parity build', cwd: 'parity', args: ['build'], timeoutMs: 120_000 },
  { name: 'quirks build', cwd: 'quirks', args: ['build'], timeoutMs: 120_000 },
  { name: 'quirks preview', cwd: 'quirks', args: ['preview', '--port', PREVIEW_PORT], timeoutMs: 6_000 },
  { name: 'no-config build', cwd: 'no-config', args: ['build'], timeoutMs: 120_000 },
  { name: 'nav-config build', cwd: 'nav-config', args: ['build'], timeoutMs: 120_000 },
  { name: 'based build', cwd: 'based', args: ['build'], timeoutMs: 120_000 },
  { name: 'csr-llms build', cwd: 'csr-llms', args: ['build'], timeoutMs: 120_000 },
  { name: 'data-image build', cwd: 'data-image', args: ['build'], timeoutMs: 120_000 },
  { name: 'named-tsx build', cwd: 'named-tsx', args: ['build'], timeoutMs: 120_000 },
  { name: 'hand-sidebar build', cwd: 'hand-sidebar', args: ['build'], timeoutMs: 120_000 },
  { name: 'theme-swap build', cwd: 'theme-swap', args: ['build'], timeoutMs: 120_000 },
  { name: 'global-named build', cwd: 'global-named', args: ['build'], timeoutMs: 120_000 },
  { name: 'number-title build', cwd: 'number-title', args: ['build'], timeoutMs: 120_000 },
  { name: 'dev-port dev', cwd: 'dev-port', args: ['dev'], env: { PORT: '4427' }, timeoutMs: 10_000 },
  { name: 'parity dev', cwd: 'parity', args: ['dev', '--port', DEV_PORT], timeoutMs: 30_000 },
  { name: 'versions build', cwd: 'versions', args: ['build'], timeoutMs: 120_000 },
  { name: 'versions-without-default build', cwd: 'versions-without-default', args: ['build'], timeoutMs: 120_000 },
  { name: 'twoslash-defaults build', cwd: 'twoslash-defaults', args: ['build'], timeoutMs: 120_000 },
  { name: 'twoslash-options build', cwd: 'twoslash-options', args: ['build'], timeoutMs: 120_000 },
  { name: 'llms-nav build', cwd: 'llms-nav', args: ['build'], timeoutMs: 120_000 },
  { name: 'sitemap-404 build', cwd: 'sitemap-404', args: ['build'], timeoutMs: 120_000 },
  // A build with --base after one without it, in the same folder: with the build cache, then without.
  { name: 'base-flag-cached build', cwd: 'base-flag-cached', args: ['build'], timeoutMs: 120_000 },
  {
    name: 'base-flag-cached build --base',
    cwd: 'base-flag-cached',
    args: ['build', '--base', '/docs/'],
    timeoutMs: 120_000,
  },
  { name: 'base-flag-uncached build', cwd: 'base-flag-uncached', args: ['build'], timeoutMs: 120_000 },
  {
    name: 'base-flag-uncached build --base',
    cwd: 'base-flag-uncached',
    args: ['build', '--base', '/docs/'],
    env: { RSPRESS_PERSISTENT_CACHE: 'false' },
    timeoutMs: 120_000,
  },
  { name: 'eject list', cwd: 'eject', args: ['eject'], timeoutMs: 30_000 },
  { name: 'eject Search', cwd: 'eject', args: ['eject', 'Search'], timeoutMs: 30_000 },
  { name: 'eject HomeFooter', cwd: 'eject', args: ['eject', 'HomeFooter'], timeoutMs: 30_000 },
  { name: 'eject Layout', cwd: 'eject', args: ['eject', 'Layout'], timeoutMs: 30_000 },
  { name: 'eject build', cwd: 'eject', args: ['build'], timeoutMs: 60_000 },
];

export interface BehaviourContext {
  /** The temporary copy of tests/behaviour/sites the commands ran in. */
  dir: string;
  runs: Record<string, RunResult>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    behaviour: BehaviourContext;
  }
}

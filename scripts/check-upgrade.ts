/**
 * `npm run check:upgrade` (part of `npm test`, after the build): makes every assumption this site
 * holds about Rspress's internals loud. It fails when
 * - a file that one of our overrides mirrors or depends on changed upstream (its hash differs from
 *   scripts/upgrade-assumptions.ts),
 * - our code imports a file of `@rspress/core/dist/` that no assumption lists,
 * - an assumption has no section in UPGRADING.md,
 * - the last build did not do what an override is for: a swapped module that was not used, a page
 *   the lean-page-data loader left alone, a page whose route chunk was not moved after the first
 *   paint, DocSearch left unpatched (the facts the build wrote, plugins/upgrade-facts.ts).
 * No build of its own: it reads node_modules, the sources and the facts of the last `rspress build`.
 *
 * `npm run check:upgrade -- --hashes` prints the current hashes, to paste after reviewing a change.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MODULE_SWAPS } from '../plugins/module-swaps';
import { readUpgradeFacts, UPGRADE_FACTS_DIR } from '../plugins/upgrade-facts';
import { ASSUMPTIONS, type Assumption } from './upgrade-assumptions';

const root = path.resolve(import.meta.dirname, '..');

/** The installed file behind a package path (npm installs these packages at the top of node_modules). */
const installedFile = (specifier: string) => path.join(root, 'node_modules', specifier);

export function upstreamHash(assumption: Pick<Assumption, 'upstream'>): string {
  const hash = createHash('sha256');
  for (const file of assumption.upstream) hash.update(readFileSync(installedFile(file)));
  return hash.digest('hex').slice(0, 16);
}

function changedUpstream(): string[] {
  return ASSUMPTIONS.filter((assumption) => upstreamHash(assumption) !== assumption.sha256).map(
    ({ id, ours, upstream }) =>
      `${id} changed upstream: compare ${ours.join(', ')} with ${upstream
        .map((file) => path.relative(root, installedFile(file)))
        .join(', ')} (UPGRADING.md#${id}), then update its sha256 in scripts/upgrade-assumptions.ts`,
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|cjs)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** Imports of `@rspress/core/dist/...` JavaScript in our code that no assumption lists. */
function unlistedDeepImports(): string[] {
  const listed = new Set(ASSUMPTIONS.flatMap(({ upstream }) => upstream));
  const problems: string[] = [];
  for (const file of ['theme', 'plugins', 'components', 'search', 'config', 'i18n', 'tests'].flatMap(sourceFiles)) {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const [, specifier] of source.matchAll(
      /(?:from |import |require\(|resolve\()'(@rspress\/core\/dist\/[^']+\.js)'/g,
    )) {
      if (!listed.has(specifier)) problems.push(`${file} imports ${specifier}, which no entry of UPGRADING.md lists`);
    }
  }
  return problems;
}

function undocumented(): string[] {
  const upgrading = readFileSync(path.join(root, 'UPGRADING.md'), 'utf8');
  return ASSUMPTIONS.filter(({ id }) => !upgrading.includes(`{#${id}}`)).map(
    ({ id }) => `${id} has no section in UPGRADING.md (a heading ending in {#${id}})`,
  );
}

/** What the last build recorded, against what each override is for. */
function buildFacts(): string[] {
  const facts = readUpgradeFacts();
  const builds = new Set([...facts.values()].map((record) => record.build));
  const [latest] = [...builds].sort((a, b) => Number(b.split('-')[1]) - Number(a.split('-')[1]));
  const problems: string[] = [];
  const fact = <T>(name: string): T | undefined => {
    const record = facts.get(name);
    if (!record)
      problems.push(`the last build recorded no ${name} facts (${UPGRADE_FACTS_DIR}): run \`npm run build\``);
    else if (record.build !== latest)
      problems.push(`${name}: the last build did not record its facts; the ones there are older`);
    else return record.fact as T;
    return undefined;
  };

  const swaps = fact<Record<string, boolean>>('module-swaps');
  for (const swap of MODULE_SWAPS) {
    if (swaps && swaps[swap.name] !== true) {
      problems.push(
        `${swap.name}: the build did not use ${swap.replacement}: the importer (${swap.issuer ?? 'any'}) or the request (${swap.request}) no longer matches (UPGRADING.md#${swap.name})`,
      );
    }
  }
  const lean = fact<{ pages: number; pageModulesChanged: number }>('lean-page-data');
  if (lean && (lean.pages === 0 || lean.pageModulesChanged !== lean.pages)) {
    problems.push(
      `lean-page-data: the loader changed ${lean.pageModulesChanged} of ${lean.pages} page modules: Rspress's page module no longer has MDXContent.__RSPRESS_PAGE_META (UPGRADING.md#lean-page-data)`,
    );
  }
  const paint = fact<{ routeChunkGroups: number; pagesMoved: number }>('scripts-after-first-paint');
  if (paint && lean && (paint.routeChunkGroups !== lean.pages || paint.pagesMoved !== lean.pages)) {
    problems.push(
      `route-chunks: ${paint.routeChunkGroups} route chunk groups and ${paint.pagesMoved} pages with a moved route preload, for ${lean.pages} pages: Rspress's route chunk names or its preload tag changed (UPGRADING.md#route-chunks)`,
    );
  }
  const docsearch = fact<{ patchedModules: number }>('docsearch-patches');
  if (docsearch && docsearch.patchedModules < 1) {
    problems.push(
      'docsearch-patches: the loader never ran: its rule no longer matches @docsearch/react (UPGRADING.md#docsearch-patches)',
    );
  }
  return problems;
}

if (process.argv.includes('--hashes')) {
  for (const assumption of ASSUMPTIONS) console.log(`${assumption.id}: '${upstreamHash(assumption)}'`);
} else {
  const problems = [...changedUpstream(), ...unlistedDeepImports(), ...undocumented(), ...buildFacts()];
  if (problems.length > 0) {
    console.error(
      `check:upgrade: ${problems.length} assumption(s) about Rspress no longer hold:\n- ${problems.join('\n- ')}`,
    );
    process.exitCode = 1;
  } else {
    console.log(
      `check:upgrade: ${ASSUMPTIONS.length} assumptions about the installed Rspress hold, and the last build used every override.`,
    );
  }
}

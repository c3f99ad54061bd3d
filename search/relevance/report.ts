import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SearchableIndex } from '../core/term-index';
import type { SearchLang } from '../core/types';
import { evaluate, type RelevanceSet, type Score } from './evaluate';

const read = (name: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`./${name}.json`, import.meta.url)), 'utf8')) as RelevanceSet;

/** The queries of a language: `<lang>.json` (tuning) and `<lang>.holdout24.json` (held out, written apart). */
export function readRelevanceSet(lang: SearchLang): RelevanceSet {
  const main = read(lang);
  return { ...main, queries: [...main.queries, ...read(`${lang}.holdout24`).queries] };
}

const row = (name: string, score: Score) =>
  `  ${name.padEnd(13)} ${String(score.queries).padStart(4)}  MRR@10 ${score.mrr10.toFixed(3)}  first ${(score.first * 100).toFixed(0).padStart(3)}%  empty ${score.empty}  typo>5 ${score.typoOutsideTop5}`;

/**
 * The relevance table of one language; with `misses`, the tuning queries whose
 * right page is not shown first (held-out queries are only ever counted).
 */
export async function relevanceReport(index: SearchableIndex, set: RelevanceSet, misses = false) {
  const result = await evaluate(index, set);
  const lines = [`${set.lang}: ${row('all', result.all).trim()}`];
  for (const [name, score] of Object.entries(result.bySet)) lines.push(row(name, score));
  for (const [name, score] of Object.entries(result.byKind)) lines.push(row(`tune ${name}`, score));
  if (misses) {
    for (const outcome of result.outcomes) {
      if (outcome.query.set !== 'tune' || outcome.rank === 1) continue;
      lines.push(
        `  miss [${outcome.query.kind}] "${outcome.query.query}" -> rank ${outcome.rank || '-'}; want ${outcome.query.expect.join(', ')}; shown ${outcome.shown.slice(0, 3).join(', ')}`,
      );
    }
  }
  return { text: lines.join('\n'), summary: { all: result.all, bySet: result.bySet, byKind: result.byKind } };
}

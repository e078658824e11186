// `node --import tsx scripts/bench-matching.ts [count]`: latency of top-20 grade matching with the in-memory
// index (server/modules/matching) over the real catalogue and over the catalogue plus `count` (default 100,000)
// generated grades. Prints p50/p95/p99 per kind of query; it measures, it does not judge (docs/architecture.md §6 asks
// p95 ≤ 50 ms at 100k grades). Not part of `npm test`.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { loadCatalogue } from '../server/db/seed/catalogue/load';
import { gradesFromCatalogue } from '../server/modules/matching/catalogueAdapter';
import { MatchIndex, type MatchRequest } from '../server/modules/matching/matchIndex';
import type { MatchableGrade } from '../server/modules/matching/types';
import { perturbedGrades } from './matching/perturbedGrades';

const COUNT = Number(process.argv[2] ?? 100_000);
const QUERIES = 400;
const WARMUP = 50;
const K = 20;

const real = gradesFromCatalogue(loadCatalogue());

/** Query kinds: what the results call sends, from a grade of the catalogue. */
const KINDS: Record<string, (query: MatchableGrade) => Omit<MatchRequest, 'k'>> = {
  'other standards (default)': (query) => ({ query, filters: { excludeIds: [query.id], excludeStandards: [query.standard.number] } }),
  'one target country': (query) => ({
    query,
    filters: { excludeIds: [query.id], excludeStandards: [query.standard.number], countries: [query.standard.country === 'CN' ? 'EU' : 'CN'] },
  }),
  'thickness 30 mm': (query) => ({ query, thickness: 30, filters: { excludeIds: [query.id], excludeStandards: [query.standard.number] } }),
  'entered composition': (query) => ({ query: { ...query, id: -1, mechanical: [], standard: { number: '', code: '', country: '' } }, filters: {} }),
};

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function bench(label: string, grades: MatchableGrade[]) {
  const started = performance.now();
  const index = MatchIndex.build(grades, 1);
  const buildMs = performance.now() - started;
  const heapMb = process.memoryUsage().heapUsed / 2 ** 20;
  console.log(`\n${label}: ${grades.length} grades, index built in ${buildMs.toFixed(0)} ms (heap in use ${heapMb.toFixed(0)} MB)`);
  for (const [kind, request] of Object.entries(KINDS)) {
    const times: number[] = [];
    for (let n = 0; n < WARMUP + QUERIES; n++) {
      const query = real[(n * 7919) % real.length];
      const t0 = performance.now();
      index.topK({ ...request(query), k: K });
      if (n >= WARMUP) times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p).toFixed(2));
    console.log(`  ${kind.padEnd(28)} top-${K}: p50 ${p50} ms  p95 ${p95} ms  p99 ${p99} ms  max ${times.at(-1)!.toFixed(2)} ms`);
  }
}

console.log(`Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}`);
bench('Real catalogue', real);
bench(`Catalogue + ${COUNT} generated`, [...real, ...perturbedGrades(real, COUNT)]);

// The materials search at scale, for `npm run bench` (scripts/bench.mjs runs this and prints its result).
// In a temporary embedded PostgreSQL: migrations, the catalogue and BENCH_GRADES (default 100,000) synthetic
// grades; then ~200 varied searches (exact grades, prefixes, typos, material numbers, standards, Chinese and
// English names, filters, sorts, pages) timed twice, and the suggestions as every beginning of those keywords is
// typed: calling the query functions directly (the database, with its round trip), then through HTTP against the
// real server started on that database, after grade matching on the same server (scripts/matching/httpBench.ts).
// Prints one JSON line.
// BENCH_DATABASE_URL: measure that (already seeded) database instead, for looking into a slow query.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MATERIAL_GROUPS, searchInput, type MaterialType, type SearchInput } from '@contract';
import { connectDatabase } from '../server/db/client';
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '../server/db/embedded';
import { prepareDatabase } from '../server/db/prepare';
import { seedSynthetic } from '../server/db/seed/synthetic';
import { searchGrades } from '../server/modules/materials/repository/search';
import { suggest } from '../server/modules/materials/repository/suggest';
import { benchMatching } from './matching/httpBench';

const GRADES = Number(process.env.BENCH_GRADES ?? 100000);
const root = path.resolve(import.meta.dirname, '..');
const log = (line: string) => process.stderr.write(`${line}\n`);

interface Case {
  kind: string;
  type: MaterialType;
  input: SearchInput;
}

/** A fixed, varied set of searches drawn from what the database holds. */
async function searchCases(db: ReturnType<typeof connectDatabase>['db']): Promise<Case[]> {
  const sample = async (where: string, limit: number) =>
    (
      await db.execute<{ name: string; type: MaterialType; aliases: string[]; material_numbers: string[] }>(
        sql.raw(`select name, type, aliases, material_numbers from material_grades where ${where} order by md5(name || id) limit ${limit}`),
      )
    ).rows;
  const catalogue = await sample('not synthetic', 60);
  const synthetic = await sample('synthetic', 30);
  const numbered = await sample(`not synthetic and cardinality(material_numbers) > 0`, 15);
  const categories = (
    await db.execute<{ zh: string; en: string; type: MaterialType }>(sql`
      select distinct c.zh, c.en, c.type from material_categories c join material_grades g on g.category_id = c.id
       where not g.synthetic order by c.type, c.zh limit 12`)
  ).rows;
  const standards = (
    await db.execute<{ number: string; title_zh: string; type: MaterialType }>(sql`
      select distinct s.number, s.title_zh, g.type from material_standards s join material_grades g on g.standard_id = s.id
       where s.origin = 'catalogue' order by s.number limit 20`)
  ).rows;

  const typo = (name: string, index: number) => {
    const at = 1 + (index % Math.max(1, name.length - 2));
    return index % 2 ? name.slice(0, at) + name.slice(at + 1) : name.slice(0, at) + name[at + 1] + name[at] + name.slice(at + 2);
  };
  const cases: Case[] = [
    ...catalogue.slice(0, 35).map((g) => ({ kind: 'exact grade', type: g.type, input: { keyword: g.name } })),
    ...synthetic.map((g) => ({ kind: 'exact grade', type: g.type, input: { keyword: g.name } })),
    ...catalogue.slice(35, 60).map((g) => ({ kind: 'prefix', type: g.type, input: { keyword: g.name.slice(0, Math.max(2, Math.ceil(g.name.length / 2))) } })),
    ...catalogue.slice(0, 25).filter((g) => g.name.length >= 4).map((g, index) => ({ kind: 'typo', type: g.type, input: { keyword: typo(g.name, index) } })),
    ...numbered.map((g) => ({ kind: 'material number', type: g.type, input: { keyword: g.material_numbers[0] } })),
    ...standards.map((s) => ({ kind: 'standard', type: s.type, input: { keyword: s.number } })),
    ...categories.map((c) => ({ kind: 'Chinese name', type: c.type, input: { keyword: c.zh.replace(/[(（].*$/, '') } })),
    ...categories.map((c) => ({ kind: 'English name', type: c.type, input: { keyword: c.en.replace(/\s*\(.*$/, '').toLowerCase() } })),
    ...standards.slice(0, 8).map((s) => ({ kind: 'Chinese name', type: s.type, input: { keyword: s.title_zh } })),
  ];
  const filters: Case[] = [
    { kind: 'filters', type: 'steel', input: {} },
    { kind: 'filters', type: 'steel', input: { sort: 'yield,desc' } },
    { kind: 'filters', type: 'steel', input: { sort: 'tensile,asc', pageNum: 3 } },
    { kind: 'filters', type: 'steel', input: { country: 'CN' } },
    { kind: 'filters', type: 'steel', input: { country: 'JP', sort: 'name,desc' } },
    { kind: 'filters', type: 'steel', input: { standard: 'GB/T 700' } },
    { kind: 'filters', type: 'steel', input: { category: '合金结构钢' } },
    { kind: 'filters', type: 'steel', input: { elements: [{ el: 'Cr', min: 16, max: 20 }] } },
    { kind: 'filters', type: 'steel', input: { elements: [{ el: 'C', max: 0.2 }, { el: 'Mn', max: 1.6 }] } },
    { kind: 'filters', type: 'steel', input: { properties: [{ property: 'yield', min: 300, max: 400 }] } },
    { kind: 'filters', type: 'steel', input: { properties: [{ property: 'impact', min: 27 }], sort: 'yield,asc' } },
    { kind: 'filters', type: 'welding', input: { properties: [{ property: 'tensile', min: 500 }] } },
    { kind: 'filters', type: 'aluminium', input: { elements: [{ el: 'Mg', min: 0.8, max: 1.2 }] } },
    { kind: 'keyword + filters', type: 'steel', input: { keyword: 'Q235', properties: [{ property: 'impact', min: 27 }] } },
    { kind: 'keyword + filters', type: 'steel', input: { keyword: '不锈钢', elements: [{ el: 'Ni', min: 8 }] } },
    { kind: 'keyword + filters', type: 'steel', input: { keyword: 'stainless', country: 'US' } },
    { kind: 'keyword + filters', type: 'steel', input: { keyword: 'S355', sort: 'yield,desc' } },
    { kind: 'keyword + filters', type: 'steel', input: { keyword: '42CrMo4', pageNum: 2 } },
    { kind: 'keyword + filters', type: 'aluminium', input: { keyword: '6061', sort: 'tensile,desc' } },
    { kind: 'keyword + filters', type: 'welding', input: { keyword: 'ER70S', elements: [{ el: 'Mn', max: 2 }] } },
  ];
  return [...cases, ...filters];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
function summary(timings: { ms: number; label: string }[]) {
  const sorted = timings.map((timing) => timing.ms).sort((a, b) => a - b);
  const slowest = [...timings].sort((a, b) => b.ms - a.ms).slice(0, 3);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1)!,
    slowest: slowest.map((timing) => `${timing.label} ${timing.ms.toFixed(1)} ms`),
  };
}
const label = (item: Case) => `${item.type} ${JSON.stringify(item.input)}`;

/** What suggestions are asked for while the keywords of the cases are typed: every beginning of each (≤ 40 chars). */
const typedKeywords = (cases: Case[]) => [
  ...new Set(
    cases.flatMap(({ input }) => {
      const keyword = input.keyword?.trim().slice(0, 40) ?? '';
      return Array.from({ length: keyword.length }, (_, index) => keyword.slice(0, index + 1)).filter((typed) => typed.trim());
    }),
  ),
];

async function waitForHealth(base: string, server: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('The server stopped while starting');
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not start');
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atsteel-bench-search-'));
  chmodSync(dataDir, 0o755);
  let embedded: EmbeddedDatabase | undefined;
  let server: ChildProcess | undefined;
  const cleanUp = async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server!.once('exit', resolve));
    }
    await embedded?.stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void cleanUp().finally(() => process.exit(130)));

  try {
    const given = process.env.BENCH_DATABASE_URL;
    if (!given) embedded = await startEmbeddedPostgres(dataDir, { database: 'bench' });
    const url = given ?? embedded!.url;
    const database = connectDatabase(url);
    const started = Date.now();
    if (!given) {
      await prepareDatabase(database.db, { demo: false });
      await seedSynthetic(database.db, GRADES, { onProgress: (done) => process.stderr.write(`\r  seeding ${done} / ${GRADES} synthetic grades`) });
      for (const table of ['material_grades', 'material_compositions', 'material_mechanical', 'material_standards']) {
        await database.db.execute(sql.raw(`vacuum analyze ${table}`));
      }
    }
    const seconds = (Date.now() - started) / 1000;
    const [{ grades, synthetic }] = (
      await database.db.execute<{ grades: number; synthetic: number }>(
        sql`select count(*)::int as grades, (count(*) filter (where synthetic))::int as synthetic from material_grades`,
      )
    ).rows;
    log(`\n  ${grades} grades (${synthetic} synthetic), ready in ${seconds.toFixed(0)} s`);

    const cases = await searchCases(database.db);
    const timeDb = async () => {
      const timings = [];
      for (const item of cases) {
        const query = searchInput.parse(item.input);
        const start = performance.now();
        await searchGrades(database.db, item.type, query);
        timings.push({ ms: performance.now() - start, label: label(item) });
      }
      return timings;
    };
    await timeDb(); // warm-up: caches and connections
    const db = summary([...(await timeDb()), ...(await timeDb())]);
    const typed = typedKeywords(cases);
    const timeSuggestDb = async () => {
      const timings = [];
      for (const q of typed) {
        const start = performance.now();
        await suggest(database.db, q, 'en');
        timings.push({ ms: performance.now() - start, label: q });
      }
      return timings;
    };
    await timeSuggestDb();
    const suggestDb = summary([...(await timeSuggestDb()), ...(await timeSuggestDb())]);
    await database.close();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: url, ATSTEEL_DEMO: '0', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForHealth(base, server);
    // Matching first: the server builds its matching index when it starts listening, and searches timed meanwhile
    // would measure that build (one thread) rather than the search.
    const matchingDb = connectDatabase(url);
    const { timings: matchingTimings, ...matchingRest } = await benchMatching(matchingDb.db, base);
    await matchingDb.close();
    const matching = { ...matchingRest, http: summary(matchingTimings) };
    const timeHttp = async () => {
      const timings = [];
      for (const item of cases) {
        const start = performance.now();
        const response = await fetch(`${base}/atsteel/${MATERIAL_GROUPS[item.type]}/search`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(item.input),
        });
        const body = (await response.json()) as { code: number };
        if (body.code !== 200) throw new Error(`${label(item)} answered ${JSON.stringify(body)}`);
        timings.push({ ms: performance.now() - start, label: label(item) });
      }
      return timings;
    };
    await timeHttp();
    const http = summary([...(await timeHttp()), ...(await timeHttp())]);
    const timeSuggestHttp = async () => {
      const timings = [];
      for (const q of typed) {
        const start = performance.now();
        const response = await fetch(`${base}/atsteel/material/suggest?q=${encodeURIComponent(q)}&lang=en`);
        const body = (await response.json()) as { code: number };
        if (body.code !== 200) throw new Error(`suggest ${q} answered ${JSON.stringify(body)}`);
        timings.push({ ms: performance.now() - start, label: q });
      }
      return timings;
    };
    await timeSuggestHttp();
    const suggestions = { queries: typed.length, db: suggestDb, http: summary([...(await timeSuggestHttp()), ...(await timeSuggestHttp())]) };
    process.stdout.write(`${JSON.stringify({ grades, synthetic, seedSeconds: seconds, queries: cases.length, db, http, suggestions, matching })}\n`);
  } finally {
    await cleanUp();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});

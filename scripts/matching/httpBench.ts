// The matching part of `npm run bench` (run by scripts/bench-search.ts on its seeded database and server):
// the match index built from the database as the server builds it (load, then build), and top-20 results over
// HTTP (POST /atsteel/intelligentMatching/results) for varied queries from catalogue grades. Measures only.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { MatchResultsInput } from '@contract';
import type { connectDatabase } from '../../server/db/client';
import { loadMatchableGrades } from '../../server/modules/matching/dbAdapter';
import { MatchIndex } from '../../server/modules/matching/matchIndex';

type Db = ReturnType<typeof connectDatabase>['db'];
const K = 20;

export interface Timing {
  ms: number;
  label: string;
}

/** Queries from 60 catalogue grades of every type: other standards (default), one target country, a thickness; plus entered compositions. */
async function matchingCases(db: Db): Promise<{ label: string; input: MatchResultsInput }[]> {
  const { rows } = await db.execute<{ id: number; name: string; country: string }>(sql`
    select g.id, g.name, s.country from material_grades g join material_standards s on s.id = g.standard_id
     where not g.synthetic order by md5(g.name || g.id) limit 60`);
  const entered: MatchResultsInput[] = [
    { type: 'steel', elements: [{ el: 'C', max: 0.08 }, { el: 'Cr', min: 18, max: 20 }, { el: 'Ni', min: 8, max: 10.5 }] },
    { type: 'steel', elements: [{ el: 'C', max: 0.2 }, { el: 'Mn', max: 1.6 }], properties: [{ property: 'yield', min: 355 }] },
    { type: 'steel', elements: [{ el: 'C', min: 0.38, max: 0.45 }, { el: 'Cr', min: 0.9, max: 1.2 }, { el: 'Mo', min: 0.15, max: 0.3 }] },
    { type: 'aluminium', elements: [{ el: 'Mg', min: 0.8, max: 1.2 }, { el: 'Si', min: 0.4, max: 0.8 }] },
    { type: 'welding', properties: [{ property: 'tensile', min: 490 }, { property: 'impact', min: 27, tempC: -30 }] },
  ];
  return [
    ...rows.map((row) => ({ label: `${row.name} → other standards`, input: { gradeId: row.id } })),
    ...rows.slice(0, 30).map((row) => ({
      label: `${row.name} → one country`,
      input: { gradeId: row.id, targetCountries: [row.country === 'CN' ? 'EU' : 'CN'] as MatchResultsInput['targetCountries'] },
    })),
    ...rows.slice(30, 60).map((row) => ({ label: `${row.name} → 30 mm`, input: { gradeId: row.id, thickness: 30 } })),
    ...entered.map((input, index) => ({ label: `entered composition ${index + 1}`, input })),
  ].map((item) => ({ ...item, input: { ...item.input, pageNum: 1, pageSize: K } }));
}

async function post(base: string, input: MatchResultsInput) {
  const response = await fetch(`${base}/atsteel/intelligentMatching/results`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  const body = (await response.json()) as { code: number; data?: { list: unknown[] } };
  if (body.code !== 200) throw new Error(`matching ${JSON.stringify(input)} answered ${JSON.stringify(body)}`);
}

/**
 * The index load and build in this process (what the server does when it starts listening and after a catalogue
 * change), the server's first (cold) call, then every query timed twice, sequentially, after a warm-up round.
 */
export async function benchMatching(db: Db, base: string) {
  const loadStart = performance.now();
  const grades = await loadMatchableGrades(db);
  const loadMs = performance.now() - loadStart;
  const buildStart = performance.now();
  MatchIndex.build(grades, 'bench');
  const buildMs = performance.now() - buildStart;

  const cases = await matchingCases(db);
  const firstStart = performance.now();
  await post(base, cases[0].input);
  const firstCallMs = performance.now() - firstStart;

  const round = async () => {
    const timings: Timing[] = [];
    for (const item of cases) {
      const start = performance.now();
      await post(base, item.input);
      timings.push({ ms: performance.now() - start, label: item.label });
    }
    return timings;
  };
  await round(); // warm-up
  const timings = [...(await round()), ...(await round())];
  return { grades: grades.length, loadMs, buildMs, firstCallMs, queries: cases.length, timings };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API } from '@contract';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { checkIntegrity, loadCatalogue, nameClashes, type LoadedFile } from './load';
import { catalogueFile } from './format';
import { seedCatalogue } from './seed';
import { removeSynthetic, seedSynthetic } from '../synthetic';

const files = loadCatalogue();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const count = async (query: ReturnType<typeof sql>) => (await t.db.execute<{ n: number }>(query)).rows[0].n;

describe('catalogue files', () => {
  it('pass the format and the integrity rules', () => {
    expect(checkIntegrity(files)).toEqual([]);
  });

  it('give every value its source and never a minimum above its maximum', () => {
    for (const { file, data } of files) {
      for (const grade of data.grades) {
        const where = `${file} ${grade.name}`;
        for (const row of [...grade.composition, ...grade.mechanical, ...grade.physical, ...grade.equivalents]) {
          expect(row.ref.trim(), where).not.toBe('');
        }
        for (const row of grade.composition) if (row.min !== undefined && row.max !== undefined) expect(row.min, where).toBeLessThanOrEqual(row.max);
        for (const row of grade.mechanical) {
          for (const [min, max] of [
            [row.yieldMin, row.yieldMax],
            [row.tensileMin, row.tensileMax],
            [row.hardnessMin, row.hardnessMax],
          ]) {
            if (min !== undefined && max !== undefined) expect(min, where).toBeLessThanOrEqual(max);
          }
        }
      }
    }
  });

  it('hold at least 300 steels, 60 welding consumables and 60 aluminium alloy/temper entries', () => {
    const perType = (type: string) => files.filter((file) => file.data.type === type).reduce((sum, file) => sum + file.data.grades.length, 0);
    expect(perType('steel')).toBeGreaterThanOrEqual(300);
    expect(perType('welding')).toBeGreaterThanOrEqual(60);
    expect(perType('aluminium')).toBeGreaterThanOrEqual(60);
  });
});

/** A small catalogue file for the integrity rules: grades given as partial grades of a steel standard. */
function fileOf(code: string, grades: Record<string, unknown>[], file = `${code}.json`, type = 'steel'): LoadedFile {
  const data = catalogueFile.parse({
    type,
    standard: { code, number: code.replace(/-\d{4}$/, ''), year: 2020, title: { zh: '标准', en: 'Standard' }, country: 'CN', body: 'SAC' },
    category: { zh: '钢', en: 'Steel' },
    grades: grades.map((grade) => ({ composition: [{ el: 'C', max: 0.2, ref: 'Table 1' }], ...grade })),
  });
  return { file, data, hash: code };
}

describe('catalogue integrity rules', () => {
  it('accepts a sound file', () => {
    expect(checkIntegrity([fileOf('GB/T 1-2020', [{ name: 'A1', mechanical: [{ condition: 'as-rolled', yieldMin: 355, tensileMin: 470, ref: 'Table 7' }] }])])).toEqual([]);
  });

  it('reports a tensile minimum below the yield minimum in a mechanical row', () => {
    const problems = checkIntegrity([fileOf('GB/T 1-2020', [{ name: 'A1', mechanical: [{ condition: 'as-rolled', yieldMin: 500, tensileMin: 470, ref: 'Table 7' }] }])]);
    expect(problems).toEqual(['GB/T 1-2020.json: A1: mechanical row 1: tensile minimum 470 below yield minimum 500']);
  });

  it('reports element minima adding up to more than 100 %, leaving sums and carbon equivalents out', () => {
    const composition = (nickelMin: number) => [
      { el: 'Cr', min: 60, ref: 'Table 1' },
      { el: 'Ni', min: nickelMin, ref: 'Table 1' },
      { el: 'Cr+Mo+Ni', min: 90, ref: 'Table 1' },
      { el: 'CEV', min: 40, ref: 'Table 1' },
    ];
    expect(checkIntegrity([fileOf('GB/T 1-2020', [{ name: 'A1', composition: composition(40) }])])).toEqual([]);
    expect(checkIntegrity([fileOf('GB/T 1-2020', [{ name: 'A1', composition: composition(41) }])])).toEqual([
      'GB/T 1-2020.json: A1: element minima add up to 101 % (over 100 %)',
    ]);
  });

  it('reports a value, equivalence or former name without a source', () => {
    const problems = checkIntegrity([
      fileOf('GB/T 1-2020', [
        {
          name: 'A1',
          composition: [{ el: 'C', max: 0.2, ref: ' ' }],
          equivalents: [{ standard: 'EN 10025-2', grade: 'S355JR', ref: ' ' }],
          formerNames: [{ name: 'B1', standard: 'GB/T 1-2000', ref: ' ' }],
        },
      ]),
    ]);
    expect(problems).toEqual([
      'GB/T 1-2020.json: A1: composition C has no source (ref)',
      'GB/T 1-2020.json: A1: equivalent EN 10025-2 S355JR has no source (ref)',
      'GB/T 1-2020.json: A1: former name B1 has no source (ref)',
    ]);
  });

  it('reports a grade twice within a standard and a standard in two files', () => {
    expect(checkIntegrity([fileOf('GB/T 1-2020', [{ name: 'A1' }, { name: 'A1' }]), fileOf('GB/T 1-2020', [{ name: 'A2' }], 'other.json')])).toEqual([
      'GB/T 1-2020.json: grade A1 twice',
      'other.json: standard GB/T 1-2020 also in GB/T 1-2020.json',
    ]);
  });

  it('reports a former name claimed by two designations, or that is the grade’s own name', () => {
    const former = (name: string) => [{ name, standard: 'GB/T 1-2000', ref: 'Foreword' }];
    const problems = checkIntegrity([fileOf('GB/T 1-2020', [{ name: 'A1', formerNames: former('B1') }, { name: 'A2', formerNames: former('b-1') }, { name: 'A3', formerNames: former('A3') }])]);
    expect(problems).toEqual([
      'GB/T 1-2020.json: A3: former name A3 is also its name or alias',
      '"b1" names several designations: GB/T 1-2020.json: A1 (former name); GB/T 1-2020.json: A2 (former name)',
    ]);
  });

  it('reports aliases and former names that are another designation’s name or alias in the same type, as clashes the check lists', () => {
    const files = [
      fileOf('GB/T 1-2020', [{ name: 'A1', aliases: ['X1'] }, { name: 'A2', formerNames: [{ name: 'C1', standard: 'GB/T 1-2000', ref: 'Foreword' }] }]),
      fileOf('GB/T 2-2020', [{ name: 'X1' }, { name: 'C1' }, { name: 'A1', aliases: ['X1'] }]),
      // Grades that give each other's name as an alias are a stated cross-reference, not a clash.
      fileOf('GB/T 3-2020', [{ name: 'L245', aliases: ['B'] }]),
      fileOf('API 5L-2018', [{ name: 'B', aliases: ['L245'] }]),
      // Another type may use the same name.
      fileOf('AWS A5.1-2012', [{ name: 'Y1', aliases: ['X1'] }], 'welding.json', 'welding'),
    ];
    expect(nameClashes(files)).toEqual([
      { error: false, text: '"x1" names several designations: GB/T 1-2020.json: A1 (alias); GB/T 2-2020.json: X1 (name)' },
      { error: false, text: '"c1" names several designations: GB/T 1-2020.json: A2 (former name); GB/T 2-2020.json: C1 (name)' },
    ]);
    expect(checkIntegrity(files)).toEqual([]);
  });
});

describe('catalogue in the database', () => {
  it('holds every grade of the files', async () => {
    const expected = files.reduce((sum, file) => sum + file.data.grades.length, 0);
    expect(await count(sql`select count(*)::int as n from material_grades where not synthetic`)).toBe(expected);
  });

  it('ties every value to a source of its own grade’s standard', async () => {
    for (const table of ['material_compositions', 'material_mechanical', 'material_physical', 'material_equivalents']) {
      const orphans = await count(sql`
        select count(*)::int as n from ${sql.raw(table)} x
          join material_grades g on g.id = x.grade_id
          left join value_sources v on v.id = x.source_id
         where v.id is null or v.standard_id is distinct from g.standard_id`);
      expect(orphans, table).toBe(0);
    }
    expect(await count(sql`select count(*)::int as n from material_compositions where min > max`)).toBe(0);
  });

  it('reloads nothing when no file changed', async () => {
    const before = await count(sql`select max(id)::int as n from material_compositions`);
    expect(await seedCatalogue(t.db, files)).toBe(false);
    expect(await count(sql`select max(id)::int as n from material_compositions`)).toBe(before);
  });

  it('updates the rows of a changed file, removes dropped grades and files, and keeps ids and favourites', async () => {
    const gb700 = files.find((file) => file.data.standard.code === 'GB/T 700-2006')!;
    const q235bId = await count(sql`select id as n from material_grades where name = 'Q235B' and not synthetic`);
    const alice = await t.loginAs('demo-individual');
    await t.call(API.collections.saveCollection, { gradeId: q235bId }, { token: alice });

    const changed: LoadedFile = structuredClone(gb700);
    changed.hash = 'changed';
    changed.data.grades = changed.data.grades.filter((grade) => grade.name !== 'Q195');
    const q235b = changed.data.grades.find((grade) => grade.name === 'Q235B')!;
    q235b.composition[0] = { ...q235b.composition[0], max: 0.19 };
    const others = files.filter((file) => file !== gb700 && file.data.standard.code !== 'JIS G 3101:2020');
    expect(await seedCatalogue(t.db, [...others, changed])).toBe(true);

    expect(await count(sql`select id as n from material_grades where name = 'Q235B' and not synthetic`)).toBe(q235bId);
    const { rows } = await t.db.execute<{ max: number }>(
      sql`select max from material_compositions where grade_id = ${q235bId} and el = 'C'`,
    );
    expect(rows[0].max).toBe(0.19);
    expect(await count(sql`select count(*)::int as n from material_grades where name = 'Q195'`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from material_standards where code = 'JIS G 3101:2020'`)).toBe(0);
    expect((await t.call(API.collections.listCollection, {}, { token: alice })).body.data.total).toBe(1);

    // Back to the files as they are.
    expect(await seedCatalogue(t.db, files)).toBe(true);
    expect(await count(sql`select count(*)::int as n from material_grades where not synthetic`)).toBe(
      files.reduce((sum, file) => sum + file.data.grades.length, 0),
    );
  });
});

describe('synthetic grades (npm run seed:synthetic)', () => {
  it('adds marked grades with values, which the search finds, and removes them again', async () => {
    const catalogue = await count(sql`select count(*)::int as n from material_grades`);
    expect(await seedSynthetic(t.db, 120, { seed: 7 })).toBe(120);
    expect(await count(sql`select count(*)::int as n from material_grades where synthetic`)).toBe(120);
    expect(await count(sql`select count(*)::int as n from material_standards where origin = 'synthetic' and code not like 'SYNTH-%'`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from material_grades g where synthetic and not exists (
      select 1 from material_compositions c where c.grade_id = g.id)`)).toBe(0);
    const [grade] = (await t.db.execute<{ name: string; type: 'steel' | 'welding' | 'aluminium' }>(
      sql`select name, type from material_grades where synthetic order by id limit 1`,
    )).rows;
    const api = { steel: API.steelName, welding: API.weldingMetal, aluminium: API.alloyName }[grade.type];
    const found = await t.call(api.search, { keyword: grade.name });
    expect(found.body.data.list[0].name).toBe(grade.name);
    expect(found.body.data.list[0].standard.code).toMatch(/^SYNTH-/);

    // A catalogue reload leaves them alone.
    expect(await seedCatalogue(t.db, files)).toBe(false);
    expect(await removeSynthetic(t.db)).toBeGreaterThan(0);
    expect(await count(sql`select count(*)::int as n from material_grades`)).toBe(catalogue);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API, materialsApi } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';

const { steelName, weldingMetal, alloyName } = API;
let t: TestApp;
let alice: string;
const id: Record<string, number> = {};

/** The catalogue id of a grade, by its name within its standard. */
async function gradeId(name: string, standard: string) {
  const { rows } = await t.db.execute<{ id: number }>(sql`
    select g.id from material_grades g join material_standards s on s.id = g.standard_id
     where g.name = ${name} and s.number = ${standard}`);
  if (!rows[0]) throw new Error(`no ${name} in ${standard}`);
  return rows[0].id;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.loginAs('demo-individual');
  id.S355J2 = await gradeId('S355J2', 'EN 10025-2');
  id.S235JR = await gradeId('S235JR', 'EN 10025-2');
  id.Q235B = await gradeId('Q235B', 'GB/T 700');
  id['06Cr19Ni10'] = await gradeId('06Cr19Ni10', 'GB/T 20878');
  id['304'] = await gradeId('304', 'ASTM A240');
  // GB/T 20878 Annex B names EN 10088-1's designation: its grade there, not the EN 10088-2 twin.
  id['X5CrNi18-10'] = await gradeId('X5CrNi18-10', 'EN 10088-1');
  id['ER70S-6'] = await gradeId('ER70S-6', 'AWS A5.18');
  id['6061-T6'] = await gradeId('6061-T6', 'GB/T 3880.2');
});
afterAll(() => t?.close());

const NOT_FOUND = { code: -1, data: null, msg: 'No corresponding ID' };

describe('detail', () => {
  it('gives composition, properties, heat treatment and uses, every value with its source', async () => {
    const response = await t.call(steelName.detail, { id: id.Q235B });
    expect(response.status).toBe(200);
    const grade = response.body.data;
    expect(grade).toMatchObject({ id: id.Q235B, name: 'Q235B', type: 'steel', standard: { code: 'GB/T 700-2006' }, favourite: false });
    expect(grade.composition[0]).toEqual({
      el: 'C',
      min: null,
      max: 0.2,
      typical: null,
      // The caller's language (Chinese without Accept-Language): the catalogue's note translated (seed/catalogue/i18n).
      note: '经需方同意 ≤0.22',
      source: { code: 'GB/T 700-2006', ref: 'Table 1' },
    });
    expect(grade.mechanical.length).toBeGreaterThan(3);
    for (const value of [...grade.composition, ...grade.mechanical, ...grade.physical, ...grade.equivalents]) {
      expect(value.source.code).toBe('GB/T 700-2006');
      expect(value.source.ref).not.toBe('');
    }
    expect(grade.heatTreatment?.en).toMatch(/hot-rolled/);
    expect(grade.uses?.zh).toBeTruthy();
  });

  it('counts every view', async () => {
    const before = (await t.call(steelName.detail, { id: id.S235JR })).body.data.viewCount;
    await t.call(steelName.detail, { id: id.S235JR }, { token: alice });
    const after = (await t.call(steelName.detail, { id: id.S235JR })).body.data.viewCount;
    expect(after).toBe(before + 2);
    const { rows } = await t.db.execute<{ signed_in: number }>(
      sql`select count(user_id)::int as signed_in from grade_views where grade_id = ${id.S235JR}`,
    );
    expect(rows[0].signed_in).toBe(1);
  });

  it('says whether the caller keeps the grade as a favourite', async () => {
    await t.call(API.collections.saveCollection, { gradeId: id.S355J2 }, { token: alice });
    expect((await t.call(steelName.detail, { id: id.S355J2 }, { token: alice })).body.data.favourite).toBe(true);
    expect((await t.call(steelName.detail, { id: id.S355J2 })).body.data.favourite).toBe(false);
    const bob = await t.loginAs('demo-company');
    expect((await t.call(steelName.detail, { id: id.S355J2 }, { token: bob })).body.data.favourite).toBe(false);
  });

  it('links equivalents to catalogue grades where they exist', async () => {
    const { equivalents } = (await t.call(steelName.detail, { id: id['06Cr19Ni10'] })).body.data;
    expect(equivalents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ standard: 'ASTM A959', grade: 'S30400 / 304', gradeId: id['304'] }),
        expect.objectContaining({ standard: 'EN 10088-1', grade: '1.4301 / X5CrNi18-10', gradeId: id['X5CrNi18-10'] }),
      ]),
    );
    for (const equivalent of equivalents) expect(equivalent.source).toEqual({ code: 'GB/T 20878-2007', ref: expect.any(String) });
    const unlinked = equivalents.filter((equivalent) => equivalent.gradeId === null);
    for (const equivalent of unlinked) {
      const found = await t.call(steelName.search, { keyword: equivalent.grade.split(' / ')[0] });
      expect(found.body.data.list.map((grade) => grade.name)).not.toContain(equivalent.grade);
    }
  });

  it('answers 404 for a missing id and for a grade of another type', async () => {
    for (const response of [
      await t.call(steelName.detail, { id: 999999 }, { lang: 'en' }),
      await t.call(weldingMetal.detail, { id: id.Q235B }, { lang: 'en' }),
      await t.call(alloyName.detail, { id: id['ER70S-6'] }, { lang: 'en' }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual(NOT_FOUND);
    }
    expect((await t.call(weldingMetal.detail, { id: id['ER70S-6'] })).body.data.name).toBe('ER70S-6');
    expect((await t.call(alloyName.detail, { id: id['6061-T6'] })).body.data.temper).toBe('T6');
  });

  it('refuses an id that is not a positive number', async () => {
    for (const input of [{}, { id: 'abc' }, { id: 0 }, { id: -3 }]) {
      expect((await t.call(steelName.detail, input)).status).toBe(400);
    }
  });
});

describe('standard detail, properties and conditions', () => {
  it('gives a standard with its grades of the type', async () => {
    const standardId = (await t.call(steelName.detail, { id: id.Q235B })).body.data.standard.id;
    const response = await t.call(steelName.standDetail, { id: standardId });
    expect(response.status).toBe(200);
    expect(response.body.data.standard).toMatchObject({ code: 'GB/T 700-2006', title: { zh: '碳素结构钢' } });
    expect(response.body.data.grades.map((grade) => grade.name)).toEqual(expect.arrayContaining(['Q195', 'Q235A', 'Q275D']));
    expect((await t.call(weldingMetal.standDetail, { id: standardId })).status).toBe(404);
    expect((await t.call(steelName.standDetail, { id: 999999 })).status).toBe(404);
  });

  it('filters properties by condition and by a thickness in the band', async () => {
    const all = (await t.call(steelName.materialProperties, { id: id.S355J2 })).body.data;
    expect(all.length).toBeGreaterThan(20);
    const at20 = (await t.call(steelName.materialProperties, { id: id.S355J2, thickness: 20 })).body.data;
    expect(at20.filter((row) => row.yieldMin !== null).map((row) => row.yieldMin)).toEqual([345]);
    expect(at20.filter((row) => row.tensileMin !== null).map((row) => [row.tensileMin, row.tensileMax])).toEqual([[470, 630]]);
    expect(at20.filter((row) => row.elongationMin !== null).map((row) => [row.direction, row.elongationMin])).toEqual([
      ['L', 22],
      ['T', 20],
    ]);
    expect(at20.find((row) => row.impactEnergyMin !== null)).toMatchObject({ impactEnergyMin: 27, impactTempC: -20 });
    // On a band boundary both bands apply.
    const at16 = (await t.call(steelName.materialProperties, { id: id.S355J2, thickness: 16 })).body.data;
    expect(at16.filter((row) => row.yieldMin !== null).map((row) => row.yieldMin)).toEqual([355, 345]);
    const conditionName = all[0].condition;
    expect((await t.call(steelName.materialProperties, { id: id.S355J2, condition: conditionName })).body.data).toHaveLength(all.length);
    expect((await t.call(steelName.materialProperties, { id: id.S355J2, condition: 'annealed' })).body.data).toEqual([]);
    expect((await t.call(weldingMetal.materialProperties, { id: id.S355J2 })).status).toBe(404);
    expect((await t.call(steelName.materialProperties, { id: id.S355J2, thickness: -1 })).status).toBe(400);
  });

  it('lists the conditions with their thickness bands', async () => {
    const conditions = (await t.call(steelName.conditions, { id: id.S355J2 })).body.data;
    expect(conditions).toHaveLength(1);
    expect(conditions[0].bands).toEqual(expect.arrayContaining([[0, 16], [16, 40], [250, 400]]));
    expect(new Set(conditions[0].bands.map((band) => band.join('-'))).size).toBe(conditions[0].bands.length);
    const aluminium = (await t.call(alloyName.conditions, { id: id['6061-T6'] })).body.data;
    expect(aluminium.map((condition) => condition.condition)).toEqual(['T6/T651']);
    expect((await t.call(alloyName.conditions, { id: id.S355J2 })).status).toBe(404);
  });
});

describe('comparison', () => {
  const compare = (ids: unknown, lang: 'en' | 'zh' = 'en', endpoint = steelName.comparison) => t.call(endpoint, { ids }, { lang });

  it('gives two to six grades in the order asked', async () => {
    const response = await compare([id.S355J2, id.Q235B, id['304']]);
    expect(response.status).toBe(200);
    expect(response.body.data.grades.map((grade) => grade.name)).toEqual(['S355J2', 'Q235B', '304']);
    expect(response.body.data.grades[0].composition.length).toBeGreaterThan(0);
  });

  it.each([
    ['en', [5], 'at least two data items must be selected'],
    ['zh', [5], '至少需要选择两条数据'],
    ['en', [], 'at least two data items must be selected'],
    ['en', [1, 2, 3, 4, 5, 6, 7], 'At most 6 records can be compared'],
    ['zh', [1, 2, 3, 4, 5, 6, 7], '最多可对比 6 条记录'],
  ] as const)('refuses (%s) %o', async (lang, ids, msg) => {
    const response = await compare(ids, lang);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: -1, msg });
  });

  it('counts the same grade twice once', async () => {
    const response = await compare([id.Q235B, id.Q235B]);
    expect(response.body).toMatchObject({ code: -1, msg: 'at least two data items must be selected' });
  });

  it.each(['en', 'zh'] as const)('refuses grades of different types (%s)', async (lang) => {
    const msg = lang === 'en' ? 'Different material types cannot be compared together' : '不同材料类型不能一起对比';
    for (const [ids, endpoint] of [
      [[id.S355J2, id['ER70S-6']], steelName.comparison],
      [[id['ER70S-6'], id['6061-T6']], weldingMetal.comparison],
      [[id.S355J2, id.Q235B], alloyName.comparison],
    ] as const) {
      const response = await compare(ids, lang, endpoint);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: -1, data: null, msg });
    }
  });

  it('answers 404 for an unknown id', async () => {
    const response = await compare([id.S355J2, 999999]);
    expect(response.status).toBe(404);
    expect(response.body).toEqual(NOT_FOUND);
  });

  it('does not count views', async () => {
    const count = async () =>
      (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from grade_views where grade_id = ${id['304']}`)).rows[0].n;
    const before = await count();
    await compare([id.S355J2, id['304']]);
    expect(await count()).toBe(before);
  });

  it('is the same for every type', async () => {
    expect((await compare([id['ER70S-6'], await gradeId('ER70S-3', 'AWS A5.18')], 'en', materialsApi.welding.comparison)).status).toBe(200);
    expect((await compare([id['6061-T6'], await gradeId('6061-O', 'GB/T 3880.2')], 'en', materialsApi.aluminium.comparison)).status).toBe(200);
  });
});

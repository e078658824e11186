import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, MATCH_RESULT_LIMIT, type Language } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { gradeId } from './testGrades';

const { condition, steelList, results, contrast, weldingResults } = API.intelligentMatching;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Member = [standard: string, name: string, country: string];
const id = ([standard, name]: Member) => gradeId(t.db, standard, name);

/**
 * The first results of a grade in a country (the question "what is X in country Y?"), as country|name: a grade that
 * several product standards of a country publish is listed once, from one of them (twins.ts).
 */
async function topIn(query: Member, country: string, size = 5) {
  const response = await t.call(results, { gradeId: await id(query), targetCountries: [country], pageSize: size });
  expect(response.status, response.body.msg).toBe(200);
  return response.body.data.list.map((result) => `${result.grade.standard.country}|${result.grade.name}`);
}

/** Every ordered pair of a family whose target is not among the query's first `size` in the target's country. */
async function missesOf(family: Member[], size = 5) {
  const misses: string[] = [];
  for (const query of family) {
    for (const target of family.filter((member) => member !== query)) {
      if (!(await topIn(query, target[2], size)).includes(`${target[2]}|${target[1]}`)) misses.push(`${query[1]} → ${target[1]}`);
    }
  }
  return misses;
}

describe('cross-reference families find each other in their top 5, through HTTP on the database', () => {
  const FAMILIES: Member[][] = [
    [['GB/T 1591', 'Q355B', 'CN'], ['EN 10025-2', 'S355JR', 'EU']],
    [['GB/T 699', '45', 'CN'], ['EN 10083-2', 'C45', 'EU'], ['SAE J403', '1045', 'US'], ['JIS G 4051', 'S45C', 'JP']],
    [['GB/T 3077', '42CrMo', 'CN'], ['EN 10083-3', '42CrMo4', 'EU'], ['SAE J404', '4140', 'US'], ['JIS G 4053', 'SCM440', 'JP']],
    [['GB/T 20878', '022Cr17Ni12Mo2', 'CN'], ['EN 10088-2', 'X2CrNiMo17-12-2', 'EU'], ['ASTM A240', '316L', 'US'], ['JIS G 4303', 'SUS316L', 'JP']],
    [['GB/T 3880.2', '6061-T6', 'CN'], ['EN 485-2', 'EN AW-6061-T6', 'EU']],
  ];
  it.each(FAMILIES.map((family) => [family.map(([, name]) => name).join(' / '), family] as const))('%s', async (_, family) => {
    expect(await missesOf(family)).toEqual([]);
  });

  it('Q235B / S235JR / A36 (plates) / SS400 in their top 12 (JIS has eight 400 MPa structural grades)', async () => {
    const family: Member[] = [['GB/T 700', 'Q235B', 'CN'], ['EN 10025-2', 'S235JR', 'EU'], ['ASTM A36', 'A36 (plates)', 'US'], ['JIS G 3101', 'SS400', 'JP']];
    expect(await missesOf(family, 12)).toEqual([]);
  });

  it('Q355B against EN and ASTM: S355 grades on top for EN, each result explained and linked to its grade', async () => {
    const q355 = await id(['GB/T 1591', 'Q355B', 'CN']);
    const en = await t.call(results, { gradeId: q355, targetCountries: ['EU'], pageSize: 5 });
    expect(en.body.data.query).toMatchObject({ grade: { id: q355, name: 'Q355B' }, type: 'steel', condition: 'asRolled', thickness: null });
    expect(en.body.data.list[0].grade.name).toBe('S355JR');
    expect(en.body.data.list.slice(0, 3).every((result) => result.grade.name.startsWith('S355'))).toBe(true);
    const [best] = en.body.data.list;
    const parts = [...best.explanation.composition.elements, ...best.explanation.properties.items, best.explanation.category];
    expect(parts.reduce((sum, part) => sum + part.points, 0)).toBeCloseTo(best.score, 5);
    expect(best.grade).toMatchObject({ type: 'steel', standard: { number: 'EN 10025-2', country: 'EU' } });

    const us = await t.call(results, { gradeId: q355, targetCountries: ['US'], pageSize: 5 });
    expect(us.body.data.list.length).toBe(5);
    expect(us.body.data.list.every((result) => result.grade.standard.country === 'US')).toBe(true);
    const standards = await t.call(results, { gradeId: q355, targetStandards: ['EN 10025-2', 'ASTM A36'], pageSize: 40 });
    expect(new Set(standards.body.data.list.map((result) => result.grade.standard.number))).toEqual(new Set(['EN 10025-2', 'ASTM A36']));
  });

  it('an entered composition and properties find the grades they describe', async () => {
    const response = await t.call(results, {
      type: 'steel',
      elements: [
        { el: 'C', max: 0.08 },
        { el: 'Cr', min: 18, max: 20 },
        { el: 'Ni', min: 8, max: 10.5 },
        { el: 'Mn', max: 2 },
      ],
      properties: [{ property: 'tensile', min: 515 }],
      targetCountries: ['US'],
      pageSize: 3,
    });
    expect(response.status).toBe(200);
    expect(response.body.data.query.grade).toBeNull();
    expect(response.body.data.list[0].grade.name).toBe('304');
  });
});

describe('welding consumables', () => {
  const consumablesOf = (data: { processes: { process: string; consumables: { grade: { name: string } }[] }[] }, process: string) =>
    data.processes.find((item) => item.process === process)!.consumables.map((item) => item.grade.name);

  it('316L: ER316L first', async () => {
    const response = await t.call(weldingResults, { baseIds: [await id(['ASTM A240', '316L', 'US'])] });
    expect(response.status).toBe(200);
    expect(response.body.data.families.primary).toEqual(['316']);
    expect(consumablesOf(response.body.data, 'GTAW')[0]).toBe('ER316L');
    expect(consumablesOf(response.body.data, 'GMAW')[0]).toBe('ER316L');
    expect(response.body.data.bases[0]).toMatchObject({ kind: 'austenitic', grade: { name: '316L' } });
  });

  it('Q235B welded to 304: ER309L first, as a dissimilar joint', async () => {
    const response = await t.call(weldingResults, { baseIds: [await id(['GB/T 700', 'Q235B', 'CN']), await id(['ASTM A240', '304', 'US'])] });
    expect(response.body.data.families).toEqual({ primary: ['309'], secondary: ['312'] });
    const gtaw = response.body.data.processes.find((item) => item.process === 'GTAW')!;
    expect(gtaw.consumables[0].grade.name).toBe('ER309L');
    expect(gtaw.consumables[0].reasons.map((reason) => reason.code)).toEqual(expect.arrayContaining(['familyMatch', 'dissimilarJoint', 'lowCarbonFiller']));
    expect(gtaw.consumables.map((item) => item.rank)).toEqual(gtaw.consumables.map((_, index) => index + 1));
  });

  it('one process when asked, with the limit', async () => {
    const response = await t.call(weldingResults, { baseIds: [await id(['GB/T 1591', 'Q355B', 'CN'])], process: 'SMAW', limit: 3 });
    expect(response.body.data.processes.map((item) => item.process)).toEqual(['SMAW']);
    expect(response.body.data.processes[0].consumables).toHaveLength(3);
  });
});

describe('paging', () => {
  it('pages through the best 100 without gaps or repeats', async () => {
    const query = { gradeId: await id(['GB/T 700', 'Q235B', 'CN']), pageSize: 10 };
    const first = (await t.call(results, { ...query, pageNum: 1 })).body.data;
    const second = (await t.call(results, { ...query, pageNum: 2 })).body.data;
    expect(first.total).toBe(MATCH_RESULT_LIMIT);
    expect(first.list.map((result) => result.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(second.list.map((result) => result.rank)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    const twenty = (await t.call(results, { ...query, pageSize: 20 })).body.data.list;
    expect([...first.list, ...second.list].map((result) => result.grade.id)).toEqual(twenty.map((result) => result.grade.id));
    expect(second.list[0].score).toBeLessThanOrEqual(first.list[9].score);
    const beyond = (await t.call(results, { ...query, pageNum: 11 })).body.data;
    expect(beyond).toMatchObject({ list: [], total: MATCH_RESULT_LIMIT, pageNum: 11 });
  });

  it('counts what a small target holds', async () => {
    const data = (await t.call(results, { gradeId: await id(['GB/T 700', 'Q235B', 'CN']), targetStandards: ['JIS G 3101'], pageSize: 100 })).body.data;
    expect(data.total).toBe(data.list.length);
    expect(data.total).toBeGreaterThan(0);
    expect(data.total).toBeLessThan(20);
  });
});

describe('the grade picker and what can be matched on', () => {
  it('finds grades by name, prefix, alias or material number, best first, paged', async () => {
    const exact = (await t.call(steelList, { keyword: 'S355JR' })).body.data;
    expect(exact.list[0].name).toBe('S355JR');
    const numbered = (await t.call(steelList, { keyword: '1.4301' })).body.data;
    expect(numbered.list.map((grade) => grade.name)).toContain('X5CrNi18-10');
    const prefix = (await t.call(steelList, { keyword: 'q235', pageSize: 4 })).body.data;
    expect(prefix.list.map((grade) => grade.name).sort()).toEqual(['Q235A', 'Q235B', 'Q235C', 'Q235D']);
    const welding = (await t.call(steelList, { keyword: 'ER70S-6', type: 'welding' })).body.data;
    expect(welding.list[0].name).toBe('ER70S-6');
    const filtered = (await t.call(steelList, { standard: 'GB/T 1591', pageSize: 100 })).body.data;
    expect(filtered.total).toBe(filtered.list.length);
    expect(filtered.list.every((grade) => grade.standard.number === 'GB/T 1591')).toBe(true);
    const page2 = (await t.call(steelList, { country: 'JP', pageNum: 2, pageSize: 5 })).body.data;
    expect(page2.list).toHaveLength(5);
    expect(page2.list.every((grade) => grade.standard.country === 'JP')).toBe(true);
  });

  it('lists types, standards, countries, elements, properties, conditions, processes and limits', async () => {
    const steel = (await t.call(condition, { type: 'steel' })).body.data;
    expect(steel.types.map((type) => type.key)).toEqual(['steel', 'welding', 'aluminium']);
    expect(steel.standards).toEqual(expect.arrayContaining([expect.objectContaining({ number: 'EN 10025-2', country: 'EU' })]));
    expect(steel.countries.map((country) => country.key)).toEqual(expect.arrayContaining(['CN', 'EU', 'US', 'JP']));
    expect(steel.elements).toEqual(expect.arrayContaining(['C', 'Mn', 'Cr', 'Ni', 'Mo']));
    expect(steel.conditions.map((item) => item.key)).toEqual(expect.arrayContaining(['asRolled', 'normalized', 'quenchedTempered']));
    expect(steel.limits).toEqual({ results: 100, contrastMin: 2, contrastMax: 6, weldingBases: 2 });
    const welding = (await t.call(condition, { type: 'welding' })).body.data;
    expect(welding.processes).toEqual(expect.arrayContaining(['SMAW', 'GMAW', 'GTAW']));
  });
});

describe('contrast', () => {
  it('puts 2–6 grades of one type side by side with every pair scored', async () => {
    const ids = [await id(['GB/T 1591', 'Q355B', 'CN']), await id(['EN 10025-2', 'S355JR', 'EU']), await id(['ASTM A36', 'A36 (plates)', 'US'])];
    const data = (await t.call(contrast, { ids })).body.data;
    expect(data.grades.map((grade) => grade.id)).toEqual(ids);
    expect(data.pairs.map((pair) => [pair.a, pair.b])).toEqual([[ids[0], ids[1]], [ids[0], ids[2]], [ids[1], ids[2]]]);
    expect(data.elements.find((row) => row.el === 'C')!.values).toHaveLength(3);
    expect(data.properties.map((row) => row.property)).toContain('yield');
    const single = (await t.call(results, { gradeId: ids[0], targetStandards: ['EN 10025-2'], pageSize: 1 })).body.data.list[0];
    expect(single.grade.id).toBe(ids[1]);
    expect(data.pairs[0].score).toBe(single.score);
  });
});

describe('rules and messages, in both languages', () => {
  const refused = async (endpoint: Parameters<TestApp['call']>[0], input: unknown, lang: Language) => {
    const response = await t.call(endpoint, input, { lang });
    return { status: response.status, code: response.body.code, msg: response.body.msg };
  };
  const bad = (msg: string) => ({ status: 400, code: -1, msg });

  it.each([
    ['en', 'Brand/grade cannot be empty', 'at least two data items must be selected', 'No corresponding ID'],
    ['zh', '牌号不能为空', '至少需要选择两条数据', '没有对应的ID'],
  ] as const)('%s', async (lang, gradeRequired, atLeastTwo, noSuchId) => {
    expect(await refused(results, {}, lang)).toEqual(bad(gradeRequired));
    expect(await refused(results, { elements: [{ el: 'C' }], properties: [] }, lang)).toEqual(bad(gradeRequired));
    expect(await refused(contrast, { ids: [1] }, lang)).toEqual(bad(atLeastTwo));
    expect(await refused(contrast, { ids: [1, 1] }, lang)).toEqual(bad(atLeastTwo));
    expect(await refused(results, { gradeId: 999999 }, lang)).toEqual({ status: 404, code: -1, msg: noSuchId });
  });

  it('refuses bad entries with the reason', async () => {
    const en = (endpoint: Parameters<TestApp['call']>[0], input: unknown) => refused(endpoint, input, 'en');
    const q235 = await id(['GB/T 700', 'Q235B', 'CN']);
    const er70 = await id(['AWS A5.18', 'ER70S-6', 'US']);
    const alloy = await id(['GB/T 3880.2', '6061-T6', 'CN']);
    expect(await en(results, { elements: [{ el: 'C', min: 0.3, max: 0.2 }] })).toEqual(bad('Maximum cannot be less than minimum'));
    expect(await en(results, { elements: [{ el: 'C', max: 0.2 }, { el: 'C', max: 0.3 }] })).toEqual(bad('Each element can be entered only once'));
    expect(await en(results, { elements: [{ el: 'carbon', max: 0.2 }] })).toEqual(bad('Chemical composition rows must have a selected element'));
    expect(await en(contrast, { ids: [1, 2, 3, 4, 5, 6, 7] })).toEqual(bad('At most 6 records can be compared'));
    expect(await en(contrast, { ids: [q235, alloy] })).toEqual(bad('Different material types cannot be compared together'));
    expect(await en(contrast, { ids: [q235, 999999] })).toEqual({ status: 404, code: -1, msg: 'No corresponding ID' });
    expect(await en(weldingResults, { baseIds: [] })).toEqual(bad('Brand/grade cannot be empty'));
    expect(await en(weldingResults, { baseIds: [q235, q235] })).toEqual(bad('The two base metals of a joint must be different'));
    expect(await en(weldingResults, { baseIds: [q235, alloy, er70] })).toEqual(bad('Choose one base metal, or two for a joint'));
    expect(await en(weldingResults, { baseIds: [q235, er70] })).toEqual(bad('A welding consumable cannot be a base metal'));
    expect(await en(weldingResults, { baseIds: [999999] })).toEqual({ status: 404, code: -1, msg: 'No corresponding ID' });
    expect((await en(steelList, { keyword: 'x'.repeat(101) })).status).toBe(400);
  });
});

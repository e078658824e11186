import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { fakeClock } from '../../../../tests/support/clock';
import { contextOf } from '../engine/builtin/testContext';
import { chartProperty } from './chartProperty';
import { compareGrades } from './compareGrades';
import { convertUnit } from './convertUnit';
import { draftDocument } from './draftDocument';
import { equivalents } from './equivalents';
import { findGrades } from './findGrades';
import { gradeComposition } from './gradeComposition';
import { gradeProperty } from './gradeProperty';
import { recogniseGrades } from './grades';
import { standardInfo } from './standardInfo';
import { weldingConsumables } from './weldingConsumables';

const clock = fakeClock(new Date(Date.now() + 86_400_000));
let t: TestApp;
let asCompany: Awaited<ReturnType<typeof contextOf>>;
let asLab: Awaited<ReturnType<typeof contextOf>>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  [asCompany, asLab] = await Promise.all([contextOf(t.db, 'demo-company', clock), contextOf(t.db, 'demo-lab', clock)]);
});
afterAll(() => t?.close());

const gradeId = async (name: string, standard: string) =>
  Number(
    (await t.db.execute<{ id: number }>(sql`select g.id from material_grades g join material_standards s on s.id = g.standard_id where g.name = ${name} and s.code = ${standard}`))
      .rows[0].id,
  );

describe('findGrades', () => {
  it('recognises names, aliases, material numbers and UNS numbers, ignoring case, spaces and punctuation', async () => {
    const names = async (text: string) => (await recogniseGrades(asCompany('zh'), text)).map((mention) => mention.grades.map((grade) => `${grade.name}|${grade.standardCode}`));
    expect(await names('q355b 的屈服')).toEqual([['Q355B|GB/T 1591-2018']]);
    expect(await names('S355 J2 and s355-j2')).toEqual([['S355J2|EN 10025-2:2019'], ['S355J2|EN 10025-2:2019']]);
    expect(await names('1.4301 的成分')).toEqual([['X5CrNi18-10|EN 10088-1:2014', 'X5CrNi18-10|EN 10088-2:2014']]);
    expect(await names('UNS S30400')).toEqual([['304|ASTM A240/A240M-20a']]);
    // 06Cr19Ni10 is in GB/T 20878 and in the product standards that use its names (GB/T 1220, 3280, 4237 …).
    expect(await names('06Cr19Ni10 和 ER70S-6')).toEqual([expect.arrayContaining(['06Cr19Ni10|GB/T 20878-2007', '06Cr19Ni10|GB/T 1220-2007']), ['ER70S-6|AWS A5.18/A5.18M:2005']]);
    // A thickness, a unit value, a standard's year are no grades; "45钢" is one.
    expect(await names('Q355B 20 mm 345 MPa GB/T 3880.2-2024')).toEqual([['Q355B|GB/T 1591-2018']]);
    expect(await names('45钢')).toEqual([expect.arrayContaining(['45|GB/T 699-2015', '45|GB/T 8162-2018'])]);
  });

  it('lists every grade an ambiguous name names, unless the text names the standard', async () => {
    const [both] = await recogniseGrades(asCompany('en'), '6061-T6');
    expect(both.grades.map((grade) => grade.standardCode).sort()).toEqual(['EN 485-2:2007', 'GB/T 3880.2-2012']);
    const [one] = await recogniseGrades(asCompany('en'), '6061-T6 of GB/T 3880.2');
    expect(one.grades.map((grade) => grade.name)).toEqual(['6061-T6']);
    const found = await findGrades.run({ text: 'A36' }, asCompany('en'));
    expect(found.answered).toBe(true);
    expect(found.citations).toHaveLength(3);
    expect(found.text).toContain('several standards');
  });

  it('sees an enterprise-standard grade only for members of its company', async () => {
    await t.db.execute(sql`
      update material_grades set enterprise_standard = true, company_id = (select company_id from users where user_name = 'demo-lab')
       where name = 'SS540'`);
    expect(await recogniseGrades(asCompany('zh'), 'SS540')).toEqual([]);
    expect((await recogniseGrades(asLab('zh'), 'SS540')).map((mention) => mention.grades[0].name)).toEqual(['SS540']);
    expect((await gradeComposition.run({ grade: 'SS540' }, asCompany('zh'))).answered).toBe(false);
  });

  it('names a designation that is not in the catalogue', async () => {
    const result = await findGrades.run({ text: 'DP780 plate' }, asCompany('en'));
    expect(result).toMatchObject({ answered: false, citations: [] });
    expect(result.text).toContain('DP780');
  });
});

describe('gradeProperty', () => {
  it('gives the band containing the thickness (from < t ≤ to), with its condition and the table as source', async () => {
    const id = await gradeId('Q355B', 'GB/T 1591-2018');
    const at16 = await gradeProperty.run({ grade: 'Q355B', property: 'yield', thickness: 16 }, asCompany('zh'));
    expect(at16.text).toBe('Q355B 的上屈服强度 ReH ≥ 355 MPa（t ≤ 16 mm，热轧）[1]。');
    const above = await gradeProperty.run({ grade: 'Q355B', property: 'yield', thickness: 16.5 }, asCompany('zh'));
    expect(above.text).toBe('Q355B 的上屈服强度 ReH ≥ 345 MPa（16 < t ≤ 40 mm，热轧）[1]。');
    expect(above.citations).toEqual([
      { kind: 'grade', label: 'Q355B (GB/T 1591-2018)', source: 'GB/T 1591-2018 · 热轧钢拉伸性能表（AR）', href: `/material/detail/steel/${id}`, page: null, quote: null },
    ]);
  });

  it('gives every band without a thickness, and filters by condition', async () => {
    const all = await gradeProperty.run({ grade: 'Q355B', property: 'yield' }, asCompany('en'));
    expect(all.text.split('\n')).toHaveLength(8);
    const normalized = await gradeProperty.run({ grade: 'C45', property: 'yield', condition: 'QT', thickness: 20 }, asCompany('en'));
    expect(normalized.text).toContain('≥ 430 MPa (16 < t ≤ 40 mm, +QT, longitudinal)');
  });

  it('refuses a value the standard does not give, a thickness outside every band, and an unknown grade', async () => {
    const hardness = await gradeProperty.run({ grade: 'Q355B', property: 'hardness' }, asCompany('en'));
    expect(hardness).toMatchObject({ answered: false, citations: [] });
    expect(hardness.text).not.toMatch(/HBW|≥|≤/);
    expect((await gradeProperty.run({ grade: 'Q355B', property: 'yield', thickness: 300 }, asCompany('zh'))).answered).toBe(false);
    expect((await gradeProperty.run({ grade: 'DP780', property: 'yield' }, asCompany('zh'))).text).toContain('DP780');
  });
});

describe('the other skills', () => {
  it('composition: one element or all, cited per table', async () => {
    const carbon = await gradeComposition.run({ grade: '304', element: 'C' }, asCompany('en'));
    expect(carbon.text).toBe('304: C ≤ 0.07% [1].');
    expect(carbon.citations[0].source).toBe('ASTM A240/A240M-20a · Table 1');
  });

  it('compare: a table of every grade and cited differences', async () => {
    const result = await compareGrades.run({ grades: ['Q355B', 'S355J2', 'NOPE1'] }, asCompany('en'));
    expect(result.table?.columns).toEqual(['Item', 'Q355B (GB/T 1591-2018)', 'S355J2 (EN 10025-2:2019)']);
    expect(result.table?.rows.find((row) => row[0] === 'C (%)')).toEqual(['C (%)', '≤ 0.24', '≤ 0.2']);
    expect(result.text).toContain('NOPE1');
  });

  it('equivalents: declared ones with their source, computed ones as a similarity with the matching page', async () => {
    const id = await gradeId('06Cr19Ni10', 'GB/T 20878-2007');
    const result = await equivalents.run({ grade: '06Cr19Ni10', standard: 'GB/T 20878', targetCountry: 'US' }, asCompany('en'));
    expect(result.text).toContain('ASTM A959 S30400 / 304');
    expect(result.text).toContain('not a declared equivalence');
    expect(result.citations.find((citation) => citation.kind === 'matching')?.href).toMatch(new RegExp(`^/allServer/similarityDetail\\?ids=${id},\\d+$`));
  });

  it('welding: consumables per process, citing their pages and the welding page', async () => {
    const result = await weldingConsumables.run({ baseMetals: ['Q355B'] }, asCompany('zh'));
    expect(result.answered).toBe(true);
    expect(result.citations[0]).toMatchObject({ kind: 'welding', href: expect.stringMatching(/^\/mind\/seeDetailLHJ\?b=\d+&bn=Q355B$/) });
    expect(result.citations.slice(1).every((citation) => citation.href?.startsWith('/material/detail/welding/'))).toBe(true);
  });

  it('convertUnit: exact factors with their source; hardness refused', async () => {
    const ksi = await convertUnit.run({ value: 100, from: 'ksi', to: 'MPa' }, asCompany('en'));
    expect(ksi.text).toBe('100 ksi = 689.476 MPa [1].');
    expect(ksi.citations[0]).toMatchObject({ kind: 'conversion', href: null, source: expect.stringContaining('NIST SP 811') });
    expect((await convertUnit.run({ value: 0, from: 'C' }, asCompany('en'))).text).toContain('= 32 °F');
    expect((await convertUnit.run({ value: 200, from: 'HB', to: 'HRC' }, asCompany('en'))).answered).toBe(false);
  });

  it('standardInfo: title, year, grades and the standard page', async () => {
    const result = await standardInfo.run({ standard: 'EN 10025-2' }, asCompany('en'));
    expect(result.text).toContain('11 grades');
    expect(result.citations[0].href).toMatch(/^\/material\/standard\/steel\/\d+$/);
    expect((await standardInfo.run({ standard: 'ASTM A709' }, asCompany('en'))).answered).toBe(false);
  });

  it('chartProperty: a series per grade with a point per band, a table, missing grades named and not drawn', async () => {
    const result = await chartProperty.run({ grades: ['Q355B', 'S355J2', 'DP780'], property: 'yield' }, asCompany('en'));
    expect(result.chart?.series.map((series) => series.grade)).toEqual(['Q355B', 'S355J2']);
    expect(result.chart?.series[0].points[1]).toEqual({ thicknessFrom: 16, thicknessTo: 40, value: 345 });
    expect(result.table?.columns).toEqual(['Thickness', 'Q355B (MPa)', 'S355J2 (MPa)']);
    expect(result.text).toContain('DP780');
  });

  it('draftDocument: a datasheet, a comparison memo and a test request', async () => {
    const sheet = await draftDocument.run({ kind: 'datasheet', grades: ['Q355B'] }, asCompany('zh'));
    expect(sheet.draft?.blocks.filter((block) => block.type === 'table')).toHaveLength(2);
    const memo = await draftDocument.run({ kind: 'comparison', grades: ['Q355B', 'S355J2'] }, asCompany('en'));
    expect(memo.draft?.kind).toBe('comparison');
    const request = await draftDocument.run({ kind: 'testRequest', grades: ['S355J2'] }, asCompany('en'));
    const table = request.draft?.blocks.find((block) => block.type === 'table');
    expect(table && table.type === 'table' ? table.rows.map((row) => row[0]) : []).toEqual(['Tensile test', 'Impact test (-20 °C)', 'Chemical analysis']);
    expect(table && table.type === 'table' ? table.rows[0][3] : null).toBe('');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { equivalenceTable } from '../../db/seed/equivalents/format';
import { gradeId } from '../matching/testGrades';
import { declaredByOthers, declaredPairs } from './repository/declared';

/**
 * Declared equivalents in both directions (GB/T 20878 Annex B declares 06Cr19Ni10 ↔ S30400 / 304: the
 * ASTM A240 304 page shows 06Cr19Ni10 with that source), cross-reference tables, and matching marking them.
 */
const { steelName } = API;
const { results } = API.intelligentMatching;
const GB_ANNEX_B = { code: 'GB/T 20878-2007', ref: 'Annex B' };
let t: TestApp;
const id: Record<string, number> = {};

/** A test table (not a real standard's) that pairs 06Cr19Ni10 differently from GB/T 20878, to show both. */
const table = equivalenceTable.parse({
  source: { code: 'TEST 1-2026', title: { zh: '测试对照表', en: 'Test cross-reference table' } },
  ref: 'Table 9',
  type: 'steel',
  columns: ['GB/T 20878', 'ASTM A240', 'JIS G4303'],
  rows: [['06Cr19Ni10', '321', 'SUS-NOT-IN-CATALOGUE']],
});

beforeAll(async () => {
  t = await createTestApp();
  id['06Cr19Ni10'] = await gradeId(t.db, 'GB/T 20878', '06Cr19Ni10');
  id['304'] = await gradeId(t.db, 'ASTM A240', '304');
  id['321'] = await gradeId(t.db, 'ASTM A240', '321');
});
afterAll(() => t?.close());

describe('declared equivalents on the grade page', () => {
  it('shows the declaring grade on the declared one’s page, with the source that declared it', async () => {
    const linked = (await t.call(steelName.detail, { id: id['06Cr19Ni10'] })).body.data.equivalents.flatMap((item) => (item.gradeId === null ? [] : [item.gradeId]));
    expect(linked).toContain(id['304']);
    for (const target of linked) {
      const { equivalents } = (await t.call(steelName.detail, { id: target })).body.data;
      expect(equivalents, String(target)).toContainEqual({ standard: 'GB/T 20878-2007', grade: '06Cr19Ni10', gradeId: id['06Cr19Ni10'], source: GB_ANNEX_B });
    }
  });

  it('keeps the declaring grade’s own list as it was (no duplicate from the other direction)', async () => {
    const { equivalents } = (await t.call(steelName.detail, { id: id['06Cr19Ni10'] })).body.data;
    expect(equivalents.filter((item) => item.gradeId === id['304'])).toEqual([
      { standard: 'ASTM A959', grade: 'S30400 / 304', gradeId: id['304'], source: GB_ANNEX_B },
    ]);
  });

  it('adds a table’s pairs to both sides, and two sources that disagree are both shown', async () => {
    const forGb = (await declaredByOthers(t.db, [id['06Cr19Ni10']], [{ file: 'test.json', data: table }])).get(id['06Cr19Ni10'])!;
    expect(forGb).toEqual([
      { standard: 'ASTM A240', grade: '321', gradeId: id['321'], source: { code: 'TEST 1-2026', ref: 'Table 9' } },
      { standard: 'JIS G4303', grade: 'SUS-NOT-IN-CATALOGUE', gradeId: null, source: { code: 'TEST 1-2026', ref: 'Table 9' } },
    ]);
    const for321 = (await declaredByOthers(t.db, [id['321']], [{ file: 'test.json', data: table }])).get(id['321'])!;
    expect(for321).toContainEqual({ standard: 'GB/T 20878', grade: '06Cr19Ni10', gradeId: id['06Cr19Ni10'], source: { code: 'TEST 1-2026', ref: 'Table 9' } });

    const pairs = await declaredPairs(t.db, [{ file: 'test.json', data: table }]);
    expect(pairs.get(id['06Cr19Ni10'])).toEqual(
      expect.arrayContaining([
        { gradeId: id['304'], standard: 'GB/T 20878-2007', ref: 'Annex B' },
        { gradeId: id['321'], standard: 'TEST 1-2026', ref: 'Table 9' },
      ]),
    );
    expect(pairs.get(id['304'])).toContainEqual({ gradeId: id['06Cr19Ni10'], standard: 'GB/T 20878-2007', ref: 'Annex B' });
    expect(pairs.get(id['321'])).toContainEqual({ gradeId: id['06Cr19Ni10'], standard: 'TEST 1-2026', ref: 'Table 9' });
  });
});

describe('declared equivalents in matching', () => {
  it('marks ASTM A240 304 as declared for 06Cr19Ni10, the others not, scores as computed', async () => {
    const { list } = (await t.call(results, { gradeId: id['06Cr19Ni10'], targetCountries: ['US'], pageSize: 10 })).body.data;
    const marked = list.filter((result) => result.declared);
    expect(marked.map((result) => result.grade.id)).toContain(id['304']);
    expect(list.find((result) => result.grade.id === id['304'])!.declared).toEqual([{ standard: 'GB/T 20878-2007', ref: 'Annex B' }]);
    for (const result of list) expect(result.explanation.score).toBe(result.score);
    expect(list[0].declared).toBeDefined();
  });

  it('marks it the other way round too: 06Cr19Ni10 for ASTM A240 304', async () => {
    const { list } = (await t.call(results, { gradeId: id['304'], targetCountries: ['CN'], pageSize: 10 })).body.data;
    // 06Cr19Ni10 is listed once for China, from whichever of its product standards publishes the most (twins.ts).
    expect(list.find((result) => result.grade.name === '06Cr19Ni10')).toMatchObject({ rank: 1, declared: [{ standard: 'GB/T 20878-2007', ref: 'Annex B' }] });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { readDataSet } from '../../db/seed/datasets/seed';
import { DATA_SETS } from '../../db/seed/datasets/definitions';

const { list, rows } = API.dataSets;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('public data sets', () => {
  it('lists the two real data sets with their citations and licences', async () => {
    const sets = (await t.call(list, {})).body.data;
    expect(sets.map((set) => [set.key, set.rowCount])).toEqual([
      ['nims-steel-fatigue', 360],
      ['aluminium-alloys-composition-properties', 1154],
    ]);
    expect(sets[0].citation).toMatch(/Agrawal.*Integrating Materials and Manufacturing Innovation.*Xiong/);
    expect(sets[0].licence).toMatch(/GPL-3\.0/);
    expect(sets[1].citation).toMatch(/Bhat.*doi:10\.17632\/b6br4yk6r3\.1/);
    expect(sets[1].licence).toMatch(/CC BY 4\.0/);
    expect(sets[1].columns.find((column) => column.key === 'Mg')).toEqual({ key: 'Mg', label: { zh: 'Mg', en: 'Mg' }, unit: 'mass fraction' });
    for (const set of sets) {
      expect(set.title.zh && set.title.en && set.description.zh && set.description.en).toBeTruthy();
      for (const column of set.columns) expect(column.label.zh && column.label.en).toBeTruthy();
    }
  });

  it('pages the rows exactly as the files give them', async () => {
    const [nims, aluminium] = (await t.call(list, {})).body.data;
    const first = (await t.call(rows, { id: nims.id, pageNum: 1, pageSize: 2 })).body.data;
    expect(first.total).toBe(360);
    expect(first.list[0]).toMatchObject({
      rowNo: 1,
      normalizingTemperature: 865,
      C: 0.35,
      fatigueStrength: 397,
      tensileStrength: 736,
      hardness: 235,
    });
    const file = readDataSet(DATA_SETS[1]);
    const last = (await t.call(rows, { id: aluminium.id, pageNum: 116, pageSize: 10 })).body.data;
    expect(last.list).toHaveLength(4);
    expect(last.list.at(-1)).toEqual({ rowNo: file.rows.at(-1)!.rowNo, ...file.rows.at(-1)!.values });
    expect(first.list[0]).not.toHaveProperty('index');
    expect((await t.call(rows, { id: 999999 })).status).toBe(404);
    expect((await t.call(rows, { id: nims.id, pageSize: 101 })).status).toBe(400);
  });
});

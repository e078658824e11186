import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, MSG } from '@contract';
import { ephemeralChainKey } from '../../lib/dataChain/keys';
import { translate } from '../../lib/i18n';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { createDataSet } from '../../../tests/support/researchData';

/** Rows, statistics and charts are computed by the database: exact on a small data set, and at 100,000 rows. */
const { researchData } = API;
const key = ephemeralChainKey();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ chainKey: key });
});
afterAll(() => t.close());

const ok = <T extends { status: number; body: { msg: string } }>(answer: T) => {
  expect(answer.status, answer.body.msg).toBe(200);
  return answer;
};

describe('statistics and charts of a small data set', () => {
  it('are exact, over numeric columns only', async () => {
    const { id } = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'public' });
    const { body } = ok(await t.call(researchData.statistics, { id }));
    expect(body.data.rowCount).toBe(3);
    expect(body.data.columns.map((column) => column.key)).toEqual(['c', 'mn', 'yieldStrength', 'tensileStrength']);
    const c = body.data.columns[0];
    expect(c).toMatchObject({ count: 3, missing: 0, min: 0.15, max: 0.17 });
    expect(c.mean).toBeCloseTo(0.16, 12);
    expect(c.median).toBeCloseTo(0.16, 12);
    expect(c.std).toBeCloseTo(0.01, 12);
    expect(body.data.columns[2]).toMatchObject({ min: 365, max: 381, median: 372 });
    expect(body.data.columns[2].mean).toBeCloseTo(1118 / 3, 10);

    const chart = ok(await t.call(researchData.chart, { id, x: 'c', y: 'tensileStrength' }));
    expect(chart.body.data).toMatchObject({ total: 3, sampled: false, points: [[0.16, 521], [0.17, 515], [0.15, 530]] });
    expect(chart.body.data.x.key).toBe('c');
    for (const [x, y] of [['specimen', 'c'], ['c', 'nothing']]) {
      const refused = await t.call(researchData.chart, { id, x, y });
      expect([refused.status, refused.body.msg]).toEqual([400, translate('zh', MSG.researchColumnInvalid)]);
    }
  });
});

describe('a data set of 100,000 rows', () => {
  let id: number;
  beforeAll(async () => {
    ({ id } = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'public', rows: [] }));
    // specimen 'S<g>'; c = g; mn = 1.5 but missing every 10th row; yieldStrength 300 + g % 50, text every 4th; tensile 2g.
    await t.db.execute(sql`
      insert into research_data_rows (data_set_id, row_no, "values", from_version)
      select ${id}, g, jsonb_build_array('S' || g, g, case when g % 10 = 0 then null else 1.5 end,
                                         case when g % 4 = 0 then to_jsonb('n/a'::text) else to_jsonb(300 + g % 50) end, 2 * g), 1
      from generate_series(1, 100000) as g`);
    await t.db.execute(sql`update research_data_sets set row_count = 100000 where id = ${id}`);
  });

  it('answers statistics computed over every row', async () => {
    const { body } = ok(await t.call(researchData.statistics, { id }));
    expect(body.data.rowCount).toBe(100_000);
    const [c, mn, yieldStrength, tensile] = body.data.columns;
    expect(c).toMatchObject({ key: 'c', count: 100_000, missing: 0, min: 1, max: 100_000, mean: 50_000.5, median: 50_000.5 });
    expect(c.std).toBeCloseTo(Math.sqrt((100_000 * 100_001) / 12), 6);
    expect(mn).toMatchObject({ count: 90_000, missing: 10_000, min: 1.5, max: 1.5, mean: 1.5, std: 0, median: 1.5 });
    expect(yieldStrength).toMatchObject({ count: 75_000, missing: 25_000, min: 300, max: 349 });
    expect(tensile).toMatchObject({ count: 100_000, min: 2, max: 200_000, mean: 100_001 });
  });

  it('samples every n-th row for a chart, deterministically', async () => {
    const chart = ok(await t.call(researchData.chart, { id, x: 'c', y: 'tensileStrength', points: 1000 }));
    expect(chart.body.data).toMatchObject({ total: 100_000, sampled: true });
    expect(chart.body.data.points).toHaveLength(1000);
    expect(chart.body.data.points.slice(0, 3)).toEqual([[1, 2], [101, 202], [201, 402]]);
    expect(chart.body.data.points.at(-1)).toEqual([99_901, 199_802]);
    // Rows without a number in both columns are left out: 75,000 rows, every 38th of them.
    const partial = ok(await t.call(researchData.chart, { id, x: 'c', y: 'yieldStrength', points: 2000 }));
    expect(partial.body.data.total).toBe(75_000);
    expect(partial.body.data.points).toHaveLength(Math.ceil(75_000 / 38));
    expect(partial.body.data.points.slice(0, 2)).toEqual([[1, 301], [51, 301]]);
    expect(ok(await t.call(researchData.chart, { id, x: 'c', y: 'tensileStrength', points: 1000 })).body.data).toEqual(chart.body.data);
  });

  it('pages its rows in row order, the last page included', async () => {
    const last = ok(await t.call(researchData.rows, { id, pageNum: 2000, pageSize: 50 }));
    expect(last.body.data.total).toBe(100_000);
    expect(last.body.data.list).toHaveLength(50);
    expect(last.body.data.list[0]).toEqual({ rowNo: 99_951, values: ['S99951', 99_951, 1.5, 301, 199_902] });
    expect(last.body.data.list.at(-1)).toEqual({ rowNo: 100_000, values: ['S100000', 100_000, null, 'n/a', 200_000] });
    const first = ok(await t.call(researchData.rows, { id, pageSize: 500 }));
    expect(first.body.data.list.map((row) => row.rowNo)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
  });
});

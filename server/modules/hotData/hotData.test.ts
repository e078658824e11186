import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';

const { hotData, steelName, weldingMetal } = API;
const clock = fakeClock();
const DAY = 86400 * 1000;
let t: TestApp;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ clock });
  const { rows } = await t.db.execute<{ id: number; name: string }>(sql`
    select id, name from material_grades where name in ('Q235B', 'S355J2', '304', 'ER70S-6') and not synthetic`);
  for (const row of rows) id[row.name] = row.id;
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.execute(sql`delete from grade_views`);
  await t.db.execute(sql`delete from material_search_log`);
});

const view = async (endpoint: typeof steelName.detail, gradeId: number, times: number) => {
  for (let i = 0; i < times; i++) expect((await t.call(endpoint, { id: gradeId })).status).toBe(200);
};
const searchFor = async (keyword: string, times: number, endpoint = steelName.search) => {
  for (let i = 0; i < times; i++) await t.call(endpoint, { keyword });
};

describe('hot lists', () => {
  it('start empty: nothing is made up', async () => {
    for (const endpoint of [hotData.listHotSteel, hotData.listHotBrand, hotData.listHotKeywords, hotData.listHotPurpose]) {
      expect((await t.call(endpoint, {})).body.data).toEqual([]);
    }
  });

  it('rank the grades opened most over the last 30 days', async () => {
    clock.set(new Date('2026-10-01T00:00:00Z'));
    await view(steelName.detail, id['304'], 5); // more than 30 days before the lists are asked
    clock.set(new Date('2026-11-20T00:00:00Z'));
    await view(steelName.detail, id.S355J2, 3);
    await view(steelName.detail, id.Q235B, 1);
    await view(weldingMetal.detail, id['ER70S-6'], 2);

    const steel = (await t.call(hotData.listHotSteel, {})).body.data;
    expect(steel.map((entry) => [entry.grade.name, entry.count])).toEqual([
      ['S355J2', 3],
      ['Q235B', 1],
    ]);
    expect(steel[0].grade.standard.number).toBe('EN 10025-2');
    const welding = (await t.call(hotData.listHotSteel, { type: 'welding' })).body.data;
    expect(welding.map((entry) => entry.grade.name)).toEqual(['ER70S-6']);
    const brands = (await t.call(hotData.listHotBrand, { limit: 2 })).body.data;
    expect(brands.map((entry) => [entry.grade.name, entry.count])).toEqual([
      ['S355J2', 3],
      ['ER70S-6', 2],
    ]);
    const purposes = (await t.call(hotData.listHotPurpose, {})).body.data;
    expect(purposes[0]).toEqual({ category: { zh: '非合金结构钢', en: 'Non-alloy structural steel' }, type: 'steel', count: 3 });
    expect(purposes.map((entry) => entry.type)).toContain('welding');
  });

  it('rank the keywords searched most, in their most frequent spelling, only those that found something', async () => {
    clock.set(new Date('2026-11-21T00:00:00Z'));
    await searchFor('Q235', 3);
    await searchFor('q235 ', 1);
    await searchFor('S355J2', 2);
    await searchFor('no-such-grade-xyz', 5);
    await searchFor('ER70S-6', 1, weldingMetal.search);
    const keywords = (await t.call(hotData.listHotKeywords, {})).body.data;
    expect(keywords).toEqual([
      { keyword: 'Q235', count: 4 },
      { keyword: 'S355J2', count: 2 },
      { keyword: 'ER70S-6', count: 1 },
    ]);
    expect((await t.call(hotData.listHotKeywords, { type: 'welding' })).body.data).toEqual([{ keyword: 'ER70S-6', count: 1 }]);
    clock.advance(31 * DAY);
    expect((await t.call(hotData.listHotKeywords, {})).body.data).toEqual([]);
  });

  it('refuses a bad limit or type', async () => {
    for (const input of [{ limit: 0 }, { limit: 51 }, { type: 'wood' }]) {
      expect((await t.call(hotData.listHotSteel, input)).status).toBe(400);
    }
  });
});

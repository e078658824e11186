import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { materialsApi, type MaterialType, type SearchInput } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { loadCatalogue } from '../../db/seed/catalogue/load';
import { searchKey } from '../../lib/searchKey';

/** Old and shop-floor names: a former name leads to its current grade first, and the hit says which name matched. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function search(type: MaterialType, input: SearchInput) {
  const response = await t.call(materialsApi[type].search, input);
  expect(response.status, response.body.msg).toBe(200);
  return response.body.data;
}

describe('search by former names', () => {
  it.each([
    ['Q345B', 'Q355B'],
    ['q345c', 'Q355C'],
    ['Q345-D', 'Q355D'],
  ])('finds the current grade first for %s (GB/T 1591-2008 → GB/T 1591-2018), saying it matched a former name', async (keyword, name) => {
    const [first] = (await search('steel', { keyword })).list;
    expect(first).toMatchObject({
      name,
      standard: { code: 'GB/T 1591-2018' },
      matched: { kind: 'former', name: `Q345${name.slice(-1)}`, standard: 'GB/T 1591-2008' },
    });
  });

  it('puts the Q355 grades first for Q345 (no quality letter), before current names starting with Q345', async () => {
    const list = (await search('steel', { keyword: 'Q345', pageSize: 50 })).list;
    expect(list.slice(0, 3).map((grade) => grade.name)).toEqual(['Q355B', 'Q355C', 'Q355D']);
    expect(list.slice(0, 3).map((grade) => grade.matched?.kind)).toEqual(['former', 'former', 'former']);
    const prefixed = list.filter((grade) => grade.name.startsWith('Q345'));
    for (const grade of prefixed) expect(list.indexOf(grade)).toBeGreaterThan(2);
  });

  it('finds every former name of the catalogue: its grade first after grades of that very name', async () => {
    const formers = loadCatalogue().flatMap(({ data }) =>
      data.grades.flatMap((grade) => grade.formerNames.map((former) => ({ type: data.type, code: data.standard.code, grade: grade.name, former: former.name }))),
    );
    expect(formers.length).toBeGreaterThanOrEqual(3);
    for (const { type, code, grade, former } of formers) {
      const list = (await search(type, { keyword: former, pageSize: 50 })).list;
      const afterExact = list.filter((hit) => searchKey(hit.name) !== searchKey(former));
      const hit = afterExact.findIndex((entry) => entry.name === grade && entry.standard.code === code);
      // Several grades may name one old designation (none do today); each leads the grades found otherwise.
      expect(hit, `${former} → ${grade} (${code})`).toBeGreaterThanOrEqual(0);
      expect(afterExact.slice(0, hit).every((entry) => entry.matched?.kind === 'former'), `${former} → ${grade}`).toBe(true);
    }
  });

  it('finds former names with small typos (similar designations)', async () => {
    const list = (await search('steel', { keyword: 'Q345BB' })).list;
    expect(list.map((grade) => grade.name)).toContain('Q355B');
  });
});

describe('search by shop-floor names and aliases', () => {
  it.each([
    ['45#', '45'],
    ['45钢', '45'],
    ['45 #', '45'],
    ['20#', '20'],
    ['20#钢', '20'],
  ])('reads %s as the grade %s, first, matched by its name', async (keyword, name) => {
    const [first] = (await search('steel', { keyword })).list;
    expect(first).toMatchObject({ name, matched: { kind: 'name', name } });
  });

  it('finds GB/T 699 45 first for 45#', async () => {
    const list = (await search('steel', { keyword: '45#' })).list;
    expect(list[0].standard.number).toBe('GB/T 699');
  });

  it('keeps 钢 of words that are not grade-like (categories and titles)', async () => {
    const page = await search('steel', { keyword: '不锈钢' });
    expect(page.total).toBeGreaterThan(0);
    expect(page.list[0].matched).toBeUndefined();
  });

  it('says which alias or material number matched', async () => {
    expect((await search('welding', { keyword: 'E4310' })).list[0]).toMatchObject({ name: 'E6010', matched: { kind: 'alias', name: 'E4310' } });
    expect((await search('steel', { keyword: '1.0038' })).list[0]).toMatchObject({ name: 'S235JR', matched: { kind: 'materialNumber', name: '1.0038' } });
  });

  it('gives no matched name for hits by a name’s beginning or by a standard', async () => {
    const list = (await search('steel', { keyword: 'Q235' })).list;
    expect(list[0]).toMatchObject({ name: 'Q235A' });
    expect(list[0].matched).toBeUndefined();
  });
});

describe('grade detail', () => {
  it('lists the former names with the standard that used them and where the replacement is stated', async () => {
    const { rows } = await t.db.execute<{ id: number }>(sql`
      select g.id from material_grades g join material_standards s on s.id = g.standard_id where g.name = 'Q355B' and s.number = 'GB/T 1591'`);
    const response = await t.call(materialsApi.steel.detail, { id: rows[0].id });
    expect(response.status).toBe(200);
    expect(response.body.data.formerNames).toEqual([{ name: 'Q345B', standard: 'GB/T 1591-2008', source: { code: 'GB/T 1591-2018', ref: '前言' } }]);
  });

  it('gives grades without former names an empty list', async () => {
    const { rows } = await t.db.execute<{ id: number }>(sql`
      select g.id from material_grades g join material_standards s on s.id = g.standard_id where g.name = 'Q235B' and s.number = 'GB/T 700'`);
    const response = await t.call(materialsApi.steel.detail, { id: rows[0].id });
    expect(response.body.data.formerNames).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { materialSearch, materialsApi, type SearchInput } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function searchAll(input: SearchInput) {
  const response = await t.call(materialSearch.search, input, { lang: 'en' });
  expect(response.status, response.body.msg).toBe(200);
  return response.body.data;
}

async function suggest(q: string, lang: 'en' | 'zh' = 'en') {
  const response = await t.call(materialSearch.suggest, { q, lang }, { lang });
  expect(response.status, response.body.msg).toBe(200);
  return response.body.data;
}

describe('search across every type', () => {
  it.each([
    ['6061-T6', 'aluminium'],
    ['ER70S-6', 'welding'],
    ['S355J2', 'steel'],
  ] as const)('finds %s first, labelled %s', async (keyword, type) => {
    const [first] = (await searchAll({ keyword })).list;
    expect(first).toMatchObject({ name: keyword, type });
  });

  it('keeps the ranking of one type: a former name leads to its grade, a prefix lists the shortest names first', async () => {
    expect((await searchAll({ keyword: 'Q345B' })).list[0]).toMatchObject({ name: 'Q355B', matched: { kind: 'former', name: 'Q345B' } });
    expect((await searchAll({ keyword: 'Q235' })).list.slice(0, 4).map((grade) => grade.name)).toEqual(['Q235A', 'Q235B', 'Q235C', 'Q235D']);
  });

  it('counts the grades of all types together', async () => {
    const all = (await searchAll({})).total;
    let sum = 0;
    for (const type of ['steel', 'welding', 'aluminium'] as const) sum += (await t.call(materialsApi[type].search, {})).body.data.total;
    expect(all).toBe(sum);
    const types = new Set((await searchAll({ pageSize: 100, sort: 'yield,desc' })).list.map((grade) => grade.type));
    expect(types.size).toBeGreaterThan(1);
  });

  it('pages without gaps or repeats across types, with a keyword and without', async () => {
    for (const query of [{ keyword: '6' }, { sort: 'name,asc' as const }]) {
      const all = await searchAll({ ...query, pageSize: 40 });
      const pages = [];
      for (let pageNum = 1; pageNum <= 4; pageNum++) pages.push(...(await searchAll({ ...query, pageNum, pageSize: 10 })).list);
      expect(pages.map((grade) => grade.id)).toEqual(all.list.map((grade) => grade.id));
    }
    const byName = (await searchAll({ sort: 'name,asc', pageSize: 100 })).list.map((grade) => grade.name);
    expect(byName).toEqual([...byName].sort());
  });

  it('applies filters across types (country) and logs the search as type all', async () => {
    const us = await searchAll({ country: 'US', pageSize: 100 });
    expect(us.list.every((grade) => grade.standard.country === 'US')).toBe(true);
    expect(new Set(us.list.map((grade) => grade.type)).size).toBeGreaterThan(1);
    await t.db.execute(sql`delete from material_search_log`);
    await searchAll({ keyword: 'ER70S-6' });
    const { rows } = await t.db.execute<{ type: string }>(sql`select type from material_search_log`);
    expect(rows).toEqual([{ type: 'all' }]);
  });

  it('gives filter options over every type', async () => {
    const facets = (await t.call(materialSearch.getSpecExtend, { keyword: '6061' })).body.data;
    const found = await searchAll({ keyword: '6061', pageSize: 100 });
    expect(facets.countries.reduce((sum, country) => sum + country.count, 0)).toBe(found.total);
  });
});

describe('suggestions as you type', () => {
  it('leads from a former name to the current grade: Q345B → Q355B first, saying which name matched', async () => {
    const [first] = await suggest('Q345B');
    expect(first).toMatchObject({ kind: 'grade', label: 'Q355B', type: 'steel', matched: { kind: 'former', name: 'Q345B' } });
    expect(first.path).toBe(`/material/detail/steel/${first.id}`);
  });

  it('finds a grade by its alias or material number', async () => {
    expect((await suggest('1.0038'))[0]).toMatchObject({ label: 'S235JR', matched: { kind: 'materialNumber', name: '1.0038' } });
    expect((await suggest('E4310'))[0]).toMatchObject({ label: 'E6010', type: 'welding', matched: { kind: 'alias' } });
  });

  it('completes a beginning over every type, shortest names first', async () => {
    const labels = (await suggest('Q235')).map((item) => item.label);
    expect(labels.slice(0, 4)).toEqual(['Q235A', 'Q235B', 'Q235C', 'Q235D']);
    expect((await suggest('6061')).some((item) => item.type === 'aluminium')).toBe(true);
    expect((await suggest('ER70'))[0]).toMatchObject({ type: 'welding' });
  });

  it('finds a standard by its code, with its title in the asked language and its page', async () => {
    const standard = (await suggest('GB/T 700', 'zh')).find((item) => item.kind === 'standard');
    expect(standard).toMatchObject({ label: 'GB/T 700-2006', detail: '碳素结构钢', type: 'steel' });
    expect(standard!.path).toBe(`/material/standard/steel/${standard!.id}`);
    expect((await suggest('GB/T 700', 'en')).find((item) => item.kind === 'standard')?.detail).toBe('Carbon structural steels');
  });

  it('gives at most ten items, and nothing for a word that names nothing', async () => {
    for (const q of ['S', 'Q', '1', 'GB']) expect((await suggest(q)).length).toBeLessThanOrEqual(10);
    expect((await suggest('S')).length).toBe(10);
    expect(await suggest('zzzzqqq')).toEqual([]);
  });

  it('refuses an empty or too long keyword with a message in the caller’s language', async () => {
    const empty = await t.call(materialSearch.suggest, { q: '  ' }, { lang: 'en' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('Brand/grade cannot be empty');
    const long = await t.call(materialSearch.suggest, { q: 'x'.repeat(41) }, { lang: 'zh' });
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe('输入内容过长');
  });
});

describe('strengths of result cards', () => {
  it('give the thinnest band’s minimum with that band (Q235B 235 MPa ≤ 16 mm, S355J2 355 MPa ≤ 16 mm)', async () => {
    const q235b = (await searchAll({ keyword: 'Q235B' })).list[0];
    expect(q235b.name).toBe('Q235B');
    expect(q235b.yieldBand).toMatchObject({ value: 235, to: 16 });
    expect(q235b.yieldBand!.from ?? 0).toBe(0);
    const s355j2 = (await searchAll({ keyword: 'S355J2' })).list[0];
    expect(s355j2.yieldBand).toMatchObject({ value: 355, to: 16 });
    expect(s355j2.yieldMin).toBeLessThan(355);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API, materialsApi, type MaterialType, type SearchInput } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function search(type: MaterialType, input: SearchInput, lang: 'en' | 'zh' = 'en') {
  const response = await t.call(materialsApi[type].search, input, { lang });
  expect(response.status, response.body.msg).toBe(200);
  return response.body.data;
}
const names = async (type: MaterialType, input: SearchInput) => (await search(type, input)).list.map((grade) => grade.name);
const standardOf = async (type: MaterialType, input: SearchInput) => (await search(type, input)).list.map((grade) => grade.standard.number);

describe('search relevance', () => {
  it('puts Q235A–D first for Q235 (name prefix)', async () => {
    expect((await names('steel', { keyword: 'Q235' })).slice(0, 4)).toEqual(['Q235A', 'Q235B', 'Q235C', 'Q235D']);
  });

  it('finds the GB/T 700 grades first for 碳素结构钢 (the standard’s title), then other carbon structural steels', async () => {
    const page = await search('steel', { keyword: '碳素结构钢', pageSize: 100 });
    const gbt700 = (await search('steel', { standard: 'GB/T 700', pageSize: 100 })).total;
    expect(gbt700).toBeGreaterThanOrEqual(10);
    expect(page.list.slice(0, gbt700).every((grade) => grade.standard.number === 'GB/T 700')).toBe(true);
    expect(page.total).toBeGreaterThan(gbt700);
    // ASTM A36 and A283 are of the category 碳素结构钢 exactly: right after the standard's own grades.
    expect(['ASTM A36', 'ASTM A283']).toContain(page.list[gbt700].standard.number);
  });

  it.each([
    ['steel', 'S355J2', 'S355J2', 'EN 10025-2'],
    ['steel', 's355j2', 'S355J2', 'EN 10025-2'],
    ['aluminium', '6061-T6', '6061-T6', 'GB/T 3880.2'],
    ['welding', 'ER70S-6', 'ER70S-6', 'AWS A5.18'],
    ['welding', 'ER70S6', 'ER70S-6', 'AWS A5.18'],
    ['welding', 'er70s 6', 'ER70S-6', 'AWS A5.18'],
    ['steel', 'Ｑ２３５Ｂ', 'Q235B', 'GB/T 700'],
    ['steel', '42CrMo4', '42CrMo4', 'EN 10083-3'],
  ] as const)('finds %s “%s” exactly, first', async (type, keyword, name, standard) => {
    const [first] = (await search(type, { keyword })).list;
    expect(first).toMatchObject({ name, standard: { number: standard } });
  });

  it('finds grades by material number (1.0038 → S235JR) and alias (E4310 → E6010)', async () => {
    expect((await names('steel', { keyword: '1.0038' }))[0]).toBe('S235JR');
    expect((await names('steel', { keyword: 'S30400' }))[0]).toBe('304');
    expect((await names('welding', { keyword: 'E4310' }))[0]).toBe('E6010');
  });

  it('finds the EN aluminium designation without its EN AW- prefix, after the exact name', async () => {
    const list = await names('aluminium', { keyword: '6061-T6' });
    expect(list[0]).toBe('6061-T6');
    expect(list).toContain('EN AW-6061-T6');
  });

  it('finds every grade of a temper by the temper, before similar tempers', async () => {
    const tempers = (await search('aluminium', { keyword: 'T6', pageSize: 100 })).list.map((grade) => grade.temper);
    const t6 = tempers.filter((temper) => temper === 'T6').length;
    expect(t6).toBeGreaterThan(2);
    expect(tempers.slice(0, t6)).toEqual(Array(t6).fill('T6'));
  });

  it.each([
    ['S355J', 'S355J2'],
    ['S35J2', 'S355J2'],
    ['S355JO', 'S355J0'],
    ['X5CrNi1810', 'X5CrNi18-10'],
    ['42CrMo', '42CrMo4'],
  ])('tolerates the typo or incomplete “%s” and finds %s', async (keyword, name) => {
    expect((await names('steel', { keyword, pageSize: 20 })).slice(0, 5)).toContain(name);
  });

  it('adds similar designations only when nothing matches exactly', async () => {
    // S355J2 itself, then the names that continue it (hollow sections S355J2H, weathering S355J2W …), no look-alikes.
    const exact = await names('steel', { keyword: 'S355J2' });
    expect(exact[0]).toBe('S355J2');
    expect(exact.every((name) => name.startsWith('S355J2'))).toBe(true);
    const typo = await names('steel', { keyword: 'S355J3' });
    expect(typo).toEqual(expect.arrayContaining(['S355J2', 'S355J0']));
  });

  it('finds grades by standard number and by code, in both spellings', async () => {
    for (const keyword of ['GB/T 700', 'gbt700', 'GB/T 700-2006', 'EN 10025-2']) {
      const numbers = await standardOf('steel', { keyword });
      expect(numbers.length).toBeGreaterThan(0);
      expect(new Set(numbers).size, keyword).toBe(1);
    }
  });

  it('finds by Chinese and English category names', async () => {
    expect(await standardOf('steel', { keyword: '低合金高强度结构钢', pageSize: 5 })).toEqual(Array(5).fill('GB/T 1591'));
    const stainless = await search('steel', { keyword: 'stainless', pageSize: 100 });
    expect(stainless.total).toBeGreaterThan(100);
    expect(stainless.list.every((grade) => /stainless/i.test(`${grade.category.en} ${grade.standard.title.en}`))).toBe(true);
    const wires = await search('welding', { keyword: '焊丝', pageSize: 100 });
    expect(wires.total).toBeGreaterThan(10);
    expect(wires.list.every((grade) => `${grade.category.zh}${grade.standard.title.zh}`.includes('焊丝'))).toBe(true);
  });

  it('keeps the types apart', async () => {
    expect((await search('steel', { keyword: 'ER70S-6' })).list.map((grade) => grade.type)).not.toContain('welding');
    expect(await names('welding', { keyword: 'Q235B' })).not.toContain('Q235B');
  });

  it('answers an empty page for nonsense, and treats punctuation alone as no keyword', async () => {
    expect(await search('steel', { keyword: 'zzqqxx' })).toMatchObject({ list: [], total: 0 });
    const punctuation = await search('steel', { keyword: '--' });
    expect(punctuation.total).toBe((await search('steel', {})).total);
  });

  it('summarises each grade for lists', async () => {
    const [q235b] = (await search('steel', { keyword: 'Q235B' })).list;
    expect(q235b).toMatchObject({
      type: 'steel',
      name: 'Q235B',
      temper: null,
      enterpriseStandard: false,
      category: { zh: '碳素结构钢', en: 'Carbon structural steel' },
      standard: { code: 'GB/T 700-2006', number: 'GB/T 700', year: 2006, country: 'CN' },
      yieldMin: 185,
      tensileMin: 370,
    });
    expect(q235b.compositionSummary).toMatch(/^C ≤0\.2 · Si ≤0\.35 · Mn ≤1\.4/);
  });
});

describe('filters', () => {
  it('filters by standard number, country and category (either language)', async () => {
    const gb700 = await search('steel', { standard: 'GB/T 700', pageSize: 100 });
    expect(gb700.total).toBe(gb700.list.length);
    expect(gb700.list.every((grade) => grade.standard.number === 'GB/T 700')).toBe(true);
    const japanese = await search('steel', { country: 'JP', pageSize: 100 });
    expect(japanese.total).toBeGreaterThan(10);
    expect(japanese.list.every((grade) => grade.standard.country === 'JP')).toBe(true);
    const zh = await search('steel', { category: '碳素结构钢', pageSize: 100 });
    const en = await search('steel', { category: 'Carbon structural steel', pageSize: 100 });
    expect(zh.total).toBeGreaterThan(0);
    expect(en.list).toEqual(zh.list);
    expect(await search('steel', { keyword: 'Q235', country: 'EU' })).toMatchObject({ total: 0 });
  });

  it('keeps grades whose specified range lies within the asked element range', async () => {
    const page = await search('steel', { elements: [{ el: 'Cr', min: 16, max: 18.5 }], pageSize: 100 });
    expect(page.total).toBeGreaterThan(0);
    const { rows } = await t.db.execute<{ lo: number; hi: number }>(sql`
      select c.lo, c.hi from material_compositions c where c.el = 'Cr' and c.grade_id = any(${sql.param(page.list.map((g) => g.id))}::int[])`);
    expect(rows).toHaveLength(page.list.length);
    expect(rows.every((row) => row.lo >= 16 && row.hi !== null && row.hi <= 18.5)).toBe(true);
    // 304 (Cr 17.5–19.5 in ASTM A240) overlaps but is not within.
    expect(page.list.map((grade) => grade.name)).not.toContain('304');
  });

  it('treats a bare maximum as from 0, an open upper limit as failing a maximum, and a missing element as no match', async () => {
    // Q235B: C ≤0.20 lies within 0..0.2; its N has no lower limit above 0.
    expect(await names('steel', { keyword: 'Q235B', elements: [{ el: 'C', max: 0.2 }] })).toContain('Q235B');
    expect(await names('steel', { keyword: 'Q235B', elements: [{ el: 'C', min: 0.1 }] })).not.toContain('Q235B');
    expect(await names('steel', { keyword: 'Q235B', elements: [{ el: 'Mo', max: 5 }] })).not.toContain('Q235B');
    // Every range must hold.
    expect(await names('steel', { keyword: 'Q235B', elements: [{ el: 'C', max: 0.2 }, { el: 'Si', max: 0.1 }] })).not.toContain('Q235B');
  });

  it('gives the same element matches with and without a keyword (two ways of checking them)', async () => {
    const ids = async (input: SearchInput) => {
      const page = await search('steel', { ...input, pageSize: 100 });
      expect(page.total).toBeLessThanOrEqual(100);
      return page.list.map((grade) => grade.id).sort((a, b) => a - b);
    };
    for (const elements of [
      [{ el: 'Ni', min: 8 }, { el: 'Cr', max: 20 }],
      [{ el: 'Mo', min: 2, max: 3 }],
      [{ el: 'C', max: 0.03 }, { el: 'C', min: 0 }],
    ]) {
      const byKeyword = await ids({ keyword: 'GB/T 20878', elements });
      expect(byKeyword.length, JSON.stringify(elements)).toBeGreaterThan(0);
      expect(byKeyword).toEqual(await ids({ standard: 'GB/T 20878', elements }));
    }
  });

  it('filters by the lowest specified property over all conditions', async () => {
    const page = await search('steel', { properties: [{ property: 'yield', min: 300, max: 400 }], pageSize: 100 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((grade) => grade.yieldMin !== null && grade.yieldMin >= 300 && grade.yieldMin <= 400)).toBe(true);
    const strong = await search('steel', { properties: [{ property: 'tensile', min: 1000 }], pageSize: 100 });
    expect(strong.list.every((grade) => grade.tensileMin! >= 1000)).toBe(true);
    const tough = await names('steel', { keyword: 'Q235', properties: [{ property: 'impact', min: 27 }] });
    expect(tough).toEqual(['Q235B', 'Q235C', 'Q235D']);
    const elongation = await search('aluminium', { properties: [{ property: 'elongation', min: 12 }], pageSize: 100 });
    expect(elongation.total).toBeGreaterThan(0);
    expect(elongation.total).toBeLessThan((await search('aluminium', {})).total);
    const hard = await search('steel', { properties: [{ property: 'hardness', max: 150 }], pageSize: 5 });
    expect(hard.total).toBeGreaterThan(0);
  });

  it.each(['en', 'zh'] as const)('refuses a range whose maximum is below its minimum (%s)', async (lang) => {
    const message = lang === 'en' ? 'Maximum cannot be less than minimum' : '最大值不能小于最小值';
    for (const input of [
      { elements: [{ el: 'C', min: 0.5, max: 0.2 }] },
      { properties: [{ property: 'yield' as const, min: 400, max: 300 }] },
    ]) {
      const response = await t.call(materialsApi.steel.search, input, { lang });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: -1, msg: message });
    }
  });

  it('accepts a range with min = max', async () => {
    const response = await t.call(materialsApi.steel.search, { properties: [{ property: 'yield', min: 235, max: 235 }] });
    expect(response.status).toBe(200);
  });

  it.each([
    [{ country: 'XX' }],
    [{ sort: 'weight,asc' }],
    [{ properties: [{ property: 'density', min: 1 }] }],
    [{ elements: Array.from({ length: 11 }, () => ({ el: 'C', max: 1 })) }],
    [{ keyword: 'x'.repeat(101) }],
    [{ pageSize: 101 }],
  ])('refuses %o', async (input) => {
    const response = await t.call(materialsApi.steel.search, input, { lang: 'en' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(-1);
  });
});

describe('sorting and paging', () => {
  it('sorts by name and by strength, grades without a value last', async () => {
    const byName = await names('steel', { sort: 'name,asc', pageSize: 50 });
    expect(byName).toEqual([...byName].sort());
    const desc = (await search('steel', { keyword: 'Q', sort: 'yield,desc', pageSize: 100 })).list.map((grade) => grade.yieldMin);
    const values = desc.filter((value) => value !== null);
    expect(values).toEqual([...values].sort((a, b) => b! - a!));
    expect(desc.indexOf(null) === -1 || desc.slice(desc.indexOf(null)).every((value) => value === null)).toBe(true);
    const asc = (await search('steel', { sort: 'tensile,asc', pageSize: 100 })).list.map((grade) => grade.tensileMin);
    expect(asc.filter((value) => value !== null)).toEqual(asc.filter((value) => value !== null).sort((a, b) => a! - b!));
    expect(asc[0]).not.toBeNull();
  });

  it('pages without gaps or repeats, with a keyword and without', async () => {
    for (const query of [{ keyword: 'stainless' }, { country: 'CN' as const }]) {
      const all = await search('steel', { ...query, pageSize: 100 });
      const pages = [];
      for (let pageNum = 1; pageNum <= 4; pageNum++) pages.push(...(await search('steel', { ...query, pageNum, pageSize: 7 })).list);
      expect(pages.map((grade) => grade.id)).toEqual(all.list.slice(0, 28).map((grade) => grade.id));
      // A page past the end (within the rows a visitor may read) is empty, not an error.
      const past = Math.ceil(all.total / 10) + 1;
      if (past * 10 <= 500) expect(await search('steel', { ...query, pageNum: past, pageSize: 10 })).toMatchObject({ list: [], total: all.total, pageNum: past });
    }
  });
});

describe('search log', () => {
  it('logs keyword searches with their result count (first pages only, never empty keywords)', async () => {
    const q235 = (await search('steel', { keyword: 'Q235' })).total;
    await t.db.execute(sql`delete from material_search_log`);
    await search('steel', { keyword: ' Q235 ' });
    await search('steel', { keyword: 'Q235', pageNum: 2 });
    await search('welding', { keyword: 'nothing-like-this' });
    await search('steel', {});
    await search('steel', { keyword: '   ' });
    const { rows } = await t.db.execute<{ type: string; keyword: string; keyword_key: string; result_count: number }>(
      sql`select type, keyword, keyword_key, result_count from material_search_log order by id`,
    );
    expect(rows).toEqual([
      { type: 'steel', keyword: 'Q235', keyword_key: 'q235', result_count: q235 },
      { type: 'welding', keyword: 'nothing-like-this', keyword_key: 'nothing-like-this', result_count: 0 },
    ]);
  });
});

describe('filter options (getSpecExtend)', () => {
  it('lists standards, countries, categories and elements with counts', async () => {
    const response = await t.call(API.steelName.getSpecExtend, {});
    expect(response.status).toBe(200);
    const facets = response.body.data;
    const gb700 = facets.standards.find((standard) => standard.number === 'GB/T 700');
    expect(gb700).toMatchObject({ country: 'CN', title: { zh: '碳素结构钢', en: 'Carbon structural steels' } });
    expect(gb700!.count).toBe((await search('steel', { standard: 'GB/T 700' })).total);
    const total = (await search('steel', {})).total;
    expect(facets.countries.reduce((sum, country) => sum + country.count, 0)).toBe(total);
    expect(facets.categories.reduce((sum, category) => sum + category.count, 0)).toBe(total);
    expect(facets.elements).toEqual(expect.arrayContaining(['C', 'Si', 'Mn', 'Cr', 'Ni', 'Mo']));
    expect(facets.elements).not.toContain('Zn');
  });

  it('counts only what a keyword finds', async () => {
    const facets = (await t.call(API.alloyName.getSpecExtend, { keyword: '6061' })).body.data;
    const found = await search('aluminium', { keyword: '6061', pageSize: 100 });
    expect(facets.countries.reduce((sum, country) => sum + country.count, 0)).toBe(found.total);
    expect(facets.elements).toEqual(expect.arrayContaining(['Si', 'Mg', 'Cu']));
  });
});

describe('rows a data privilege unlocks', () => {
  it('lets visitors and users without a privilege page through 500 rows, VIPs through 2,000', async () => {
    const { users } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    const visitorPage = await search('steel', { pageSize: 100, pageNum: 5 });
    expect(visitorPage.rowLimit).toBe(500);
    const refused = await t.call(materialsApi.steel.search, { pageSize: 100, pageNum: 6 }, { lang: 'en' });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('Results beyond row 500 are for VIP members. Narrow the search, or subscribe to see and export up to 2000 rows');
    // A page across the limit stops at it.
    const across = await search('steel', { pageSize: 30, pageNum: 17 });
    expect(across.list.length).toBeLessThanOrEqual(500 - 16 * 30);

    await t.db.update(users).set({ privilegeUntil: new Date(Date.now() + 86_400_000) }).where(eq(users.userName, 'demo-individual'));
    const token = await t.loginAs('demo-individual');
    const vip = await t.call(materialsApi.steel.search, { pageSize: 100, pageNum: 6 }, { token });
    expect(vip.status).toBe(200);
    expect(vip.body.data.rowLimit).toBe(2000);
    await t.db.update(users).set({ privilegeUntil: new Date(Date.now() - 1000) }).where(eq(users.userName, 'demo-individual'));
    expect((await t.call(materialsApi.steel.search, { pageSize: 100, pageNum: 6 }, { token })).status).toBe(403);
  });
});

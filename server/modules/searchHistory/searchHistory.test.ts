import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';
import { KEEP } from './repository';

const { saveRecode, getRecode, delRecode } = API.searchHistory;
const clock = fakeClock();
let t: TestApp;
let alice: string;
let bob: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  alice = await t.loginAs('demo-individual');
  bob = await t.loginAs('demo-company');
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.execute(sql`delete from material_search_history`);
});

const save = async (token: string, keyword: string, type: 'all' | 'steel' | 'welding' | 'aluminium' = 'steel') => {
  clock.advance(1000);
  const response = await t.call(saveRecode, { keyword, type }, { token, lang: 'en' });
  expect(response.status, response.body.msg).toBe(200);
  return response.body.data;
};
const keywords = async (token: string, query: Record<string, unknown> = {}) =>
  (await t.call(getRecode, query, { token })).body.data.map((item) => item.keyword);

describe('search history', () => {
  it('keeps the newest first, the same keyword moving to the top', async () => {
    await save(alice, 'Q235');
    await save(alice, 'S355J2');
    const again = await save(alice, ' Q235 ');
    expect(again).toMatchObject({ keyword: 'Q235', type: 'steel', createTime: clock.now().toISOString() });
    await save(alice, '6061-T6', 'aluminium');
    expect(await keywords(alice)).toEqual(['6061-T6', 'Q235', 'S355J2']);
    expect(await keywords(alice, { type: 'steel' })).toEqual(['Q235', 'S355J2']);
    expect(await keywords(alice, { limit: 1 })).toEqual(['6061-T6']);
    expect(await keywords(bob)).toEqual([]);
  });

  it('remembers searches over every type; the unfiltered list names each keyword once', async () => {
    await save(alice, 'S355J2', 'all');
    await save(alice, 'Q235');
    await save(alice, 's355j2');
    expect(await keywords(alice)).toEqual(['s355j2', 'Q235']);
    expect(await keywords(alice, { type: 'steel' })).toEqual(['s355j2', 'Q235']);
    const implicit = await t.call(saveRecode, { keyword: 'ER70S-6' }, { token: alice });
    expect(implicit.body.data).toMatchObject({ keyword: 'ER70S-6', type: 'all' });
    expect(await keywords(alice, { type: 'welding' })).toEqual([]);
  });

  it(`keeps at most ${KEEP} searches per user`, async () => {
    for (let i = 1; i <= KEEP + 3; i++) await save(alice, `grade ${i}`);
    const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from material_search_history`);
    expect(rows[0].n).toBe(KEEP);
    const newest = await keywords(alice, { limit: 50 });
    expect(newest[0]).toBe(`grade ${KEEP + 3}`);
    expect(newest).not.toContain('grade 3');
    expect(newest).toContain('grade 4');
  });

  it('deletes one or all of the caller’s searches, never someone else’s', async () => {
    const mine = await save(alice, 'Q235');
    await save(alice, 'S355J2');
    const bobs = await save(bob, 'ER70S-6', 'welding');

    const refused = await t.call(delRecode, { id: bobs.id }, { token: alice, lang: 'en' });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ code: -1, data: null, msg: 'No corresponding ID' });
    expect(await keywords(bob)).toEqual(['ER70S-6']);

    expect((await t.call(delRecode, { id: mine.id }, { token: alice, lang: 'en' })).body).toEqual({
      code: 200,
      data: null,
      msg: 'Deleted successfully',
    });
    expect(await keywords(alice)).toEqual(['S355J2']);
    expect((await t.call(delRecode, { all: true }, { token: alice })).status).toBe(200);
    expect(await keywords(alice)).toEqual([]);
    expect(await keywords(bob)).toEqual(['ER70S-6']);
  });

  it('refuses an empty keyword, a bad type and a delete without id or all', async () => {
    for (const [input, msg] of [
      [{ keyword: '  ', type: 'steel' }, 'Brand/grade cannot be empty'],
      [{ keyword: 'Q235', type: 'wood' }, 'Validation failed'],
      [{ keyword: 'x'.repeat(101), type: 'steel' }, 'The value is too long'],
    ] as const) {
      const response = await t.call(saveRecode, input, { token: alice, lang: 'en' });
      expect(response.status).toBe(400);
      expect(response.body.msg).toBe(msg);
    }
    const zh = await t.call(saveRecode, { keyword: '', type: 'steel' }, { token: alice, lang: 'zh' });
    expect(zh.body.msg).toBe('牌号不能为空');
    expect((await t.call(delRecode, {}, { token: alice })).status).toBe(400);
    expect(await keywords(alice)).toEqual([]);
  });

  it('is for signed-in users only', async () => {
    expect((await t.call(getRecode, {})).status).toBe(401);
    expect((await t.call(saveRecode, { keyword: 'Q235', type: 'steel' })).status).toBe(401);
  });
});

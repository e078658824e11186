import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';

const { listCollection, saveCollection, deleteCollection } = API.collections;
const clock = fakeClock();
let t: TestApp;
let alice: string;
let bob: string;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ clock });
  alice = await t.loginAs('demo-individual');
  bob = await t.loginAs('demo-company');
  const { rows } = await t.db.execute<{ id: number; name: string }>(sql`
    select id, name from material_grades where name in ('Q235B', 'S355J2', 'ER70S-6') and not synthetic`);
  for (const row of rows) id[row.name] = row.id;
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.execute(sql`delete from grade_favourites`);
});

const add = async (token: string, gradeId: number) => {
  clock.advance(1000);
  return t.call(saveCollection, { gradeId }, { token, lang: 'en' });
};
const list = async (token: string, query: Record<string, unknown> = {}) => (await t.call(listCollection, query, { token })).body.data;

describe('favourites', () => {
  it('adds (idempotently), lists newest first, filters by type and removes', async () => {
    const first = await add(alice, id.Q235B);
    expect(first.status).toBe(200);
    expect(first.body.msg).toBe('Saved successfully');
    expect(first.body.data).toMatchObject({ grade: { id: id.Q235B, name: 'Q235B' }, createTime: clock.now().toISOString() });
    const again = await add(alice, id.Q235B);
    expect(again.body.data.id).toBe(first.body.data.id);
    await add(alice, id['ER70S-6']);
    await add(alice, id.S355J2);

    const page = await list(alice);
    expect(page.total).toBe(3);
    expect(page.list.map((favourite) => favourite.grade.name)).toEqual(['S355J2', 'ER70S-6', 'Q235B']);
    expect((await list(alice, { type: 'welding' })).list.map((favourite) => favourite.grade.name)).toEqual(['ER70S-6']);
    expect((await list(alice, { pageNum: 2, pageSize: 2 })).list.map((favourite) => favourite.grade.name)).toEqual(['Q235B']);

    const removed = await t.call(deleteCollection, { gradeId: id.Q235B }, { token: alice, lang: 'en' });
    expect(removed.body).toEqual({ code: 200, data: null, msg: 'Deleted successfully' });
    expect((await list(alice)).total).toBe(2);
  });

  it('keeps each user’s favourites to themselves', async () => {
    await add(alice, id.Q235B);
    expect(await list(bob)).toMatchObject({ list: [], total: 0 });
    const refused = await t.call(deleteCollection, { gradeId: id.Q235B }, { token: bob, lang: 'en' });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ code: -1, data: null, msg: 'No corresponding ID' });
    expect((await list(alice)).total).toBe(1);
    // Another user's favourite row id cannot be used either: the call takes a grade, scoped to the caller.
    const { rows } = await t.db.execute<{ user_id: number }>(sql`select user_id from grade_favourites`);
    expect(rows).toHaveLength(1);
    await add(bob, id.Q235B);
    expect((await list(bob)).total).toBe(1);
    expect((await list(alice)).total).toBe(1);
  });

  it('answers 404 for a grade that does not exist and refuses bad ids', async () => {
    const missing = await add(alice, 999999);
    expect(missing.status).toBe(404);
    expect((await t.call(saveCollection, { gradeId: 'x' }, { token: alice })).status).toBe(400);
    expect((await t.call(deleteCollection, { gradeId: 0 }, { token: alice })).status).toBe(400);
    expect((await list(alice)).total).toBe(0);
  });

  it('is for holders of favorite:manage only', async () => {
    expect((await t.call(listCollection, {})).status).toBe(401);
    expect((await t.call(saveCollection, { gradeId: id.Q235B })).status).toBe(401);
  });
});

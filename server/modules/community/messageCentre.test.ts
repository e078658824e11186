import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';

/** The message centre's tabs: the type filter, the counts per type, deleting (own ids only) and the unread count. */
const { notifications } = API;
let t: TestApp;
let individual: string;
let employee: string;
let individualId: number;
let employeeId: number;
const en = (token?: string) => ({ token, lang: 'en' as const });

async function userId(name: string) {
  const { rows } = await t.db.execute<{ id: number }>(sql`select id from users where user_name = ${name}`);
  return rows[0].id;
}
async function notice(user: number, subject: string, read = false) {
  const { rows } = await t.db.execute<{ id: number }>(
    sql`insert into notifications (user_id, subject, subject_id, event, params, read_at) values (${user}, ${subject}, 1, 'approve', '{}'::jsonb, ${read ? sql`now()` : null}) returning id`,
  );
  return rows[0].id;
}

beforeAll(async () => {
  t = await createTestApp();
  [individual, employee] = await Promise.all([t.loginAs('demo-individual'), t.loginAs('demo-employee')]);
  [individualId, employeeId] = await Promise.all([userId('demo-individual'), userId('demo-employee')]);
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.execute(sql`delete from notifications`);
});

describe('message types', () => {
  it('sorts notices into tabs by subject (unknown subjects in system) and counts all and unread', async () => {
    await notice(individualId, 'testOrder');
    await notice(individualId, 'customOrder', true);
    await notice(individualId, 'recommendedProduct');
    await notice(individualId, 'paymentOrder');
    await notice(individualId, 'suggestion');
    await notice(individualId, 'somethingNew');
    await notice(employeeId, 'testOrder');

    const { body } = await t.call(notifications.types, {}, en(individual));
    const byType = Object.fromEntries(body.data.types.map((row) => [row.type, [row.total, row.unread]]));
    expect(byType).toEqual({ order: [2, 1], booking: [0, 0], audit: [1, 1], payment: [1, 1], reply: [1, 1], system: [1, 1] });
    expect(body.data).toMatchObject({ total: 6, unread: 5 });

    const orders = await t.call(notifications.page, { type: 'order' }, en(individual));
    expect(orders.body.data.list.map((row) => row.subject).sort()).toEqual(['customOrder', 'testOrder']);
    const unreadOrders = await t.call(notifications.page, { type: 'order', unread: 'true' }, en(individual));
    expect(unreadOrders.body.data.list.map((row) => row.subject)).toEqual(['testOrder']);
    const system = await t.call(notifications.page, { type: 'system' }, en(individual));
    expect(system.body.data.list.map((row) => row.subject)).toEqual(['somethingNew']);
    expect((await t.call(notifications.page, { type: 'nope' }, en(individual))).status).toBe(400);
    // The existing callers (no type) still see everything.
    expect((await t.call(notifications.page, {}, en(individual))).body.data.total).toBe(6);
  });

  it('deletes only the caller’s own notices; another’s ids change nothing; the unread count follows read and delete', async () => {
    const mine = await notice(individualId, 'testOrder');
    const other = await notice(individualId, 'laboratory');
    const theirs = await notice(employeeId, 'testOrder');
    expect((await t.call(notifications.remove, { ids: [theirs] }, en(individual))).body.data).toEqual({ unread: 2 });
    expect((await t.call(notifications.page, {}, en(employee))).body.data.total).toBe(1);

    expect((await t.call(notifications.read, { ids: [mine] }, en(individual))).body.data).toEqual({ unread: 1 });
    const removed = await t.call(notifications.remove, { ids: [other, theirs] }, en(individual));
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ unread: 0 });
    expect((await t.call(notifications.page, {}, en(individual))).body.data.list.map((row) => row.id)).toEqual([mine]);
    expect((await t.call(notifications.page, {}, en(employee))).body.data.list.map((row) => row.id)).toEqual([theirs]);
    expect((await t.call(notifications.remove, { ids: [] }, en(individual))).status).toBe(400);
    expect((await t.call(notifications.types, {}, {})).status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, CUSTOM_STATES, type CustomOrderDetail } from '@contract';
import { createTestApp, uniqueIp, type TestApp } from '../../../tests/support/app';
import { beijingDaysFromNow, createCustomOrder } from '../../../tests/support/customization';
import { customOrders } from '../../db/schema';

const { customization, customAdmin } = API;

let t: TestApp;
const tokens: Record<string, string> = {};
const USERS = ['demo-employee', 'demo-individual', 'demo-auditor', 'demo-company'] as const;
type User = (typeof USERS)[number];
const as = (user: User) => ({ token: tokens[user], lang: 'en' as const, ip: uniqueIp() });
const mine = (user: User, query: Record<string, unknown> = {}) => t.call(customization.page, query, as(user));
const platform = (query: Record<string, unknown> = {}) => t.call(customAdmin.page, query, as('demo-auditor'));

/** Executing, with the first `done` milestones recorded and the next one due `dueInDays` from Beijing today. */
async function executing(order: CustomOrderDetail, done: number, dueInDays: number) {
  const codes = ['plan', 'labRnd', 'production', 'testing', 'delivery'];
  const milestones = codes.map((code, index) => ({
    code,
    dueDate: index < done ? beijingDaysFromNow(dueInDays - 10) : beijingDaysFromNow(dueInDays + (index - done) * 10),
    doneAt: index < done ? new Date().toISOString() : null,
  }));
  await t.db
    .update(customOrders)
    .set({ state: 'executing', totalAmount: 500_000, depositAmount: 100_000, plan: 'plan', milestones, offeredAt: new Date(), depositPaidAt: new Date() })
    .where(eq(customOrders.id, order.id));
}

let employeeOrders: CustomOrderDetail[];
let individualOrder: CustomOrderDetail;
let companyOrder: CustomOrderDetail;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of USERS) tokens[user] = await t.loginAs(user);
  employeeOrders = [];
  for (const name of ['耐磨钢 A', '耐磨钢 B', '桥梁钢 C']) employeeOrders.push(await createCustomOrder(t, tokens['demo-employee'], { name }));
  individualOrder = await createCustomOrder(t, tokens['demo-individual'], { name: '个人定制 D' });
  companyOrder = await createCustomOrder(t, tokens['demo-company'], { name: '贸易定制 E' });
  // Later in time, so the order of the lists is certain.
  await t.db.update(customOrders).set({ createdAt: new Date(Date.now() + 60_000) }).where(eq(customOrders.id, companyOrder.id));
});
afterAll(() => t?.close());

describe("the buyer's list", () => {
  it('holds only its own orders, newest first, paged', async () => {
    const { status, body } = await mine('demo-employee');
    expect(status).toBe(200);
    expect(body.data.total).toBe(3);
    expect(body.data.list.map((row) => row.id)).toEqual(employeeOrders.map((order) => order.id).reverse());
    expect(body.data.list[0]).toMatchObject({ state: 'preReview', buyerName: '刘洋', companyName: '演示钢铁有限公司', nextMilestone: null, overdue: false });

    const second = await mine('demo-employee', { pageNum: 2, pageSize: 2 });
    expect(second.body.data).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
    expect(second.body.data.list.map((row) => row.id)).toEqual([employeeOrders[0].id]);

    expect((await mine('demo-individual')).body.data.list.map((row) => row.id)).toEqual([individualOrder.id]);
    expect((await t.call(customization.page, {})).status).toBe(401);
  });

  it('filters by state and by keyword on the name or the number', async () => {
    await t.db.update(customOrders).set({ state: 'cancelled' }).where(eq(customOrders.id, employeeOrders[1].id));
    expect((await mine('demo-employee', { state: 'cancelled' })).body.data.list.map((row) => row.id)).toEqual([employeeOrders[1].id]);
    expect((await mine('demo-employee', { keyword: '耐磨' })).body.data.total).toBe(2);
    expect((await mine('demo-employee', { keyword: employeeOrders[2].orderNo })).body.data.list.map((row) => row.id)).toEqual([employeeOrders[2].id]);
    // Another buyer's name finds nothing in one's own list.
    expect((await mine('demo-employee', { keyword: '个人定制' })).body.data.total).toBe(0);
    expect((await mine('demo-employee', { state: 'nonsense' })).status).toBe(400);
  });
});

describe("the platform's queue", () => {
  it('is the customization administrators’ only', async () => {
    expect((await t.call(customAdmin.page, {}, as('demo-employee'))).status).toBe(403);
    expect((await t.call(customAdmin.page, {})).status).toBe(401);
  });

  it('lists every order with counts of every state', async () => {
    const { body } = await platform();
    expect(body.data.total).toBe(5);
    expect(body.data.list[0].id).toBe(companyOrder.id);
    expect(Object.keys(body.data.counts).sort()).toEqual([...CUSTOM_STATES].sort());
    const { counts } = body.data;
    expect(Object.values(counts).reduce((sum, value) => sum + value, 0)).toBe(5);
    expect(counts.evaluated).toBe(0);
    // Counts are of every order, whatever the filter.
    expect((await platform({ state: 'executing' })).body.data.counts).toEqual(counts);
  });

  it('finds orders by number, name, buyer and company', async () => {
    expect((await platform({ keyword: '演示材料贸易' })).body.data.list.map((row) => row.id)).toEqual([companyOrder.id]);
    expect((await platform({ keyword: '李明' })).body.data.list.map((row) => row.id)).toEqual([individualOrder.id]);
    expect((await platform({ keyword: 'demo-individual' })).body.data.list.map((row) => row.id)).toEqual([individualOrder.id]);
    expect((await platform({ keyword: individualOrder.orderNo })).body.data.total).toBe(1);
    expect((await platform({ keyword: '桥梁钢' })).body.data.list.map((row) => row.id)).toEqual([employeeOrders[2].id]);
  });

  it('puts orders past a milestone’s due date first, and keeps only them when asked', async () => {
    const [late, onTime] = [employeeOrders[0], individualOrder];
    await executing(late, 2, -1); // production was due yesterday
    await executing(onTime, 1, 0); // lab R&D is due today: not overdue yet

    const all = await platform();
    expect(all.body.data.list[0]).toMatchObject({ id: late.id, overdue: true, nextMilestone: 'production', nextDueDate: beijingDaysFromNow(-1) });
    const lateRow = all.body.data.list.find((row) => row.id === onTime.id)!;
    expect(lateRow).toMatchObject({ overdue: false, nextMilestone: 'labRnd', nextDueDate: beijingDaysFromNow(0) });

    const overdue = await platform({ overdue: 'true' });
    expect(overdue.body.data.list.map((row) => row.id)).toEqual([late.id]);
    expect(overdue.body.data.total).toBe(1);
    expect((await platform({ overdue: 'false' })).body.data.total).toBe(5);
    expect((await platform({ state: 'executing' })).body.data.total).toBe(2);

    // The buyer's list shows the same flag.
    expect((await mine('demo-employee', { state: 'executing' })).body.data.list[0]).toMatchObject({ id: late.id, overdue: true });
    // An order no longer executing is not overdue, whatever its milestones.
    await t.db.update(customOrders).set({ state: 'delivered' }).where(eq(customOrders.id, late.id));
    expect((await platform({ overdue: 'true' })).body.data.total).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { API, ORDER_PAY_MINUTES } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { movableClock } from '../../lib/testClock';
import { paymentNotifications, paymentOrders, users, workflowHistory } from '../../db/schema';
import { paymentProviders } from './providers';
import { newSandboxKeys, signSandboxNotify, type SandboxNotifyBody } from './providers/sandbox';
import { closeOverdue } from './service/ledger';

const { payment, sandboxCashier, payOrderAdmin } = API;
const clock = movableClock();
const keys = newSandboxKeys();
let t: TestApp;
let buyer: string;
let other: string;
let auditor: string;

beforeAll(async () => {
  t = await createTestApp({ clock, payments: paymentProviders({}, keys) });
  [buyer, other, auditor] = await Promise.all([t.loginAs('demo-individual'), t.loginAs('demo-company'), t.loginAs('demo-auditor')]);
});
afterAll(() => t.close());

async function orderVip(token = buyer, plan: 'month' | 'quarter' | 'year' = 'month') {
  const { status, body } = await t.call(payment.saveVipOrder, { plan }, { token });
  expect(status).toBe(200);
  return body.data;
}

const tokenOf = async (orderNo: string) => (await t.db.select({ token: paymentOrders.payToken }).from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo)))[0].token;

function notify(orderNo: string, amount: number, overrides: Partial<SandboxNotifyBody> = {}) {
  const body: SandboxNotifyBody = { id: 'n1', orderNo, channel: 'wxpay', status: 'SUCCESS', amount, transactionId: `SANDBOX-${orderNo}`, time: clock.now().toISOString(), ...overrides };
  const signed = signSandboxNotify(keys, body, clock.now());
  return () => t.app.inject({ method: 'POST', url: '/atsteel/payment/notify/sandbox', headers: signed.headers, payload: signed.body });
}

const historyRows = async (orderNo: string) => {
  const [order] = await t.db.select({ id: paymentOrders.id }).from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
  return t.db.select().from(workflowHistory).where(sql`${workflowHistory.subject} = 'paymentOrder' and ${workflowHistory.subjectId} = ${order.id}`);
};
const stateOf = async (orderNo: string, token = buyer) => (await t.call(payment.getOrderStatus, { orderNo }, { token })).body.data.state;
const privilegeOf = async (userName: string) => (await t.db.select({ until: users.privilegeUntil }).from(users).where(eq(users.userName, userName)))[0].until;

describe('VIP plans and orders', () => {
  it('prices the plans with the promotion: 12 % off, then 240 and 1,680 yuan more', async () => {
    const { body } = await t.call(payment.listVip, {});
    const byPlan = Object.fromEntries(body.data.plans.map((plan) => [plan.plan, plan]));
    expect(byPlan.month).toMatchObject({ listPrice: 500_00, price: 440_00 });
    expect(byPlan.quarter).toMatchObject({ listPrice: 1500_00, price: 1080_00 });
    expect(byPlan.year).toMatchObject({ listPrice: 6000_00, price: 3600_00 });
    expect(byPlan.year.discounts).toEqual([{ code: 'vipPromotion', amount: 720_00 }, { code: 'vipYearDiscount', amount: 1680_00 }]);
    expect(body.data.current).toBeNull();
    const signedIn = await t.call(payment.listVip, {}, { token: buyer });
    expect(signedIn.body.data.current).toMatchObject({ freeMonthGiven: true });
  });

  it('pays a VIP month through the sandbox cashier and stacks it on the running privilege', async () => {
    // Ten days of privilege left: the month is added after them.
    await t.db.update(users).set({ privilegeUntil: new Date(clock.now().getTime() + 10 * 86_400_000) }).where(eq(users.userName, 'demo-individual'));
    const before = await privilegeOf('demo-individual');
    const order = await orderVip();
    expect(order).toMatchObject({ kind: 'vip', state: 'waiting', amount: 440_00, nextActions: ['cancel'] });

    const png = await t.app.inject({ method: 'POST', url: payment.wxpayNative.path, headers: { authorization: `Bearer ${buyer}` }, payload: { orderNo: order.orderNo } });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const cashierLink = decodeURI(String(png.headers['x-pay-code']));
    const token = new URL(cashierLink).searchParams.get('token')!;
    expect(token).toBe(await tokenOf(order.orderNo));

    const alipay = await t.call(payment.alipayPrecreate, { orderNo: order.orderNo }, { token: buyer });
    expect(alipay.body.data).toMatchObject({ sandbox: true, channel: 'alipay' });
    expect(alipay.body.data.image).toMatch(/^data:image\/png;base64,/);

    const view = await t.call(sandboxCashier.get, { token, channel: 'wxpay' });
    expect(view.body.data).toMatchObject({ orderNo: order.orderNo, amount: 440_00, state: 'waiting' });
    const paid = await t.call(sandboxCashier.decide, { token, channel: 'wxpay', decision: 'pay' });
    expect(paid.body.data.state).toBe('paid');

    const detail = (await t.call(payment.getOrder, { orderNo: order.orderNo }, { token: buyer })).body.data;
    expect(detail).toMatchObject({ state: 'paid', channel: 'wxpay', live: false, nextActions: [] });
    expect(detail.history.map((step) => step.action)).toEqual(['pay']);
    const after = await privilegeOf('demo-individual');
    const days = (after!.getTime() - before!.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);

    // Paid is final: the cashier refuses a second payment.
    expect((await t.call(sandboxCashier.decide, { token, channel: 'wxpay', decision: 'cancel' })).status).toBe(409);
  });

  it('starts an expired privilege again from now', async () => {
    await t.db.update(users).set({ privilegeUntil: new Date(clock.now().getTime() - 5 * 86_400_000) }).where(eq(users.userName, 'demo-company'));
    const order = await orderVip(other, 'quarter');
    await notify(order.orderNo, order.amount)();
    const days = ((await privilegeOf('demo-company'))!.getTime() - clock.now().getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(89);
    expect(days).toBeLessThanOrEqual(93);
  });

  it('shows an order only to its buyer', async () => {
    const order = await orderVip();
    expect((await t.call(payment.getOrder, { orderNo: order.orderNo }, { token: other })).status).toBe(404);
    expect((await t.call(payment.cancelOrder, { orderNo: order.orderNo }, { token: other })).status).toBe(404);
    expect((await t.call(payment.getOrder, { orderNo: order.orderNo })).status).toBe(401);
    const cancelled = await t.call(payment.cancelOrder, { orderNo: order.orderNo }, { token: buyer });
    expect(cancelled.body.data.state).toBe('cancelled');
    expect((await t.call(payment.cancelOrder, { orderNo: order.orderNo }, { token: buyer })).status).toBe(409);
  });
});

describe('notifies', () => {
  it('applies the same notify once, sent 15 times in a row and 10 at once', async () => {
    const order = await orderVip();
    const send = notify(order.orderNo, order.amount);
    const before = await privilegeOf('demo-individual');
    for (let i = 0; i < 15; i += 1) expect((await send()).statusCode).toBe(204);
    const concurrent = await Promise.all(Array.from({ length: 10 }, () => send()));
    expect(concurrent.every((answer) => answer.statusCode === 204)).toBe(true);
    expect(await stateOf(order.orderNo)).toBe('paid');
    expect(await historyRows(order.orderNo)).toHaveLength(1);
    const after = await privilegeOf('demo-individual');
    // One month added, not 25.
    expect(after!.getTime() - before!.getTime()).toBeLessThan(32 * 86_400_000);
    const logged = await t.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, order.orderNo));
    expect(logged.filter((row) => row.outcome === 'applied')).toHaveLength(1);
    expect(logged.filter((row) => row.outcome === 'replay')).toHaveLength(24);
  });

  it('refuses a wrong amount, a forged signature and an unknown order, changing nothing', async () => {
    const order = await orderVip();
    expect((await notify(order.orderNo, order.amount - 1)()).statusCode).toBe(400);
    const forged = signSandboxNotify(newSandboxKeys(), { id: 'x', orderNo: order.orderNo, channel: 'alipay', status: 'SUCCESS', amount: order.amount, transactionId: 'X', time: clock.now().toISOString() }, clock.now());
    expect((await t.app.inject({ method: 'POST', url: '/atsteel/payment/notify/sandbox', headers: forged.headers, payload: forged.body })).statusCode).toBe(400);
    const tampered = signSandboxNotify(keys, { id: 'y', orderNo: order.orderNo, channel: 'alipay', status: 'SUCCESS', amount: 1, transactionId: 'Y', time: clock.now().toISOString() }, clock.now());
    const body = tampered.body.replace('"amount":1', `"amount":${order.amount}`);
    expect((await t.app.inject({ method: 'POST', url: '/atsteel/payment/notify/sandbox', headers: tampered.headers, payload: body })).statusCode).toBe(400);
    expect((await notify('AT20990101000000000000', 100)()).statusCode).toBe(400);
    expect(await stateOf(order.orderNo)).toBe('waiting');
    expect(await historyRows(order.orderNo)).toHaveLength(0);
    // A provider that is not in use has no notify route.
    expect((await t.app.inject({ method: 'POST', url: '/atsteel/payment/notify/wxpay', payload: '{}' })).statusCode).toBe(404);
  });

  it('never moves a paid order back: a close after the payment changes nothing', async () => {
    const order = await orderVip();
    await notify(order.orderNo, order.amount)();
    expect((await notify(order.orderNo, order.amount, { status: 'CLOSED', transactionId: 'C' })()).statusCode).toBe(204);
    expect(await stateOf(order.orderNo)).toBe('paid');
    expect((await t.call(payment.cancelOrder, { orderNo: order.orderNo }, { token: buyer })).status).toBe(409);
  });

  it('closes on the provider’s close, and a later payment is kept aside, not applied', async () => {
    const order = await orderVip();
    await notify(order.orderNo, order.amount, { status: 'CLOSED', transactionId: 'C2' })();
    expect(await stateOf(order.orderNo)).toBe('cancelled');
    expect((await notify(order.orderNo, order.amount)()).statusCode).toBe(204);
    expect(await stateOf(order.orderNo)).toBe('cancelled');
    const late = await t.db.select().from(paymentNotifications).where(sql`${paymentNotifications.orderNo} = ${order.orderNo} and ${paymentNotifications.outcome} = 'late'`);
    expect(late).toHaveLength(1);
  });
});

describe('unpaid orders close after 30 minutes', () => {
  it('closes them in the job’s sweep, and on reading', async () => {
    const swept = await orderVip();
    const read = await orderVip();
    clock.advance((ORDER_PAY_MINUTES + 1) * 60_000);
    // A notify that arrives after the time is not applied.
    expect((await notify(read.orderNo, read.amount)()).statusCode).toBe(204);
    expect(await stateOf(read.orderNo)).toBe('cancelled');
    expect(await closeOverdue(t.db, clock.now())).toBeGreaterThanOrEqual(1);
    const detail = (await t.call(payment.getOrder, { orderNo: swept.orderNo }, { token: buyer })).body.data;
    expect(detail.state).toBe('cancelled');
    expect(detail.history).toMatchObject([{ action: 'close', note: 'expired' }]);
    expect((await t.call(payment.alipayPrecreate, { orderNo: swept.orderNo }, { token: buyer })).status).toBe(409);
  });
});

describe('payment centre, bills and the administrators', () => {
  it('pages the buyer’s orders by state and sums the paid ones by month', async () => {
    const paid = await t.call(payment.pageOrder, { state: 'paid', pageNum: 1, pageSize: 50 }, { token: buyer });
    expect(paid.body.data.list.length).toBeGreaterThanOrEqual(2);
    expect(paid.body.data.list.every((order) => order.state === 'paid')).toBe(true);
    const none = await t.call(payment.pageOrder, { pageNum: 1, pageSize: 50 }, { token: auditor });
    expect(none.body.data.total).toBe(0);
    const year = new Date(clock.now().getTime() + 8 * 3600_000).getUTCFullYear();
    const bill = (await t.call(payment.listBill, { year }, { token: buyer })).body.data;
    expect(bill).toHaveLength(12);
    expect(bill.reduce((sum, month) => sum + month.amount, 0)).toBe(paid.body.data.list.reduce((sum, order) => sum + order.amount, 0));
  });

  it('lets an administrator mark a bank transfer received, and no one else', async () => {
    const order = await orderVip(other);
    expect((await t.call(payOrderAdmin.confirmTransfer, { orderNo: order.orderNo, note: 'ICBC 0001' }, { token: buyer })).status).toBe(403);
    const confirmed = await t.call(payOrderAdmin.confirmTransfer, { orderNo: order.orderNo, note: 'ICBC 0001' }, { token: auditor });
    expect(confirmed.body.data).toMatchObject({ state: 'paid', channel: 'transfer', buyer: { name: '王芳' } });
    expect(confirmed.body.data.history).toMatchObject([{ action: 'confirmTransfer', note: 'ICBC 0001', operator: '杨磊' }]);
    const listed = await t.call(payOrderAdmin.page, { keyword: order.orderNo, pageNum: 1, pageSize: 10 }, { token: auditor });
    expect(listed.body.data.list).toMatchObject([{ orderNo: order.orderNo, buyerName: '王芳' }]);
  });
});

describe('orders of what other modules sell', () => {
  it('answers 404 while nobody sells reports, and orders one once when a module does', async () => {
    expect((await t.call(payment.saveReportOrder, { id: 7 }, { token: buyer })).status).toBe(404);
    const { sells } = await import('./service/ledger');
    // A stand-in for the quality-ranking module.
    sells('report', async (_db, _buyer, id) => ({ itemName: `Report ${id}`, unitPrice: 199_00 }));
    const first = await t.call(payment.saveReportOrder, { id: 7 }, { token: buyer });
    expect(first.body.data).toMatchObject({ kind: 'report', itemRef: '7', amount: 199_00, state: 'waiting' });
    const again = await t.call(payment.saveReportOrder, { id: 7 }, { token: buyer });
    expect(again.body.data.orderNo).toBe(first.body.data.orderNo);
    await notify(first.body.data.orderNo, 199_00)();
    expect((await t.call(payment.saveReportOrder, { id: 7 }, { token: buyer })).status).toBe(409);
  });
});

describe('a buyer’s unpaid orders', () => {
  it('are at most 20 at once', async () => {
    const employee = await t.loginAs('demo-employee');
    const opened = [];
    for (let i = 0; i < 20; i += 1) opened.push(await orderVip(employee));
    const refused = await t.call(payment.saveVipOrder, { plan: 'month' }, { token: employee, lang: 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('You have 20 unpaid orders. Please pay or cancel some of them in My orders first');
    await t.call(payment.cancelOrder, { orderNo: opened[0].orderNo }, { token: employee });
    expect((await t.call(payment.saveVipOrder, { plan: 'month' }, { token: employee })).status).toBe(200);
  });
});

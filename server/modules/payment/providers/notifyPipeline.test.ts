import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { paymentOrders, users, workflowHistory } from '../../../db/schema';
import { openOrder } from '../service/ledger';
import { paymentProviders } from '.';
import { alipayTestSettings, recorded, TEST_MERCHANT, wechatTestSettings } from './fixtures/testMerchant';

/**
 * The recorded WeChat Pay and Alipay notifies through the whole server path (route, verification, ledger):
 * applied once however often they come, refused when the amount differs, and never moving a paid order back.
 */
const now = new Date(TEST_MERCHANT.recordedAt.getTime() + 20_000);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now }, payments: paymentProviders({ wechatPay: wechatTestSettings(), alipay: alipayTestSettings() }) });
});
afterAll(() => t.close());

async function orderOf(amount: number) {
  await t.db.delete(paymentOrders).where(eq(paymentOrders.orderNo, TEST_MERCHANT.orderNo));
  const [buyer] = await t.db.select({ id: users.id }).from(users).where(eq(users.userName, 'demo-individual'));
  const row = await t.db.transaction((tx) =>
    openOrder(tx, { userId: buyer.id, companyId: null, kind: 'vip', itemRef: 'month', itemName: 'test', unitPrice: amount, quantity: 1, discounts: [], now: new Date(now.getTime() - 60_000) }),
  );
  // The recorded notifies name this order number.
  await t.db.update(paymentOrders).set({ orderNo: TEST_MERCHANT.orderNo }).where(eq(paymentOrders.id, row.id));
  return row.id;
}

const send = (provider: 'wxpay' | 'alipay') => {
  const sample = recorded(provider);
  return t.app.inject({ method: 'POST', url: `/atsteel/payment/notify/${provider}`, headers: sample.headers, payload: sample.body });
};
const stateOf = async (id: number) => (await t.db.select({ state: paymentOrders.state }).from(paymentOrders).where(eq(paymentOrders.id, id)))[0].state;
const steps = async (id: number) =>
  (await t.db.select().from(workflowHistory).where(sql`${workflowHistory.subject} = 'paymentOrder' and ${workflowHistory.subjectId} = ${id}`)).length;

describe.each([
  ['wxpay', 204, ''],
  ['alipay', 200, 'success'],
] as const)('%s notifies through the server', (provider, okStatus, okBody) => {
  it('pays the order once: 15 in a row, then 10 at once', async () => {
    const id = await orderOf(TEST_MERCHANT.amount);
    for (let i = 0; i < 15; i += 1) {
      const answer = await send(provider);
      expect(answer.statusCode).toBe(okStatus);
      expect(answer.body).toBe(okBody);
    }
    await Promise.all(Array.from({ length: 10 }, () => send(provider)));
    expect(await stateOf(id)).toBe('paid');
    expect(await steps(id)).toBe(1);
    const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
    expect(order).toMatchObject({ channel: provider, live: true });
  });

  it('refuses a notify whose amount is not the order’s', async () => {
    const id = await orderOf(TEST_MERCHANT.amount + 1);
    const answer = await send(provider);
    expect(provider === 'alipay' ? answer.body : answer.statusCode).toBe(provider === 'alipay' ? 'failure' : 400);
    expect(await stateOf(id)).toBe('waiting');
    expect(await steps(id)).toBe(0);
  });

  it('does not reopen a cancelled order', async () => {
    const id = await orderOf(TEST_MERCHANT.amount);
    await t.db.update(paymentOrders).set({ state: 'cancelled' }).where(eq(paymentOrders.id, id));
    expect((await send(provider)).statusCode).toBe(okStatus);
    expect(await stateOf(id)).toBe('cancelled');
  });
});

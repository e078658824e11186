import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { API, MSG } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { createCustomOrder } from '../../../tests/support/customization';
import { customCalls, offerOf, payInSandbox, putInState, textOf, uploadCustomFile } from '../../../tests/support/customSteps';
import { customOrders, detectionItems, notifications, paymentOrders, users, workflowHistory } from '../../db/schema';
import { paymentProviders } from '../payment/providers';
import { newSandboxKeys, signSandboxNotify } from '../payment/providers/sandbox';

const keys = newSandboxKeys();
let t: TestApp;
let calls: ReturnType<typeof customCalls>;
let buyer: string;
let platform: string;
let buyerId: number;

beforeAll(async () => {
  t = await createTestApp({ payments: paymentProviders({}, keys) });
  calls = customCalls(t);
  [buyer, platform] = await Promise.all([t.loginAs('demo-company'), t.loginAs('demo-auditor')]);
  [{ id: buyerId }] = await t.db.select({ id: users.id }).from(users).where(eq(users.userName, 'demo-company'));
});
afterAll(() => t.close());

async function ok<T>(promise: Promise<{ status: number; body: { msg: string; data: T } }>) {
  const { status, body } = await promise;
  expect(status, body.msg).toBe(200);
  return body.data;
}

const ledgerOrder = async (orderNo: string) => (await t.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo)))[0];
const orderRow = async (id: number) => (await t.db.select().from(customOrders).where(eq(customOrders.id, id)))[0];
const historyOf = (id: number) =>
  t.db
    .select()
    .from(workflowHistory)
    .where(and(eq(workflowHistory.subject, 'customOrder'), eq(workflowHistory.subjectId, id)))
    .orderBy(asc(workflowHistory.id));

/** The provider's notify of a paid ledger order, sent again (signed like the sandbox's). */
function replayNotify(orderNo: string, amount: number) {
  const signed = signSandboxNotify(keys, { id: `replay-${orderNo}`, orderNo, channel: 'wxpay', status: 'SUCCESS', amount, transactionId: `SANDBOX-${orderNo}`, time: new Date().toISOString() }, new Date());
  return t.app.inject({ method: 'POST', url: '/atsteel/payment/notify/sandbox', headers: signed.headers, payload: signed.body });
}

describe('a customization order from request to evaluation', () => {
  it('is reviewed, offered, accepted, signed, paid in two parts through the ledger, executed, delivered and evaluated', async () => {
    const order = await createCustomOrder(t, buyer);
    const id = order.id;
    expect(order.state).toBe('preReview');
    await ok(calls.platform(platform, { id, action: 'pass', note: '形式审查通过' }));

    const items = await t.db.select().from(detectionItems).where(inArray(detectionItems.code, ['tensile-rt', 'impact-charpy'])).orderBy(asc(detectionItems.code));
    expect(items).toHaveLength(2);
    const acceptance = items.map((item) => ({ itemId: item.id, requirement: item.code === 'tensile-rt' ? 'ReL ≥ 460 MPa' : 'KV2(−40 °C) ≥ 47 J' }));
    const offered = await ok(calls.platform(platform, { id, action: 'setOffer', offer: offerOf({ acceptance }) }));
    expect(offered).toMatchObject({ state: 'offer', totalAmount: 12_000_000, depositAmount: 3_600_000, balanceAmount: 8_400_000, payable: null });
    expect(offered.nextActions).toEqual(['setOffer']);
    const accepted = await ok(calls.buyer(buyer, { id, action: 'accept' }));
    expect(accepted.state).toBe('contract');
    expect((await calls.pay(buyer, id)).body.msg).toBe(textOf(MSG.customNothingToPay));

    await ok(calls.platform(platform, { id, action: 'drawUp' }));
    await ok(calls.buyer(buyer, { id, action: 'signBuyer', fileIds: [await uploadCustomFile(t, buyer)] }));
    // One signature is not enough for the deposit.
    expect((await calls.pay(buyer, id)).status).toBe(409);
    const signed = await ok(calls.platform(platform, { id, action: 'signPlatform', fileIds: [await uploadCustomFile(t, platform)] }));
    expect(signed.payable).toBe('deposit');
    expect((await ok(calls.detail(buyer, id))).nextActions).toContain('pay');

    // The deposit: one ledger order of the deposit's amount, answered again until paid.
    const { orderNo: depositNo } = await ok(calls.pay(buyer, id));
    expect((await ok(calls.pay(buyer, id))).orderNo).toBe(depositNo);
    const deposit = await ledgerOrder(depositNo);
    expect(deposit).toMatchObject({ kind: 'customDeposit', itemRef: String(id), amount: 3_600_000, state: 'waiting', userId: buyerId });
    expect((await orderRow(id)).depositOrderId).toBe(deposit.id);
    await payInSandbox(t, depositNo);
    const executing = await ok(calls.detail(buyer, id));
    expect(executing).toMatchObject({ state: 'executing', depositPaidTime: expect.any(String), payable: null, nextMilestone: 'plan' });
    expect(executing.timeline.at(-1)).toMatchObject({ action: 'payDeposit', fromState: 'contract', toState: 'executing', note: depositNo, operator: null });

    // A replayed notify changes nothing.
    const rowsBefore = (await historyOf(id)).length;
    const paidAt = (await orderRow(id)).depositPaidAt;
    expect((await replayNotify(depositNo, 3_600_000)).statusCode).toBe(204);
    expect(await historyOf(id)).toHaveLength(rowsBefore);
    expect((await orderRow(id)).depositPaidAt).toEqual(paidAt);

    for (const action of ['planDone', 'labDone', 'productionDone'] as const) await ok(calls.platform(platform, { id, action }));
    const report = await uploadCustomFile(t, platform);
    const results = [
      { result: '515 MPa', passed: true },
      { result: '96 J', passed: true },
    ];
    const tested = await ok(calls.platform(platform, { id, action: 'testingDone', fileIds: [report], results }));
    expect(tested).toMatchObject({ nextMilestone: 'delivery', payable: 'balance' });
    expect((await calls.platform(platform, { id, action: 'deliver', shipmentNo: 'SF1400000018' })).body.msg).toBe(textOf(MSG.customBalanceUnpaid));

    // The balance: total − deposit.
    const { orderNo: balanceNo } = await ok(calls.pay(buyer, id));
    expect(balanceNo).not.toBe(depositNo);
    expect(await ledgerOrder(balanceNo)).toMatchObject({ kind: 'customBalance', itemRef: String(id), amount: 8_400_000 });
    await payInSandbox(t, balanceNo);
    const balanced = await ok(calls.detail(buyer, id));
    expect(balanced).toMatchObject({ state: 'executing', balancePaidTime: expect.any(String), payable: null });
    expect((await calls.pay(buyer, id)).status).toBe(409);

    const delivered = await ok(calls.platform(platform, { id, action: 'deliver', shipmentNo: 'SF1400000018' }));
    expect(delivered).toMatchObject({ state: 'delivered', shipmentNo: 'SF1400000018', nextActions: [] });
    expect(delivered.milestones.every((milestone) => milestone.doneTime !== null)).toBe(true);
    const evaluated = await ok(calls.buyer(buyer, { id, action: 'evaluate', stars: 5, note: '性能稳定，按期交付' }));
    expect(evaluated).toMatchObject({ state: 'evaluated', evaluationStars: 5, evaluationText: '性能稳定，按期交付', nextActions: [] });

    const actions = evaluated.timeline.map((step) => step.action);
    expect(actions.slice(actions.indexOf('pass'))).toEqual([
      'pass',
      'setOffer',
      'accept',
      'drawUp',
      'signBuyer',
      'signPlatform',
      'payDeposit',
      'planDone',
      'labDone',
      'productionDone',
      'testingDone',
      'payBalance',
      'deliver',
      'evaluate',
    ]);
    // The buyer heard of every step the platform or the ledger took, and of none of its own.
    const notices = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyerId), eq(notifications.subject, 'customOrder'), eq(notifications.subjectId, id)))
      .orderBy(asc(notifications.id));
    expect(notices.map((notice) => notice.event)).toEqual([
      'pass',
      'setOffer',
      'drawUp',
      'signPlatform',
      'payDeposit',
      'planDone',
      'labDone',
      'productionDone',
      'testingDone',
      'payBalance',
      'deliver',
    ]);
    expect(notices.at(-1)!.params).toEqual({ orderNo: order.orderNo, name: order.name, shipmentNo: 'SF1400000018' });
  });
});

describe('payments that arrive late', () => {
  it('cancelling closes the waiting deposit order; a transfer confirmed later leaves the order cancelled, with a note to refund', async () => {
    const { id } = await createCustomOrder(t, buyer);
    await putInState(t, id, 'contract', { buyerSignedFileId: await uploadCustomFile(t, buyer), platformSignedFileId: await uploadCustomFile(t, platform) });
    const { orderNo } = await ok(calls.pay(buyer, id));
    await ok(calls.buyer(buyer, { id, action: 'cancel', note: '项目取消' }));
    // Cancelling closed the waiting deposit order: the cashier takes no payment for it any more.
    expect(await ledgerOrder(orderNo)).toMatchObject({ state: 'cancelled' });
    expect((await calls.pay(buyer, id)).status).toBe(409);
    // A bank transfer that arrives anyway: the administrator confirms it on the closed order.
    const confirmed = await t.call(API.payOrderAdmin.confirmTransfer, { orderNo, note: '银行转账已到账' }, { token: platform });
    expect(confirmed.status, confirmed.body.msg).toBe(200);
    expect(await ledgerOrder(orderNo)).toMatchObject({ state: 'paid' });
    const row = await orderRow(id);
    expect(row).toMatchObject({ state: 'cancelled', depositPaidAt: null, cancelReason: '项目取消' });
    expect((await historyOf(id)).at(-1)).toMatchObject({ action: 'payDeposit', fromState: 'cancelled', toState: 'cancelled', note: `${orderNo} paid while the order is cancelled: to be refunded` });
  });
});

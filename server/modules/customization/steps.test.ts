import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  CUSTOM_BUYER_ACTIONS,
  CUSTOM_PLATFORM_ACTIONS,
  CUSTOM_STATES,
  MSG,
  type CustomBuyerAction,
  type CustomBuyerStep,
  type CustomPlatformAction,
  type CustomPlatformStep,
  type CustomState,
} from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { createCustomOrder } from '../../../tests/support/customization';
import { customCalls, offerOf, putInState, stateValues, textOf, uploadCustomFile } from '../../../tests/support/customSteps';
import { customOrders, detectionItems, notifications, users, workflowHistory } from '../../db/schema';

let t: TestApp;
let calls: ReturnType<typeof customCalls>;
const tokens: Record<string, string> = {};
const files: Record<string, string> = {};
let orderId: number;
let buyerId: number;

beforeAll(async () => {
  t = await createTestApp();
  calls = customCalls(t);
  for (const user of ['demo-company', 'demo-individual', 'demo-auditor']) tokens[user] = await t.loginAs(user);
  files.buyerPdf = await uploadCustomFile(t, tokens['demo-company']);
  files.buyerPng = await uploadCustomFile(t, tokens['demo-company'], 'png');
  files.platformPdf = await uploadCustomFile(t, tokens['demo-auditor']);
  orderId = (await createCustomOrder(t, tokens['demo-company'])).id;
  [{ id: buyerId }] = await t.db.select({ id: users.id }).from(users).where(eq(users.userName, 'demo-company'));
});
afterAll(() => t.close());

const BUYER = 'demo-company';
const PLATFORM = 'demo-auditor';

/** A valid input of every action, for the order `id`. */
const buyerInput = (id: number, action: CustomBuyerAction): CustomBuyerStep => {
  switch (action) {
    case 'signBuyer':
      return { id, action, fileIds: [files.buyerPdf] };
    case 'evaluate':
      return { id, action, stars: 4, note: '性能达标，交付准时' };
    default:
      return { id, action, note: action === 'accept' ? '' : '预算调整' };
  }
};
const platformInput = (id: number, action: CustomPlatformAction): CustomPlatformStep => {
  switch (action) {
    case 'reject':
    case 'cancelContract':
      return { id, action, note: '客户资料不全' };
    case 'setOffer':
      return { id, action, offer: offerOf() };
    case 'signPlatform':
      return { id, action, fileIds: [files.platformPdf] };
    case 'testingDone':
      return { id, action, fileIds: [files.platformPdf], results: [] };
    case 'deliver':
      return { id, action, shipmentNo: 'SF1400000001' };
    case 'pass':
    case 'drawUp':
      return { id, action };
    default:
      return { id, action, fileIds: [] };
  }
};

/** The steps each state allows (spec §4), written out here so the table in workflow.ts is checked, not repeated. */
const ALLOWED: Record<CustomState, string[]> = {
  preReview: ['cancel', 'pass', 'reject'],
  offer: ['cancel', 'accept', 'decline', 'setOffer'],
  contract: ['cancel', 'signBuyer', 'drawUp', 'signPlatform', 'cancelContract'],
  // The fixture's next milestone is the development plan.
  executing: ['planDone'],
  delivered: ['evaluate'],
  evaluated: [],
  rejected: [],
  cancelled: [],
};
const LEADS_TO: Partial<Record<string, CustomState>> = {
  cancel: 'cancelled',
  accept: 'contract',
  decline: 'cancelled',
  evaluate: 'evaluated',
  pass: 'offer',
  reject: 'rejected',
  cancelContract: 'cancelled',
};

describe('every step in every state, by both sides', () => {
  it.each(CUSTOM_STATES)('from %s: the allowed steps answer 200 and move on, the others 409; the other side 403', async (state) => {
    const outcome: Record<string, string> = {};
    const expected: Record<string, string> = {};
    const record = (action: string, status: number, data: { state: string } | null) => {
      outcome[action] = status === 200 ? `200 → ${data?.state}` : String(status);
      expected[action] = ALLOWED[state].includes(action) ? `200 → ${LEADS_TO[action] ?? state}` : '409';
    };
    for (const action of CUSTOM_BUYER_ACTIONS) {
      await putInState(t, orderId, state);
      expect((await calls.buyer(tokens[PLATFORM], buyerInput(orderId, action))).status).toBe(403);
      const { status, body } = await calls.buyer(tokens[BUYER], buyerInput(orderId, action));
      record(action, status, body.data);
    }
    for (const action of CUSTOM_PLATFORM_ACTIONS) {
      await putInState(t, orderId, state);
      expect((await calls.platform(tokens[BUYER], platformInput(orderId, action))).status).toBe(403);
      const { status, body } = await calls.platform(tokens[PLATFORM], platformInput(orderId, action));
      record(action, status, body.data);
    }
    expect(outcome).toEqual(expected);
  });

  it('refuses cancelling once executing started with its own message', async () => {
    await putInState(t, orderId, 'executing');
    const { status, body } = await calls.buyer(tokens[BUYER], buyerInput(orderId, 'cancel'));
    expect([status, body.msg]).toEqual([409, textOf(MSG.customNotCancellable)]);
  });
});

describe('whose order it is', () => {
  it('answers 404 to another buyer, 403 to a buyer on the platform’s steps and to the platform on the buyer’s', async () => {
    await putInState(t, orderId, 'offer');
    expect((await calls.buyer(tokens['demo-individual'], buyerInput(orderId, 'accept'))).status).toBe(404);
    expect((await calls.buyer(tokens['demo-individual'], buyerInput(orderId, 'cancel'))).status).toBe(404);
    expect((await calls.pay(tokens['demo-individual'], orderId)).status).toBe(404);
    expect((await calls.buyer(tokens[BUYER], buyerInput(999_999, 'cancel'))).status).toBe(404);
    expect((await calls.platform(tokens[PLATFORM], platformInput(999_999, 'pass'))).status).toBe(404);
    expect((await calls.platform(tokens['demo-individual'], platformInput(orderId, 'setOffer'))).status).toBe(403);
    expect((await calls.pay(tokens[PLATFORM], orderId)).status).toBe(403);
    // Nothing changed.
    const [row] = await t.db.select().from(customOrders).where(eq(customOrders.id, orderId));
    expect(row).toMatchObject({ state: 'offer', cancelReason: null });
  });
});

describe('guards and inputs', () => {
  const refusal = async (promise: Promise<{ status: number; body: { msg: string } }>) => {
    const { status, body } = await promise;
    return [status, body.msg];
  };

  it('accepts or declines only a set offer', async () => {
    await putInState(t, orderId, 'offer', { offeredAt: null });
    expect(await refusal(calls.buyer(tokens[BUYER], buyerInput(orderId, 'accept')))).toEqual([409, textOf(MSG.customOfferMissing)]);
    expect(await refusal(calls.buyer(tokens[BUYER], buyerInput(orderId, 'decline')))).toEqual([409, textOf(MSG.customOfferMissing)]);
  });

  it('signs only a drawn-up contract, checking the state before the file', async () => {
    await putInState(t, orderId, 'contract', { contractDrawnAt: null, contractNo: null });
    // A PNG would be refused too, but the contract not drawn up is said first.
    expect(await refusal(calls.buyer(tokens[BUYER], { id: orderId, action: 'signBuyer', fileIds: [files.buyerPng] }))).toEqual([409, textOf(MSG.customContractNotDrawn)]);
    expect(await refusal(calls.platform(tokens[PLATFORM], platformInput(orderId, 'signPlatform')))).toEqual([409, textOf(MSG.customContractNotDrawn)]);
    await putInState(t, orderId, 'preReview');
    expect(await refusal(calls.buyer(tokens[BUYER], { id: orderId, action: 'signBuyer', fileIds: [files.platformPdf] }))).toEqual([409, textOf(MSG.customStateRefused)]);
  });

  it('takes as signed copy only the signer’s own PDF upload', async () => {
    await putInState(t, orderId, 'contract');
    expect(await refusal(calls.buyer(tokens[BUYER], { id: orderId, action: 'signBuyer', fileIds: [files.buyerPng] }))).toEqual([400, textOf(MSG.customSignedCopyPdf)]);
    expect(await refusal(calls.buyer(tokens[BUYER], { id: orderId, action: 'signBuyer', fileIds: [files.platformPdf] }))).toEqual([400, textOf(MSG.customFileNotYours)]);
    expect(await refusal(calls.platform(tokens[PLATFORM], { id: orderId, action: 'signPlatform', fileIds: [files.buyerPdf] }))).toEqual([400, textOf(MSG.customFileNotYours)]);
    expect(await refusal(calls.buyer(tokens[BUYER], { id: orderId, action: 'signBuyer', fileIds: [] }))).toEqual([400, textOf(MSG.customSignedCopyRequired)]);
    const signed = await calls.buyer(tokens[BUYER], buyerInput(orderId, 'signBuyer'));
    expect(signed.body.data).toMatchObject({ state: 'contract', buyerSigned: true, platformSigned: false });
    expect(signed.body.data.timeline.at(-1)).toMatchObject({ action: 'signBuyer', files: [expect.objectContaining({ id: files.buyerPdf })] });
    // Signed by one side: the contract is not drawn up again.
    expect(await refusal(calls.platform(tokens[PLATFORM], platformInput(orderId, 'drawUp')))).toEqual([409, textOf(MSG.customStateRefused)]);
  });

  it('draws the contract up under a number of the order', async () => {
    await putInState(t, orderId, 'contract', { contractDrawnAt: null, contractNo: null });
    const { body } = await calls.platform(tokens[PLATFORM], platformInput(orderId, 'drawUp'));
    expect(body.data.contractNo).toBe(`HT${body.data.orderNo.replace(/\D/g, '')}`);
    expect(body.data.contractDrawnTime).toEqual(expect.any(String));
  });

  it('records milestones in order, delivery only with the balance paid', async () => {
    await putInState(t, orderId, 'executing');
    expect(await refusal(calls.platform(tokens[PLATFORM], platformInput(orderId, 'labDone')))).toEqual([409, textOf(MSG.customMilestoneOrder)]);
    expect(await refusal(calls.platform(tokens[PLATFORM], platformInput(orderId, 'deliver')))).toEqual([409, textOf(MSG.customMilestoneOrder)]);
    const planned = await calls.platform(tokens[PLATFORM], { id: orderId, action: 'planDone', fileIds: [files.platformPdf], note: '方案评审通过' });
    expect(planned.body.data.milestones.map((milestone) => Boolean(milestone.doneTime))).toEqual([true, false, false, false, false]);
    expect(planned.body.data.timeline.at(-1)).toMatchObject({ action: 'planDone', note: '方案评审通过', files: [expect.objectContaining({ id: files.platformPdf })] });
    expect(await refusal(calls.platform(tokens[PLATFORM], { id: orderId, action: 'labDone', fileIds: [files.buyerPdf] }))).toEqual([400, textOf(MSG.customFileNotYours)]);
    const ready = stateValues('delivered').milestones!.map((milestone) => (milestone.code === 'delivery' ? { ...milestone, doneAt: null } : milestone));
    await putInState(t, orderId, 'executing', { milestones: ready });
    expect(await refusal(calls.platform(tokens[PLATFORM], platformInput(orderId, 'deliver')))).toEqual([409, textOf(MSG.customBalanceUnpaid)]);
    expect(await refusal(calls.platform(tokens[PLATFORM], platformInput(orderId, 'testingDone')))).toEqual([409, textOf(MSG.customMilestoneOrder)]);
    // All paid with the deposit: nothing is left to pay, delivery goes ahead.
    await putInState(t, orderId, 'executing', { milestones: ready, depositAmount: 12_000_000 });
    expect(await refusal(calls.pay(tokens[BUYER], orderId))).toEqual([409, textOf(MSG.customNothingToPay)]);
    const delivered = await calls.platform(tokens[PLATFORM], platformInput(orderId, 'deliver'));
    expect(delivered.body.data).toMatchObject({ state: 'delivered', shipmentNo: 'SF1400000001' });
  });

  it('records product testing only with its reports and every acceptance result, in order', async () => {
    const [tensile, impact] = await t.db.select().from(detectionItems).where(eq(detectionItems.kind, 'detection')).limit(2);
    const acceptance = [tensile, impact].map((item) => ({ itemId: item.id, code: item.code, nameZh: item.nameZh, nameEn: item.nameEn, standards: item.standards, requirement: '≥ 460 MPa', result: null, passed: null }));
    const testingNext = stateValues('executing').milestones!.map((milestone, index) => (index < 3 ? { ...milestone, doneAt: new Date().toISOString() } : milestone));
    await putInState(t, orderId, 'executing', { milestones: testingNext, acceptance });
    expect(await refusal(calls.platform(tokens[PLATFORM], { id: orderId, action: 'testingDone', fileIds: [], results: [] }))).toEqual([400, textOf(MSG.customTestReportsRequired)]);
    const one = [{ result: '480 MPa', passed: true }];
    expect(await refusal(calls.platform(tokens[PLATFORM], { id: orderId, action: 'testingDone', fileIds: [files.platformPdf], results: one }))).toEqual([400, textOf(MSG.customResultsIncomplete)]);
    const results = [...one, { result: '35 J', passed: false }];
    const tested = await calls.platform(tokens[PLATFORM], { id: orderId, action: 'testingDone', fileIds: [files.platformPdf], results });
    expect(tested.body.data.acceptance.map((row) => [row.code, row.result, row.passed])).toEqual([
      [tensile.code, '480 MPa', true],
      [impact.code, '35 J', false],
    ]);
    expect(tested.body.data).toMatchObject({ state: 'executing', nextMilestone: 'delivery', payable: 'balance' });
  });

  it('sets an offer from catalogue items, due dates from today, and sets it again while offered', async () => {
    await putInState(t, orderId, 'offer', { offeredAt: null, milestones: [] });
    const past = offerOf({ dueDates: ['2020-01-01', '2020-02-01', '2020-03-01', '2020-04-01', '2020-05-01'] });
    expect(await refusal(calls.platform(tokens[PLATFORM], { id: orderId, action: 'setOffer', offer: past }))).toEqual([400, textOf(MSG.customDueDatesInvalid)]);
    const unknown = offerOf({ acceptance: [{ itemId: 999_999, requirement: '≥ 460 MPa' }] });
    expect(await refusal(calls.platform(tokens[PLATFORM], { id: orderId, action: 'setOffer', offer: unknown }))).toEqual([400, textOf(MSG.customAcceptanceItemUnknown)]);
    const [item] = await t.db.select().from(detectionItems).limit(1);
    const first = await calls.platform(tokens[PLATFORM], { id: orderId, action: 'setOffer', offer: offerOf({ acceptance: [{ itemId: item.id, requirement: '≥ 460 MPa' }] }) });
    expect(first.body.data).toMatchObject({ totalAmount: 12_000_000, depositAmount: 3_600_000, balanceAmount: 8_400_000 });
    expect(first.body.data.acceptance).toEqual([{ itemId: item.id, code: item.code, nameZh: item.nameZh, nameEn: item.nameEn, standards: item.standards, requirement: '≥ 460 MPa', result: null, passed: null }]);
    expect(first.body.data.milestones.map((milestone) => milestone.code)).toEqual(['plan', 'labRnd', 'production', 'testing', 'delivery']);
    const again = await calls.platform(tokens[PLATFORM], { id: orderId, action: 'setOffer', offer: offerOf({ totalAmount: 10_000_000, depositAmount: 2_000_000 }) });
    expect(again.body.data).toMatchObject({ state: 'offer', totalAmount: 10_000_000, acceptance: [] });
    expect(again.body.data.timeline.at(-1)).toMatchObject({ action: 'setOffer', note: '¥100,000.00 / ¥20,000.00' });
  });
});

describe('notifications', () => {
  const noticesOf = () =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyerId), eq(notifications.subject, 'customOrder'), eq(notifications.subjectId, orderId)))
      .orderBy(notifications.id);

  it('tell the buyer of the platform’s steps, not of its own', async () => {
    await t.db.delete(notifications).where(eq(notifications.userId, buyerId));
    await putInState(t, orderId, 'preReview');
    await calls.platform(tokens[PLATFORM], { id: orderId, action: 'reject', note: '资料不全' });
    await putInState(t, orderId, 'offer');
    await calls.buyer(tokens[BUYER], buyerInput(orderId, 'accept'));
    await calls.buyer(tokens[BUYER], buyerInput(orderId, 'cancel'));
    const ready = stateValues('delivered').milestones!.map((milestone) => (milestone.code === 'delivery' ? { ...milestone, doneAt: null } : milestone));
    await putInState(t, orderId, 'executing', { milestones: ready, balancePaidAt: new Date() });
    expect((await calls.platform(tokens[PLATFORM], platformInput(orderId, 'deliver'))).status).toBe(200);
    const [order] = await t.db.select().from(customOrders).where(eq(customOrders.id, orderId));
    expect((await noticesOf()).map((row) => [row.event, row.params])).toEqual([
      ['reject', { orderNo: order.orderNo, name: order.name, reason: '资料不全' }],
      ['deliver', { orderNo: order.orderNo, name: order.name, shipmentNo: 'SF1400000001' }],
    ]);
  });

  it('tell the platform of the buyer’s steps, leading to the console', async () => {
    const [{ id: platformId }] = await t.db.select({ id: users.id }).from(users).where(eq(users.userName, PLATFORM));
    const platformNotices = () =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, platformId), eq(notifications.subject, 'customOrder'), eq(notifications.subjectId, orderId)))
        .orderBy(notifications.id);
    await t.db.delete(notifications).where(eq(notifications.userId, platformId));
    await putInState(t, orderId, 'offer');
    await calls.buyer(tokens[BUYER], buyerInput(orderId, 'accept'));
    await calls.buyer(tokens[BUYER], { id: orderId, action: 'cancel', note: '预算取消' });
    const [order] = await t.db.select().from(customOrders).where(eq(customOrders.id, orderId));
    expect((await platformNotices()).map((row) => [row.event, row.params])).toEqual([
      ['accept', { orderNo: order.orderNo, name: order.name, audience: 'platform' }],
      ['cancel', { orderNo: order.orderNo, name: order.name, audience: 'platform', reason: '预算取消' }],
    ]);
    // A new request too; the buyer is not told of its own request.
    const fresh = await createCustomOrder(t, tokens[BUYER]);
    const [created] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.subject, 'customOrder'), eq(notifications.subjectId, fresh.id)));
    expect(created).toMatchObject({ userId: platformId, event: 'request', params: { orderNo: fresh.orderNo, name: fresh.name, audience: 'platform' } });
  });

  it('are written in the step’s transaction: a refused step leaves none and no timeline row', async () => {
    await t.db.delete(notifications).where(eq(notifications.userId, buyerId));
    await putInState(t, orderId, 'offer', { offeredAt: null });
    const before = await t.db.select().from(workflowHistory).where(and(eq(workflowHistory.subject, 'customOrder'), eq(workflowHistory.subjectId, orderId)));
    const past = offerOf({ dueDates: ['2020-01-01', '2020-02-01', '2020-03-01', '2020-04-01', '2020-05-01'] });
    expect((await calls.platform(tokens[PLATFORM], { id: orderId, action: 'setOffer', offer: past })).status).toBe(400);
    const after = await t.db.select().from(workflowHistory).where(and(eq(workflowHistory.subject, 'customOrder'), eq(workflowHistory.subjectId, orderId)));
    expect(after).toHaveLength(before.length);
    expect(await noticesOf()).toEqual([]);
  });
});

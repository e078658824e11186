import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API, type DemandInput } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { multipart, pngImage } from '../../../tests/support/files';
import { approvedLaboratory, companyOfUser, createLabAccount } from '../../../tests/support/labs';
import { paymentOrders, workflowHistory } from '../../db/schema';
import { paymentProviders } from '../payment/providers';
import { newSandboxKeys } from '../payment/providers/sandbox';

const { researchDemand, myResearchDemand, demandQuotes, demandAdmin, sandboxCashier, files } = API;

// Friday 27 November 2026, 10:00 in Beijing: customer service answers by Monday 10:00.
let offsetMs = 0;
const start = new Date('2026-11-27T10:00:00+08:00').getTime();
const clock = { now: () => new Date(start + offsetMs) };

let t: TestApp;
let owner: string;
let other: string;
let admin: string;
let labA: string;
let labB: string;
let labPending: string;

beforeAll(async () => {
  t = await createTestApp({ clock, payments: paymentProviders({}, newSandboxKeys()) });
  await approvedLaboratory(t.db, (await companyOfUser(t.db, 'demo-lab')).companyId, '甲实验室');
  await approvedLaboratory(t.db, (await createLabAccount(t.db, 'lab-b', '13900002201')).companyId, '乙实验室');
  // A laboratory account whose laboratory is not approved (no entry at all).
  await createLabAccount(t.db, 'lab-pending', '13900002202');
  [owner, other, admin, labA, labB, labPending] = await Promise.all(
    ['demo-individual', 'demo-company', 'demo-auditor', 'demo-lab', 'lab-b', 'lab-pending'].map((name) => t.loginAs(name)),
  );
});
afterAll(() => t.close());

async function upload(token: string, purpose = 'demandFile') {
  const body = multipart({ name: 'sample.png', bytes: pngImage() });
  const answer = await t.app.inject({ method: 'POST', url: `${files.upload.path}?purpose=${purpose}`, headers: { ...body.headers, authorization: `Bearer ${token}` }, payload: body.payload });
  expect(answer.statusCode).toBe(200);
  return answer.json().data.id as string;
}

const viewFile = async (id: string, token?: string) =>
  (await t.app.inject({ method: 'GET', url: `${files.view.path}?id=${id}`, headers: token ? { authorization: `Bearer ${token}` } : {} })).statusCode;

const demand = (overrides: Partial<DemandInput> = {}): DemandInput => ({
  title: 'Q345 焊缝 EBSD 织构分析',
  description: '对焊缝熔合区做 EBSD 织构与晶粒取向分析，出具报告',
  material: 'Q345B',
  sampleCount: 3,
  equipmentType: 'EBSD',
  wishedDate: '2026-12-10',
  budget: 500_000,
  contactName: '李明',
  contactPhone: '13912345678',
  attachmentIds: [],
  ...overrides,
});

async function file(input: DemandInput, token = owner) {
  const answer = await t.call(myResearchDemand.save, input, { token });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

const historyOf = async (id: number) =>
  t.db
    .select({ action: workflowHistory.action, fromState: workflowHistory.fromState, toState: workflowHistory.toState, note: workflowHistory.note })
    .from(workflowHistory)
    .where(and(eq(workflowHistory.subject, 'researchDemand'), eq(workflowHistory.subjectId, id)));

describe('filing a demand', () => {
  it('refuses bad input with the field’s message, and visitors', async () => {
    const refused = async (input: unknown, msg: unknown) => {
      const answer = await t.call(myResearchDemand.save, input, { token: owner, lang: 'en' });
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toEqual(msg);
    };
    await refused(demand({ title: '  ' }), "Please enter a title for the demand");
    await refused(demand({ sampleCount: 0 }), 'The number of samples must be a whole number from 1 to 10000');
    await refused(demand({ sampleCount: 10001 }), 'The number of samples must be a whole number from 1 to 10000');
    await refused(demand({ contactPhone: '12345' }), expect.stringContaining('valid telephone'));
    await refused(demand({ budget: -1 }), 'The budget must be an amount from 0 to 10,000,000 yuan');
    await refused(demand({ wishedDate: '2026-02-30' }), 'Please choose a wished date that is not in the past');
    // Yesterday in Beijing is the past; today is not.
    await refused(demand({ wishedDate: '2026-11-26' }), 'Please choose a wished date that is not in the past');
    expect((await t.call(myResearchDemand.save, demand({ wishedDate: '2026-11-27' }), { token: owner })).status).toBe(200);
    await refused(demand({ description: 'x'.repeat(2001) }), expect.stringMatching(/long/i));
    expect((await t.call(myResearchDemand.save, demand())).status).toBe(401);
  });

  it('takes only demand files the caller uploaded, at most five', async () => {
    const others = await upload(other);
    const answer = await t.call(myResearchDemand.save, demand({ attachmentIds: [others] }), { token: owner, lang: 'en' });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('Attachments must be demand files you uploaded yourself');
    const six = Array.from({ length: 6 }, () => others);
    expect((await t.call(myResearchDemand.save, demand({ attachmentIds: six }), { token: owner })).status).toBe(400);
  });

  it('answers the owner’s view with the contact deadline: one working day, Friday to Monday', async () => {
    const saved = await file(demand({ attachmentIds: [await upload(owner)] }));
    expect(saved).toMatchObject({ viewer: 'owner', state: 'open', contactName: '李明', budget: 500_000, quoteCount: 0, nextActions: ['close'] });
    expect(saved.demandNo).toMatch(/^RD\d{18}$/);
    expect(saved.attachments).toHaveLength(1);
    expect(saved.contactBy).toBe(new Date('2026-11-30T10:00:00+08:00').toISOString());
  });
});

describe('quotes, acceptance and payment', () => {
  let id: number;
  let attachment: string;
  let quoteA: number;
  let quoteB: number;
  let orderNo: string;

  beforeAll(async () => {
    attachment = await upload(owner);
    id = (await file(demand({ title: '焊缝疲劳试验', equipmentType: 'fatigue', attachmentIds: [attachment] }))).id;
  });

  it('shows everyone the open demand without contacts, attachments or quotes', async () => {
    const page = (await t.call(researchDemand.page, { equipmentType: 'fatigue' })).body.data;
    expect(page.list.map((row) => row.id)).toContain(id);
    expect(page.list[0]).not.toHaveProperty('contactName');
    const seen = (await t.call(researchDemand.detail, { id }, { token: other })).body.data;
    expect(seen).toMatchObject({ viewer: 'visitor', contactName: null, contactPhone: null, attachments: [], quotes: [], history: [], nextActions: [] });
    expect((await t.call(researchDemand.detail, { id })).body.data.contactPhone).toBeNull();
    // Another user reaches none of the owner's calls.
    expect((await t.call(myResearchDemand.close, { id }, { token: other })).status).toBe(404);
    expect((await t.call(myResearchDemand.mine, {}, { token: other })).body.data.list.map((row) => row.id)).not.toContain(id);
  });

  it('lets only approved laboratories quote, and read the attachments', async () => {
    const pending = await t.call(demandQuotes.quote, { demandId: id, price: 100_000, days: 10 }, { token: labPending, lang: 'en' });
    expect(pending.status).toBe(409);
    expect(pending.body.msg).toBe('Your laboratory has not been approved yet');
    expect((await t.call(demandQuotes.quote, { demandId: id, price: 100_000, days: 10 }, { token: owner })).status).toBe(403);
    expect((await t.call(demandQuotes.quote, { demandId: id, price: 0, days: 10 }, { token: labA })).status).toBe(400);
    expect((await t.call(demandQuotes.quote, { demandId: id, price: 100, days: 366 }, { token: labA })).status).toBe(400);
    expect((await t.call(demandQuotes.quote, { demandId: 999999, price: 100, days: 3 }, { token: labA })).status).toBe(404);

    expect(await viewFile(attachment, labA)).toBe(200);
    expect(await viewFile(attachment, admin)).toBe(200);
    expect(await viewFile(attachment, owner)).toBe(200);
    expect(await viewFile(attachment, other)).toBe(404);
    expect(await viewFile(attachment, labPending)).toBe(404);
    expect(await viewFile(attachment)).toBe(404);
  });

  it('keeps one quote per laboratory, and each laboratory sees only its own', async () => {
    const a = await t.call(demandQuotes.quote, { demandId: id, price: 120_000, days: 10, note: '含报告' }, { token: labA });
    expect(a.status).toBe(200);
    expect(a.body.data).toMatchObject({ viewer: 'laboratory', state: 'quoted', contactName: null, nextActions: ['quote'] });
    expect(a.body.data.attachments).toHaveLength(1);
    expect(a.body.data.quotes).toMatchObject([{ laboratoryName: '甲实验室', price: 120_000, state: 'offered' }]);
    quoteA = a.body.data.quotes[0].id;

    const b = await t.call(demandQuotes.quote, { demandId: id, price: 90_000, days: 15 }, { token: labB });
    expect(b.body.data.quotes).toMatchObject([{ laboratoryName: '乙实验室', price: 90_000 }]);
    quoteB = b.body.data.quotes[0].id;

    // A second call changes the laboratory's quote instead of adding one.
    const changed = await t.call(demandQuotes.quote, { demandId: id, price: 110_000, days: 8 }, { token: labA });
    expect(changed.body.data.quotes).toMatchObject([{ id: quoteA, price: 110_000, days: 8 }]);
    const seenByB = (await t.call(researchDemand.detail, { id }, { token: labB })).body.data;
    expect(seenByB.quotes.map((quote) => quote.id)).toEqual([quoteB]);
    expect(seenByB.history).toEqual([]);

    const mine = (await t.call(researchDemand.detail, { id }, { token: owner })).body.data;
    expect(mine).toMatchObject({ viewer: 'owner', state: 'quoted', quoteCount: 2, contactPhone: '13912345678', nextActions: ['accept', 'close'] });
    expect(mine.quotes.map((quote) => quote.id)).toEqual([quoteB, quoteA]);
    expect(mine.history.map((step) => `${step.action}:${step.fromState}>${step.toState}:${step.note}`)).toEqual([
      'quote:open>quoted:甲实验室',
      'quote:quoted>quoted:乙实验室',
      'quote:quoted>quoted:甲实验室',
    ]);
  });

  it('lets only the owner accept; accepting declines the others and opens the order', async () => {
    expect((await t.call(myResearchDemand.orderSave, { quoteId: quoteA }, { token: other })).status).toBe(404);
    expect((await t.call(myResearchDemand.orderSave, { quoteId: 999999 }, { token: owner })).status).toBe(404);

    const accepted = await t.call(myResearchDemand.orderSave, { quoteId: quoteA }, { token: owner });
    expect(accepted.status).toBe(200);
    orderNo = accepted.body.data.orderNo;
    const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
    expect(order).toMatchObject({ kind: 'demand', itemRef: String(quoteA), amount: 110_000, state: 'waiting' });

    const detail = (await t.call(researchDemand.detail, { id }, { token: owner })).body.data;
    expect(detail).toMatchObject({ state: 'accepted', nextActions: ['pay'] });
    expect(Object.fromEntries(detail.quotes.map((quote) => [quote.id, quote.state]))).toEqual({ [quoteA]: 'accepted', [quoteB]: 'declined' });
    expect(detail.quotes.find((quote) => quote.id === quoteA)?.orderNo).toBe(orderNo);

    // The accepted laboratory now sees the contacts; the declined one cannot change its quote.
    expect((await t.call(researchDemand.detail, { id }, { token: labA })).body.data).toMatchObject({ contactPhone: '13912345678', nextActions: [] });
    const late = await t.call(demandQuotes.quote, { demandId: id, price: 80_000, days: 5 }, { token: labB, lang: 'en' });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe('This demand no longer takes quotes');
    // Another quote cannot be accepted any more; the accepted one answers its waiting order again.
    expect((await t.call(myResearchDemand.orderSave, { quoteId: quoteB }, { token: owner })).status).toBe(409);
    expect((await t.call(myResearchDemand.orderSave, { quoteId: quoteA }, { token: owner })).body.data.orderNo).toBe(orderNo);
    // An accepted demand is no longer closed by anyone.
    expect((await t.call(myResearchDemand.close, { id }, { token: owner })).status).toBe(409);
    expect((await t.call(demandAdmin.close, { id, reason: '重复' }, { token: admin })).status).toBe(409);
    // Unpaid for 30 minutes the order closes; paying again opens a new one for the same quote.
    offsetMs += 31 * 60_000;
    const reopened = await t.call(myResearchDemand.orderSave, { quoteId: quoteA }, { token: owner });
    expect(reopened.body.data.orderNo).not.toBe(orderNo);
    const [old] = await t.db.select({ state: paymentOrders.state }).from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
    expect(old.state).toBe('cancelled');
    orderNo = reopened.body.data.orderNo;
    expect((await t.call(researchDemand.detail, { id }, { token: owner })).body.data.quotes.find((quote) => quote.id === quoteA)?.orderNo).toBe(orderNo);
    // It has left the public list.
    expect((await t.call(researchDemand.page, { pageSize: 100 })).body.data.list.map((row) => row.id)).not.toContain(id);
    expect((await t.call(researchDemand.detail, { id }, { token: other })).status).toBe(404);
  });

  it('becomes paid once when the order is paid in the sandbox cashier', async () => {
    const [{ payToken }] = await t.db.select({ payToken: paymentOrders.payToken }).from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
    const paid = await t.call(sandboxCashier.decide, { token: payToken, channel: 'wxpay', decision: 'pay' });
    expect(paid.body.data.state).toBe('paid');
    expect((await t.call(sandboxCashier.decide, { token: payToken, channel: 'wxpay', decision: 'pay' })).status).toBe(409);

    const detail = (await t.call(researchDemand.detail, { id }, { token: owner })).body.data;
    expect(detail).toMatchObject({ state: 'paid', nextActions: [] });
    expect(detail.quotes.find((quote) => quote.id === quoteA)?.state).toBe('paid');
    expect((await historyOf(id)).filter((step) => step.action === 'paid')).toEqual([{ action: 'paid', fromState: 'accepted', toState: 'paid', note: null }]);
    expect((await t.call(myResearchDemand.orderSave, { quoteId: quoteA }, { token: owner })).status).toBe(409);

    const quotes = (await t.call(demandQuotes.quotes, {}, { token: labA })).body.data.list;
    expect(quotes.find((quote) => quote.id === quoteA)).toMatchObject({ state: 'paid', demandState: 'paid', orderNo: null });
    expect((await t.call(demandQuotes.quotes, {}, { token: labB })).body.data.list.map((quote) => quote.id)).toEqual([quoteB]);
    const paidOnes = (await t.call(myResearchDemand.mine, { state: 'paid' }, { token: owner })).body.data.list;
    expect(paidOnes.map((row) => row.id)).toEqual([id]);
  });
});

describe('closing', () => {
  it('lets the owner close an open demand, and an administrator a quoted one with a reason', async () => {
    const mine = await file(demand({ title: '拉伸试验' }));
    const closed = await t.call(myResearchDemand.close, { id: mine.id, reason: '已自行解决' }, { token: owner });
    expect(closed.body.data).toMatchObject({ state: 'closed', closeReason: '已自行解决', nextActions: [] });
    expect((await t.call(myResearchDemand.close, { id: mine.id }, { token: owner })).status).toBe(409);

    const quoted = await file(demand({ title: '硬度试验' }));
    await t.call(demandQuotes.quote, { demandId: quoted.id, price: 5_000, days: 2 }, { token: labA });
    const listed = (await t.call(demandAdmin.page, { keyword: '硬度试验' }, { token: admin })).body.data.list;
    expect(listed).toMatchObject([{ id: quoted.id, state: 'quoted', quoteCount: 1, nextActions: ['adminClose'] }]);
    expect(listed[0].ownerName).toBeTruthy();
    const noReason = await t.call(demandAdmin.close, { id: quoted.id, reason: ' ' }, { token: admin, lang: 'en' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toBe('Please give the reason for closing');
    expect((await t.call(demandAdmin.close, { id: quoted.id, reason: 'x' }, { token: owner })).status).toBe(403);

    const byAdmin = await t.call(demandAdmin.close, { id: quoted.id, reason: '信息不完整' }, { token: admin });
    expect(byAdmin.body.data).toMatchObject({ viewer: 'administrator', state: 'closed', closeReason: '信息不完整' });
    expect(byAdmin.body.data.quotes).toMatchObject([{ state: 'declined' }]);
    expect(byAdmin.body.data.history.at(-1)).toMatchObject({ action: 'adminClose', note: '信息不完整' });

    const refused = await t.call(demandQuotes.quote, { demandId: quoted.id, price: 6_000, days: 2 }, { token: labB, lang: 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('This demand no longer takes quotes');
    // Gone from the public; still the owner's, and the quoting laboratory's.
    expect((await t.call(researchDemand.detail, { id: quoted.id })).status).toBe(404);
    expect((await t.call(researchDemand.detail, { id: quoted.id }, { token: labB })).status).toBe(404);
    expect((await t.call(researchDemand.detail, { id: quoted.id }, { token: labA })).body.data.quotes).toMatchObject([{ state: 'declined' }]);
    expect((await t.call(researchDemand.detail, { id: quoted.id }, { token: owner })).body.data.closeReason).toBe('信息不完整');
  });

  it('lets administrators read every demand; nobody else', async () => {
    const page = (await t.call(demandAdmin.page, { state: 'closed' }, { token: admin })).body.data;
    expect(page.list.every((row) => row.state === 'closed')).toBe(true);
    expect((await t.call(demandAdmin.page, {}, { token: labA })).status).toBe(403);
    expect((await t.call(demandAdmin.detail, { id: page.list[0].id }, { token: owner })).status).toBe(403);
  });
});

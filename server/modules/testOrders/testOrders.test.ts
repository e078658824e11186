import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import writeExcelFile from 'write-excel-file/node';
import { API, type KitOrderInput, type TestOrderDetail, type TestOrderInput, type TestStatusInput } from '@contract';
import { createTestApp, uniqueIp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';
import { approvedLaboratory, companyOfUser, createLabAccount, offerItem } from '../../../tests/support/labs';
import { multipart, pngImage } from '../../../tests/support/files';
import { outboxOf } from '../../../tests/support/outbox';
import type { FastifyBaseLogger } from 'fastify';
import { outboxSms } from '../../adapters/sms';
import { DEMO_PASSWORD } from '../../db/seed/demo';
import { useOrderTexter } from './service/notices';
import { hashPassword } from '../../lib/password';
import {
  addresses,
  companies,
  companyGroups,
  companyMembers,
  detectionItems,
  laboratories,
  notifications as notificationRows,
  paymentOrders,
  testKits,
  userRoles,
  users,
  workflowHistory,
} from '../../db/schema';

const { examineOrder, orderPublic, orderAdmin, notifications, sandboxCashier } = API;

// Friday 2026-11-27 10:00 in Beijing.
const clock = fakeClock(new Date('2026-11-27T02:00:00.000Z'));
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

let t: TestApp;
let labA: number;
let labB: number;
let customerId: number;
let steelCompany: number;
const item: Record<string, number> = {};
const address: Record<string, number> = {};
const kit: Record<string, number> = {};
const tokens: Record<string, string> = {};
const USERS = ['demo-employee', 'demo-admin', 'demo-individual', 'demo-lab', 'demo-auditor', 'demo-cloudhead', 'demo-regionhead', 'lab-b', 'other-admin', 'steel-peer', 'steel-other'];

async function addUser(userName: string, mobile: string, role: string, companyId: number | null) {
  const [row] = await t.db
    .insert(users)
    .values({ userName, mobile, realName: userName, passwordHash: await hashPassword(DEMO_PASSWORD), userType: companyId ? 'company' : 'individual', companyId })
    .returning({ id: users.id });
  await t.db.insert(userRoles).values({ userId: row.id, roleCode: role });
  return row.id;
}

async function addressOf(userId: number) {
  const [row] = await t.db
    .insert(addresses)
    .values({ userId, consignee: '刘洋', telephone: '13800000004', location: ['31', '3101', '310101'], locationName: '上海市 黄浦区', detail: '中山东一路 1 号' })
    .returning({ id: addresses.id });
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  const demoLab = await companyOfUser(t.db, 'demo-lab');
  // Uploads of company files wait for the company's basic information.
  await t.db.update(companies).set({ creditCode: '91310000MA1K4LAB01' }).where(eq(companies.id, demoLab.companyId));
  ({ laboratoryId: labA } = await approvedLaboratory(t.db, demoLab.companyId, '演示材料检测实验室'));
  const b = await createLabAccount(t.db, 'lab-b', '13900000201');
  ({ laboratoryId: labB } = await approvedLaboratory(t.db, b.companyId, '乙方材料实验室'));
  await t.db.update(laboratories).set({ region: 'east' }).where(eq(laboratories.id, labA));
  await t.db.update(laboratories).set({ region: 'north' }).where(eq(laboratories.id, labB));
  await offerItem(t.db, labA, 'tensile-rt', 50000, 3);
  await offerItem(t.db, labA, 'impact-charpy', 30000, 2);
  await offerItem(t.db, labA, 'chem-oes', 20000, 2);
  await offerItem(t.db, labB, 'tensile-rt', 45000, 4);
  await offerItem(t.db, labB, 'impact-charpy', 28000, 2);
  for (const row of await t.db.select().from(detectionItems)) item[row.code] = row.id;

  const employee = await companyOfUser(t.db, 'demo-employee');
  customerId = employee.userId;
  steelCompany = employee.companyId;
  // The steel company: a peer in the employee's group, a colleague in another; another company's administrator.
  const [group] = await t.db.insert(companyGroups).values({ companyId: steelCompany, name: '质量部' }).returning({ id: companyGroups.id });
  const [otherGroup] = await t.db.insert(companyGroups).values({ companyId: steelCompany, name: '采购部' }).returning({ id: companyGroups.id });
  const peer = await addUser('steel-peer', '13900000202', 'employee', steelCompany);
  const colleague = await addUser('steel-other', '13900000203', 'employee', steelCompany);
  await t.db.insert(companyMembers).values([
    { userId: customerId, companyId: steelCompany, groupId: group.id, fullName: '刘洋' },
    { userId: peer, companyId: steelCompany, groupId: group.id, fullName: 'steel-peer' },
    { userId: colleague, companyId: steelCompany, groupId: otherGroup.id, fullName: 'steel-other' },
  ]);
  const [otherCompany] = await t.db.insert(companies).values({ name: '另一钢铁公司', industry: 'steel', contact: '周' }).returning({ id: companies.id });
  await addUser('other-admin', '13900000204', 'enterpriseAdmin', otherCompany.id);

  address.employee = await addressOf(customerId);
  address.individual = await addressOf(await userIdOf('demo-individual'));
  const kitRow = (name: string, ownerId: number | null, state: string, common = false) =>
    t.db
      .insert(testKits)
      .values({
        name,
        ownerId,
        common,
        state,
        kind: 'detection',
        items: [
          { itemId: item['tensile-rt'], condition: '' },
          { itemId: item['impact-charpy'], condition: '−20 °C' },
        ],
      })
      .returning({ id: testKits.id });
  [{ id: kit.own }] = await kitRow('结构钢验收', customerId, 'private');
  [{ id: kit.common }] = await kitRow('平台套餐', null, 'approved', true);
  [{ id: kit.foreign }] = await kitRow('别人的套餐', await userIdOf('demo-admin'), 'private');
  for (const user of USERS) tokens[user] = await t.loginAs(user);
});
afterAll(() => t.close());

async function userIdOf(userName: string) {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
  return row.id;
}

const as = (user: string) => ({ token: tokens[user], lang: 'en' as const, ip: uniqueIp() });

const jc = (overrides: Partial<TestOrderInput> = {}): TestOrderInput => ({
  projectName: '桥梁钢验收',
  laboratoryId: labA,
  addressId: address.employee,
  lines: [
    { itemId: item['tensile-rt'], quantity: 2 },
    { itemId: item['chem-oes'], quantity: 1 },
  ],
  samples: [{ name: 'Q345 钢板', material: 'Q345B', specification: '10 mm', count: 2 }],
  ...overrides,
});

const jcb = (overrides: Partial<KitOrderInput> = {}): KitOrderInput => ({
  ...jc(),
  kitId: kit.own,
  lines: [
    { itemId: item['tensile-rt'], quantity: 1 },
    { itemId: item['impact-charpy'], condition: '−20 °C', quantity: 3 },
  ],
  ...overrides,
});

async function ok<T>(promise: Promise<{ status: number; body: { msg: string; data: T } }>) {
  const { status, body } = await promise;
  expect(status, body.msg).toBe(200);
  return body.data;
}

const placed = (user = 'demo-employee', input: TestOrderInput = jc()) => ok(t.call(examineOrder.saveJC, { ...input, submit: true }, as(user)));
const move = (user: string, input: TestStatusInput) => t.call(orderPublic.status, input, as(user));
const moved = (user: string, input: TestStatusInput) => ok(move(user, input));
const detail = (user: string, id: number) => t.call(examineOrder.detail, { id }, as(user));

async function payInSandbox(orderNo: string) {
  const [{ payToken }] = await t.db.select({ payToken: paymentOrders.payToken }).from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
  return ok(t.call(sandboxCashier.decide, { token: payToken, channel: 'wxpay', decision: 'pay' }));
}

async function paid(order: TestOrderDetail) {
  const { orderNo } = await ok(t.call(orderPublic.pay, { id: order.id }, as('demo-employee')));
  await payInSandbox(orderNo);
  return ok(detail('demo-employee', order.id));
}

async function upload(user: string, purpose: 'testReport' | 'paymentVoucher', file: { name: string; bytes: Buffer }) {
  const body = multipart(file);
  const response = await t.app.inject({
    method: 'POST',
    url: '/atsteel/SystemManager/file/upload/file',
    query: { purpose },
    headers: { authorization: `Bearer ${tokens[user]}`, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as string;
}

const viewFile = (user: string, id: string) =>
  t.app.inject({ method: 'GET', url: '/atsteel/SystemManager/file/view', query: { id }, headers: { authorization: `Bearer ${tokens[user]}` } });

describe('saving an order (spec §5)', () => {
  it('answers the spec messages for a missing project name, items and address', async () => {
    const cases: [Partial<TestOrderInput>, string][] = [
      [{ projectName: ' ' }, 'Project name required'],
      [{ lines: [] }, 'Testing items must be selected'],
      [{ addressId: undefined }, 'Shipping address must be selected'],
      // Another user's address is no address of the caller's.
      [{ addressId: address.individual }, 'Shipping address must be selected'],
    ];
    for (const [overrides, message] of cases) {
      const { status, body } = await t.call(examineOrder.saveJC, jc(overrides), as('demo-employee'));
      expect([status, body.msg]).toEqual([400, message]);
    }
    const { status, body } = await t.call(examineOrder.saveJCB, jcb({ lines: [] }), as('demo-employee'));
    expect([status, body.msg]).toEqual([400, 'At least one item must be kept']);
  });

  it('takes kit orders only of an own or public kit, with the kit’s items', async () => {
    const notInKit = await t.call(examineOrder.saveJCB, jcb({ lines: [{ itemId: item['chem-oes'], quantity: 1 }] }), as('demo-employee'));
    expect([notInKit.status, notInKit.body.msg]).toEqual([400, 'The item is not part of this test kit']);
    const foreign = await t.call(examineOrder.saveJCB, jcb({ kitId: kit.foreign }), as('demo-employee'));
    expect([foreign.status, foreign.body.msg]).toEqual([404, 'The test kit does not exist or is not available']);
    const common = await ok(t.call(examineOrder.saveJCB, jcb({ kitId: kit.common }), as('demo-employee')));
    expect(common).toMatchObject({ kind: 'JCB', kitName: '平台套餐', state: 'draft' });
  });

  it('prices on the server from the laboratory’s offers and refuses items it does not offer', async () => {
    const draft = await ok(t.call(examineOrder.saveJCB, jcb(), as('demo-employee')));
    expect(draft.orderNo).toMatch(/^JCB\d{18}$/);
    expect(draft).toMatchObject({ state: 'draft', amount: 50000 + 3 * 30000, estimatedDays: 3, itemCount: 2, sampleCount: 2, viewer: 'customer', nextActions: ['submit'] });
    expect(draft.address).toEqual({ consignee: '刘洋', telephone: '13800000004', locationName: '上海市 黄浦区', detail: '中山东一路 1 号' });
    expect(draft.lines.map((line) => [line.unitPrice, line.quantity, line.amount])).toEqual([
      [50000, 1, 50000],
      [30000, 3, 90000],
    ]);
    const notOffered = await t.call(examineOrder.saveJC, jc({ laboratoryId: labB }), as('demo-employee'));
    expect(notOffered.status).toBe(409);
    // A laboratory's own accounts do not order from it.
    const own = await t.call(examineOrder.saveJC, jc(), as('demo-lab'));
    expect([own.status, own.body.msg]).toEqual([409, 'A laboratory cannot order tests from itself']);
    const preview = await ok(t.call(examineOrder.preview, jc(), as('demo-employee')));
    expect(preview).toMatchObject({ amount: 2 * 50000 + 20000, projectName: '桥梁钢验收', sampleCount: 2, laboratoryName: '演示材料检测实验室' });
  });

  it('changes only the caller’s own drafts, and places them', async () => {
    const draft = await ok(t.call(examineOrder.saveJC, jc(), as('demo-employee')));
    expect((await t.call(examineOrder.saveJC, jc({ id: draft.id }), as('demo-individual'))).status).toBe(404);
    const changed = await ok(t.call(examineOrder.saveJC, jc({ id: draft.id, projectName: '改名', lines: [{ itemId: item['chem-oes'], quantity: 4 }] }), as('demo-employee')));
    expect(changed).toMatchObject({ id: draft.id, projectName: '改名', amount: 80000, state: 'draft' });
    // The laboratory never sees drafts.
    expect((await detail('demo-lab', draft.id)).status).toBe(404);
    const submitted = await moved('demo-employee', { id: draft.id, action: 'submit' });
    expect(submitted).toMatchObject({ state: 'waiting', amountDue: 80000, nextActions: ['cancel', 'pay'] });
    const again = await t.call(examineOrder.saveJC, jc({ id: draft.id }), as('demo-employee'));
    expect([again.status, again.body.msg]).toEqual([409, 'Only a draft order can be changed']);
    expect((await ok(detail('demo-lab', draft.id))).viewer).toBe('laboratory');
  });
});

describe('an order through its life', () => {
  it('is paid in the sandbox, received, balanced, delivered with reports, confirmed and evaluated', async () => {
    const order = await placed();
    expect(order).toMatchObject({ state: 'waiting', submitTime: expect.any(String) });
    // Reports are hidden from the customer's side until payment is confirmed.
    expect(order.reportsHidden).toBe(true);
    const first = await ok(t.call(orderPublic.pay, { id: order.id }, as('demo-employee')));
    expect((await ok(t.call(orderPublic.pay, { id: order.id }, as('demo-employee')))).orderNo).toBe(first.orderNo);
    expect((await t.call(orderPublic.pay, { id: order.id }, as('demo-lab'))).status).toBe(403);
    await payInSandbox(first.orderNo);
    const afterPay = await ok(detail('demo-employee', order.id));
    // Paid Friday 2026-11-27: three working days → Wednesday 2026-12-02.
    expect(afterPay).toMatchObject({ state: 'paid', paymentOrderNo: first.orderNo, payTime: expect.any(String), dueDate: '2026-12-02', reportsHidden: false });
    await vi.waitFor(async () => expect((await outboxOf(t.db, '13800000004')).some((message) => message.body.includes(order.orderNo))).toBe(true));

    // The customer cannot take the laboratory's steps, nor the laboratory the customer's.
    expect((await move('demo-employee', { id: order.id, action: 'receive' })).status).toBe(403);
    expect((await move('demo-lab', { id: order.id, action: 'cancel' })).status).toBe(403);
    expect((await move('demo-lab', { id: order.id, action: 'deliver' })).status).toBe(409);
    await moved('demo-lab', { id: order.id, action: 'receive', note: '样品完好' });
    const noReport = await move('demo-lab', { id: order.id, action: 'deliver' });
    expect([noReport.status, noReport.body.msg]).toEqual([400, 'Please upload the test report']);
    const low = await move('demo-lab', { id: order.id, action: 'requestBalance', finalAmount: order.amount });
    expect([low.status, low.body.msg]).toEqual([400, 'The final amount must be higher than the amount already paid']);
    const balance = await moved('demo-lab', { id: order.id, action: 'requestBalance', finalAmount: order.amount + 15000 });
    expect(balance).toMatchObject({ state: 'balance', finalAmount: order.amount + 15000, nextActions: [] });
    const owed = await ok(detail('demo-employee', order.id));
    expect(owed).toMatchObject({ amountDue: 15000, nextActions: ['pay'], reportsHidden: true });
    const balanceNo = (await ok(t.call(orderPublic.pay, { id: order.id }, as('demo-employee')))).orderNo;
    expect(balanceNo).not.toBe(first.orderNo);
    const [ledgerRow] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, balanceNo));
    expect(ledgerRow).toMatchObject({ kind: 'testBalance', amount: 15000 });
    await payInSandbox(balanceNo);
    const executing = await ok(detail('demo-lab', order.id));
    expect(executing).toMatchObject({ state: 'executing', balanceOrderNo: balanceNo, balancePayTime: expect.any(String) });
    expect(executing.nextActions).toEqual(['deliver']);

    // Reports must be the laboratory's own uploads.
    const foreignReport = await upload('lab-b', 'testReport', { name: 'b.pdf', bytes: PDF });
    expect((await move('demo-lab', { id: order.id, action: 'deliver', fileIds: [foreignReport] })).status).toBe(400);
    const report = await upload('demo-lab', 'testReport', { name: '报告.pdf', bytes: PDF });
    const delivered = await moved('demo-lab', { id: order.id, action: 'deliver', fileIds: [report], note: '报告已出具' });
    expect(delivered.reports.map((file) => file.name)).toEqual(['报告.pdf']);
    const seen = await ok(detail('demo-employee', order.id));
    expect(seen).toMatchObject({ state: 'delivered', reportsHidden: false, nextActions: ['confirm'] });
    expect(seen.history.find((step) => step.action === 'deliver')?.files.map((file) => file.id)).toEqual([report]);

    // Who reads the report: the customer, its company's administrator; not another laboratory or company.
    expect((await viewFile('demo-employee', report)).statusCode).toBe(200);
    expect((await viewFile('demo-admin', report)).statusCode).toBe(200);
    expect((await viewFile('demo-auditor', report)).statusCode).toBe(200);
    expect((await viewFile('lab-b', report)).statusCode).toBe(404);
    expect((await viewFile('other-admin', report)).statusCode).toBe(404);
    expect((await viewFile('steel-other', report)).statusCode).toBe(404);

    await moved('demo-employee', { id: order.id, action: 'confirm' });
    const evaluation = { id: order.id, stars: 5, text: '报告及时' };
    expect((await t.call(examineOrder.evaluation, evaluation, as('demo-lab'))).status).toBe(403);
    expect(await ok(t.call(examineOrder.evaluation, evaluation, as('demo-employee')))).toMatchObject({ state: 'evaluated', evaluationStars: 5 });
    const twice = await t.call(examineOrder.evaluation, evaluation, as('demo-employee'));
    expect([twice.status, twice.body.msg]).toEqual([409, 'Only a completed order can be evaluated, once']);
    const publicList = await ok(t.call(orderPublic.evaluations, { laboratoryId: labA }));
    expect(publicList.list[0]).toMatchObject({ orderNo: order.orderNo, stars: 5, text: '报告及时', customer: '刘**' });

    const steps = (await ok(t.call(orderPublic.process, { id: order.id }, as('demo-lab')))).map((step) => step.action);
    expect(steps).toEqual(['submit', 'pay', 'receive', 'requestBalance', 'payBalance', 'deliver', 'confirm', 'evaluate']);
    // Deleting is for drafts and cancelled orders only.
    const refused = await t.call(examineOrder.remove, { id: order.id }, as('demo-employee'));
    expect([refused.status, refused.body.msg]).toEqual([409, 'Only drafts and cancelled orders can be deleted']);
  });

  it('is cancelled while waiting, its ledger order closed, and may then be deleted (history stays)', async () => {
    const order = await placed();
    const { orderNo } = await ok(t.call(orderPublic.pay, { id: order.id }, as('demo-employee')));
    expect((await move('demo-employee', { id: order.id, action: 'confirm' })).status).toBe(409);
    const cancelled = await moved('demo-employee', { id: order.id, action: 'cancel', note: '改期' });
    expect(cancelled).toMatchObject({ state: 'cancelled', cancelReason: '改期', nextActions: [] });
    const [ledger] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
    expect(ledger.state).toBe('cancelled');
    const notCancellable = await move('demo-employee', { id: order.id, action: 'cancel' });
    expect([notCancellable.status, notCancellable.body.msg]).toEqual([409, 'Only an order waiting for payment can be cancelled']);
    expect((await t.call(examineOrder.remove, { id: order.id }, as('demo-admin'))).status).toBe(404);
    await ok(t.call(examineOrder.remove, { id: order.id }, as('demo-employee')));
    expect((await detail('demo-employee', order.id)).status).toBe(404);
    const history = await t.db.select().from(workflowHistory).where(and(eq(workflowHistory.subject, 'testOrder'), eq(workflowHistory.subjectId, order.id)));
    expect(history.map((row) => row.action)).toEqual(['submit', 'cancel']);
    // The platform deletes drafts and cancelled orders too.
    const draft = await ok(t.call(examineOrder.saveJC, jc(), as('demo-employee')));
    expect((await t.call(orderPublic.remove, { id: draft.id }, as('demo-cloudhead'))).status).toBe(403);
    await ok(t.call(orderPublic.remove, { id: draft.id }, as('demo-auditor')));
  });

  it('is paid by an offline transfer the platform confirms', async () => {
    const order = await placed();
    const voucher = await upload('demo-employee', 'paymentVoucher', { name: '回单.png', bytes: pngImage(6) });
    const others = await upload('demo-individual', 'paymentVoucher', { name: 'x.png', bytes: pngImage(5) });
    const record = { orderId: order.id, amount: order.amount, payer: '演示钢铁有限公司', paidOn: '2026-11-27', fileId: voucher };
    expect((await t.call(orderPublic.paymentRecordSave, { ...record, fileId: others }, as('demo-employee'))).status).toBe(400);
    expect((await t.call(orderPublic.paymentRecordSave, record, as('demo-admin'))).status).toBe(403);
    const first = await ok(t.call(orderPublic.paymentRecordSave, record, as('demo-employee')));
    const removed = await ok(t.call(orderPublic.paymentRecordDelete, { orderId: order.id, recordId: first.paymentRecords[0].id }, as('demo-employee')));
    expect(removed.paymentRecords).toEqual([]);
    const saved = await ok(t.call(orderPublic.paymentRecordSave, record, as('demo-employee')));
    const [entry] = saved.paymentRecords;
    expect(entry).toMatchObject({ amount: order.amount, confirmTime: null, file: { id: voucher, name: '回单.png' } });
    // The platform reads the voucher; a head may not confirm.
    expect((await viewFile('demo-auditor', voucher)).statusCode).toBe(200);
    expect((await viewFile('demo-lab', voucher)).statusCode).toBe(404);
    expect((await t.call(orderAdmin.confirmPayment, { orderId: order.id, recordId: entry.id }, as('demo-cloudhead'))).status).toBe(403);
    const confirmed = await ok(t.call(orderAdmin.confirmPayment, { orderId: order.id, recordId: entry.id }, as('demo-auditor')));
    expect(confirmed).toMatchObject({ state: 'paid', payTime: expect.any(String) });
    expect(confirmed.paymentRecords[0].confirmTime).not.toBeNull();
    const [ledger] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, confirmed.paymentOrderNo!));
    expect(ledger).toMatchObject({ state: 'paid', channel: 'transfer', kind: 'testOrder', amount: order.amount });
    const steps = confirmed.history.map((step) => step.action);
    expect(steps).toEqual(['submit', 'paymentRecord', 'paymentRecord', 'pay', 'confirmTransfer']);
    expect(confirmed.history.at(-1)?.files.map((file) => file.id)).toEqual([voucher]);
    const again = await t.call(orderPublic.paymentRecordDelete, { orderId: order.id, recordId: entry.id }, as('demo-employee'));
    expect([again.status, again.body.msg]).toEqual([409, 'A confirmed payment record cannot be deleted']);
  });
});

describe('who sees and steers an order', () => {
  let order: TestOrderDetail;
  beforeAll(async () => {
    order = await placed('demo-employee', jc({ projectName: '可见性', lines: [{ itemId: item['tensile-rt'], quantity: 1 }] }));
  });

  it('shows the company side its members’ orders, view only; another company nothing', async () => {
    const admin = await ok(detail('demo-admin', order.id));
    expect(admin).toMatchObject({ viewer: 'company', nextActions: [], canAssign: false, canLead: false });
    expect((await move('demo-admin', { id: order.id, action: 'cancel' })).status).toBe(403);
    expect((await ok(detail('steel-peer', order.id))).viewer).toBe('company');
    for (const stranger of ['steel-other', 'other-admin', 'demo-individual', 'lab-b']) expect((await detail(stranger, order.id)).status).toBe(404);
    const ids = async (user: string, endpoint = orderPublic.companyList) => (await ok(t.call(endpoint, { pageSize: 100 }, as(user)))).list.map((row) => row.id);
    expect(await ids('demo-admin')).toContain(order.id);
    expect(await ids('steel-peer')).toContain(order.id);
    expect(await ids('steel-other')).not.toContain(order.id);
    expect(await ids('other-admin')).toEqual([]);
    expect(await ids('demo-lab', orderPublic.labList)).toContain(order.id);
    expect(await ids('lab-b', orderPublic.labList)).not.toContain(order.id);
    expect(await ids('demo-employee', examineOrder.list)).toContain(order.id);
  });

  it('lets the platform and the heads overseeing the laboratory see it; a regional head only its region', async () => {
    const page = async (user: string) => (await ok(t.call(orderAdmin.page, { pageSize: 100 }, as(user)))).list.map((row) => row.id);
    expect(await page('demo-auditor')).toContain(order.id);
    expect(await page('demo-cloudhead')).toContain(order.id);
    // demo-regionhead oversees 'east' (demo seed); laboratory A is in the east.
    expect(await page('demo-regionhead')).toContain(order.id);
    await t.db.update(laboratories).set({ region: 'south' }).where(eq(laboratories.id, labA));
    expect(await page('demo-regionhead')).not.toContain(order.id);
    expect((await detail('demo-regionhead', order.id)).status).toBe(404);
    await t.db.update(laboratories).set({ region: 'east' }).where(eq(laboratories.id, labA));
    expect((await ok(detail('demo-regionhead', order.id))).viewer).toBe('platform');
    // Drafts are nobody's but the customer's.
    const draft = await ok(t.call(examineOrder.saveJC, jc(), as('demo-employee')));
    expect(await page('demo-auditor')).not.toContain(draft.id);
    expect((await detail('demo-auditor', draft.id)).status).toBe(404);
  });

  it('counts states per list, refusing a list the caller lacks', async () => {
    const mine = await ok(t.call(orderPublic.statusList, { scope: 'mine' }, as('demo-employee')));
    expect(mine.find((row) => row.state === 'waiting')?.count).toBeGreaterThan(0);
    expect((await t.call(orderPublic.statusList, { scope: 'laboratory' }, as('demo-employee'))).status).toBe(403);
    expect((await t.call(orderPublic.statusList, { scope: 'platform' }, as('demo-lab'))).status).toBe(403);
    expect((await t.call(orderPublic.statusList, { scope: 'company' }, as('demo-individual'))).status).toBe(403);
    const lab = await ok(t.call(orderPublic.statusList, { scope: 'laboratory' }, as('demo-lab')));
    expect(lab.some((row) => row.state === 'draft')).toBe(false);
    expect((await ok(t.call(orderPublic.statusList, { scope: 'platform' }, as('demo-regionhead')))).length).toBeGreaterThan(0);
  });

  it('gives the customer’s contacts to the laboratory and the platform only', async () => {
    expect(await ok(t.call(orderPublic.serviceUser, { id: order.id }, as('demo-lab')))).toMatchObject({ userName: 'demo-employee', mobile: '13800000004', companyName: '演示钢铁有限公司' });
    expect((await t.call(orderPublic.serviceUser, { id: order.id }, as('demo-auditor'))).status).toBe(200);
    for (const user of ['demo-employee', 'demo-admin', 'lab-b']) expect((await t.call(orderPublic.serviceUser, { id: order.id }, as(user))).status).toBe(404);
  });

  it('lets the laboratory or the platform name the person in charge', async () => {
    const leader = { id: order.id, leaderName: '陈静', leaderPhone: '13800000005' };
    expect((await t.call(orderPublic.leader, leader, as('demo-admin'))).status).toBe(403);
    expect((await t.call(orderPublic.leader, leader, as('demo-employee'))).status).toBe(403);
    expect(await ok(t.call(orderPublic.leader, leader, as('demo-lab')))).toMatchObject({ leaderName: '陈静', canLead: true });
    const byPlatform = await ok(t.call(orderPublic.leader, { ...leader, leaderName: '杨磊' }, as('demo-auditor')));
    expect(byPlatform.history.filter((step) => step.action === 'leader')).toHaveLength(2);
  });

  it('lets the platform assign another laboratory before the samples arrive, re-pricing an unpaid order', async () => {
    const waiting = await placed('demo-employee', jc({ lines: [{ itemId: item['tensile-rt'], quantity: 2 }] }));
    const { orderNo } = await ok(t.call(orderPublic.pay, { id: waiting.id }, as('demo-employee')));
    expect(waiting.canAssign).toBe(false);
    expect((await ok(detail('demo-auditor', waiting.id))).canAssign).toBe(true);
    // A regional head may not move it to a laboratory outside its regions.
    expect((await t.call(orderAdmin.assign, { id: waiting.id, laboratoryId: labB }, as('demo-regionhead'))).status).toBe(403);
    const chem = await placed();
    expect((await t.call(orderAdmin.assign, { id: chem.id, laboratoryId: labB }, as('demo-auditor'))).status).toBe(409);
    const assigned = await ok(t.call(orderAdmin.assign, { id: waiting.id, laboratoryId: labB }, as('demo-auditor')));
    expect(assigned).toMatchObject({ laboratoryId: labB, laboratoryName: '乙方材料实验室', amount: 2 * 45000, estimatedDays: 4 });
    expect(assigned.history.at(-1)).toMatchObject({ action: 'assign', fromState: 'waiting', toState: 'waiting' });
    const [ledger] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
    expect(ledger.state).toBe('cancelled');
    expect((await detail('demo-lab', waiting.id)).status).toBe(404);
    expect((await ok(detail('lab-b', waiting.id))).viewer).toBe('laboratory');
    // Received samples stay where they are.
    const paidOrder = await paid(await placed('demo-employee', jc({ lines: [{ itemId: item['tensile-rt'], quantity: 1 }] })));
    await moved('demo-lab', { id: paidOrder.id, action: 'receive' });
    const late = await t.call(orderAdmin.assign, { id: paidOrder.id, laboratoryId: labB }, as('demo-auditor'));
    expect([late.status, late.body.msg]).toEqual([409, 'The laboratory can only be changed before the samples are received']);
  });
});

describe('notifications', () => {
  it('tells the customer of each step and the laboratory of orders placed with it', async () => {
    const order = await placed();
    const rows = await t.db.select().from(notificationRows).where(eq(notificationRows.subjectId, order.id));
    const [labUser] = await t.db.select({ id: users.id }).from(users).where(eq(users.userName, 'demo-lab'));
    expect(rows.map((row) => [row.userId, row.event]).sort()).toEqual(
      [
        [customerId, 'submit'],
        [labUser.id, 'submit'],
      ].sort(),
    );
    expect(rows[0].params).toMatchObject({ orderNo: order.orderNo, projectName: '桥梁钢验收', state: 'waiting' });
    // Each reader is told which page of the order it works on.
    expect(Object.fromEntries(rows.map((row) => [row.userId, row.params.audience]))).toEqual({ [customerId]: 'customer', [labUser.id]: 'laboratory' });
    const page = await ok(t.call(notifications.page, { pageSize: 5 }, as('demo-employee')));
    expect(page.list[0]).toMatchObject({ subject: 'testOrder', subjectId: order.id, event: 'submit', read: false });
    expect(page.unread).toBeGreaterThan(0);
    expect((await ok(t.call(notifications.page, {}, as('demo-individual')))).list).toEqual([]);
    // Another user's ids change nothing.
    await ok(t.call(notifications.read, { ids: [page.list[0].id] }, as('demo-individual')));
    expect((await ok(t.call(notifications.page, { unread: 'true', pageSize: 100 }, as('demo-employee')))).list.map((row) => row.id)).toContain(page.list[0].id);
    await ok(t.call(notifications.read, { ids: [page.list[0].id] }, as('demo-employee')));
    const unread = await ok(t.call(notifications.page, { unread: 'true', pageSize: 100 }, as('demo-employee')));
    expect(unread.list.map((row) => row.id)).not.toContain(page.list[0].id);
    expect((await ok(t.call(notifications.page, { unread: 'false', pageSize: 100 }, as('demo-employee')))).list.map((row) => row.id)).toEqual([page.list[0].id]);
    expect((await ok(t.call(notifications.read, {}, as('demo-employee')))).unread).toBe(0);
  });

  it('texts the customer in its language when the laboratory moves the order', async () => {
    const order = await paid(await placed());
    await t.db.update(users).set({ language: 'en' }).where(eq(users.id, customerId));
    await moved('demo-lab', { id: order.id, action: 'receive' });
    const [text] = await outboxOf(t.db, '13800000004');
    expect(text.body).toBe(`The laboratory received the samples of your detection order ${order.orderNo} (桥梁钢验收); testing has begun.`);
    await t.db.update(users).set({ language: 'zh' }).where(eq(users.id, customerId));
  });
});

describe('texts are best effort', () => {
  it('a failing SMS gateway never fails the step', async () => {
    const order = await paid(await placed());
    const warn = vi.fn();
    const log = { warn, info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
    useOrderTexter({ db: t.db, sms: { name: 'down', send: () => Promise.reject(new Error('gateway down')) }, log });
    try {
      expect(await moved('demo-lab', { id: order.id, action: 'receive' })).toMatchObject({ state: 'executing' });
      expect(warn).toHaveBeenCalledOnce();
    } finally {
      useOrderTexter({ db: t.db, sms: outboxSms(t.db, log), log });
    }
  });
});

describe('parseSamples', () => {
  const parse = (file: { name: string; bytes: Buffer }, user = 'demo-employee') => {
    const body = multipart(file);
    return t.app.inject({
      method: 'POST',
      url: examineOrder.parseSamples.path,
      headers: { authorization: `Bearer ${tokens[user]}`, 'accept-language': 'en', ...body.headers },
      payload: body.payload,
    });
  };

  it('reads an XLSX sheet and a CSV file, stores nothing', async () => {
    const xlsx = await writeExcelFile([
      ['样品名称', '材质', '规格', '数量', '备注'],
      ['Q345 钢板', 'Q345B', '10 mm', 3, '轧向'],
      ['焊缝', '', '', 1, ''],
    ]).toBuffer();
    const fromXlsx = await parse({ name: 'samples.xlsx', bytes: xlsx });
    expect(fromXlsx.statusCode, fromXlsx.body).toBe(200);
    expect(fromXlsx.json().data.samples).toHaveLength(2);
    const fromCsv = await parse({ name: 'samples.csv', bytes: Buffer.from('\uFEFFname,count,remark\n"Plate, 10 mm",2,ok\n') });
    expect(fromCsv.json().data.samples).toEqual([{ name: 'Plate, 10 mm', material: '', specification: '', count: 2, remark: 'ok' }]);
  });

  it('refuses empty sheets, bad rows and files over 2 MB', async () => {
    const empty = await parse({ name: 'empty.csv', bytes: Buffer.from('name,count\n') });
    expect([empty.statusCode, empty.json().msg]).toEqual([400, 'The spreadsheet has no samples: fill the template\'s rows from the second row on']);
    const bad = await parse({ name: 'bad.csv', bytes: Buffer.from('name,count\na,1\nb,zero\n') });
    expect([bad.statusCode, bad.json().msg]).toEqual([400, 'Row 3: each sample needs a name and a count from 1 to 10000']);
    const big = await parse({ name: 'big.csv', bytes: Buffer.alloc(2 * 1024 * 1024 + 1, 0x61) });
    expect([big.statusCode, big.json().msg]).toEqual([413, 'The sample sheet cannot exceed 2 MB']);
  });
});

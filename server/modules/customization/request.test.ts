import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { API, CUSTOM_PROPERTIES, type CustomOrderInput } from '@contract';
import { createTestApp, uniqueIp, type TestApp } from '../../../tests/support/app';
import { addressOf, beijingDaysFromNow, createCustomOrder, customRequest, steelGradeIdOf } from '../../../tests/support/customization';
import { multipart } from '../../../tests/support/files';
import { customOrders } from '../../db/schema';

const { customization } = API;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

let t: TestApp;
const tokens: Record<string, string> = {};
const USERS = ['demo-employee', 'demo-admin', 'demo-individual', 'demo-auditor'] as const;
type User = (typeof USERS)[number];
let q355b: number;
let employeeAddress: number;

const as = (user: User) => ({ token: tokens[user], lang: 'en' as const, ip: uniqueIp() });
const save = (user: User, input: unknown) => t.call(customization.save, input, as(user));
const detail = (user: User, id: number) => t.call(customization.detail, { id }, as(user));
const orderCount = async () => (await t.db.select({ total: count() }).from(customOrders))[0].total;

async function upload(user: User, purpose: 'customFile' | 'paymentVoucher', name = 'drawing.pdf') {
  const body = multipart({ name, bytes: PDF });
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

const contractPdf = (user: User, id: number) =>
  t.app.inject({ method: 'GET', url: customization.contract.path, query: { id: String(id) }, headers: { authorization: `Bearer ${tokens[user]}`, 'accept-language': 'en' } });

beforeAll(async () => {
  t = await createTestApp();
  for (const user of USERS) tokens[user] = await t.loginAs(user);
  q355b = await steelGradeIdOf(t.db, 'Q355B');
  employeeAddress = await addressOf(t, tokens['demo-employee']);
});
afterAll(() => t?.close());

describe('the form lists', () => {
  it('answers the types, shapes, units, properties with their units and dimensions of the contract', async () => {
    const { status, body } = await t.call(customization.typeList, {});
    expect(status).toBe(200);
    expect(body.data.types).toContain('alloyDevelopment');
    expect(body.data.shapes).toContain('plate');
    expect(body.data.quantityUnits).toEqual(['t', 'kg', 'piece', 'm']);
    expect(body.data.properties).toContainEqual({ code: 'yieldStrength', unit: CUSTOM_PROPERTIES.yieldStrength });
    expect(body.data.dimensions).toContain('thickness');
  });

  it('finds catalogue steel grades by the start of their name, at most 20, with their standard', async () => {
    const { body } = await t.call(customization.steelNames, { keyword: 'q355' }, { lang: 'en' });
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(20);
    for (const grade of body.data) expect(grade.name.toLowerCase().startsWith('q355')).toBe(true);
    const found = body.data.find((grade) => grade.id === q355b)!;
    expect(found.standardNo).toMatch(/^GB\/T 1591/);
    expect(found.standardName).not.toBe('');

    const all = await t.call(customization.steelNames, {});
    expect(all.body.data).toHaveLength(20);
    const names = all.body.data.map((grade) => grade.name);
    expect(new Set(names).size).toBeGreaterThan(1);
    // The keyword is normalised like the catalogue's names: signs are no keyword, and nothing else matches.
    expect((await t.call(customization.steelNames, { keyword: '%' })).body.data).toEqual(all.body.data);
    expect((await t.call(customization.steelNames, { keyword: 'zz-no-such-grade' })).body.data).toEqual([]);
  });

  it("answers the caller's addresses, default first, and refuses anonymous callers", async () => {
    const second = await t.call(
      API.userAddress.saveAddress,
      { consignee: '刘洋', telephone: '13800000004', location: ['11', '1101', '110101'], detail: '长安街 1 号', isDefault: true },
      { token: tokens['demo-employee'] },
    );
    const { body } = await t.call(customization.address, {}, as('demo-employee'));
    expect(body.data[0].id).toBe(second.body.data.id);
    expect(body.data.map((row) => row.id)).toContain(employeeAddress);
    expect((await t.call(customization.address, {})).status).toBe(401);
    expect((await t.call(customization.address, {}, as('demo-individual'))).body.data.map((row) => row.id)).not.toContain(employeeAddress);
  });
});

describe('saving a request', () => {
  it('opens an order in pre-review with copies of the grades and the address, and a first timeline row', async () => {
    const attachment = await upload('demo-employee', 'customFile');
    const { status, body } = await save('demo-employee', customRequest({ addressId: employeeAddress, baseGradeIds: [q355b], attachmentIds: [attachment] }));
    expect(status, body.msg).toBe(200);
    expect(body.msg).toBe('Your customization request has been submitted for review');
    const order = body.data;
    expect(order.orderNo).toMatch(/^CU\d{20}$/);
    expect(order).toMatchObject({ state: 'preReview', viewer: 'buyer', buyerName: '刘洋', companyName: '演示钢铁有限公司', payable: null, totalAmount: null });
    expect(order.baseGrades).toEqual([{ id: q355b, name: 'Q355B', standardNo: expect.stringMatching(/^GB\/T 1591/) }]);
    expect(order.address).toEqual({ consignee: '王工', telephone: '13800000018', locationName: expect.any(String), detail: '中山东一路 18 号' });
    expect(order.properties).toEqual([{ code: 'yieldStrength', unit: 'MPa', min: 460, max: null, condition: '' }]);
    expect(order.attachments).toEqual([{ id: attachment, name: 'drawing.pdf', contentType: 'application/pdf', size: PDF.length }]);
    expect(order.nextActions.sort()).toEqual(['cancel', 'edit']);
    expect(order.timeline).toHaveLength(1);
    expect(order.timeline[0]).toMatchObject({ action: 'edit', fromState: 'preReview', toState: 'preReview', note: null, operator: '刘洋' });
  });

  it('answers the spec messages and saves nothing for every broken rule', async () => {
    const other = await addressOf(t, tokens['demo-individual']);
    const othersFile = await upload('demo-individual', 'customFile');
    const voucher = await upload('demo-employee', 'paymentVoucher', 'voucher.pdf');
    const valid = customRequest({ addressId: employeeAddress, baseGradeIds: [q355b] });
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'x'.repeat(51) }, 'At most 50 characters'],
      [{ application: '用'.repeat(51) }, 'At most 50 characters'],
      [{ remarks: 'r'.repeat(51) }, 'At most 50 characters'],
      [{ properties: [{ code: 'impactEnergy', min: 27, max: null, condition: 'c'.repeat(51) }] }, 'At most 50 characters'],
      [{ composition: [{ el: 'Mn', min: 1.6, max: 1.0 }] }, 'Maximum cannot be less than minimum'],
      [{ properties: [{ code: 'tensileStrength', min: 630, max: 510, condition: '' }] }, 'Maximum cannot be less than minimum'],
      [{ dimensions: [{ code: 'width', min: 2000, max: 1500 }] }, 'Maximum cannot be less than minimum'],
      [{ composition: [{ el: '', min: 0.1, max: 0.2 }] }, 'Chemical composition rows must have a selected element'],
      [{ composition: [{ el: 'Cr', min: 'abc', max: 0.7 }] }, 'Only numbers are allowed'],
      [{ quantity: '50t' }, 'Only numbers are allowed'],
      [{ attachmentIds: Array.from({ length: 6 }, () => othersFile) }, 'At most 5 attachments'],
      [{ deliveryDate: beijingDaysFromNow(0) }, 'The delivery date must be after today'],
      [{ deliveryDate: beijingDaysFromNow(-3) }, 'The delivery date must be after today'],
      [{ addressId: other }, 'Shipping address must be selected'],
      [{ addressId: undefined }, 'Shipping address must be selected'],
      [{ attachmentIds: [othersFile] }, 'A file is not one you uploaded'],
      [{ attachmentIds: [voucher] }, 'A file is not one you uploaded'],
      [{ baseGradeIds: [999_999_999] }, 'Brand/grade cannot be empty'],
    ];
    const before = await orderCount();
    for (const [override, message] of cases) {
      const { status, body } = await save('demo-employee', { ...valid, ...override });
      expect([status, body.msg], JSON.stringify(override)).toEqual([400, message]);
    }
    expect(await orderCount()).toBe(before);
  });

  it('lets only its buyer change a request, and only under pre-review', async () => {
    const order = await createCustomOrder(t, tokens['demo-employee'], { addressId: employeeAddress });
    const changed: CustomOrderInput = customRequest({ id: order.id, addressId: employeeAddress, baseGradeIds: [], name: '改后的名称', quantity: 80 });

    const other = await addressOf(t, tokens['demo-admin']);
    expect((await save('demo-admin', { ...changed, addressId: other })).status).toBe(404);
    expect((await save('demo-auditor', { ...changed, addressId: await addressOf(t, tokens['demo-auditor']) })).status).toBe(403);

    const { status, body } = await save('demo-employee', changed);
    expect(status, body.msg).toBe(200);
    expect(body.data).toMatchObject({ id: order.id, orderNo: order.orderNo, name: '改后的名称', quantity: 80, baseGrades: [] });
    expect(body.data.timeline.map((step) => step.action)).toEqual(['edit', 'edit']);

    await t.db.update(customOrders).set({ state: 'offer' }).where(eq(customOrders.id, order.id));
    const refused = await save('demo-employee', { ...changed, name: '再改' });
    expect([refused.status, refused.body.msg]).toEqual([409, 'The customization order is not in a state that allows this step']);
    expect((await detail('demo-employee', order.id)).body.data.name).toBe('改后的名称');
  });
});

describe('reading an order', () => {
  it('shows it to its buyer and the platform only (others: 404)', async () => {
    const order = await createCustomOrder(t, tokens['demo-employee'], { addressId: employeeAddress });
    expect((await detail('demo-employee', order.id)).body.data.viewer).toBe('buyer');
    const platform = await detail('demo-auditor', order.id);
    expect(platform.body.data).toMatchObject({ viewer: 'platform', buyerName: '刘洋' });
    expect(platform.body.data.nextActions.sort()).toEqual(['pass', 'reject']);
    // The company's administrator and another user see nothing; a missing id is the same 404.
    expect((await detail('demo-admin', order.id)).status).toBe(404);
    expect((await detail('demo-individual', order.id)).status).toBe(404);
    expect((await detail('demo-individual', 999_999)).status).toBe(404);
    expect((await t.call(customization.detail, { id: order.id })).status).toBe(401);
  });

  it('answers what is payable, the milestones overdue and the pay action from the row', async () => {
    const order = await createCustomOrder(t, tokens['demo-employee'], { addressId: employeeAddress });
    const [past, future] = [beijingDaysFromNow(-2), beijingDaysFromNow(30)];
    const milestones = [
      { code: 'plan', dueDate: past, doneAt: new Date().toISOString() },
      { code: 'labRnd', dueDate: past, doneAt: null },
      { code: 'production', dueDate: future, doneAt: null },
      { code: 'testing', dueDate: future, doneAt: null },
      { code: 'delivery', dueDate: future, doneAt: null },
    ];
    const offered = { totalAmount: 1_000_000, depositAmount: 300_000, plan: '三阶段开发', milestones, offeredAt: new Date() };
    await t.db
      .update(customOrders)
      .set({ ...offered, state: 'contract', contractNo: 'HT-1', contractDrawnAt: new Date(), buyerSignedFileId: 'a', platformSignedFileId: 'b' })
      .where(eq(customOrders.id, order.id));
    const signed = (await detail('demo-employee', order.id)).body.data;
    expect(signed).toMatchObject({ payable: 'deposit', balanceAmount: 700_000, buyerSigned: true, platformSigned: true });
    expect(signed.nextActions).toContain('pay');
    expect((await detail('demo-auditor', order.id)).body.data.nextActions).not.toContain('pay');

    await t.db.update(customOrders).set({ state: 'executing', depositPaidAt: new Date() }).where(eq(customOrders.id, order.id));
    const executing = (await detail('demo-employee', order.id)).body.data;
    expect(executing).toMatchObject({ payable: null, nextMilestone: 'labRnd', nextDueDate: past, overdue: true });
    expect(executing.milestones.map((milestone) => milestone.overdue)).toEqual([false, true, false, false, false]);
    expect(executing.nextActions).toEqual([]);
    expect((await detail('demo-auditor', order.id)).body.data.nextActions).toEqual(['labDone']);

    const done = milestones.map((milestone) => (milestone.code === 'delivery' ? milestone : { ...milestone, doneAt: new Date().toISOString() }));
    await t.db.update(customOrders).set({ milestones: done }).where(eq(customOrders.id, order.id));
    const balance = (await detail('demo-employee', order.id)).body.data;
    expect(balance).toMatchObject({ payable: 'balance', nextMilestone: 'delivery', overdue: false });
    expect(balance.nextActions).toEqual(['pay']);
  });
});

describe('the contract PDF', () => {
  it('is refused before it is drawn up, then answers a PDF to the buyer and the platform only', async () => {
    const order = await createCustomOrder(t, tokens['demo-employee'], { addressId: employeeAddress });
    const early = await contractPdf('demo-employee', order.id);
    expect([early.statusCode, early.json().msg]).toEqual([409, 'The contract has not been drawn up yet']);

    const due = (days: number) => beijingDaysFromNow(days);
    await t.db
      .update(customOrders)
      .set({
        state: 'contract',
        totalAmount: 12_345_678,
        depositAmount: 2_000_000,
        plan: '第一阶段：成分设计与实验室冶炼。\nPhase 2: industrial trial on the 3500 mm plate mill. '.repeat(12),
        milestones: ['plan', 'labRnd', 'production', 'testing', 'delivery'].map((code, index) => ({ code, dueDate: due(30 * (index + 1)), doneAt: null })),
        acceptance: [
          { itemId: 1, code: 'T1', nameZh: '拉伸试验', nameEn: 'Tensile test', standards: ['GB/T 228.1-2021'], requirement: 'ReH ≥ 460 MPa', result: null, passed: null },
        ],
        offeredAt: new Date(),
        contractNo: 'HT-CU-1',
        contractDrawnAt: new Date(),
      })
      .where(eq(customOrders.id, order.id));

    for (const user of ['demo-employee', 'demo-auditor'] as const) {
      const response = await contractPdf(user, order.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="custom-contract-${order.orderNo}.pdf"`);
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const document = await PDFDocument.load(response.rawPayload);
      expect(document.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(document.getTitle()).toContain('HT-CU-1');
    }
    expect((await contractPdf('demo-individual', order.id)).statusCode).toBe(404);
    expect((await contractPdf('demo-admin', order.id)).statusCode).toBe(404);
  });
});

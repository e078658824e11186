import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API, fileViewUrl, type ProductInput, type StoredFile } from '@contract';
import { authHeaders, createTestApp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';
import { multipart, pngImage } from '../../../tests/support/files';

const { productList, getProduct, saveProduct, deleteProduct, submitProduct } = API.myProducts;
const { productAuditList, productAuditDetail, approveProduct, rejectProduct } = API.productAudit;
const { page, detail } = API.recommendedProduct;

const clock = fakeClock();
let t: TestApp;
/** demo-admin: enterprise administrator of 演示钢铁有限公司 (basic information saved). */
let admin: string;
/** demo-company: company user of 演示材料贸易有限公司 (basic information saved in beforeAll, so it is a second company). */
let rival: string;
let employee: string;
let auditor: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  [admin, rival, employee, auditor] = await Promise.all(['demo-admin', 'demo-company', 'demo-employee', 'demo-auditor'].map((n) => t.loginAs(n)));
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.execute(sql`delete from recommended_products`);
  await t.db.execute(sql`delete from stored_files`);
});

async function completeRivalCompany() {
  await t.db.execute(sql`
    update companies set credit_code = '91110000MA0000000X', industry = '贸易', contact = '王经理', email = 'rival@example.com'
    where id = (select company_id from users where user_name = 'demo-company')`);
}

async function uploadPicture(token: string): Promise<StoredFile> {
  const { payload, headers } = multipart({ name: 'product.png', bytes: pngImage() });
  const response = await t.app.inject({
    method: 'POST',
    url: `${API.files.upload.path}?purpose=productPicture`,
    headers: { ...authHeaders({ token, lang: 'en' }), ...headers },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const valid = (pictureId: string, overrides: Partial<ProductInput> = {}): ProductInput => ({
  name: '耐候钢板 Q355NH',
  type: 'steel',
  specs: [
    { shape: '板材', specification: '6×1500×6000', price: 5200 },
    { shape: '卷材', specification: '3×1250', price: 4980.5 },
  ],
  pictureId,
  introduction: '用于桥梁和集装箱的耐大气腐蚀钢。',
  unit: '吨',
  priceUnit: '元/吨',
  ...overrides,
});

async function create(token = admin, overrides: Partial<ProductInput> = {}) {
  const picture = await uploadPicture(token);
  clock.advance(1000);
  const response = await t.call(saveProduct, valid(picture.id, overrides), { token, lang: 'en' });
  expect(response.status, response.body.msg).toBe(200);
  return response.body.data;
}

const en = (token?: string) => ({ token, lang: 'en' as const });

describe('recommended products: the company side', () => {
  it('creates a draft, reads, lists, updates and deletes it', async () => {
    const created = await create();
    expect(created).toMatchObject({
      name: '耐候钢板 Q355NH',
      type: 'steel',
      state: 'draft',
      companyName: '演示钢铁有限公司',
      rejectReason: null,
      submitTime: null,
      publishTime: null,
    });
    expect(created.specs[1]).toEqual({ shape: '卷材', specification: '3×1250', price: 4980.5 });
    expect((await t.call(getProduct, { id: created.id }, en(admin))).body.data).toEqual(created);

    const employeeView = await t.call(productList, {}, en(employee));
    expect(employeeView.status).toBe(403);

    clock.advance(1000);
    const updated = await t.call(saveProduct, { ...valid(created.pictureId, { name: '  新名称 ' }), id: created.id }, en(admin));
    expect(updated.body.msg).toBe('Saved successfully');
    expect(updated.body.data).toMatchObject({ id: created.id, name: '新名称', state: 'draft' });

    const listed = await t.call(productList, { keyword: '新名' }, en(admin));
    expect(listed.body.data).toMatchObject({ total: 1, list: [{ id: created.id }] });
    expect((await t.call(productList, { keyword: '不存在' }, en(admin))).body.data.total).toBe(0);
    expect((await t.call(productList, { state: 'pending' }, en(admin))).body.data.total).toBe(0);

    const removed = await t.call(deleteProduct, { id: created.id }, en(admin));
    expect(removed.body).toEqual({ code: 200, data: null, msg: 'Deleted successfully' });
    expect((await t.call(getProduct, { id: created.id }, en(admin))).status).toBe(404);
    // Its picture went with it.
    const pictureBack = await t.app.inject({ method: 'GET', url: fileViewUrl(created.pictureId), headers: authHeaders({ token: admin }) });
    expect(pictureBack.statusCode).toBe(404);
  });

  it('validates every field on the server', async () => {
    const picture = await uploadPicture(admin);
    const refuse = async (input: unknown, message: string) => {
      const response = await t.call(saveProduct, input, en(admin));
      expect(response.status).toBe(400);
      expect(response.body.msg).toBe(message);
    };
    const base = valid(picture.id);
    await refuse({ ...base, name: '  ' }, 'Product name is required');
    await refuse({ ...base, type: 'gold' }, 'Please choose the product type');
    await refuse({ ...base, specs: [] }, 'Please add at least one shape / specification / price row');
    await refuse({ ...base, specs: Array.from({ length: 21 }, () => base.specs[0]) }, 'At most 20 shape / specification / price rows');
    await refuse({ ...base, specs: [{ ...base.specs[0], shape: '' }] }, 'Shape is required');
    await refuse({ ...base, specs: [{ ...base.specs[0], specification: '' }] }, 'Specification is required');
    await refuse({ ...base, specs: [{ ...base.specs[0], price: -1 }] }, 'The price must be a number from 0 to 999999999.99 with at most two decimals');
    await refuse({ ...base, specs: [{ ...base.specs[0], price: 1.005 }] }, 'The price must be a number from 0 to 999999999.99 with at most two decimals');
    await refuse({ ...base, pictureId: undefined }, 'Please upload a product picture');
    await refuse({ ...base, pictureId: 'x' }, 'The picture was not found. Please upload it again');
    await refuse({ ...base, pictureId: '00000000-0000-4000-8000-000000000000' }, 'The picture was not found. Please upload it again');
    await refuse({ ...base, introduction: '' }, 'Product introduction is required');
    await refuse({ ...base, unit: '' }, 'Unit is required');
    await refuse({ ...base, priceUnit: '' }, 'Price unit is required');
    await refuse({ ...base, name: 'x'.repeat(101) }, 'The value is too long');
    expect((await t.call(productList, {}, en(admin))).body.data.total).toBe(0);
  });

  it('waits for the basic information', async () => {
    const response = await t.call(productList, {}, en(rival));
    expect(response.status).toBe(409);
    expect(response.body.msg).toBe('Please save the basic information first');
  });

  it("refuses another company's products and pictures like missing ones", async () => {
    await completeRivalCompany();
    const mine = await create(admin);
    const theirs = await create(rival, { name: '铝合金型材' });
    const notFound = { code: -1, data: null, msg: 'No corresponding ID' };

    expect((await t.call(productList, {}, en(rival))).body.data.list.map((p) => p.id)).toEqual([theirs.id]);
    expect((await t.call(productList, {}, en(admin))).body.data.list.map((p) => p.id)).toEqual([mine.id]);
    for (const call of [
      () => t.call(getProduct, { id: mine.id }, en(rival)),
      () => t.call(saveProduct, { ...valid(theirs.pictureId), id: mine.id }, en(rival)),
      () => t.call(deleteProduct, { id: mine.id }, en(rival)),
      () => t.call(submitProduct, { id: mine.id }, en(rival)),
    ]) {
      const response = await call();
      expect(response.status).toBe(404);
      expect(response.body).toEqual(notFound);
    }
    // Using another company's uploaded picture.
    const borrowed = await t.call(saveProduct, valid(mine.pictureId), en(rival));
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.msg).toBe('The picture was not found. Please upload it again');
    // Nothing changed.
    expect((await t.call(getProduct, { id: mine.id }, en(admin))).body.data).toEqual(mine);
    // Auditing is for auditors only.
    expect((await t.call(approveProduct, { id: mine.id }, en(admin))).status).toBe(403);
    expect((await t.call(rejectProduct, { id: mine.id, reason: 'x' }, en(rival))).status).toBe(403);
    expect((await t.call(productAuditList, {}, en(rival))).status).toBe(403);
  });
});

describe('recommended products: review and publication', () => {
  it('goes draft → pending → approved and becomes public with its picture', async () => {
    const created = await create();
    expect((await t.call(approveProduct, { id: created.id }, en(auditor))).status).toBe(404);
    expect((await t.call(productAuditDetail, { id: created.id }, en(auditor))).status).toBe(404);

    clock.advance(1000);
    const submitted = await t.call(submitProduct, { id: created.id }, en(admin));
    expect(submitted.body.msg).toBe('Submitted for review');
    expect(submitted.body.data).toMatchObject({ state: 'pending', submitTime: clock.now().toISOString() });

    const again = await t.call(submitProduct, { id: created.id }, en(admin));
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('Only drafts and rejected products can be submitted for review');
    const edit = await t.call(saveProduct, { ...valid(created.pictureId), id: created.id }, en(admin));
    expect(edit.status).toBe(409);
    expect(edit.body.msg).toBe('The product is under review and cannot be changed now');
    expect((await t.call(deleteProduct, { id: created.id }, en(admin))).status).toBe(409);

    const queue = await t.call(productAuditList, {}, en(auditor));
    expect(queue.body.data).toMatchObject({ total: 1, list: [{ id: created.id, state: 'pending', companyName: '演示钢铁有限公司' }] });
    expect((await t.call(productAuditDetail, { id: created.id }, en(auditor))).body.data.id).toBe(created.id);
    // The auditor sees the picture of what it reviews; the public does not yet.
    const auditorPicture = await t.app.inject({ method: 'GET', url: fileViewUrl(created.pictureId), headers: authHeaders({ token: auditor }) });
    expect(auditorPicture.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: fileViewUrl(created.pictureId) })).statusCode).toBe(404);
    expect((await t.call(page, {}, en())).body.data.total).toBe(0);
    expect((await t.call(detail, { id: created.id }, en())).status).toBe(404);

    clock.advance(1000);
    const approved = await t.call(approveProduct, { id: created.id }, en(auditor));
    expect(approved.body.msg).toBe('Approved');
    expect(approved.body.data).toMatchObject({ state: 'approved', publishTime: clock.now().toISOString() });
    const twice = await t.call(approveProduct, { id: created.id }, en(auditor));
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('This product is not waiting for review');

    const publicList = await t.call(page, {}, en());
    expect(publicList.body.data).toMatchObject({ total: 1, list: [{ id: created.id, name: created.name, companyName: '演示钢铁有限公司' }] });
    expect(publicList.body.data.list[0]).not.toHaveProperty('state');
    const publicDetail = await t.call(detail, { id: created.id }, en());
    expect(publicDetail.body.data).toMatchObject({ id: created.id, specs: created.specs, pictureId: created.pictureId });
    const picture = await t.app.inject({ method: 'GET', url: fileViewUrl(created.pictureId) });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toBe('public, max-age=3600');
    expect((await t.call(productAuditList, {}, en(auditor))).body.data.total).toBe(0);
    expect((await t.call(productAuditList, { state: 'approved' }, en(auditor))).body.data.total).toBe(1);

    // Editing an approved product takes it off the public list until it is approved again.
    const changed = await t.call(saveProduct, { ...valid(created.pictureId, { name: '改后' }), id: created.id }, en(admin));
    expect(changed.body.data.state).toBe('draft');
    expect((await t.call(page, {}, en())).body.data.total).toBe(0);
    expect((await t.call(detail, { id: created.id }, en())).status).toBe(404);
  });

  it('rejects with a reason the company sees, then takes the product again', async () => {
    const created = await create();
    await t.call(submitProduct, { id: created.id }, en(admin));
    const noReason = await t.call(rejectProduct, { id: created.id, reason: '  ' }, en(auditor));
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toBe('Please give the reason for the rejection');
    expect((await t.call(getProduct, { id: created.id }, en(admin))).body.data.state).toBe('pending');

    const rejected = await t.call(rejectProduct, { id: created.id, reason: '图片不清晰' }, en(auditor));
    expect(rejected.body.msg).toBe('Rejected');
    const seen = (await t.call(getProduct, { id: created.id }, en(admin))).body.data;
    expect(seen).toMatchObject({ state: 'rejected', rejectReason: '图片不清晰', publishTime: null });
    expect((await t.call(page, {}, en())).body.data.total).toBe(0);

    // Edited, it stays rejected with its reason until it is submitted again.
    const newPicture = await uploadPicture(admin);
    const edited = await t.call(saveProduct, { ...valid(newPicture.id), id: created.id }, en(admin));
    expect(edited.body.data).toMatchObject({ state: 'rejected', rejectReason: '图片不清晰', pictureId: newPicture.id });
    // The replaced picture is gone.
    const old = await t.app.inject({ method: 'GET', url: fileViewUrl(created.pictureId), headers: authHeaders({ token: admin }) });
    expect(old.statusCode).toBe(404);

    const resubmitted = await t.call(submitProduct, { id: created.id }, en(admin));
    expect(resubmitted.body.data).toMatchObject({ state: 'pending', rejectReason: null });
    expect((await t.call(approveProduct, { id: created.id }, en(auditor))).status).toBe(200);
    expect((await t.call(page, {}, en())).body.data.total).toBe(1);
  });

  it('keeps the review history of every state change and offers each side its next steps', async () => {
    const created = await create();
    expect(created.nextActions).toEqual(['edit', 'delete', 'submit']);
    expect(created.history).toEqual([]);
    clock.advance(1000);
    expect((await t.call(submitProduct, { id: created.id }, en(admin))).body.data.nextActions).toEqual([]);
    const audited = (await t.call(productAuditDetail, { id: created.id }, en(auditor))).body.data;
    expect(audited.nextActions).toEqual(['approve', 'reject']);
    clock.advance(1000);
    await t.call(rejectProduct, { id: created.id, reason: '缺少规格' }, en(auditor));
    clock.advance(1000);
    await t.call(saveProduct, { ...valid(created.pictureId), id: created.id }, en(admin)); // an edit keeps the state: no step
    await t.call(submitProduct, { id: created.id }, en(admin));
    clock.advance(1000);
    // Two auditors approve at once: one step is taken, the other is refused, and the history has it once.
    const both = await Promise.all([t.call(approveProduct, { id: created.id }, en(auditor)), t.call(approveProduct, { id: created.id }, en(auditor))]);
    expect(both.map((response) => response.status).sort()).toEqual([200, 409]);
    clock.advance(1000);
    const revised = (await t.call(saveProduct, { ...valid(created.pictureId, { name: '改版' }), id: created.id }, en(admin))).body.data;
    expect(revised).toMatchObject({ state: 'draft', nextActions: ['edit', 'delete', 'submit'] });

    const history = revised.history.map(({ action, fromState, toState, note, operator }: Record<string, unknown>) => ({ action, fromState, toState, note, operator }));
    expect(history).toEqual([
      { action: 'submit', fromState: 'draft', toState: 'pending', note: null, operator: expect.any(String) },
      { action: 'reject', fromState: 'pending', toState: 'rejected', note: '缺少规格', operator: expect.any(String) },
      { action: 'submit', fromState: 'rejected', toState: 'pending', note: null, operator: expect.any(String) },
      { action: 'approve', fromState: 'pending', toState: 'approved', note: null, operator: expect.any(String) },
      { action: 'revise', fromState: 'approved', toState: 'draft', note: null, operator: expect.any(String) },
    ]);
    const times = revised.history.map((step: { createTime: string }) => step.createTime);
    expect([...times].sort()).toEqual(times);
    // The auditor sees the same history; a refused step adds nothing.
    await t.call(approveProduct, { id: created.id }, en(auditor));
    expect((await t.call(getProduct, { id: created.id }, en(admin))).body.data.history).toHaveLength(5);
  });

  it('lists only approved products publicly, searchable and paged', async () => {
    await completeRivalCompany();
    const names = ['不锈钢管 304', '不锈钢板 316L', '焊丝 ER70S-6', '草稿产品'];
    const ids: number[] = [];
    for (const name of names) ids.push((await create(name === '焊丝 ER70S-6' ? rival : admin, { name })).id);
    for (const [index, id] of ids.slice(0, 3).entries()) {
      const token = index === 2 ? rival : admin;
      await t.call(submitProduct, { id }, en(token));
      clock.advance(1000);
      await t.call(approveProduct, { id }, en(auditor));
    }
    const all = await t.call(page, { pageSize: 2 }, en());
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.list.map((p) => p.name)).toEqual(['焊丝 ER70S-6', '不锈钢板 316L']);
    const second = await t.call(page, { pageSize: 2, pageNum: 2 }, en());
    expect(second.body.data.list.map((p) => p.name)).toEqual(['不锈钢管 304']);
    const search = await t.call(page, { keyword: '不锈钢' }, en());
    expect(search.body.data.list.map((p) => p.name).sort()).toEqual(['不锈钢板 316L', '不锈钢管 304']);
    expect((await t.call(page, { keyword: '100%' }, en())).body.data.total).toBe(0);
    expect((await t.call(page, { type: 'aluminiumAlloy' }, en())).body.data.total).toBe(0);
    expect((await t.call(detail, { id: ids[3] }, en())).status).toBe(404);
  });
});

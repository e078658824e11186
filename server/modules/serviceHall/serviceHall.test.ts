import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API, fileViewUrl, SERVICE_LIMITS, type ServiceOfferInput, type StoredFile } from '@contract';
import { pageCheckOf } from '../../plugins/pageChecks';
import { authHeaders, createTestApp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';
import { multipart, pngImage } from '../../../tests/support/files';

const { page, detail, brand } = API.serviceHall;
const { myPage, get, save, submit, delete: remove } = API.myServiceOffers;
const { auditPage, auditDetail, approve, reject } = API.serviceAudit;

const clock = fakeClock();
let t: TestApp;
/** demo-admin: enterprise administrator of 演示钢铁有限公司 (basic information saved). */
let admin: string;
/** demo-company: another company (basic information completed in beforeAll). */
let rival: string;
let employee: string;
let auditor: string;
let individual: string;
const en = (token?: string) => ({ token, lang: 'en' as const });

beforeAll(async () => {
  t = await createTestApp({ clock });
  [admin, rival, employee, auditor, individual] = await Promise.all(
    ['demo-admin', 'demo-company', 'demo-employee', 'demo-auditor', 'demo-individual'].map((n) => t.loginAs(n)),
  );
  await t.db.execute(sql`
    update companies set credit_code = '91110000MA0000001X', industry = '贸易', contact = '王经理', email = 'rival@example.com'
    where id = (select company_id from users where user_name = 'demo-company')`);
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.execute(sql`delete from service_offers`);
  await t.db.execute(sql`delete from notifications where subject = 'serviceOffer'`);
  await t.db.execute(sql`delete from workflow_history where subject = 'serviceOffer'`);
});

async function uploadPicture(token: string): Promise<StoredFile> {
  const { payload, headers } = multipart({ name: 'service.png', bytes: pngImage() });
  const response = await t.app.inject({
    method: 'POST',
    url: `${API.files.upload.path}?purpose=servicePicture`,
    headers: { ...authHeaders({ token, lang: 'en' }), ...headers },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const valid = (overrides: Partial<ServiceOfferInput> = {}): ServiceOfferInput => ({
  category: 'processing',
  name: '激光切割加工',
  summary: '板材激光切割',
  introduction: '提供碳钢和不锈钢板材的激光切割。',
  price: 12000,
  priceUnit: '元/小时',
  region: '上海',
  contactName: '李工',
  contactPhone: '13912345678',
  pictureId: null,
  ...overrides,
});

async function create(token = admin, overrides: Partial<ServiceOfferInput> = {}) {
  clock.advance(1000);
  const response = await t.call(save, valid(overrides), en(token));
  expect(response.status, response.body.msg).toBe(200);
  return response.body.data;
}

async function published(overrides: Partial<ServiceOfferInput> = {}, token = admin) {
  const offer = await create(token, overrides);
  clock.advance(1000);
  expect((await t.call(submit, { id: offer.id }, en(token))).status).toBe(200);
  clock.advance(1000);
  const approved = await t.call(approve, { id: offer.id }, en(auditor));
  expect(approved.status, approved.body.msg).toBe(200);
  return approved.body.data;
}

describe('service hall: the company side', () => {
  it('creates a draft, reads, lists, updates and deletes it', async () => {
    const picture = await uploadPicture(admin);
    const created = await create(admin, { pictureId: picture.id });
    expect(created).toMatchObject({ name: '激光切割加工', state: 'draft', price: 12000, companyName: '演示钢铁有限公司', nextActions: ['edit', 'delete', 'submit'] });
    expect((await t.call(get, { id: created.id }, en(admin))).body.data.history).toEqual([]);
    const list = await t.call(myPage, { keyword: '激光' }, en(admin));
    expect(list.body.data).toMatchObject({ total: 1, list: [{ id: created.id }] });
    const updated = await t.call(save, valid({ id: created.id, price: null, pictureId: picture.id }), en(admin));
    expect(updated.body.data).toMatchObject({ price: null, state: 'draft' });
    expect((await t.call(remove, { id: created.id }, en(admin))).status).toBe(200);
    expect((await t.call(get, { id: created.id }, en(admin))).status).toBe(404);
    // The picture no offer shows any more is gone with it.
    const file = await t.app.inject({ method: 'GET', url: fileViewUrl(picture.id), headers: authHeaders({ token: admin }) });
    expect(file.statusCode).toBe(404);
  });

  it('checks every field on the server, and bad input changes nothing', async () => {
    const cases: [Partial<ServiceOfferInput>, string][] = [
      [{ name: ' ' }, 'Please enter the service name'],
      [{ name: 'x'.repeat(101) }, 'The value is too long'],
      [{ summary: 'x'.repeat(301) }, 'The value is too long'],
      [{ introduction: '' }, 'Please describe the service'],
      [{ introduction: 'x'.repeat(5001) }, 'The value is too long'],
      [{ price: -1 }, 'The price must be a number of yuan from 0, with at most two decimals, or left empty for "by negotiation"'],
      [{ price: 1.5 }, 'The price must be a number of yuan from 0, with at most two decimals, or left empty for "by negotiation"'],
      [{ priceUnit: 'x'.repeat(21) }, 'The value is too long'],
      [{ region: 'x'.repeat(51) }, 'The value is too long'],
      [{ contactName: '' }, 'Please enter the contact person'],
      [{ contactPhone: '12345' }, 'Please enter a valid telephone: a mobile number, a landline with area code, or an international number starting with +'],
      [{ category: 'nothing' as 'other' }, 'Please choose the service category'],
    ];
    for (const [overrides, msg] of cases) {
      const response = await t.call(save, valid(overrides), en(admin));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.body.msg, JSON.stringify(overrides)).toBe(msg);
    }
    expect((await t.call(save, valid({ contactPhone: '021-12345678' }), en(admin))).status).toBe(200);
    const [{ total }] = (await t.db.execute<{ total: string }>(sql`select count(*) as total from service_offers`)).rows;
    expect(Number(total)).toBe(1);
  });

  it("refuses another company's picture and a picture of another purpose", async () => {
    const rivals = await uploadPicture(rival);
    const response = await t.call(save, valid({ pictureId: rivals.id }), en(admin));
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe("The picture must be one uploaded for this company's service offers");
  });

  it("answers another company's offer with 404, as a missing one, and changes nothing", async () => {
    const offer = await create(admin);
    for (const call of [
      t.call(get, { id: offer.id }, en(rival)),
      t.call(save, valid({ id: offer.id, name: '改名' }), en(rival)),
      t.call(submit, { id: offer.id }, en(rival)),
      t.call(remove, { id: offer.id }, en(rival)),
    ]) {
      expect((await call).status).toBe(404);
    }
    expect((await t.call(myPage, {}, en(rival))).body.data.total).toBe(0);
    expect((await t.call(get, { id: offer.id }, en(admin))).body.data).toMatchObject({ name: '激光切割加工', state: 'draft' });
  });

  it('bounds the offers a company keeps', async () => {
    const companyId = (await t.db.execute<{ id: number }>(sql`select company_id as id from users where user_name = 'demo-admin'`)).rows[0].id;
    await t.db.execute(sql`
      insert into service_offers (company_id, category, name, introduction, contact_name, contact_phone)
      select ${companyId}, 'other', 'offer ' || n, 'x', 'x', '13912345678' from generate_series(1, ${SERVICE_LIMITS.offersPerCompany}) as n`);
    const response = await t.call(save, valid(), en(admin));
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe(`A company may keep at most ${SERVICE_LIMITS.offersPerCompany} service offers; delete some first`);
  });

  it('is for companies that may manage offers', async () => {
    expect((await t.call(myPage, {}, en(employee))).status).toBe(403);
    expect((await t.call(save, valid(), en(individual))).status).toBe(403);
    expect((await t.call(myPage, {}, en())).status).toBe(401);
  });
});

describe('service hall: review and publication', () => {
  it('is public only after approval; the auditor sees the picture while it waits; the submitter is told', async () => {
    const picture = await uploadPicture(admin);
    const offer = await create(admin, { pictureId: picture.id });
    const view = (token?: string) => t.app.inject({ method: 'GET', url: fileViewUrl(picture.id), headers: authHeaders({ token }) });
    expect((await t.call(page, {}, en())).body.data.total).toBe(0);
    expect((await t.call(detail, { id: offer.id }, en())).status).toBe(404);
    // Drafts are the company's: the auditors do not see them.
    expect((await t.call(auditDetail, { id: offer.id }, en(auditor))).status).toBe(404);
    expect((await t.call(approve, { id: offer.id }, en(auditor))).status).toBe(404);

    clock.advance(1000);
    const submitted = await t.call(submit, { id: offer.id }, en(admin));
    expect(submitted.body).toMatchObject({ msg: 'Submitted for review', data: { state: 'pending', nextActions: [] } });
    expect((await t.call(submit, { id: offer.id }, en(admin))).body.msg).toBe('Only a draft or a rejected service can be submitted');
    const edit = await t.call(save, valid({ id: offer.id }), en(admin));
    expect(edit.status).toBe(409);
    expect(edit.body.msg).toBe('The service is under review and cannot be changed now');
    expect((await t.call(remove, { id: offer.id }, en(admin))).status).toBe(409);
    expect((await t.call(detail, { id: offer.id }, en())).status).toBe(404);
    expect((await view(auditor)).statusCode).toBe(200);
    expect((await view()).statusCode).toBe(404);
    expect((await view(rival)).statusCode).toBe(404);

    const queue = await t.call(auditPage, {}, en(auditor));
    expect(queue.body.data).toMatchObject({ total: 1, list: [{ id: offer.id, state: 'pending' }] });
    expect((await t.call(auditDetail, { id: offer.id }, en(auditor))).body.data.nextActions).toEqual(['approve', 'reject']);

    clock.advance(1000);
    const approved = await t.call(approve, { id: offer.id }, en(auditor));
    expect(approved.body).toMatchObject({ msg: 'Approved: the service is in the service hall', data: { state: 'approved' } });
    expect((await t.call(approve, { id: offer.id }, en(auditor))).body.msg).toBe('The service is not waiting for review');
    expect((await view()).statusCode).toBe(200);

    const hall = await t.call(page, { category: 'processing', keyword: '切割', region: '上海' }, en());
    expect(hall.body.data).toMatchObject({ total: 1, list: [{ id: offer.id, companyName: '演示钢铁有限公司', price: 12000 }] });
    expect(hall.body.data.list[0]).not.toHaveProperty('state');
    expect((await t.call(page, { category: 'training' }, en())).body.data.total).toBe(0);
    expect((await t.call(page, { region: '北京' }, en())).body.data.total).toBe(0);
    expect((await t.call(detail, { id: offer.id }, en())).body.data).toMatchObject({ id: offer.id, views: 1 });
    expect((await t.call(detail, { id: offer.id }, en())).body.data.views).toBe(2);

    const notices = await t.db.execute<{ event: string; params: Record<string, string>; user_name: string }>(sql`
      select n.event, n.params, u.user_name from notifications n join users u on u.id = n.user_id where n.subject = 'serviceOffer'`);
    expect(notices.rows).toEqual([{ event: 'approve', params: { name: '激光切割加工' }, user_name: 'demo-admin' }]);
    const history = (await t.call(get, { id: offer.id }, en(admin))).body.data.history;
    expect(history.map((step: { action: string }) => step.action)).toEqual(['submit', 'approve']);
  });

  it('rejects only with a reason the company sees, and the company submits again', async () => {
    const offer = await create(admin);
    await t.call(submit, { id: offer.id }, en(admin));
    const noReason = await t.call(reject, { id: offer.id, reason: '  ' }, en(auditor));
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toBe('Please give the reason for the rejection');
    expect((await t.call(auditDetail, { id: offer.id }, en(auditor))).body.data.state).toBe('pending');

    const rejected = await t.call(reject, { id: offer.id, reason: '请补充服务范围' }, en(auditor));
    expect(rejected.body.data).toMatchObject({ state: 'rejected', rejectReason: '请补充服务范围' });
    const mine = await t.call(get, { id: offer.id }, en(admin));
    expect(mine.body.data).toMatchObject({ state: 'rejected', rejectReason: '请补充服务范围', nextActions: ['edit', 'delete', 'submit'] });
    const notices = await t.db.execute<{ event: string; params: Record<string, string> }>(sql`select event, params from notifications where subject = 'serviceOffer'`);
    expect(notices.rows).toEqual([{ event: 'reject', params: { name: '激光切割加工', reason: '请补充服务范围' } }]);

    await t.call(save, valid({ id: offer.id, summary: '补充了范围' }), en(admin));
    expect((await t.call(get, { id: offer.id }, en(admin))).body.data).toMatchObject({ state: 'rejected' });
    const again = await t.call(submit, { id: offer.id }, en(admin));
    expect(again.body.data).toMatchObject({ state: 'pending', rejectReason: null });
  });

  it('takes a revised offer off the hall until it is approved again', async () => {
    const offer = await published();
    expect((await t.call(page, {}, en())).body.data.total).toBe(1);
    const revised = await t.call(save, valid({ id: offer.id, name: '激光切割加工（新）' }), en(admin));
    expect(revised.body.data).toMatchObject({ state: 'draft', name: '激光切割加工（新）' });
    expect((await t.call(page, {}, en())).body.data.total).toBe(0);
    expect((await t.call(detail, { id: offer.id }, en())).status).toBe(404);
  });

  it('lists the queue pending first, oldest first, and reviewed ones by state', async () => {
    const first = await create(admin, { name: '甲' });
    const second = await create(rival, { name: '乙' });
    await t.call(submit, { id: second.id }, en(rival));
    clock.advance(1000);
    await t.call(submit, { id: first.id }, en(admin));
    const approvedOne = await published({ name: '丙' });
    const queue = await t.call(auditPage, {}, en(auditor));
    expect(queue.body.data.list.map((row: { name: string }) => row.name)).toEqual(['乙', '甲']);
    const approvedList = await t.call(auditPage, { state: 'approved' }, en(auditor));
    expect(approvedList.body.data.list.map((row: { id: number }) => row.id)).toEqual([approvedOne.id]);
    expect((await t.call(auditPage, {}, en(admin))).status).toBe(403);
  });
});

describe('service hall: brand pages and page checks', () => {
  it("shows a company's public facts and approved offers only; no approved offer, no brand page", async () => {
    const companyId = (await create(admin, { name: '草稿' })).companyId;
    expect((await t.call(brand, { id: companyId }, en())).status).toBe(404);
    const offer = await published({ name: '已发布' });
    const answer = await t.call(brand, { id: companyId }, en());
    expect(answer.body.data).toMatchObject({ companyId, companyName: '演示钢铁有限公司', offers: { total: 1, list: [{ id: offer.id, name: '已发布' }] } });
    expect(answer.body.data).toHaveProperty('laboratory');
    expect(answer.body.data).toHaveProperty('qualityEnterprise');
    expect(answer.body.data).not.toHaveProperty('creditCode');
  });

  it('answers 404 for pages of unknown or unapproved offers and brands', async () => {
    const draft = await create(admin);
    const offer = await published({ name: '已发布' });
    const query = (text: string) => new URLSearchParams(text);
    expect(await pageCheckOf('/allServer/:id')!(t.db, { id: String(offer.id) }, query(''))).toBe(true);
    expect(await pageCheckOf('/allServer/:id')!(t.db, { id: String(draft.id) }, query(''))).toBe(false);
    expect(await pageCheckOf('/allServer/:id')!(t.db, { id: 'abc' }, query(''))).toBe(false);
    for (const path of ['/allServer/serverDetail', '/allServer/seeDetail']) {
      expect(await pageCheckOf(path)!(t.db, {}, query(`id=${offer.id}`))).toBe(true);
      expect(await pageCheckOf(path)!(t.db, {}, query(`id=${draft.id}`))).toBe(false);
      expect(await pageCheckOf(path)!(t.db, {}, query(''))).toBe(true);
    }
    expect(await pageCheckOf('/allServer/brandDetail')!(t.db, {}, query(`id=${offer.companyId}`))).toBe(true);
    expect(await pageCheckOf('/allServer/brandDetail')!(t.db, {}, query('id=999999'))).toBe(false);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API, fileViewUrl, type CapabilityInput, type LaboratorySaveInput, type StoredFile } from '@contract';
import { authHeaders, createTestApp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';
import { multipart, pngImage } from '../../../tests/support/files';
import { createLabAccount } from '../../../tests/support/labs';

const { laboratoryEntry: entry, laboratoryAudit: audit, laboratoryPublic: everyone } = API;

const clock = fakeClock();
let t: TestApp;
/** demo-lab: the laboratory account of 演示材料检测实验室. */
let lab: string;
/** A second laboratory account with a company of its own. */
let rival: string;
let auditor: string;
let individual: string;

const en = (token?: string) => ({ token, lang: 'en' as const });

beforeAll(async () => {
  t = await createTestApp({ clock });
  await createLabAccount(t.db, 'lab-two', '13900000077');
  // Company files (labPicture, labFile) wait for the company's basic information (spec §5); these companies have it.
  await t.db.execute(sql`
    update companies set credit_code = '91310000MA1LAB0' || id::text || 'X', email = 'lab' || id::text || '@example.com'
    where id in (select company_id from users where user_name in ('demo-lab', 'lab-two'))`);
  [lab, rival, auditor, individual] = await Promise.all(['demo-lab', 'lab-two', 'demo-auditor', 'demo-individual'].map((n) => t.loginAs(n)));
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.execute(sql`delete from workflow_history where subject = 'laboratory'`);
  await t.db.execute(sql`delete from laboratories`);
  await t.db.execute(sql`delete from stored_files`);
});

async function upload(token: string, purpose: 'labPicture' | 'labFile', path = entry.upload.path): Promise<StoredFile> {
  const { payload, headers } = multipart({ name: purpose === 'labPicture' ? 'logo.png' : 'scan.png', bytes: pngImage() });
  const response = await t.app.inject({ method: 'POST', url: `${path}?purpose=${purpose}`, headers: { ...authHeaders(en(token)), ...headers }, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const basics = (overrides: Partial<LaboratorySaveInput> = {}): LaboratorySaveInput => ({
  name: '华东材料检测中心',
  introduction: '金属材料力学性能与显微组织检测。',
  contactName: '陈静',
  contactPhone: '021-55556666',
  city: '上海',
  address: '浦东新区 1 号',
  qualifications: [{ kind: 'CNAS', number: 'CNAS L1234', fileId: null }],
  ...overrides,
});

const tensile: CapabilityInput = { kind: 'detection', name: '室温拉伸试验', standardMethod: 'GB/T 228.1-2021', price: 30000, cycleDays: 3, description: '' };

async function ok<T>(response: Promise<{ status: number; body: { data: T; msg: string } }>) {
  const answer = await response;
  expect(answer.status, answer.body.msg).toBe(200);
  return answer.body.data;
}

/** A complete application of `token`'s company, submitted. */
async function submitted(token = lab, name = '华东材料检测中心') {
  await ok(t.call(entry.save, basics({ name }), en(token)));
  await ok(t.call(entry.capabilitySave, tensile, en(token)));
  clock.advance(1000);
  return ok(t.call(entry.submit, {}, en(token)));
}

describe('laboratory entry: the application', () => {
  it('starts empty, saves a draft with files, items and instruments', async () => {
    const empty = await ok(t.call(entry.get, {}, en(lab)));
    expect(empty).toMatchObject({ state: 'draft', name: '', capabilities: [], instruments: [], nextActions: ['edit', 'submit'], history: [] });
    expect((await ok(t.call(entry.get, {}, en(lab)))).id).toBe(empty.id);
    const logo = await upload(lab, 'labPicture');
    const brochure = await upload(lab, 'labFile');
    const scan = await upload(lab, 'labFile');
    const saved = await ok(
      t.call(entry.save, basics({ logoId: logo.id, brochureId: brochure.id, qualifications: [{ kind: 'CMA', number: '2023001', fileId: scan.id }] }), en(lab)),
    );
    expect(saved).toMatchObject({ state: 'draft', name: '华东材料检测中心', companyName: '演示材料检测实验室', logoId: logo.id, nextActions: ['edit', 'submit'] });
    expect(saved.files.map((file) => file.id).sort()).toEqual([logo.id, brochure.id, scan.id].sort());

    const withItem = await ok(t.call(entry.capabilitySave, tensile, en(lab)));
    const item = withItem.capabilities[0];
    expect(item).toMatchObject({ name: '室温拉伸试验', price: 30000, cycleDays: 3 });
    const copied = await ok(t.call(entry.capabilityCopy, { id: item.id }, en(lab)));
    expect(copied.capabilities.map((c) => c.name)).toEqual(['室温拉伸试验', '室温拉伸试验 (copy)']);
    const zhCopy = await t.call(entry.capabilityCopy, { id: item.id }, { token: lab, lang: 'zh' });
    expect(zhCopy.body.data.capabilities[2].name).toBe('室温拉伸试验（副本）');
    const edited = await ok(t.call(entry.capabilitySave, { ...tensile, id: copied.capabilities[1].id, name: '高温拉伸试验', price: 0 }, en(lab)));
    expect(edited.capabilities[1]).toMatchObject({ name: '高温拉伸试验', price: 0 });
    const afterDelete = await ok(t.call(entry.capabilityDelete, { id: item.id }, en(lab)));
    expect(afterDelete.capabilities).toHaveLength(2);

    const photo = await upload(lab, 'labPicture');
    const withInstrument = await ok(
      t.call(entry.instrumentSave, { name: '扫描电镜', model: 'SU5000', maker: 'Hitachi', typeCode: 'SEM', specifications: '1.2 nm', photoId: photo.id }, en(lab)),
    );
    expect(withInstrument.instruments[0]).toMatchObject({ name: '扫描电镜', typeCode: 'SEM', photoId: photo.id, bookable: false });
    // Replacing the photo removes the old one.
    const newPhoto = await upload(lab, 'labPicture');
    const instrumentId = withInstrument.instruments[0].id;
    await ok(t.call(entry.instrumentSave, { id: instrumentId, name: '扫描电镜', model: 'SU5000', typeCode: 'SEM', photoId: newPhoto.id }, en(lab)));
    expect((await t.app.inject({ method: 'GET', url: fileViewUrl(photo.id), headers: authHeaders({ token: lab }) })).statusCode).toBe(404);
    const noInstrument = await ok(t.call(entry.instrumentDelete, { id: instrumentId }, en(lab)));
    expect(noInstrument.instruments).toEqual([]);
    expect((await ok(t.call(entry.get, {}, en(lab)))).state).toBe('draft');
  });

  it('validates fields, limits and files on the server', async () => {
    const refuse = async (endpoint: (typeof entry)[keyof typeof entry], input: unknown, message: string, status = 400) => {
      const response = await t.call(endpoint, input, en(lab));
      expect(response.body.msg).toBe(message);
      expect(response.status).toBe(status);
    };
    await refuse(entry.save, basics({ contactPhone: '12345' }), 'Please enter a valid telephone: a mobile number, a landline with area code, or an international number starting with +');
    await refuse(entry.save, basics({ qualifications: [{ kind: 'ISO' as 'CMA', number: '1', fileId: null }] }), 'Please choose the qualification (CMA, CNAS or other)');
    await refuse(entry.save, basics({ qualifications: [{ kind: 'CMA', number: ' ', fileId: null }] }), 'Please enter the certificate number');
    const files = await Promise.all(Array.from({ length: 6 }, () => upload(lab, 'labFile')));
    const six = files.map((file) => file.id);
    await refuse(entry.save, basics({ capabilityFileIds: six }), 'At most 5 service capability files');
    await refuse(entry.save, basics({ attachmentIds: six }), 'At most 5 attachments');
    await ok(t.call(entry.save, basics({ capabilityFileIds: six.slice(0, 5), attachmentIds: six.slice(1) }), en(lab)));
    await refuse(entry.capabilitySave, { ...tensile, price: 1.5 }, 'Please enter a cost of 0 or more, with at most two decimals');
    await refuse(entry.capabilitySave, { ...tensile, price: -1 }, 'Please enter a cost of 0 or more, with at most two decimals');
    await refuse(entry.capabilitySave, { ...tensile, cycleDays: 0 }, 'The cycle is 1 to 365 working days');
    await refuse(entry.capabilitySave, { ...tensile, cycleDays: 366 }, 'The cycle is 1 to 365 working days');
    await refuse(entry.capabilitySave, { ...tensile, standardMethod: '' }, 'Please enter the standard method');
    await refuse(entry.capabilitySave, { ...tensile, kind: 'repair' }, 'Please choose detection or preparation');
    await refuse(entry.instrumentSave, { name: '电镜', model: 'X', typeCode: 'laser' }, 'Please choose the instrument type');

    // Files: the right purpose, of this company only.
    const picture = await upload(lab, 'labPicture');
    await refuse(entry.save, basics({ brochureId: picture.id }), 'This file cannot be used here. Please upload it again');
    await refuse(entry.save, basics({ logoId: files[0].id }), 'This file cannot be used here. Please upload it again');
    const rivalPicture = await upload(rival, 'labPicture');
    await refuse(entry.save, basics({ logoId: rivalPicture.id }), 'This file cannot be used here. Please upload it again');
    await refuse(entry.instrumentSave, { name: '电镜', model: 'X', typeCode: 'SEM', photoId: rivalPicture.id }, 'This file cannot be used here. Please upload it again');
    await refuse(entry.save, basics({ logoId: '00000000-0000-4000-8000-000000000000' }), 'This file cannot be used here. Please upload it again');
    // Another laboratory cannot read this one's draft files.
    const peek = await t.app.inject({ method: 'GET', url: fileViewUrl(files[0].id), headers: authHeaders({ token: rival }) });
    expect(peek.statusCode).toBe(404);
  });

  it('requires at submission what spec §5 asks, one missing thing at a time', async () => {
    const submit = () => t.call(entry.submit, {}, en(lab));
    expect((await submit()).body.msg).toBe('Please enter the laboratory name');
    // A refused submission leaves nothing behind.
    expect((await t.db.execute<{ n: number }>(sql`select count(*)::int as n from laboratories`)).rows[0].n).toBe(0);
    await ok(t.call(entry.save, basics({ introduction: '' }), en(lab)));
    expect((await submit()).body.msg).toBe('Please enter the laboratory introduction');
    await ok(t.call(entry.save, basics({ contactPhone: '' }), en(lab)));
    expect((await submit()).body.msg).toBe('Please enter the contact number');
    await ok(t.call(entry.save, basics({ city: '' }), en(lab)));
    expect((await submit()).body.msg).toBe('Please enter the city');
    await ok(t.call(entry.save, basics({ qualifications: [] }), en(lab)));
    expect((await submit()).body.msg).toBe('At least one qualification must be kept');
    await ok(t.call(entry.save, basics(), en(lab)));
    const missingItem = await submit();
    expect(missingItem.status).toBe(400);
    expect(missingItem.body.msg).toBe('At least one detection or preparation item must be kept');
    await ok(t.call(entry.capabilitySave, tensile, en(lab)));
    const done = await submit();
    expect(done.body.msg).toBe('Submitted for review. It cannot be modified until it is reviewed');
    expect(done.body.data).toMatchObject({ state: 'pending', nextActions: [], history: [{ action: 'submit', fromState: 'draft', toState: 'pending' }] });
  });

  it('locks every change after submission; once approved only the items (the offers) stay editable', async () => {
    const application = await submitted();
    const item = application.capabilities[0].id;
    const locked = async (calls: Promise<{ status: number; body: { msg: string } }>[]) => {
      for (const response of await Promise.all(calls)) {
        expect(response.status).toBe(409);
        expect(response.body.msg).toBe('Laboratory entry cannot be modified after submission');
      }
    };
    const entryCalls = () => [
      t.call(entry.save, basics({ name: '改名' }), en(lab)),
      t.call(entry.instrumentSave, { name: '电镜', model: 'X', typeCode: 'SEM' }, en(lab)),
      t.call(entry.instrumentDelete, { id: 1 }, en(lab)),
      t.call(entry.submit, {}, en(lab)),
    ];
    const itemCalls = () => [
      t.call(entry.capabilitySave, tensile, en(lab)),
      t.call(entry.capabilitySave, { ...tensile, id: item }, en(lab)),
      t.call(entry.capabilityDelete, { id: item }, en(lab)),
      t.call(entry.capabilityCopy, { id: item }, en(lab)),
    ];
    await locked([...entryCalls(), ...itemCalls()]);
    await ok(t.call(audit.approve, { id: application.id }, en(auditor)));
    await locked(entryCalls());
    // Approved: prices, cycles and catalogue links are the laboratory's running offer (README).
    const repriced = await ok(t.call(entry.capabilitySave, { ...tensile, id: item, price: 32000, cycleDays: 4 }, en(lab)));
    expect(repriced).toMatchObject({ state: 'approved', capabilities: [{ id: item, price: 32000, cycleDays: 4 }] });
    const added = await ok(t.call(entry.capabilitySave, { ...tensile, name: '高温拉伸试验' }, en(lab)));
    expect(added.capabilities).toHaveLength(2);
    const copied = await ok(t.call(entry.capabilityCopy, { id: item }, en(lab)));
    expect(copied.capabilities).toHaveLength(3);
    const removed = await ok(t.call(entry.capabilityDelete, { id: item }, en(lab)));
    expect(removed).toMatchObject({ state: 'approved', name: '华东材料检测中心' });
    expect(removed.capabilities.map((capability) => capability.name)).toEqual(['高温拉伸试验', '室温拉伸试验 (copy)']);
    // No history row: the entry's state did not change.
    expect(removed.history.map((step) => step.action)).toEqual(['submit', 'approve']);
    // Another laboratory still cannot touch them.
    expect((await t.call(entry.capabilityDelete, { id: added.capabilities[0].id }, en(rival))).status).toBe(404);
  });

  it('links an item to the catalogue: the item must exist and be of the same kind', async () => {
    const { rows } = await t.db.execute<{ id: number; code: string }>(sql`select id, code from detection_items where code in ('tensile-rt', 'prep-machining')`);
    const itemId = (code: string) => rows.find((row) => row.code === code)?.id as number;
    const linked = await ok(t.call(entry.capabilitySave, { ...tensile, itemId: itemId('tensile-rt') }, en(lab)));
    expect(linked.capabilities[0]).toMatchObject({ itemId: itemId('tensile-rt'), kind: 'detection' });
    const kindMismatch = await t.call(entry.capabilitySave, { ...tensile, itemId: itemId('prep-machining') }, en(lab));
    expect(kindMismatch.status).toBe(400);
    expect(kindMismatch.body.msg).toBe('Validation failed');
    expect((await t.call(entry.capabilitySave, { ...tensile, itemId: 999999 }, en(lab))).status).toBe(404);
    const preparation = await ok(t.call(entry.capabilitySave, { ...tensile, kind: 'preparation', name: '试样加工', itemId: itemId('prep-machining') }, en(lab)));
    expect(preparation.capabilities[1]).toMatchObject({ itemId: itemId('prep-machining'), kind: 'preparation' });
    const unlinked = await ok(t.call(entry.capabilitySave, { ...tensile, id: linked.capabilities[0].id, itemId: null }, en(lab)));
    expect(unlinked.capabilities[0].itemId).toBeNull();
    // The copy keeps the link.
    const copied = await ok(t.call(entry.capabilityCopy, { id: preparation.capabilities[1].id }, en(lab)));
    expect(copied.capabilities[2].itemId).toBe(itemId('prep-machining'));
  });
});

describe('laboratory entry: the audit', () => {
  it('rejects with a reason, lets the laboratory edit and resubmit, then approves and publishes', async () => {
    const first = await submitted();
    expect((await t.call(audit.reject, { id: first.id, reason: ' ' }, en(auditor))).body.msg).toBe('Please give the reason for the rejection');
    expect((await t.call(audit.reject, { id: first.id, reason: 'x'.repeat(501) }, en(auditor))).status).toBe(400);
    clock.advance(1000);
    const rejected = await t.call(audit.reject, { id: first.id, reason: '资质证书扫描件不清晰' }, en(auditor));
    expect(rejected.body.msg).toBe('Rejected: the laboratory sees the reason');
    expect(rejected.body.data).toMatchObject({ state: 'rejected', rejectReason: '资质证书扫描件不清晰', nextActions: [] });
    // Not pending any more: a second review is refused.
    expect((await t.call(audit.approve, { id: first.id }, en(auditor))).body.msg).toBe('This application is not waiting for review');

    const seen = await ok(t.call(entry.get, {}, en(lab)));
    expect(seen).toMatchObject({ state: 'rejected', rejectReason: '资质证书扫描件不清晰', nextActions: ['edit', 'submit'] });
    expect((await ok(t.call(entry.save, basics({ introduction: '补充了清晰的扫描件。' }), en(lab)))).state).toBe('rejected');
    clock.advance(1000);
    const again = await ok(t.call(entry.submit, {}, en(lab)));
    expect(again).toMatchObject({ state: 'pending', rejectReason: null });

    const queue = await ok(t.call(audit.page, {}, en(auditor)));
    expect(queue).toMatchObject({ total: 1, list: [{ id: first.id, state: 'pending', capabilityCount: 1 }] });
    clock.advance(1000);
    const approved = await t.call(audit.approve, { id: first.id }, en(auditor));
    expect(approved.body.msg).toBe('Approved: the laboratory is now public');
    expect(approved.body.data).toMatchObject({ state: 'approved', publishTime: clock.now().toISOString() });
    expect(approved.body.data.history.map((step) => [step.action, step.note])).toEqual([
      ['submit', null],
      ['reject', '资质证书扫描件不清晰'],
      ['submit', null],
      ['approve', null],
    ]);
    expect((await ok(t.call(audit.page, { state: 'approved' }, en(auditor)))).total).toBe(1);
    expect((await ok(t.call(audit.page, {}, en(auditor)))).total).toBe(0);
  });

  it('keeps drafts from the auditors and the audit calls from everyone else', async () => {
    await ok(t.call(entry.save, basics(), en(lab)));
    const draft = await ok(t.call(entry.get, {}, en(lab)));
    expect((await t.call(audit.detail, { id: draft.id }, en(auditor))).status).toBe(404);
    expect((await t.call(audit.approve, { id: draft.id }, en(auditor))).status).toBe(404);
    expect((await ok(t.call(audit.page, { state: 'pending' }, en(auditor)))).total).toBe(0);
    for (const token of [lab, rival, individual]) {
      expect((await t.call(audit.page, {}, en(token))).status).toBe(403);
      expect((await t.call(audit.approve, { id: draft.id }, en(token))).status).toBe(403);
    }
    expect((await t.call(entry.get, {}, en(auditor))).status).toBe(403);
    expect((await t.call(entry.save, basics(), en(individual))).status).toBe(403);
  });

  it('shows auditors the files of a submitted application, never of a draft', async () => {
    const scan = await upload(lab, 'labFile');
    const attachment = await upload(lab, 'labFile');
    await ok(t.call(entry.save, basics({ qualifications: [{ kind: 'CMA', number: '1', fileId: scan.id }], attachmentIds: [attachment.id] }), en(lab)));
    const read = (id: string, token?: string) => t.app.inject({ method: 'GET', url: fileViewUrl(id), headers: authHeaders({ token }) });
    expect((await read(scan.id, auditor)).statusCode).toBe(404);
    await ok(t.call(entry.capabilitySave, tensile, en(lab)));
    const application = await ok(t.call(entry.submit, {}, en(lab)));
    expect((await read(scan.id, auditor)).statusCode).toBe(200);
    expect((await read(attachment.id, auditor)).statusCode).toBe(200);
    expect((await read(scan.id)).statusCode).toBe(404);
    const detail = await ok(t.call(audit.detail, { id: application.id }, en(auditor)));
    expect(detail.files.map((file) => file.id).sort()).toEqual([scan.id, attachment.id].sort());
    await ok(t.call(audit.approve, { id: application.id }, en(auditor)));
    // Published: the certificate scan is public, the other attachments stay private.
    expect((await read(scan.id)).statusCode).toBe(200);
    expect((await read(attachment.id)).statusCode).toBe(404);
    expect((await read(attachment.id, rival)).statusCode).toBe(404);
  });
});

describe('laboratory entry: one laboratory per company', () => {
  it('each laboratory account only ever reaches its own company’s application', async () => {
    const mine = await submitted(lab);
    const theirs = await ok(t.call(entry.get, {}, en(rival)));
    expect(theirs).toMatchObject({ state: 'draft', name: '', capabilities: [] });
    expect(theirs.id).not.toBe(mine.id);
    // The rival's calls create and touch its own application; demo-lab's items are not found from there.
    const item = mine.capabilities[0].id;
    expect((await t.call(entry.capabilityDelete, { id: item }, en(rival))).status).toBe(404);
    expect((await t.call(entry.capabilityCopy, { id: item }, en(rival))).status).toBe(404);
    expect((await t.call(entry.capabilitySave, { ...tensile, id: item, name: '篡改' }, en(rival))).status).toBe(404);
    const rivalApplication = await ok(t.call(entry.save, basics({ name: '第二实验室' }), en(rival)));
    expect(rivalApplication).toMatchObject({ name: '第二实验室', state: 'draft', capabilities: [] });
    expect(rivalApplication.id).not.toBe(mine.id);
    expect((await ok(t.call(entry.get, {}, en(lab))))).toMatchObject({ name: '华东材料检测中心', capabilities: [{ name: '室温拉伸试验' }] });
    const rows = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from laboratories`);
    expect(rows.rows[0].n).toBe(2);
  });

  it('uploads through laboratory/upload for laboratory accounts only', async () => {
    const stored = await upload(lab, 'labFile');
    expect(stored).toMatchObject({ purpose: 'labFile', contentType: 'image/png' });
    const { payload, headers } = multipart({ name: 'x.png', bytes: pngImage() });
    const refused = await t.app.inject({ method: 'POST', url: `${entry.upload.path}?purpose=labFile`, headers: { ...authHeaders(en(individual)), ...headers }, payload });
    expect(refused.statusCode).toBe(403);
    const wrongPurpose = await t.app.inject({ method: 'POST', url: `${entry.upload.path}?purpose=productPicture`, headers: { ...authHeaders(en(lab)), ...headers }, payload });
    expect(wrongPurpose.statusCode).toBe(400);
  });
});

describe('laboratories: the public pages', () => {
  async function publish(token: string, name: string, overrides: Partial<LaboratorySaveInput>, item: Partial<CapabilityInput> = {}) {
    await ok(t.call(entry.save, basics({ name, ...overrides }), en(token)));
    await ok(t.call(entry.capabilitySave, { ...tensile, ...item }, en(token)));
    const application = await ok(t.call(entry.submit, {}, en(token)));
    clock.advance(1000);
    await ok(t.call(audit.approve, { id: application.id }, en(auditor)));
    return application.id;
  }

  it('lists approved laboratories only, newest first, and filters by keyword, item, city and qualification', async () => {
    const logo = await upload(lab, 'labPicture');
    const first = await publish(lab, '华东材料检测中心', { logoId: logo.id, city: '上海', qualifications: [{ kind: 'CMA', number: 'CMA 1', fileId: null }] });
    await ok(t.call(entry.save, basics({ name: '未提交的实验室', city: '北京' }), en(rival)));
    const page = () => t.call(everyone.page, {}, en());
    expect((await page()).body.data).toMatchObject({ total: 1, list: [{ id: first, name: '华东材料检测中心', city: '上海', capabilities: [{ name: '室温拉伸试验' }], capabilityCount: 1 }] });
    expect((await t.call(everyone.detail, { id: first }, en())).body.data).toMatchObject({ name: '华东材料检测中心', capabilities: [{ price: 30000, cycleDays: 3 }] });
    // The logo is public now.
    expect((await t.app.inject({ method: 'GET', url: fileViewUrl(logo.id) })).statusCode).toBe(200);

    const rivalApplication = await ok(t.call(entry.get, {}, en(rival)));
    expect((await t.call(everyone.detail, { id: rivalApplication.id }, en())).status).toBe(404);
    const second = await publish(rival, '北方金相实验室', { city: '北京', qualifications: [{ kind: 'CNAS', number: 'L9', fileId: null }] }, { name: '金相组织分析', kind: 'preparation' });
    expect((await page()).body.data.list.map((card) => card.id)).toEqual([second, first]);
    const search = async (query: Record<string, string>) => (await t.call(everyone.page, query, en())).body.data.list.map((card) => card.id);
    expect(await search({ keyword: '金相' })).toEqual([second]);
    expect(await search({ keyword: '力学性能' })).toEqual([second, first]);
    expect(await search({ item: '拉伸' })).toEqual([first]);
    expect(await search({ item: '金相组织' })).toEqual([second]);
    expect(await search({ city: '北京' })).toEqual([second]);
    expect(await search({ qualification: 'CMA' })).toEqual([first]);
    expect(await search({ qualification: 'CNAS', city: '上海' })).toEqual([]);
    expect((await t.call(everyone.page, { qualification: 'ISO' }, en())).status).toBe(400);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API, fileViewUrl, PUBLICATION_LIMITS, type LabPublication, type PublicationInput, type StoredFile, type UploadPurpose } from '@contract';
import { authHeaders, createTestApp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';
import { multipart, pngImage } from '../../../tests/support/files';
import { approvedLaboratory, companyOfUser, createLabAccount } from '../../../tests/support/labs';

const { page, get, save, remove } = API.labPublicationManage;
const pub = API.labPublicationPublic;

const clock = fakeClock();
let t: TestApp;
/** demo-lab's approved laboratory (甲) and a second lab account's (乙); a third lab account whose entry is not approved. */
let labA: string;
let labB: string;
let unapproved: string;
let companyA: number;
let companyB: number;
let laboratoryA: number;
let laboratoryB: number;

const en = (token?: string) => ({ token, lang: 'en' as const });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** A ZIP with one stored entry: a labFile, but no drawing. */
function zipFile() {
  const name = Buffer.from('a.txt');
  const data = Buffer.from('hello');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(10, 4);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, data]);
}

/** Lab companies upload company files only once their basic information is complete. */
async function completeCompany(companyId: number) {
  await t.db.execute(sql`update companies set credit_code = '91310000MA1K' || lpad(id::text, 6, '0'), email = 'lab@example.com' where id = ${companyId}`);
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  ({ companyId: companyA } = await companyOfUser(t.db, 'demo-lab'));
  ({ companyId: companyB } = await createLabAccount(t.db, 'lab-b', '13900000101'));
  const { companyId: companyC } = await createLabAccount(t.db, 'lab-c', '13900000102');
  await Promise.all([companyA, companyB, companyC].map(completeCompany));
  ({ laboratoryId: laboratoryA } = await approvedLaboratory(t.db, companyA, '甲检测实验室'));
  ({ laboratoryId: laboratoryB } = await approvedLaboratory(t.db, companyB, '乙检测实验室'));
  // lab-c has filled its entry but it is still under review.
  await t.db.execute(sql`insert into laboratories (company_id, state, name) values (${companyC}, 'pending', '丙实验室')`);
  [labA, labB, unapproved] = await Promise.all(['demo-lab', 'lab-b', 'lab-c'].map((name) => t.loginAs(name)));
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.execute(sql`delete from laboratory_publications`);
  await t.db.execute(sql`update laboratories set state = 'approved' where id in (${laboratoryA}, ${laboratoryB})`);
});

async function upload(token: string, purpose: UploadPurpose, file: { name: string; bytes: Buffer }): Promise<StoredFile> {
  const { payload, headers } = multipart(file);
  const response = await t.app.inject({
    method: 'POST',
    url: `${API.files.upload.path}?purpose=${purpose}`,
    headers: { ...authHeaders(en(token)), ...headers },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const picture = (token: string) => upload(token, 'labPicture', { name: 'photo.png', bytes: pngImage() });
const pdf = (token: string, name = '拉伸试样.pdf') => upload(token, 'labFile', { name, bytes: PDF });

type CaseInput = Extract<PublicationInput, { kind: 'case' }>;
const aCase = (overrides: Partial<CaseInput> = {}): CaseInput => ({
  kind: 'case',
  title: '汽车用高强钢焊接接头失效分析',
  subtitle: '汽车 · DP780',
  summary: '某主机厂焊点开裂，我们用扫描电镜找到了原因。',
  body: '背景：焊点在疲劳试验中开裂。\n\n方法：断口 SEM 与 EBSD 分析。\n\n<script>alert(1)</script>',
  ...overrides,
});
const aPerson = (): PublicationInput => ({
  kind: 'person',
  title: '陈静',
  subtitle: '高级工程师',
  summary: '电子显微分析',
  body: '从事材料显微分析十五年。',
});

async function publish(token: string, input: PublicationInput): Promise<LabPublication> {
  clock.advance(1000);
  const response = await t.call(save, input, en(token));
  expect(response.status, response.body.msg).toBe(200);
  return response.body.data;
}

async function download(path: string, id: number) {
  return t.app.inject({ method: 'GET', url: path, query: { id: String(id) }, headers: authHeaders({ lang: 'en' }) });
}

describe('laboratory publications: the laboratory side', () => {
  it('publishes each kind with its required fields, reads, lists by kind, updates and deletes', async () => {
    const photo = await picture(labA);
    const created = await publish(labA, aCase({ pictureId: photo.id }));
    expect(created).toMatchObject({ kind: 'case', subtitle: '汽车 · DP780', pictureId: photo.id, file: null, fileId: null, laboratoryId: laboratoryA, laboratoryName: '甲检测实验室' });
    const drawingFile = await pdf(labA);
    const drawing = await publish(labA, { kind: 'drawing', title: '拉伸试样加工图', subtitle: 'GB/T 228.1-2021', fileId: drawingFile.id });
    expect(drawing).toMatchObject({ summary: '', body: '', pictureId: null, fileId: drawingFile.id, file: { name: '拉伸试样.pdf', contentType: 'application/pdf' } });
    await publish(labA, aPerson());
    const documentFile = await upload(labA, 'labFile', { name: 'scope.zip', bytes: zipFile() });
    await publish(labA, { kind: 'document', title: 'CNAS 认可范围', subtitle: '资质', summary: '本实验室认可的检测项目', fileId: documentFile.id });

    const all = await t.call(page, {}, en(labA));
    expect(all.body.data.total).toBe(4);
    const drawings = await t.call(page, { kind: 'drawing' }, en(labA));
    expect(drawings.body.data.list.map((row) => row.title)).toEqual(['拉伸试样加工图']);

    const updated = await publish(labA, { ...aCase(), id: created.id, title: '焊接接头失效分析（修订）' });
    expect(updated).toMatchObject({ id: created.id, title: '焊接接头失效分析（修订）', pictureId: null });
    // The picture the case no longer shows is gone.
    expect((await t.call(API.files.view, { id: photo.id }, en(labA))).status).toBe(404);
    expect((await t.call(get, { id: created.id }, en(labA))).body.data.title).toBe('焊接接头失效分析（修订）');

    const deleted = await t.call(remove, { id: drawing.id }, en(labA));
    expect(deleted.status).toBe(200);
    expect((await t.call(get, { id: drawing.id }, en(labA))).status).toBe(404);
    expect((await t.call(API.files.view, { id: drawingFile.id }, en(labA))).status).toBe(404);
  });

  it.each([
    ['a case without its industry', { ...aCase(), subtitle: ' ' }, 'Please enter the industry or material'],
    ['a case without its content', { ...aCase(), body: '' }, 'Please enter the content'],
    ['a drawing without its standard', { kind: 'drawing', title: '图纸', fileId: '00000000-0000-4000-8000-000000000000' }, 'Please enter the standard'],
    ['a drawing without its file', { kind: 'drawing', title: '图纸', subtitle: 'GB/T 228.1' }, 'Please upload the file'],
    ['a person without a name', { ...aPerson(), title: '' }, 'Please enter the name'],
    ['a person without a specialty', { ...aPerson(), summary: undefined }, 'Please enter the specialty'],
    ['a person without a profile', { ...aPerson(), body: '' }, 'Please enter the profile'],
    ['a document without its category', { kind: 'document', title: '文档', summary: '摘要', fileId: '00000000-0000-4000-8000-000000000000' }, 'Please enter the category'],
    ['a document without a summary', { kind: 'document', title: '文档', subtitle: '资质', fileId: '00000000-0000-4000-8000-000000000000' }, 'Please enter the summary'],
    ['an unknown kind', { ...aCase(), kind: 'news' }, 'Please choose what kind of item to publish'],
    ['a title over 200 characters', { ...aCase(), title: '长'.repeat(201) }, 'The value is too long'],
    ['a summary over 1000 characters', { ...aCase(), summary: '长'.repeat(1001) }, 'The value is too long'],
    ['a body over 20000 characters', { ...aCase(), body: '长'.repeat(20001) }, 'The value is too long'],
  ])('refuses %s', async (_, input, message) => {
    const response = await t.call(save, input, en(labA));
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe(message);
    expect((await t.call(page, {}, en(labA))).body.data.total).toBe(0);
  });

  it('accepts only files of this laboratory, of the right purpose and, for drawings, PDF or images', async () => {
    const photo = await picture(labA);
    const file = await pdf(labA);
    const zip = await upload(labA, 'labFile', { name: 'drawing.zip', bytes: zipFile() });
    const othersFile = await pdf(labB);
    const othersPhoto = await picture(labB);
    const cases: [PublicationInput, string][] = [
      [{ kind: 'drawing', title: '图纸', subtitle: 'GB/T 228.1', fileId: photo.id }, 'This file cannot be used here. Please upload it again'],
      [{ kind: 'drawing', title: '图纸', subtitle: 'GB/T 228.1', fileId: othersFile.id }, 'This file cannot be used here. Please upload it again'],
      [{ kind: 'drawing', title: '图纸', subtitle: 'GB/T 228.1', fileId: '00000000-0000-4000-8000-000000000000' }, 'This file cannot be used here. Please upload it again'],
      [{ kind: 'drawing', title: '图纸', subtitle: 'GB/T 228.1', fileId: zip.id }, 'A processing drawing must be a PDF or an image (JPG, PNG)'],
      [aCase({ pictureId: file.id }), 'This picture cannot be used here. Please upload it again'],
      [aCase({ pictureId: othersPhoto.id }), 'This picture cannot be used here. Please upload it again'],
    ];
    for (const [input, message] of cases) {
      const response = await t.call(save, input, en(labA));
      expect(response.status, JSON.stringify(input)).toBe(400);
      expect(response.body.msg).toBe(message);
    }
    expect((await t.call(page, {}, en(labA))).body.data.total).toBe(0);
    // An image is a drawing too.
    const imageDrawing = await upload(labA, 'labFile', { name: 'drawing.png', bytes: pngImage() });
    await publish(labA, { kind: 'drawing', title: '图纸', subtitle: 'GB/T 228.1', fileId: imageDrawing.id });
  });

  it('keeps the kind of a row', async () => {
    const person = await publish(labA, aPerson());
    const response = await t.call(save, { ...aCase(), id: person.id }, en(labA));
    expect(response.status).toBe(400);
    expect((await t.call(get, { id: person.id }, en(labA))).body.data.kind).toBe('person');
  });

  it(`allows at most ${PUBLICATION_LIMITS.perKindMax} rows of a kind per laboratory`, async () => {
    await t.db.execute(sql`
      insert into laboratory_publications (laboratory_id, kind, title, subtitle, summary, body)
      select ${laboratoryA}, 'person', '工程师 ' || n, '工程师', '分析', '简介' from generate_series(1, ${PUBLICATION_LIMITS.perKindMax}) as n`);
    const refused = await t.call(save, aPerson(), en(labA));
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(`At most ${PUBLICATION_LIMITS.perKindMax} items of each kind can be published. Please delete some first`);
    // Other kinds and other laboratories are counted apart.
    await publish(labA, aCase());
    await publish(labB, aPerson());
  });

  it('refuses a laboratory that is not approved', async () => {
    const calls = [
      t.call(page, {}, en(unapproved)),
      t.call(get, { id: 1 }, en(unapproved)),
      t.call(save, aPerson(), en(unapproved)),
      t.call(remove, { id: 1 }, en(unapproved)),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(409);
      expect(response.body.msg).toBe('Your laboratory has not been approved yet');
    }
    expect((await t.call(page, {}, en(await t.loginAs('demo-company')))).status).toBe(403);
  });

  it("never lets a laboratory read, change or delete another's rows", async () => {
    const mine = await publish(labA, aCase());
    const theirs = await publish(labB, aPerson());
    for (const response of [
      await t.call(get, { id: mine.id }, en(labB)),
      await t.call(save, { ...aCase(), id: mine.id, title: '篡改' }, en(labB)),
      await t.call(remove, { id: mine.id }, en(labB)),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.msg).toBe('This item was not found or is not published');
    }
    expect((await t.call(get, { id: mine.id }, en(labA))).body.data.title).toBe(mine.title);
    expect((await t.call(page, {}, en(labB))).body.data.list.map((row) => row.id)).toEqual([theirs.id]);
    expect((await t.call(page, {}, en(labA))).body.data.list.map((row) => row.id)).toEqual([mine.id]);
  });
});

describe('laboratory publications: the public pages', () => {
  it("lists approved laboratories' cases newest first, by keyword and laboratory, and shows one with its body", async () => {
    const photo = await picture(labA);
    const first = await publish(labA, aCase({ pictureId: photo.id }));
    const second = await publish(labB, aCase({ title: '铝合金挤压型材腐蚀', subtitle: '轨道交通 · 6082' }));
    const listed = await t.call(pub.casePage, {}, en());
    expect(listed.body.data.list.map((row) => [row.id, row.laboratoryName])).toEqual([
      [second.id, '乙检测实验室'],
      [first.id, '甲检测实验室'],
    ]);
    expect(listed.body.data.list[0]).not.toHaveProperty('body');
    expect((await t.call(pub.casePage, { keyword: '6082' }, en())).body.data.list.map((row) => row.id)).toEqual([second.id]);
    expect((await t.call(pub.casePage, { laboratoryId: laboratoryA }, en())).body.data.list.map((row) => row.id)).toEqual([first.id]);
    // Kinds stay apart.
    expect((await t.call(pub.personPage, {}, en())).body.data.total).toBe(0);
    expect((await t.call(pub.personDetail, { id: first.id }, en())).status).toBe(404);

    const detail = await t.call(pub.caseDetail, { id: first.id }, en());
    expect(detail.body.data).toMatchObject({ title: first.title, body: aCase().body, laboratoryId: laboratoryA, laboratoryName: '甲检测实验室' });
    // Everyone may see the picture of a published case.
    expect((await t.app.inject({ method: 'GET', url: fileViewUrl(photo.id) })).statusCode).toBe(200);
  });

  it('searches drawings by title and standard, people and documents by their fields', async () => {
    await publish(labA, { kind: 'drawing', title: '冲击试样', subtitle: 'GB/T 229', fileId: (await pdf(labA)).id });
    await publish(labA, { kind: 'drawing', title: '拉伸试样', subtitle: 'GB/T 228.1', fileId: (await pdf(labA)).id });
    await publish(labB, aPerson());
    const byStandard = await t.call(pub.drawingPage, { keyword: '228.1' }, en());
    expect(byStandard.body.data.list.map((row) => row.title)).toEqual(['拉伸试样']);
    expect(byStandard.body.data.list[0].file).toMatchObject({ contentType: 'application/pdf' });
    expect((await t.call(pub.drawingPage, { keyword: '冲击' }, en())).body.data.total).toBe(1);
    const people = await t.call(pub.personPage, { keyword: '显微' }, en());
    expect(people.body.data.list).toMatchObject([{ title: '陈静', subtitle: '高级工程师', laboratoryName: '乙检测实验室' }]);
    expect((await t.call(pub.documentPage, {}, en())).body.data.total).toBe(0);
  });

  it('hides everything of a laboratory that is no longer approved', async () => {
    const photo = await picture(labB);
    const file = await pdf(labB);
    const person = await publish(labB, { ...aPerson(), pictureId: photo.id } as PublicationInput);
    const drawing = await publish(labB, { kind: 'drawing', title: '图纸', subtitle: 'GB/T 228.1', fileId: file.id });
    expect((await t.call(pub.personPage, {}, en())).body.data.total).toBe(1);
    await t.db.execute(sql`update laboratories set state = 'pending' where id = ${laboratoryB}`);

    expect((await t.call(pub.personPage, {}, en())).body.data.total).toBe(0);
    expect((await t.call(pub.drawingPage, {}, en())).body.data.total).toBe(0);
    expect((await t.call(pub.personDetail, { id: person.id }, en())).status).toBe(404);
    expect((await download(pub.drawingDownload.path, drawing.id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: fileViewUrl(photo.id) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: fileViewUrl(file.id) })).statusCode).toBe(404);
    // Its own company still reads its files.
    expect((await t.app.inject({ method: 'GET', url: fileViewUrl(photo.id), headers: authHeaders(en(labB)) })).statusCode).toBe(200);
  });

  it('downloads drawings and documents as attachments with their names', async () => {
    const file = await pdf(labA, '拉伸试样 GB228.pdf');
    const drawing = await publish(labA, { kind: 'drawing', title: '拉伸试样', subtitle: 'GB/T 228.1', fileId: file.id });
    const zip = await upload(labA, 'labFile', { name: 'scope.zip', bytes: zipFile() });
    const document = await publish(labA, { kind: 'document', title: '认可范围', subtitle: '资质', summary: '检测项目', fileId: zip.id });

    const answer = await download(pub.drawingDownload.path, drawing.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('拉伸试样 GB228.pdf')}`);
    expect(answer.rawPayload.equals(PDF)).toBe(true);

    const documentAnswer = await download(pub.documentDownload.path, document.id);
    expect(documentAnswer.statusCode).toBe(200);
    expect(documentAnswer.headers['content-disposition']).toContain("filename*=UTF-8''scope.zip");
    expect(documentAnswer.rawPayload.equals(zipFile())).toBe(true);
    expect((await t.call(pub.documentDetail, { id: document.id }, en())).body.data.file).toMatchObject({ name: 'scope.zip', contentType: 'application/zip' });

    // A drawing is not a document, nor the other way round; a missing one is a refusal in the envelope.
    const wrongKind = await download(pub.documentDownload.path, drawing.id);
    expect(wrongKind.statusCode).toBe(404);
    expect(wrongKind.json()).toEqual({ code: -1, data: null, msg: 'This item was not found or is not published' });
    expect((await download(pub.drawingDownload.path, document.id)).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import { API, type AdminTemplate, type CheckReport, type TemplateInput } from '@contract';
import { authHeaders, createTestApp, type TestApp } from '../../../tests/support/app';
import { multipart } from '../../../tests/support/files';
import { PART_STANDARDS } from '../../db/seed/standardPartsData';

const { docPublic: pub, docAdmin: admin, standardParts: dm } = API;
let t: TestApp;
let auditor: string;
let individual: string;
let company: string;
const en = (token?: string) => ({ token, lang: 'en' as const });

beforeAll(async () => {
  t = await createTestApp();
  [auditor, individual, company] = await Promise.all(['demo-auditor', 'demo-individual', 'demo-company'].map((name) => t.loginAs(name)));
});
afterAll(() => t?.close());

const form = (overrides: Partial<TemplateInput> = {}): TemplateInput => ({
  nameZh: '测试委托',
  nameEn: 'Test request',
  fields: [
    { key: 'client', labelZh: '委托方', labelEn: 'Client', kind: 'text', required: true, max: 20 },
    { key: 'count', labelZh: '数量', labelEn: 'Count', kind: 'number', required: true },
    { key: 'day', labelZh: '日期', labelEn: 'Date', kind: 'date', required: false },
    { key: 'way', labelZh: '方式', labelEn: 'Way', kind: 'select', required: false, options: ['post', 'courier'] },
  ],
  blocks: [
    { kind: 'heading', textZh: '委托信息', textEn: 'Request' },
    { kind: 'fields', fieldKeys: ['client', 'count', 'day', 'way'] },
    { kind: 'paragraph', textZh: '{{client}} 委托 {{count}} 件。', textEn: '{{client}} sends {{count}} samples.' },
  ],
  ...overrides,
});

async function publishedTemplate(overrides: Partial<TemplateInput> = {}) {
  const saved = await t.call(admin.save, form(overrides), en(auditor));
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await t.call(admin.publish, { id: saved.body.data.id }, en(auditor));
  return saved.body.data;
}

async function generate(token: string, input: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: pub.fileGener.path, headers: { ...authHeaders(en(token)), 'content-type': 'application/json' }, payload: input });
}

async function uploadFilled(token: string, name: string, bytes: Buffer) {
  const { payload, headers } = multipart({ name, bytes });
  const response = await t.app.inject({ method: 'POST', url: `${API.files.upload.path}?purpose=docFilled`, headers: { ...authHeaders(en(token)), ...headers }, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as string;
}

async function checkFile(token: string, id: number, bytes: Buffer, name = 'filled.docx') {
  const fileId = await uploadFilled(token, name, bytes);
  const answer = await t.call(pub.fileCheck, { id, fileId }, en(token));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as CheckReport;
}

const documentXml = async (bytes: Buffer) => (await JSZip.loadAsync(bytes)).file('word/document.xml')!.async('string');

describe('template rules', () => {
  it('refuses placeholders and listed keys that name no field, duplicate keys, bad keys and selects without options', async () => {
    const unknown = await t.call(admin.save, form({ blocks: [{ kind: 'paragraph', textZh: '{{nobody}}', textEn: '' }] }), en(auditor));
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toContain('nobody');
    const listed = await t.call(admin.save, form({ blocks: [{ kind: 'fields', fieldKeys: ['ghost'] }] }), en(auditor));
    expect(listed.status).toBe(400);
    const fields = form().fields!;
    const duplicate = await t.call(admin.save, form({ fields: [...fields, fields[0]] }), en(auditor));
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.msg).toContain('client');
    const badKey = await t.call(admin.save, form({ fields: [{ ...fields[0], key: 'Client-1' }] }), en(auditor));
    expect(badKey.status).toBe(400);
    const noOptions = await t.call(admin.save, form({ fields: [...fields.slice(0, 3), { ...fields[3], options: [] }] }), en(auditor));
    expect(noOptions.status).toBe(400);
  });

  it('bumps the version on each save; drafts are not public; publish and unpublish', async () => {
    const saved = (await t.call(admin.save, form(), en(auditor))).body.data as AdminTemplate;
    expect(saved.version).toBe(1);
    expect((await t.call(pub.produceDetail, { id: saved.id }, en())).status).toBe(404);
    const again = await t.call(admin.save, { ...form(), id: saved.id }, en(auditor));
    expect(again.body.data.version).toBe(2);
    await t.call(admin.publish, { id: saved.id }, en(auditor));
    const shown = await t.call(pub.produceDetail, { id: saved.id }, en());
    expect(shown.status).toBe(200);
    expect(shown.body.data.fields.map((field) => field.key)).toEqual(['client', 'count', 'day', 'way']);
    await t.call(admin.unpublish, { id: saved.id }, en(auditor));
    expect((await t.call(pub.produceDetail, { id: saved.id }, en())).status).toBe(404);
  });

  it('only administrators manage templates; directories delete only when empty', async () => {
    expect((await t.call(admin.save, form(), en(company))).status).toBe(403);
    expect((await t.call(admin.page, {}, en(individual))).status).toBe(403);
    const top = await t.call(admin.dirSave, { nameZh: '顶层', nameEn: 'Top' }, en(auditor));
    const child = await t.call(admin.dirSave, { nameZh: '下级', nameEn: 'Child', parentId: top.body.data.id }, en(auditor));
    expect((await t.call(admin.dirSave, { id: top.body.data.id, nameZh: '顶层', parentId: child.body.data.id }, en(auditor))).status).toBe(400);
    expect((await t.call(admin.dirRemove, { id: top.body.data.id }, en(auditor))).status).toBe(409);
    const template = await publishedTemplate({ directoryId: child.body.data.id });
    const tree = await t.call(pub.dir, {}, en());
    expect(tree.body.data.find((node) => node.id === top.body.data.id)?.templateCount).toBe(1);
    const found = await t.call(pub.search, { directoryId: top.body.data.id }, en());
    expect(found.body.data.list.map((row) => row.id)).toEqual([template.id]);
    await t.call(admin.remove, { id: template.id }, en(auditor));
    expect((await t.call(admin.dirRemove, { id: child.body.data.id }, en(auditor))).status).toBe(200);
  });

  it('seeds the platform forms, published', async () => {
    const seeded = await t.call(pub.search, { keyword: 'EN 10204' }, en());
    expect(seeded.body.data.total).toBe(1);
  });
});

describe('generation and check', () => {
  const inputs = { client: '甲方材料', count: '3', day: '2026-03-01', way: 'post' };

  it('validates inputs against the fields; visitors cannot generate', async () => {
    const template = await publishedTemplate();
    const visitor = await t.app.inject({ method: 'POST', url: pub.fileGener.path, headers: { 'content-type': 'application/json' }, payload: { id: template.id, language: 'zh', format: 'docx', inputs } });
    expect(visitor.statusCode).toBe(401);
    for (const wrong of [{ ...inputs, client: '' }, { ...inputs, count: 'three' }, { ...inputs, day: '2026-02-30' }, { ...inputs, way: 'pigeon' }, { ...inputs, client: 'x'.repeat(21) }, { ...inputs, extra: '1' }]) {
      const answer = await generate(individual, { id: template.id, language: 'en', format: 'docx', inputs: wrong });
      expect(answer.statusCode, JSON.stringify(wrong)).toBe(400);
    }
  });

  it('generates a DOCX with the filled values that passes its check, and fails naming a removed value', async () => {
    const template = await publishedTemplate();
    const answer = await generate(individual, { id: template.id, language: 'zh', format: 'docx', inputs });
    expect(answer.statusCode).toBe(200);
    const bytes = answer.rawPayload;
    expect(bytes.length).toBeGreaterThan(1000);
    const xml = await documentXml(bytes);
    expect(xml).toContain('甲方材料');
    expect(xml).toContain('甲方材料 委托 3 件。');
    expect((await t.call(pub.produceDetail, { id: template.id }, en())).body.data.uses).toBe(1);

    const report = await checkFile(individual, template.id, bytes);
    expect(report.passed).toBe(true);
    expect(report.documentVersion).toBe(template.version);
    expect(report.items.filter((item) => item.kind === 'field').every((item) => item.status === 'pass')).toBe(true);

    const zip = await JSZip.loadAsync(bytes);
    zip.file('word/document.xml', xml.replace(/<w:t(\s[^>]*)?>3<\/w:t>/, '<w:t></w:t>'));
    const changed = await zip.generateAsync({ type: 'nodebuffer' });
    const failed = await checkFile(individual, template.id, changed);
    expect(failed.passed).toBe(false);
    expect(failed.items.filter((item) => item.status === 'fail').map((item) => item.subject)).toEqual(['count']);

    const leftover = await JSZip.loadAsync(bytes);
    leftover.file('word/document.xml', xml.replace('委托信息', '委托信息 {{client}}'));
    const flagged = await checkFile(individual, template.id, await leftover.generateAsync({ type: 'nodebuffer' }));
    expect(flagged.items.some((item) => item.kind === 'placeholder' && item.status === 'fail')).toBe(true);
    expect(flagged.items.some((item) => item.kind === 'heading' && item.status === 'fail')).toBe(true);
  });

  it('warns when the document was made from an older version', async () => {
    const template = await publishedTemplate();
    const bytes = (await generate(individual, { id: template.id, language: 'en', format: 'docx', inputs })).rawPayload;
    await t.call(admin.save, { ...form(), id: template.id }, en(auditor));
    const report = await checkFile(individual, template.id, bytes);
    expect(report.passed).toBe(true);
    expect(report.items.find((item) => item.kind === 'version')).toMatchObject({ status: 'warn', subject: '1', detail: '2' });
  });

  it('generates a PDF marked with the template; its check recognises it and says the content is not checkable', async () => {
    const template = await publishedTemplate();
    const answer = await generate(individual, { id: template.id, language: 'zh', format: 'pdf', inputs });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/pdf');
    const document = await PDFDocument.load(answer.rawPayload);
    expect(document.getSubject()).toBe(`atsteel-template:${template.id}:1:zh`);
    const report = await checkFile(individual, template.id, answer.rawPayload, 'filled.pdf');
    expect(report.format).toBe('pdf');
    expect(report.passed).toBe(true);
    expect(report.items.some((item) => item.status === 'notCheckable')).toBe(true);
  });

  it("checks only the caller's own upload", async () => {
    const template = await publishedTemplate();
    const bytes = (await generate(individual, { id: template.id, language: 'zh', format: 'docx', inputs })).rawPayload;
    const fileId = await uploadFilled(individual, 'mine.docx', bytes);
    expect((await t.call(pub.fileCheck, { id: template.id, fileId }, en(company))).status).toBe(404);
    expect((await t.call(pub.fileCheck, { id: template.id, fileId }, en(individual))).status).toBe(200);
  });
});

describe('standard parts', () => {
  it('seeds every row with a source and sane dimensions', async () => {
    const all = await t.call(dm.getList, { pageSize: 100 }, en());
    const expected = PART_STANDARDS.reduce((sum, standard) => sum + Object.keys(standard.sizes).length, 0);
    expect(all.body.data.total).toBe(expected);
    const rows = [...all.body.data.list];
    for (let page = 2; rows.length < expected; page += 1) rows.push(...(await t.call(dm.getList, { pageSize: 100, pageNum: page }, en())).body.data.list);
    for (const row of rows) {
      expect(row.source).toMatch(new RegExp(`^${row.standardNo.replace(/[/.]/g, '\\$&')} 表`));
      const d = row.diameter;
      const x = row.dimensions;
      if (row.family === 'bolt' || row.family === 'nut') {
        expect(x.s).toBeGreaterThan(d);
        expect(x.e_min ?? x.e_min_B).toBeGreaterThan(x.s);
      }
      if (row.family === 'washer') expect(x.d2_max).toBeGreaterThan(x.d1_min);
      if (row.family === 'washer') expect(x.d1_min).toBeGreaterThan(d);
      if (row.family === 'screw') expect(x.dk_max).toBeGreaterThan(d);
    }
  });

  it('filters by family, standard and diameter range; details and families', async () => {
    const nuts = await t.call(dm.getList, { family: 'nut', diameterMin: 10, diameterMax: 20 }, en());
    expect(nuts.body.data.list.map((row) => row.size)).toEqual(['M10', 'M12', 'M16', 'M20']);
    expect(nuts.body.data.list[0].dimensions).toMatchObject({ s: 16, m_max: 8.4, e_min: 17.77 });
    const m12 = await t.call(dm.getList, { standardNo: 'GB/T 70.1-2008', size: 'm12' }, en());
    expect(m12.body.data.list).toHaveLength(1);
    const detail = await t.call(dm.getDetail, { standardNo: 'GB/T 97.1-2002' }, en());
    expect(detail.body.data.equivalents).toEqual(['ISO 7089:2000']);
    expect(detail.body.data.symbols.map((symbol) => symbol.symbol)).toEqual(['d1_min', 'd2_max', 'h']);
    expect((await t.call(dm.getDetail, { standardNo: 'GB/T 0000' }, en())).status).toBe(404);
    const families = await t.call(dm.families, {}, en());
    expect(families.body.data.map((family) => family.family)).toEqual(['bolt', 'nut', 'washer', 'screw']);
  });
});

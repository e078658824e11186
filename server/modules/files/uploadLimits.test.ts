import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API, PERMISSIONS, UPLOAD_PURPOSES, UPLOAD_RULES, type StoredFile, type UploadPurpose } from '@contract';
import { localDiskStorage, type FileStorage } from '../../adapters/storage';
import { authHeaders, createTestApp, uniqueIp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';
import { jpegLike, multipart } from '../../../tests/support/files';
import writeExcelFile from 'write-excel-file/node';
import { sweepOrphans } from './orphans';

/** Issue 11, findings 3, 4, 9 and 10: limits to the byte, every time; malformed bodies; quotas; deletion; orphans. */
const clock = fakeClock();
const SMALL_QUOTA = { userBytes: 3 * 1024 * 1024, companyBytes: 5 * 1024 * 1024 };
let t: TestApp;
let storage: FileStorage;
let filesDir: string;
let admin: string;
let individual: string;
let auditor: string;
let lab: string;
/** A real workbook: its type is read from the ZIP entries at its start, so padding after it keeps it an XLSX. */
let workbook: Buffer;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'atsteel-limits-'));
  storage = localDiskStorage(filesDir);
  t = await createTestApp({ clock, storage });
  workbook = await writeExcelFile([[{ value: 'C' }], [{ type: Number, value: 0.16 }]] as never).toBuffer();
  [admin, individual, auditor, lab] = await Promise.all(['demo-admin', 'demo-individual', 'demo-auditor', 'demo-lab'].map((name) => t.loginAs(name)));
});
afterAll(async () => {
  await t?.close();
  await rm(filesDir, { recursive: true, force: true });
});

const pdfLike = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 0x20)]);
const csvLike = (bytes: number) => Buffer.concat([Buffer.from('C,Mn\n'), Buffer.alloc(bytes - 5, '0')]);
const xlsxLike = (bytes: number) => Buffer.concat([workbook, Buffer.alloc(bytes - workbook.length, 0)]);
function sample(purpose: UploadPurpose, bytes: number) {
  const { types } = UPLOAD_RULES[purpose];
  if (types.length === 1 && types[0] === UPLOAD_RULES.qualityDataFile.types[0]) return xlsxLike(bytes);
  if (!types.includes('application/pdf')) return types.includes('text/csv') ? csvLike(bytes) : jpegLike(bytes);
  return types.includes('image/jpeg') && purpose !== 'attachment' ? jpegLike(bytes) : pdfLike(bytes);
}
/** Someone allowed to upload for the purpose: a company's administrator, a laboratory, the platform's administrator, anyone. */
function tokenFor(purpose: UploadPurpose) {
  const { permission } = UPLOAD_RULES[purpose];
  if (purpose === 'productPicture') return admin;
  if (permission === PERMISSIONS.laboratoryOperate) return lab;
  if (permission === PERMISSIONS.researchDataManage || permission === PERMISSIONS.serviceOfferManage) return admin;
  return permission ? auditor : individual;
}

async function send(token: string, purpose: string, payload: Buffer | string, contentType: string, remoteAddress = '127.0.0.1') {
  const response = await t.app.inject({
    method: 'POST',
    remoteAddress,
    url: `${API.files.upload.path}?purpose=${purpose}`,
    headers: { ...authHeaders({ token, lang: 'en' }), 'content-type': contentType },
    payload,
  });
  return { status: response.statusCode, body: response.json() as { code: number; data: StoredFile; msg: string } };
}
const upload = (token: string, purpose: string, file: { name: string; bytes: Buffer }, ip?: string) => {
  const { payload, headers } = multipart(file);
  return send(token, purpose, payload, headers['content-type'], ip);
};

const storedRows = async () => Number((await t.db.execute(sql`select count(*)::int as n from stored_files`)).rows[0].n);
async function storedKeys() {
  const keys: string[] = [];
  for await (const entry of storage.entries()) keys.push(entry.key);
  return keys.length;
}
const removeAll = () => t.db.execute(sql`delete from stored_files`);

describe('size limits, to the byte and every time', () => {
  for (const purpose of UPLOAD_PURPOSES) {
    const limit = UPLOAD_RULES[purpose].maxBytes;
    it(`${purpose}: exactly ${limit} bytes are stored whole; one byte more is refused and nothing stored`, async () => {
      // An address per purpose: the upload rate limit counts per address.
      const ip = uniqueIp();
      const atLimit = await upload(tokenFor(purpose), purpose, { name: 'at-limit.bin', bytes: sample(purpose, limit) }, ip);
      expect(atLimit.status).toBe(200);
      expect(atLimit.body.data.size).toBe(limit);
      expect((await storage.get(atLimit.body.data.id))?.length).toBe(limit);
      await removeAll();

      const over = multipart({ name: 'over.bin', bytes: sample(purpose, limit + 1) });
      const rows = await storedRows();
      const keys = await storedKeys();
      for (let attempt = 0; attempt < 4; attempt++) {
        const answer = await send(tokenFor(purpose), purpose, over.payload, over.headers['content-type'], ip);
        expect(answer.status).toBe(413);
        expect(await storedRows()).toBe(rows);
        expect(await storedKeys()).toBe(keys);
      }
    });
  }
});

describe('malformed requests answer 400 and store nothing', () => {
  const png = jpegLike(1000);
  const cases: Array<[string, () => { payload: Buffer | string; type: string }]> = [
    ['no boundary', () => ({ payload: 'garbage', type: 'multipart/form-data' })],
    ['a truncated body', () => {
      const { payload, headers } = multipart({ name: 'a.jpg', bytes: png });
      return { payload: payload.subarray(0, payload.length - 30), type: headers['content-type'] };
    }],
    ['two files', () => {
      const boundary = 'atsteeltwo';
      const part = (name: string) =>
        Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`), png, Buffer.from('\r\n')]);
      return { payload: Buffer.concat([part('a.jpg'), part('b.jpg'), Buffer.from(`--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` };
    }],
    ['a file in another field', () => {
      const { payload, headers } = multipart({ name: 'a.jpg', bytes: png }, 'picture');
      return { payload, type: headers['content-type'] };
    }],
  ];
  for (const [name, make] of cases) {
    it(name, async () => {
      const rows = await storedRows();
      const { payload, type } = make();
      const answer = await send(individual, 'attachment', payload, type);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(-1);
      expect(await storedRows()).toBe(rows);
    });
  }
});

describe('names, quotas, deletion and orphans', () => {
  it('drops direction marks and control characters from the stored name', async () => {
    const answer = await upload(individual, 'attachment', { name: 'report\u202efdp.exe', bytes: pdfLike(2000) });
    expect(answer.status).toBe(200);
    expect(answer.body.data.name).toBe('reportfdp.exe');
  });

  it('refuses an upload over the uploader quota with 413 and keeps nothing of it, until files are deleted', async () => {
    const small = await createTestApp({ clock, fileQuotas: SMALL_QUOTA });
    try {
      const token = await small.loginAs('demo-individual');
      const send1mb = async (name: string) => {
        const { payload, headers } = multipart({ name, bytes: pdfLike(1024 * 1024) });
        const response = await small.app.inject({
          method: 'POST',
          url: `${API.files.upload.path}?purpose=attachment`,
          headers: { ...authHeaders({ token, lang: 'en' }), ...headers },
          payload,
        });
        return { status: response.statusCode, body: response.json() as { data: StoredFile; msg: string } };
      };
      const kept: string[] = [];
      for (let i = 0; i < 3; i++) kept.push((await send1mb(`${i}.pdf`)).body.data.id);
      const count = async () => Number((await small.db.execute(sql`select count(*)::int as n from stored_files`)).rows[0].n);
      const over = await send1mb('more.pdf');
      expect(over.status).toBe(413);
      expect(over.body.msg).toBe('Not enough storage space (limit 3 MB). Please delete files you no longer need first');
      expect(await count()).toBe(3);

      expect((await small.call(API.files.remove, { id: kept[0] }, { token })).status).toBe(200);
      expect(await count()).toBe(2);
      expect((await send1mb('more.pdf')).status).toBe(200);
    } finally {
      await small.close();
    }
  });

  it("lets only the uploader delete a file, and not while a product shows it", async () => {
    const mine = (await upload(individual, 'attachment', { name: 'mine.pdf', bytes: pdfLike(500) })).body.data.id;
    const others = await t.call(API.files.remove, { id: mine }, { token: admin, lang: 'en' });
    expect(others.status).toBe(404);
    expect(await storage.get(mine)).toBeDefined();

    const picture = (await upload(admin, 'productPicture', { name: 'p.jpg', bytes: jpegLike(2000) })).body.data.id;
    await t.db.execute(sql`update recommended_products set picture_id = ${picture} where id = (select min(id) from recommended_products)`);
    const product = await t.db.execute(sql`select count(*)::int as n from recommended_products where picture_id = ${picture}`);
    if (Number(product.rows[0].n) === 1) {
      const inUse = await t.call(API.files.remove, { id: picture }, { token: admin, lang: 'en' });
      expect(inUse.status).toBe(409);
      expect(inUse.body.msg).toBe('This file is in use and cannot be deleted');
    }
  });

  it('sweeps files nothing used for a day, and bytes no row describes', async () => {
    const fresh = (await upload(individual, 'attachment', { name: 'fresh.pdf', bytes: pdfLike(500) })).body.data.id;
    await storage.put('0000aaaa-stray-bytes-0000', Buffer.from('stray'));
    const old = new Date(clock.now().getTime() - 2 * 3600_000);
    await utimes(path.join(filesDir, '00', '0000aaaa-stray-bytes-0000'), old, old);

    const early = await sweepOrphans(t.db, storage, clock.now());
    expect(early.files).toBe(0);
    expect(early.strays).toBe(1);
    expect(await storage.get(fresh)).toBeDefined();

    const dayLater = await sweepOrphans(t.db, storage, new Date(clock.now().getTime() + 25 * 3600_000));
    expect(dayLater.files).toBeGreaterThan(0);
    expect(await storage.get(fresh)).toBeUndefined();
    expect((await t.db.execute(sql`select count(*)::int as n from stored_files where id = ${fresh}`)).rows[0].n).toBe(0);
  });
});

describe('files the sweep keeps', () => {
  it('keeps a test order’s report and voucher and an R&D data set’s file however old', async () => {
    const [report, voucher, dataFile] = await Promise.all(
      ['report.pdf', 'voucher.pdf', 'data.pdf'].map(async (name) => (await upload(admin, 'attachment', { name, bytes: pdfLike(600) })).body.data.id),
    );
    await t.db.execute(sql`
      with lab as (
        insert into laboratories (company_id, name, state) select company_id, '清扫测试实验室', 'approved' from users where user_name = 'demo-lab' returning id
      )
      insert into test_orders (order_no, kind, project_name, laboratory_id, lines, samples, amount, estimated_days, report_file_ids, payment_records)
      select 'JC-SWEEP-1', 'JC', 'sweep', lab.id, '[]', '[]', 100, 3, ${JSON.stringify([report])}::jsonb,
        ${JSON.stringify([{ id: 'r1', amount: 100, payer: 'x', paidOn: '2026-11-20', note: '', fileId: voucher, createdAt: '', confirmedAt: null }])}::jsonb
      from lab`);
    await t.db.execute(sql`
      with owner as (select id, company_id from users where user_name = 'demo-admin'),
      project as (insert into research_projects (owner_id, company_id, name) select id, company_id, 'sweep' from owner returning id)
      insert into research_data_sets (project_id, owner_id, company_id, name, material_name, experiment_type, files)
      select project.id, owner.id, owner.company_id, 'sweep', 'Q355B', 'tensile', ${JSON.stringify([{ fileId: dataFile, kind: 'source', name: 'data.csv' }])}::jsonb
      from project, owner`);
    await sweepOrphans(t.db, storage, new Date(clock.now().getTime() + 30 * 24 * 3600_000));
    for (const id of [report, voucher, dataFile]) expect(await storage.get(id)).toBeDefined();
  });
});

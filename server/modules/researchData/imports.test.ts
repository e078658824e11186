import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { API, UPLOAD_RULES, type ColumnMapping, type StoredFile, type UploadPurpose } from '@contract';
import { researchDataSets } from '../../db/schema';
import { ephemeralChainKey } from '../../lib/dataChain/keys';
import { verifyRecord, type ResearchRecord } from '../../lib/dataChain/record';
import { authHeaders, createTestApp, uniqueIp, type TestApp } from '../../../tests/support/app';
import { multipart, pngImage } from '../../../tests/support/files';
import { createDataSet, TENSILE_COLUMNS } from '../../../tests/support/researchData';
import { dataSetRow } from './access';
import { verifyStored } from './versions';

/** Issue 16: importing data files (preview, commit), attachments and who reads them, exports, similar grades, offline verification. */
const key = ephemeralChainKey();
const keys = new Map([[key.keyId, key.publicKeyPem]]);
let t: TestApp;
let admin: string;
let employee: string;
let company: string;

beforeAll(async () => {
  t = await createTestApp({ chainKey: key });
  [admin, employee, company] = await Promise.all(['demo-admin', 'demo-employee', 'demo-company'].map((name) => t.loginAs(name)));
});
afterAll(() => t?.close());

async function upload(token: string, purpose: UploadPurpose, name: string, bytes: Buffer) {
  const { payload, headers } = multipart({ name, bytes });
  const response = await t.app.inject({
    method: 'POST',
    url: `${API.files.upload.path}?purpose=${purpose}`,
    remoteAddress: uniqueIp(),
    headers: { ...authHeaders({ token, lang: 'en' }), ...headers },
    payload,
  });
  return { status: response.statusCode, body: response.json() as { data: StoredFile; msg: string } };
}
async function uploaded(token: string, purpose: UploadPurpose, name: string, bytes: Buffer) {
  const answer = await upload(token, purpose, name, bytes);
  expect(answer.status).toBe(200);
  return answer.body.data.id;
}
const nims = () => readFile(path.resolve('server/db/seed/datasets/nims-steel-fatigue.csv'));
const draftDataSet = (owner = 'demo-admin', visibility: 'private' | 'enterprise' = 'private') =>
  createDataSet(t.db, key, { owner, visibility, name: 'imported set', columns: [TENSILE_COLUMNS[0]], rows: [['x']] });
const headOf = async (id: number) => (await dataSetRow(t.db, id))!;

describe('import preview', () => {
  it('refuses a missing file id with "At least one data file must be uploaded"', async () => {
    const { status, body } = await t.call(API.researchData.importPreview, {}, { token: admin, lang: 'en' });
    expect(status).toBe(400);
    expect(body.msg).toBe('At least one data file must be uploaded');
  });

  it('refuses at upload a PNG sent as a data file, and one byte over 50 MB', async () => {
    const png = await upload(admin, 'researchDataFile', 'data.csv', pngImage());
    expect(png.status).toBe(400);
    expect(png.body.msg).toBe('Only CSV or XLSX files can be imported');
    const limit = UPLOAD_RULES.researchDataFile.maxBytes;
    const over = await upload(admin, 'researchDataFile', 'big.csv', Buffer.concat([Buffer.from('C,Mn\n'), Buffer.alloc(limit + 1 - 5, '0')]));
    expect(over.status).toBe(413);
  });

  it('reads only the caller’s own upload of this purpose: another user’s, an attachment, a made-up id are 404', async () => {
    const mine = await uploaded(admin, 'researchDataFile', 'nims.csv', await nims());
    expect((await t.call(API.researchData.importPreview, { fileId: mine }, { token: employee })).status).toBe(404);
    const attachment = await uploaded(admin, 'researchAttachment', 'raw.csv', Buffer.from('a,b\n1,2\n'));
    expect((await t.call(API.researchData.importPreview, { fileId: attachment }, { token: admin })).status).toBe(404);
    expect((await t.call(API.researchData.importPreview, { fileId: 'not-a-uuid' }, { token: admin })).status).toBe(404);
  });

  it('refuses an empty data file and a garbled one', async () => {
    const empty = await uploaded(admin, 'researchDataFile', 'empty.csv', Buffer.from('C,Mn\r\n,\r\n'));
    const emptyAnswer = await t.call(API.researchData.importPreview, { fileId: empty }, { token: admin, lang: 'en' });
    expect(emptyAnswer.status).toBe(400);
    expect(emptyAnswer.body.msg).toBe('The file has no data rows');
    const garbled = await uploaded(admin, 'researchDataFile', 'garbled.csv', Buffer.from([0x43, 0x2c, 0x4d, 0x0a, 0xff, 0xfe, 0x81, 0x0a]));
    const garbledAnswer = await t.call(API.researchData.importPreview, { fileId: garbled }, { token: admin, lang: 'en' });
    expect(garbledAnswer.status).toBe(400);
    expect(garbledAnswer.body.msg).toBe('The file cannot be read as CSV or XLSX');
  });

  it('reads a GBK CSV of Chinese Excel: Chinese headers and text kept, values converted', async () => {
    // 试样编号,碳,抗拉强度(ksi) / 钢-1,0.16,75 in GBK bytes.
    const bytes = Buffer.concat([
      Buffer.from('cad4d1f9b1e0bac5', 'hex'),
      Buffer.from(','),
      Buffer.from('ccbc', 'hex'),
      Buffer.from(','),
      Buffer.from('bfb9c0adc7bfb6c8', 'hex'),
      Buffer.from('(ksi)\r\n'),
      Buffer.from('b8d6', 'hex'),
      Buffer.from('-1,0.16,75\r\n'),
    ]);
    const fileId = await uploaded(admin, 'researchDataFile', 'gbk.csv', bytes);
    const { status, body } = await t.call(API.researchData.importPreview, { fileId }, { token: admin });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ encoding: 'gb18030', headers: ['试样编号', '碳', '抗拉强度(ksi)'], rowCount: 1, problemCount: 0 });
    expect(body.data.rows).toEqual([['钢-1', 0.16, 517.106775]]);
  });
});

describe('import commit: the real NIMS fatigue data set end to end', () => {
  it('previews stress and percent columns, refuses a mapping with problems changing nothing, then imports 360 signed rows', async () => {
    const fileId = await uploaded(admin, 'researchDataFile', 'nims-steel-fatigue.csv', await nims());
    const preview = await t.call(API.researchData.importPreview, { fileId }, { token: admin });
    expect(preview.status).toBe(200);
    const { mapping, rowCount, problemCount, rows } = preview.body.data;
    expect({ rowCount, problemCount }).toEqual({ rowCount: 360, problemCount: 0 });
    expect(rows).toHaveLength(20);
    expect(mapping.find((column) => column.label === 'C')).toMatchObject({ quantity: 'percent', unit: '%', element: 'C' });
    expect(mapping.find((column) => column.label === 'Fatigue Strength')).toMatchObject({ quantity: 'stress', unit: 'MPa', property: 'fatigueStrength' });

    const { id } = await draftDataSet();
    const before = await headOf(id);
    // Declaring the carbon column in ppm makes its values plausible; declaring it in ksi is refused.
    const wrong = mapping.map((column) => (column.label === 'Tensile Strength' ? { ...column, unit: 'GPa' } : column));
    const refused = await t.call(API.researchData.importCommit, { id, fileId, mapping: wrong }, { token: admin, lang: 'en' });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('Cells needing correction: 360; nothing was imported');
    expect(await headOf(id)).toEqual(before);

    // Only the owner imports.
    expect((await t.call(API.researchData.importCommit, { id, fileId, mapping }, { token: employee })).status).toBe(404);

    const done = await t.call(API.researchData.importCommit, { id, fileId, mapping }, { token: admin, lang: 'en' });
    expect(done.status).toBe(200);
    expect(done.body.msg).toBe('Rows imported: 360');
    expect(done.body.data).toMatchObject({ rowCount: 360, headVersion: 2, columnCount: 20 });
    expect(done.body.data.files).toEqual([{ fileId, kind: 'source', name: 'nims-steel-fatigue.csv' }]);
    expect(done.body.data.versions.at(-1)).toMatchObject({ version: 2, summary: 'imported nims-steel-fatigue.csv (360 rows)', rowCount: 360 });
    expect(done.body.data.columns.find((column) => column.key === 'fatigueStrength')).toMatchObject({ unit: 'MPa', condition: '10^7 cycles' });
    expect(await verifyStored(t.db, keys, await headOf(id))).toMatchObject({ ok: true, versions: 2 });
  });

  it('keeps a data set of 100,000 rows: bulk insert, the last row’s value stored', async () => {
    const lines = ['Specimen,Yield strength (MPa),C'];
    for (let index = 1; index <= 100_000; index += 1) lines.push(`S${index},${300 + (index % 200)}.5,0.${index % 9}`);
    const fileId = await uploaded(admin, 'researchDataFile', 'large.csv', Buffer.from(lines.join('\n')));
    const { id } = await draftDataSet();
    const preview = await t.call(API.researchData.importPreview, { fileId }, { token: admin });
    expect(preview.body.data.rowCount).toBe(100_000);
    const done = await t.call(API.researchData.importCommit, { id, fileId, mapping: preview.body.data.mapping }, { token: admin });
    expect(done.status).toBe(200);
    expect(done.body.data.rowCount).toBe(100_000);
    const last = await t.db.execute(sql`select "values" from research_data_rows where data_set_id = ${id} and to_version is null order by row_no desc limit 1`);
    expect(last.rows[0].values).toEqual(['S100000', 300.5, 0.1]);
  }, 120_000);

  it('refuses formulas in an XLSX sheet (the value Excel computed may be stale)', async () => {
    const { default: writeExcelFile } = await import('write-excel-file/node');
    const bytes = await writeExcelFile([['Yield (MPa)'], [355], [{ type: 'Formula', value: 'A2+10' }]] as never).toBuffer();
    const fileId = await uploaded(admin, 'researchDataFile', 'formula.xlsx', bytes);
    const preview = await t.call(API.researchData.importPreview, { fileId }, { token: admin });
    expect(preview.body.data.problems).toEqual([{ row: 3, column: 0, kind: 'formula', value: '' }]);
    const { id } = await draftDataSet();
    const refused = await t.call(API.researchData.importCommit, { id, fileId, mapping: preview.body.data.mapping }, { token: admin });
    expect(refused.status).toBe(400);
  });
});

describe('attachments, read as the rows are', () => {
  it('attaches the owner’s uploads; a colleague reads them only once the data set is shared with the company', async () => {
    const { id } = await draftDataSet('demo-admin', 'private');
    const report = await uploaded(admin, 'researchAttachment', '报告.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100, 0x20)]));
    const foreign = await uploaded(employee, 'researchAttachment', 'theirs.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100, 0x20)]));
    expect((await t.call(API.researchData.files, { id, files: [{ fileId: foreign, kind: 'report' }] }, { token: admin })).status).toBe(404);
    expect((await t.call(API.researchData.files, { id, files: [{ fileId: report, kind: 'report' }] }, { token: employee })).status).toBe(404);
    const set = await t.call(API.researchData.files, { id, files: [{ fileId: report, kind: 'report' }] }, { token: admin });
    expect(set.status).toBe(200);
    expect(set.body.data.files).toEqual([{ fileId: report, kind: 'report', name: '报告.pdf' }]);

    const view = (token?: string) => t.app.inject({ method: 'GET', url: `${API.files.view.path}?id=${report}`, headers: authHeaders({ token }) });
    expect((await view(admin)).statusCode).toBe(200);
    expect((await view(employee)).statusCode).toBe(404);
    expect((await view(company)).statusCode).toBe(404);
    expect((await view()).statusCode).toBe(404);
    await t.db.update(researchDataSets).set({ visibility: 'enterprise' }).where(eq(researchDataSets.id, id));
    expect((await view(employee)).statusCode).toBe(200);
    expect((await view(company)).statusCode).toBe(404);
  });
});

describe('export', () => {
  it('CSV: a byte-order mark, the citation, labels with units; XLSX: the citation first; others refused with the envelope', async () => {
    const { id } = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'private', name: 'Q355B 拉伸' });
    const csv = await t.app.inject({ method: 'GET', url: `${API.researchData.export.path}?id=${id}&format=csv`, headers: authHeaders({ token: admin }) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="Q355B-v1.csv"; filename*=UTF-8''Q355B%20%E6%8B%89%E4%BC%B8-v1.csv`);
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toMatch(/^# .*Q355B 拉伸 \(version 1/);
    expect(lines[1]).toBe('Specimen,C (%),Mn (%),Yield strength (MPa),Tensile strength (MPa)');
    expect(lines[2]).toBe('H1-1,0.16,1.42,372,521');

    const xlsx = await t.app.inject({ method: 'GET', url: `${API.researchData.export.path}?id=${id}&format=xlsx`, headers: authHeaders({ token: admin }) });
    expect(xlsx.statusCode).toBe(200);
    const [sheet] = await readXlsxFile(xlsx.rawPayload);
    expect(String(sheet.data[0][0])).toMatch(/Q355B 拉伸/);
    expect(sheet.data[1]).toEqual(['Specimen', 'C (%)', 'Mn (%)', 'Yield strength (MPa)', 'Tensile strength (MPa)']);
    expect(sheet.data[2]).toEqual(['H1-1', 0.16, 1.42, 372, 521]);

    const refused = await t.call(API.researchData.export, { id, format: 'csv' }, { token: company });
    expect(refused.status).toBe(404);
    expect(refused.body.code).not.toBe(200);
    expect((await t.call(API.researchData.export, { id, format: 'json' })).status).toBe(404);
  });
});

describe('offline verification of an exported record', () => {
  let record: ResearchRecord;
  let id: number;
  beforeAll(async () => {
    ({ id } = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'public', name: 'verified' }));
    // Two more versions: a new import of the same rows (a third link for the chain tests).
    for (const rows of ['Specimen,C\nA,0.1\n', 'Specimen,C\nA,0.2\nB,0.3\n']) {
      const fileId = await uploaded(admin, 'researchDataFile', 'v.csv', Buffer.from(rows));
      const mapping: ColumnMapping[] = [
        { source: 0, key: 'specimen', label: 'Specimen', quantity: 'text', unit: '' },
        { source: 1, key: 'c', label: 'C', quantity: 'percent', unit: '%', element: 'C' },
      ];
      expect((await t.call(API.researchData.importCommit, { id, fileId, mapping }, { token: admin })).status).toBe(200);
    }
    const answer = await t.app.inject({ method: 'GET', url: `${API.researchData.export.path}?id=${id}&format=json` });
    expect(answer.statusCode).toBe(200);
    record = answer.json();
  });
  const copy = () => structuredClone(record);

  it('a visitor’s export of a public data set verifies with the published key alone', () => {
    expect(record.links).toHaveLength(3);
    expect(record.publicKey).toEqual({ keyId: key.keyId, url: API.researchDataChain.publicKey.path });
    expect(verifyRecord(record, keys)).toEqual({ ok: true, problems: [], versions: 3, keyIds: [key.keyId] });
  });

  it('reports a changed value, a dropped version, another key and a forged signature, with where', () => {
    const changed = copy();
    ((changed.content as { rows: unknown[][] }).rows[1] as unknown[])[1] = 0.31;
    expect(verifyRecord(changed, keys).problems).toEqual([{ version: 3, problem: 'contentChanged' }]);

    const dropped = copy();
    dropped.links.splice(1, 1);
    expect(verifyRecord(dropped, keys).problems).toEqual([
      { version: 3, problem: 'versionGap' },
      { version: 3, problem: 'brokenLink' },
    ]);

    const other = ephemeralChainKey();
    expect(verifyRecord(record, new Map([[other.keyId, other.publicKeyPem]])).problems.map((item) => item.problem)).toEqual(['unknownKey', 'unknownKey', 'unknownKey']);
    expect(verifyRecord(record, new Map([[key.keyId, other.publicKeyPem]])).problems.map((item) => item.problem)).toEqual(['badSignature', 'badSignature', 'badSignature']);
    expect(verifyRecord({ format: 'something else' }, keys)).toMatchObject({ ok: false, problems: [{ version: 0, problem: 'malformedRecord' }] });
  });

  it('npm run verify:record checks a written file: OK and exit 0, or each problem and exit 1', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'atsteel-record-'));
    try {
      const good = path.join(folder, 'record.json');
      const bad = path.join(folder, 'changed.json');
      const pem = path.join(folder, 'key.pem');
      const changed = copy();
      changed.links[0].signature = record.links[1].signature;
      await Promise.all([writeFile(good, JSON.stringify(record)), writeFile(bad, JSON.stringify(changed)), writeFile(pem, key.publicKeyPem)]);
      const run = (file: string) =>
        promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/verify-record.ts', file, '--key', pem], { cwd: path.resolve('.') }).then(
          ({ stdout }) => ({ code: 0, stdout }),
          (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
        );
      const ok = await run(good);
      expect(ok.code).toBe(0);
      expect(ok.stdout).toContain('OK');
      expect(ok.stdout).toContain(key.keyId);
      const broken = await run(bad);
      expect(broken.code).toBe(1);
      expect(broken.stdout).toContain('version 1: badSignature');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('similar materials', () => {
  it('matches the mean composition and properties against the catalogue, top 10 with explanations', async () => {
    const { id } = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'private', name: 'similar' });
    const { status, body } = await t.call(API.researchData.similar, { id }, { token: admin });
    expect(status).toBe(200);
    expect(body.data.type).toBe('steel');
    expect(body.data.elements).toEqual([
      { el: 'C', value: 0.16 },
      { el: 'Mn', value: 1.41667 },
    ]);
    expect(body.data.properties).toEqual([
      { property: 'yield', value: 372.667 },
      { property: 'tensile', value: 522 },
    ]);
    expect(body.data.results.length).toBeGreaterThan(0);
    expect(body.data.results.length).toBeLessThanOrEqual(10);
    expect(body.data.results[0].explanation.composition.elements.length).toBeGreaterThan(0);
    // Someone who may not see the rows gets nothing; a data set without composition is a conflict.
    expect((await t.call(API.researchData.similar, { id }, { token: company })).status).toBe(404);
    const { id: plain } = await draftDataSet();
    const none = await t.call(API.researchData.similar, { id: plain }, { token: admin, lang: 'en' });
    expect(none.status).toBe(409);
    expect(none.body.msg).toBe('The data set has no composition columns to match');
  });
});

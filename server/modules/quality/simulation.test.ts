import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import readExcelFile from 'read-excel-file/node';
import writeExcelFile from 'write-excel-file/node';
import { API, type ParseResult, type StoredFile, type UploadPurpose } from '@contract';
import { qualityMethods, qualitySubmissions, type QualitySampleRow } from '../../db/schema';
import { DEFAULT_METHOD } from '../../lib/qualityMethod';
import { authHeaders, createTestApp, uniqueIp, type TestApp } from '../../../tests/support/app';
import { multipart } from '../../../tests/support/files';
import { categoryIdOf, gradeIdOf, publishLine, sampleRows } from '../../../tests/support/quality';
import { categoryOf, gradeInCategory, limitsOf } from './core/catalogue';
import { currentMethod } from './core/method';
import { scoreSamples } from './core/score';

/** Issue 17, simulated ranking: the grade's template, uploading it filled, problems row by row, scoring and ranking. */
let t: TestApp;
let admin: string;
let employee: string;
let company: string;
let plate: number;
let stainless: number;
let q355b: number;
let q235a: number;
let x2crni12: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, employee, company] = await Promise.all(['demo-admin', 'demo-employee', 'demo-company'].map((name) => t.loginAs(name)));
  [plate, stainless] = await Promise.all([categoryIdOf(t.db, 'hotRolledPlate'), categoryIdOf(t.db, 'stainlessFlat')]);
  [q355b, q235a, x2crni12] = await Promise.all([
    gradeIdOf(t.db, 'GB/T 1591-2018', 'Q355B'),
    gradeIdOf(t.db, 'GB/T 700-2006', 'Q235A'),
    gradeIdOf(t.db, 'EN 10088-2:2014', 'X2CrNi12'),
  ]);
});
afterAll(() => t?.close());

type Cell = string | number | null;

async function download(categoryId: number, gradeId: number, token?: string) {
  return t.app.inject({ method: 'GET', url: API.qualityPublic.downloadTemplate.path, query: { categoryId: String(categoryId), gradeId: String(gradeId) }, headers: authHeaders({ token, lang: 'en' }) });
}

/** The header row of the downloaded template, read back as a user's spreadsheet program would. */
async function templateHeader(categoryId = plate, gradeId = q355b): Promise<string[]> {
  const response = await download(categoryId, gradeId);
  expect(response.statusCode).toBe(200);
  const [data] = await readExcelFile(response.rawPayload);
  return data.data[0] as string[];
}

/** A sample's value for a header of the template (an element column is 'C (%)'). */
function valueFor(header: string, sample: QualitySampleRow): Cell {
  const element = /^([A-Z][a-z]?) \(%\)$/.exec(header)?.[1];
  if (element) return sample.composition[element] ?? null;
  const byLabel: [string, (row: QualitySampleRow) => Cell][] = [
    ['Heat or coil', (row) => row.id ?? null],
    ['Thickness deviation', (row) => row.thicknessDeviationMm],
    ['Tolerance', (row) => row.thicknessToleranceMm ?? null],
    ['Thickness', (row) => row.thicknessMm],
    ['Yield', (row) => row.yieldMPa],
    ['Tensile', (row) => row.tensileMPa],
    ['Elongation', (row) => row.elongationPct],
    ['Impact energy', (row) => row.impact?.energyJ ?? null],
    ['Impact temperature', (row) => row.impact?.tempC ?? null],
  ];
  const found = byLabel.find(([label]) => header.includes(label));
  if (!found) throw new Error(`unknown header ${header}`);
  return found[1](sample);
}

const fill = (header: string[], samples: QualitySampleRow[]) => samples.map((sample) => header.map((label) => valueFor(label, sample)));
const workbook = (rows: unknown[][]) => writeExcelFile(rows as never).toBuffer();

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
  expect(answer.status, answer.body.msg).toBe(200);
  return answer.body.data.id;
}
const pdf = () => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 0x20)]);

async function parse(token: string, dataFileId: string, extra: Record<string, unknown> = {}) {
  return t.call(API.qualitySimulation.parseTemplate, { categoryId: plate, gradeId: q355b, dataFileId, ...extra }, { token, lang: 'en', ip: uniqueIp() });
}
async function parseRows(rows: unknown[][], extra: Record<string, unknown> = {}) {
  const fileId = await uploaded(admin, 'qualityDataFile', 'data.xlsx', await workbook(rows));
  return parse(admin, fileId, extra);
}
const submissionCount = async () => (await t.db.select({ n: count() }).from(qualitySubmissions))[0].n;

describe('the template', () => {
  it('is an XLSX anyone may download: the grade’s columns with units, its limits and the rules, no example rows', async () => {
    const response = await download(plate, q355b);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toBe('attachment; filename="quality-template-Q355B.xlsx"');
    const sheets = await readExcelFile(response.rawPayload);
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(['数据 Data', '限值 Limits', '说明 Notes']);
    expect(sheets[0].data).toHaveLength(1);
    const header = sheets[0].data[0] as string[];
    expect(header.slice(0, 9)).toEqual([
      '炉号/卷号 Heat or coil no.',
      '公称厚度 Thickness (mm)',
      '厚度偏差 Thickness deviation (mm)',
      '厚度允许偏差 ± Tolerance (mm)',
      '屈服强度 ReH/Rp0.2 Yield (MPa)',
      '抗拉强度 Rm Tensile (MPa)',
      '断后伸长率 A Elongation (%)',
      '冲击功 KV2 Impact energy (J)',
      '冲击温度 Impact temperature (°C)',
    ]);
    // Every element GB/T 1591 limits for Q355B; CEV is derived, not uploaded.
    expect(header.slice(9)).toEqual(['C (%)', 'Si (%)', 'Mn (%)', 'P (%)', 'S (%)', 'Cr (%)', 'Ni (%)', 'Cu (%)', 'N (%)']);
    const limits = sheets[1].data.flat();
    expect(limits).toEqual(expect.arrayContaining(['Q355B', 'GB/T 1591-2018', 355, 345, 470, 630, 34]));
  });

  it('refuses a grade of another category, a grade the catalogue holds no mechanical limits for, a missing category', async () => {
    const notInCategory = await download(stainless, q355b);
    expect(notInCategory.statusCode).toBe(400);
    expect(notInCategory.json().msg).toBe('This grade is not ranked in this product category');
    const noLimits = await download(stainless, x2crni12);
    expect(noLimits.statusCode).toBe(400);
    expect(noLimits.json().msg).toBe('The catalogue holds no mechanical requirements for this grade, so it cannot be scored');
    expect((await download(999_999, q355b)).statusCode).toBe(400);
  });
});

describe('round trip: download, fill, upload, parse, simulate', () => {
  it('stores a clean upload as a submission, scores it under the current method and places it among published lines', async () => {
    const strong = await publishLine(t.db, { samples: sampleRows(60, { seed: 7, spread: 0.5 }), year: 2025 });
    const weak = await publishLine(t.db, { samples: sampleRows(60, { seed: 8, yieldShift: -30, spread: 1.5 }), year: 2025 });
    const older = await publishLine(t.db, { samples: sampleRows(60, { seed: 9 }), year: 2024 });
    void older;

    const samples = sampleRows(40, { seed: 3 });
    const header = await templateHeader();
    const fileId = await uploaded(admin, 'qualityDataFile', '生产数据.xlsx', await workbook([header, ...fill(header, samples)]));
    const reportId = await uploaded(admin, 'qualityReport', 'report.pdf', pdf());
    const parsed = await parse(admin, fileId, { reportFileId: reportId });
    expect(parsed.status).toBe(200);
    expect(parsed.body.msg).toBe('The data has been read');
    const result = parsed.body.data as ParseResult;
    expect(result).toMatchObject({ n: 40, problems: [], problemCount: 0 });
    expect(result.preview).toHaveLength(20);
    expect(result.preview[0]).toEqual({
      id: samples[0].id,
      thicknessMm: samples[0].thicknessMm,
      thicknessDeviationMm: samples[0].thicknessDeviationMm,
      thicknessToleranceMm: 0.5,
      yieldMPa: samples[0].yieldMPa,
      tensileMPa: samples[0].tensileMPa,
      elongationPct: samples[0].elongationPct,
      impactEnergyJ: samples[0].impact!.energyJ,
      impactTempC: 20,
      composition: samples[0].composition,
    });
    const id = result.submissionId!;
    const [stored] = await t.db.select().from(qualitySubmissions).where(eq(qualitySubmissions.id, id));
    expect(stored).toMatchObject({ n: 40, dataFileId: fileId, dataFileName: '生产数据.xlsx', reportFileId: reportId, categoryId: plate, gradeId: q355b, total: null });
    // As uploaded (through JSON: a generated -0 is 0 in a spreadsheet cell too).
    expect(stored.samples).toEqual(JSON.parse(JSON.stringify(samples)));

    const before = await t.call(API.qualitySimulation.submission, { id }, { token: admin });
    expect(before.body.data).toMatchObject({ id, score: null, rank: null, applicationId: null, n: 40, reportFileId: reportId });
    expect(before.body.data.limits.grade).toEqual({ id: q355b, name: 'Q355B', standardCode: 'GB/T 1591-2018' });

    const simulated = await t.call(API.qualitySimulation.simulationRanking, { submissionId: id }, { token: admin, lang: 'en' });
    expect(simulated.status).toBe(200);
    expect(simulated.body.msg).toBe('The simulated ranking is ready');
    const score = simulated.body.data.score!;
    // The same as scoring the uploaded rows directly: the template lost nothing on the way.
    const category = await categoryOf(t.db, plate);
    const expected = scoreSamples((await currentMethod(t.db)).method, (await limitsOf(t.db, await gradeInCategory(t.db, category, q355b))).limits, samples);
    expect(score).toEqual(expected);
    expect(score.methodVersion).toBe(DEFAULT_METHOD.version);
    expect(score.indicators.map((indicator) => indicator.key)).toEqual(['conformity', 'capability', 'compositionStability', 'toughnessMargin', 'dataVolume']);
    expect(score.n).toBe(40);
    expect(score.smallSample).toBe(false);
    // Ranked among the 2025 lines (the newest year with lines), not the 2024 one.
    const above = [strong.total, weak.total].filter((total) => total > score.total).length;
    expect(simulated.body.data.rank).toEqual({ position: above + 1, of: 2, year: 2025 });
    expect(strong.total).toBeGreaterThan(weak.total);

    const [scored] = await t.db.select().from(qualitySubmissions).where(eq(qualitySubmissions.id, id));
    expect(scored).toMatchObject({ methodVersion: DEFAULT_METHOD.version, total: score.total, smallSample: false });
    expect(scored.scoredAt).toBeInstanceOf(Date);
    expect((await t.call(API.qualitySimulation.submission, { id }, { token: admin })).body.data.score).toEqual(score);
  });

  it('lists the caller’s submissions newest first, and no one else’s', async () => {
    const header = await templateHeader();
    const first = (await parseRows([header, ...fill(header, sampleRows(3, { seed: 11 }))])).body.data.submissionId!;
    const second = (await parseRows([header, ...fill(header, sampleRows(5, { seed: 12 }))])).body.data.submissionId!;
    const page = await t.call(API.qualitySimulation.submissions, { pageNum: 1, pageSize: 2 }, { token: admin });
    expect(page.status).toBe(200);
    expect(page.body.data.list.map((row) => row.id)).toEqual([second, first]);
    expect(page.body.data.total).toBeGreaterThanOrEqual(3);
    expect(page.body.data.list[0]).toMatchObject({ n: 5, score: null, rank: null, grade: { name: 'Q355B' }, category: { code: 'hotRolledPlate' } });
    expect(page.body.data.list[0]).not.toHaveProperty('preview');
    const theirs = await t.call(API.qualitySimulation.submissions, {}, { token: company });
    expect(theirs.body.data.list.map((row) => row.id)).not.toContain(first);
  });

  it('names the application made from a submission', async () => {
    const published = await publishLine(t.db, { year: 2023 });
    const answer = await t.call(API.qualitySimulation.submission, { id: published.submissionId }, { token: admin });
    expect(answer.body.data).toMatchObject({ applicationId: published.applicationId, score: { total: published.total } });
    expect(answer.body.data.rank).toMatchObject({ of: 2, year: 2025 });
  });

  it('keeps a submission to its uploader: a colleague gets 404 for reading and for simulating it', async () => {
    const header = await templateHeader();
    const id = (await parseRows([header, ...fill(header, sampleRows(3, { seed: 13 }))])).body.data.submissionId!;
    expect((await t.call(API.qualitySimulation.submission, { id }, { token: employee })).status).toBe(404);
    expect((await t.call(API.qualitySimulation.simulationRanking, { submissionId: id }, { token: employee })).status).toBe(404);
    expect((await t.call(API.qualitySimulation.submission, { id: 2_000_000_000 }, { token: admin })).status).toBe(404);
    const [row] = await t.db.select().from(qualitySubmissions).where(eq(qualitySubmissions.id, id));
    expect(row.total).toBeNull();
  });
});

describe('bad uploads change nothing', () => {
  it('answers the problems row by row and stores nothing: not a number, out of range, a required cell empty', async () => {
    const header = await templateHeader();
    const rows = fill(header, sampleRows(4, { seed: 21 }));
    const yieldAt = header.findIndex((label) => label.includes('Yield'));
    const thicknessAt = header.findIndex((label) => label.includes('Thickness (mm)'));
    const carbonAt = header.indexOf('C (%)');
    rows[0][yieldAt] = '355 MPa';
    rows[2][thicknessAt] = 0;
    rows[3][carbonAt] = null;
    const before = await submissionCount();
    const answer = await parseRows([header, rows[0], [], rows[1], rows[2], rows[3]]);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      submissionId: null,
      n: 4,
      problems: [
        { row: 2, column: 'yieldMPa', problem: 'notNumber', value: '355 MPa' },
        { row: 5, column: 'thicknessMm', problem: 'outOfRange', value: '0' },
        { row: 6, column: 'C', problem: 'missing', value: null },
      ],
      problemCount: 3,
      preview: [],
    });
    expect(await submissionCount()).toBe(before);
  });

  it('impact: half filled where the grade requires it is missing; where it does not, impactIncomplete', async () => {
    const header = await templateHeader();
    const rows = fill(header, sampleRows(2, { seed: 22 }));
    rows[1][header.findIndex((label) => label.includes('Impact temperature'))] = null;
    expect((await parseRows([header, ...rows])).body.data.problems).toEqual([{ row: 3, column: 'impactTempC', problem: 'missing', value: null }]);

    const plain = await templateHeader(plate, q235a);
    const plainRows = fill(plain, sampleRows(3, { seed: 23, withoutImpact: true }));
    plainRows[0][plain.findIndex((label) => label.includes('Impact energy'))] = 27;
    const fileId = await uploaded(admin, 'qualityDataFile', 'q235a.xlsx', await workbook([plain, ...plainRows]));
    const answer = await parse(admin, fileId, { gradeId: q235a });
    expect(answer.body.data.problems).toEqual([{ row: 2, column: 'impactTempC', problem: 'impactIncomplete', value: null }]);
    // Without the half-filled impact the same grade's data is complete: neither is fine.
    plainRows[0][plain.findIndex((label) => label.includes('Impact energy'))] = null;
    const clean = await parse(admin, await uploaded(admin, 'qualityDataFile', 'q235a.xlsx', await workbook([plain, ...plainRows])), { gradeId: q235a });
    expect(clean.body.data.submissionId).toEqual(expect.any(Number));
  });

  it('refuses formula cells (paste values)', async () => {
    const header = await templateHeader();
    const rows: unknown[][] = fill(header, sampleRows(2, { seed: 24 }));
    const tensileAt = header.findIndex((label) => label.includes('Tensile'));
    rows[1][tensileAt] = { type: 'Formula', value: 'F2+10' };
    const answer = await parseRows([header, ...rows]);
    expect(answer.body.data.submissionId).toBeNull();
    expect(answer.body.data.problems).toEqual([{ row: 3, column: 'tensileMPa', problem: 'formula', value: null }]);
  });

  it('refuses a file lacking a required column, an empty one, and more heats than allowed', async () => {
    const header = await templateHeader();
    const withoutMn = header.filter((label) => label !== 'Mn (%)');
    const lacking = await parseRows([withoutMn, ...fill(withoutMn, sampleRows(2, { seed: 25 }))]);
    expect(lacking.status).toBe(400);
    expect(lacking.body.msg).toBe('The file is not this grade’s ranking template. Please download the template and fill it in');
    const empty = await parseRows([header, [], []]);
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('At least one data file must be uploaded');
    const many = await parseRows([header, ...fill(header, sampleRows(5001, { seed: 26 }))]);
    expect(many.status).toBe(400);
    expect(many.body.msg).toBe('At most 5000 heats or coils per upload');
  }, 60_000);

  it('reads re-typed headers', async () => {
    const header = await templateHeader();
    const retyped = header.map((label) => (label.includes('(%)') && !label.includes('Elongation') ? label.replace(' (%)', '').toLowerCase() : label.replace(/^\S+ /, '')));
    const answer = await parseRows([retyped, ...fill(header, sampleRows(2, { seed: 27 }))]);
    expect(answer.body.data.problems).toEqual([]);
    expect(answer.body.data.submissionId).toEqual(expect.any(Number));
  });

  it('takes only the caller’s own uploads of the right purpose', async () => {
    const header = await templateHeader();
    const bytes = await workbook([header, ...fill(header, sampleRows(2, { seed: 28 }))]);
    // A PDF is no data file: the upload itself refuses it.
    const refused = await upload(admin, 'qualityDataFile', 'data.xlsx', pdf());
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('The file is not this grade’s ranking template. Please download the template and fill it in');
    const theirs = await uploaded(employee, 'qualityDataFile', 'theirs.xlsx', bytes);
    const before = await submissionCount();
    const foreign = await parse(admin, theirs);
    expect(foreign.status).toBe(400);
    expect(foreign.body.msg).toBe('At least one data file must be uploaded');
    const report = await uploaded(admin, 'qualityReport', 'report.pdf', pdf());
    expect((await parse(admin, report)).body.msg).toBe('At least one data file must be uploaded');
    expect((await parse(admin, '00000000-0000-4000-8000-000000000000')).status).toBe(400);

    const mine = await uploaded(admin, 'qualityDataFile', 'mine.xlsx', bytes);
    const theirReport = await uploaded(employee, 'qualityReport', 'r.pdf', pdf());
    const wrongReport = await parse(admin, mine, { reportFileId: theirReport });
    expect(wrongReport.status).toBe(400);
    expect(wrongReport.body.msg).toBe('Report upload PDF at most 500kb');
    expect((await parse(admin, mine, { reportFileId: mine })).body.msg).toBe('Report upload PDF at most 500kb');
    expect(await submissionCount()).toBe(before);
  });

  it('checks the grade against the category and its limits before reading anything', async () => {
    const header = await templateHeader();
    const fileId = await uploaded(admin, 'qualityDataFile', 'data.xlsx', await workbook([header, ...fill(header, sampleRows(2, { seed: 29 }))]));
    const notInCategory = await parse(admin, fileId, { categoryId: stainless });
    expect(notInCategory.status).toBe(400);
    expect(notInCategory.body.msg).toBe('This grade is not ranked in this product category');
    const noLimits = await parse(admin, fileId, { categoryId: stainless, gradeId: x2crni12 });
    expect(noLimits.status).toBe(400);
    expect(noLimits.body.msg).toBe('The catalogue holds no mechanical requirements for this grade, so it cannot be scored');
  });
});

describe('method versions', () => {
  it('a later simulation under a newer method replaces the stored score and names that version', async () => {
    const header = await templateHeader();
    const id = (await parseRows([header, ...fill(header, sampleRows(35, { seed: 31 }))])).body.data.submissionId!;
    const first = (await t.call(API.qualitySimulation.simulationRanking, { submissionId: id }, { token: admin })).body.data.score!;
    const weights = [0.4, 0.2, 0.1, 0.1, 0.2];
    await t.db.insert(qualityMethods).values({
      version: '2099.1',
      method: { version: '2099.1', indicators: DEFAULT_METHOD.indicators.map((indicator, index) => ({ ...indicator, weight: weights[index] })) },
      publishedAt: new Date(Date.now() + 1000),
    });
    try {
      const second = (await t.call(API.qualitySimulation.simulationRanking, { submissionId: id }, { token: admin })).body.data.score!;
      expect(second.methodVersion).toBe('2099.1');
      expect(second.indicators.map((indicator) => indicator.weight)).toEqual(weights);
      expect(second.total).not.toBe(first.total);
      const [row] = await t.db.select().from(qualitySubmissions).where(eq(qualitySubmissions.id, id));
      expect(row).toMatchObject({ methodVersion: '2099.1', total: second.total });
    } finally {
      await t.db.delete(qualityMethods).where(eq(qualityMethods.version, '2099.1'));
    }
  });
});

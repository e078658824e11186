import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { API } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { categoryIdOf, creditCodeFor, gradeIdOf, publishLine, sampleRows } from '../../../tests/support/quality';
import { movableClock } from '../../lib/testClock';
import { DEFAULT_METHOD } from '../../lib/qualityMethod';
import { qualityMethods } from '../../db/schema';
import { paymentProviders } from '../payment/providers';
import { newSandboxKeys, signSandboxNotify } from '../payment/providers/sandbox';

const { qualityPublic: q, payment } = API;
const clock = movableClock();
const keys = newSandboxKeys();
let t: TestApp;
let visitorOf: { admin: string; buyer: string; other: string; auditor: string };
let plate: number;
let q355b: number;
let q235b: number;
/** Lines of hot-rolled plate, 2025, by role in the tests. */
const line: Record<'high' | 'highBeta' | 'base' | 'baseTie' | 'low' | 'demo' | 'q235' | 'old', { lineId: number; enterpriseId: number; total: number }> = {} as never;

const HIGH = sampleRows(60, { spread: 0.5, yieldShift: 20, elongationShift: 4 });
const BASE = sampleRows(60);
const LOW = sampleRows(60, { seed: 2, yieldShift: -25 });

const pay = async (orderNo: string, amount: number) => {
  const signed = signSandboxNotify(keys, { id: 'q', orderNo, channel: 'wxpay', status: 'SUCCESS', amount, transactionId: `T${orderNo}`, time: clock.now().toISOString() }, clock.now());
  return t.app.inject({ method: 'POST', url: '/atsteel/payment/notify/sandbox', headers: signed.headers, payload: signed.body });
};
const download = (id: number, token?: string) =>
  t.app.inject({ method: 'GET', url: `${q.downloadReport.path}?id=${id}`, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': 'en' } });

beforeAll(async () => {
  t = await createTestApp({ clock, payments: paymentProviders({}, keys) });
  const [admin, buyer, other, auditor] = await Promise.all([t.loginAs('demo-admin'), t.loginAs('demo-individual'), t.loginAs('demo-company'), t.loginAs('demo-auditor')]);
  visitorOf = { admin, buyer, other, auditor };
  plate = await categoryIdOf(t.db, 'hotRolledPlate');
  q355b = await gradeIdOf(t.db, 'GB/T 1591-2018', 'Q355B');
  q235b = await gradeIdOf(t.db, 'GB/T 700-2006', 'Q235B');
  const outsider = { userName: 'demo-individual' };
  line.high = await publishLine(t.db, { ...outsider, companyName: 'Alpha 钢铁', creditCode: creditCodeFor(1), samples: HIGH, productName: '高强热轧钢板' });
  line.highBeta = await publishLine(t.db, { ...outsider, companyName: 'Beta 钢铁', creditCode: creditCodeFor(2), samples: HIGH });
  line.base = await publishLine(t.db, { ...outsider, companyName: 'Beta 钢铁', creditCode: creditCodeFor(2), samples: BASE });
  line.baseTie = await publishLine(t.db, { ...outsider, companyName: 'Gamma 钢铁', creditCode: creditCodeFor(3), samples: BASE });
  line.low = await publishLine(t.db, { ...outsider, companyName: 'Delta 钢铁', creditCode: creditCodeFor(4), samples: LOW });
  line.demo = await publishLine(t.db, { userName: 'demo-admin', companyName: '演示钢铁有限公司', creditCode: '91310000MA1K4XX01E', samples: LOW, price: 29_900 });
  line.q235 = await publishLine(t.db, { ...outsider, companyName: 'Epsilon 钢铁', creditCode: creditCodeFor(5), grade: { standardCode: 'GB/T 700-2006', name: 'Q235B' }, samples: BASE });
  line.old = await publishLine(t.db, { ...outsider, companyName: 'Alpha 钢铁', creditCode: creditCodeFor(1), samples: BASE, year: 2024 });
});
afterAll(() => t.close());

describe('fixtures', () => {
  it('score high, base and low data in that order', () => {
    expect(line.high.total).toBeGreaterThan(line.base.total);
    expect(line.base.total).toBeGreaterThan(line.low.total);
    expect(line.baseTie.total).toBe(line.base.total);
  });
});

describe('the line ranking', () => {
  it('ranks a category and year by total, ties sharing a position, paged', async () => {
    const { body } = await t.call(q.lines, { categoryId: plate, year: 2025, pageSize: 20 });
    const list = body.data.list;
    expect(body.data.total).toBe(7);
    expect(list.map((row) => row.total)).toEqual([...list.map((row) => row.total)].sort((a, b) => b - a));
    const rankOf = (id: number) => list.find((row) => row.id === id)!.rank;
    expect(rankOf(line.high.lineId)).toBe(1);
    expect(rankOf(line.highBeta.lineId)).toBe(1);
    expect(rankOf(line.base.lineId)).toBe(rankOf(line.baseTie.lineId));
    for (const row of list) expect(row.rank).toBe(1 + list.filter((other) => other.total > row.total).length);
    const second = await t.call(q.lines, { categoryId: plate, year: 2025, pageSize: 3, pageNum: 2 });
    expect(second.body.data).toMatchObject({ total: 7, pageNum: 2, pageSize: 3 });
    expect(second.body.data.list.map((row) => row.id)).toEqual(list.slice(3, 6).map((row) => row.id));
  });

  it('filters by year, grade and keyword without changing ranks', async () => {
    const all = (await t.call(q.lines, { categoryId: plate, year: 2025, pageSize: 20 })).body.data.list;
    const old = (await t.call(q.lines, { year: 2024 })).body.data;
    expect(old.list.map((row) => [row.id, row.rank])).toEqual([[line.old.lineId, 1]]);
    const grade = (await t.call(q.lines, { categoryId: plate, year: 2025, gradeId: q235b })).body.data;
    expect(grade.list.map((row) => row.id)).toEqual([line.q235.lineId]);
    expect(grade.list[0].rank).toBe(all.find((row) => row.id === line.q235.lineId)!.rank);
    expect(grade.list[0].grade).toMatchObject({ name: 'Q235B', standardCode: 'GB/T 700-2006' });
    const beta = (await t.call(q.lines, { keyword: 'beta' })).body.data;
    expect(beta.list.map((row) => row.id).sort()).toEqual([line.highBeta.lineId, line.base.lineId].sort());
    expect((await t.call(q.lines, { keyword: '高强' })).body.data.list.map((row) => row.id)).toEqual([line.high.lineId]);
    expect((await t.call(q.lines, { keyword: '100%' })).body.data.total).toBe(0);
    expect((await t.call(q.lines, { gradeId: q355b, year: 2025 })).body.data.total).toBe(6);
  });

  it('looks lines up by exact credit code', async () => {
    const { body } = await t.call(q.checkByCondition, { creditCode: creditCodeFor(1) });
    expect(body.data.list.map((row) => row.id)).toEqual([line.high.lineId, line.old.lineId]);
    expect((await t.call(q.checkByCondition, { creditCode: creditCodeFor(1).slice(0, 17) })).body.data.total).toBe(0);
  });
});

describe('the enterprise ranking', () => {
  it('averages each enterprise’s lines of the newest year by default, ties sharing', async () => {
    const { body } = await t.call(q.companyRanking, { categoryId: plate, pageSize: 20 });
    const byName = Object.fromEntries(body.data.list.map((row) => [row.enterprise.name, row]));
    expect(Object.keys(byName)).toHaveLength(6);
    expect(byName['Alpha 钢铁']).toMatchObject({ rank: 1, lines: 1, bestLineId: line.high.lineId });
    expect(byName['Beta 钢铁'].lines).toBe(2);
    expect(byName['Beta 钢铁'].averageTotal).toBeCloseTo((line.highBeta.total + line.base.total) / 2, 2);
    expect(byName['Beta 钢铁'].bestTotal).toBe(line.highBeta.total);
    expect(byName['Beta 钢铁'].rank).toBe(2);
    expect(byName['Delta 钢铁'].rank).toBe(byName['演示钢铁有限公司'].rank);
    const paged = await t.call(q.companyRanking, { categoryId: plate, pageSize: 2, pageNum: 1 });
    expect(paged.body.data).toMatchObject({ total: 6 });
    expect(paged.body.data.list.map((row) => row.enterprise.name)).toEqual(['Alpha 钢铁', 'Beta 钢铁']);
    const old = await t.call(q.companyRanking, { categoryId: plate, year: 2024 });
    expect(old.body.data.list).toMatchObject([{ rank: 1, enterprise: { name: 'Alpha 钢铁' }, lines: 1 }]);
    expect(old.body.data.list[0].averageTotal).toBeCloseTo(line.old.total, 2);
    expect((await t.call(q.companyRanking, { categoryId: plate, keyword: 'gamma' })).body.data.list.map((row) => row.enterprise.name)).toEqual(['Gamma 钢铁']);
  });

  it('answers an enterprise with its lines, 404 for an unknown one', async () => {
    const { body } = await t.call(q.company, { id: line.high.enterpriseId });
    expect(body.data).toMatchObject({ name: 'Alpha 钢铁', creditCode: creditCodeFor(1) });
    expect(body.data.lines.map((row) => [row.id, row.rank])).toEqual([
      [line.high.lineId, 1],
      [line.old.lineId, 1],
    ]);
    expect((await t.call(q.company, { id: 999_999 })).status).toBe(404);
  });
});

describe('categories and the introduction', () => {
  it('counts lines and years per category; reportCategory only those with lines', async () => {
    const all = (await t.call(q.category, {})).body.data;
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(all.find((row) => row.id === plate)).toMatchObject({ code: 'hotRolledPlate', lines: 8, years: [2025, 2024] });
    expect((await t.call(q.reportCategory, {})).body.data.map((row) => row.id)).toEqual([plate]);
  });

  it('lists the scorable grades of each category', async () => {
    const resources = (await t.call(q.steelResources, {})).body.data;
    const grades = resources.find((row) => row.id === plate)!.grades;
    expect(grades.map((grade) => grade.id)).toEqual(expect.arrayContaining([q355b, q235b]));
  });

  it('introduces the method, figures and the newest lines', async () => {
    const { body } = await t.call(q.introduce, {});
    expect(body.data.method.version).toBe(DEFAULT_METHOD.version);
    expect(body.data.figures).toEqual({ lines: 8, enterprises: 6, categories: 1, simulations: 8 });
    expect(body.data.latest).toHaveLength(6);
    expect(body.data.latest[0].id).toBe(line.old.lineId);
  });
});

describe('a line’s detail', () => {
  it('answers the public score without per-sample lists, with neighbours', async () => {
    const { body } = await t.call(q.checkById, { id: line.base.lineId });
    const conformity = body.data.score.indicators.find((indicator) => indicator.key === 'conformity')!;
    expect(conformity.detail).not.toHaveProperty('nonConforming');
    expect(conformity.detail).toHaveProperty('nonConformingCount');
    expect(body.data.limits.grade.name).toBe('Q355B');
    expect(body.data.report).toEqual({ price: 19_900, canDownload: false, waitingOrderNo: null });
    const ranked = (await t.call(q.lines, { categoryId: plate, year: 2025, pageSize: 20 })).body.data.list;
    const at = ranked.findIndex((row) => row.id === line.base.lineId);
    const expected = ranked.filter((_, index) => index !== at && Math.abs(index - at) <= 2).map((row) => row.id);
    expect(body.data.neighbours.map((row) => row.id)).toEqual(expected);
    const top = (await t.call(q.checkById, { id: ranked[0].id })).body.data;
    expect(top.neighbours.map((row) => row.id)).toEqual([ranked[1].id, ranked[2].id]);
    expect((await t.call(q.checkById, { id: 999_999 })).status).toBe(404);
  });

  it('says the enterprise’s people and auditors may download', async () => {
    expect((await t.call(q.checkById, { id: line.demo.lineId }, { token: visitorOf.admin })).body.data.report.canDownload).toBe(true);
    expect((await t.call(q.checkById, { id: line.base.lineId }, { token: visitorOf.auditor })).body.data.report.canDownload).toBe(true);
    expect((await t.call(q.checkById, { id: line.base.lineId }, { token: visitorOf.other })).body.data.report.canDownload).toBe(false);
  });
});

describe('the report', () => {
  it('refuses visitors (401) and other users (403)', async () => {
    expect((await download(line.base.lineId)).statusCode).toBe(401);
    const refused = await download(line.base.lineId, visitorOf.other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('Viewing paid reports requires purchase');
  });

  it('draws the PDF for the enterprise’s people and auditors', async () => {
    for (const token of [visitorOf.admin, visitorOf.auditor]) {
      const answer = await download(line.demo.lineId, token);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toBe(`attachment; filename="quality-report-${line.demo.lineId}.pdf"`);
      expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const document = await PDFDocument.load(answer.rawPayload);
      expect(document.getPageCount()).toBeGreaterThanOrEqual(2);
    }
    expect((await download(999_999, visitorOf.auditor)).statusCode).toBe(404);
  });

  it('is sold through the ledger: price and name, then downloadable once paid', async () => {
    const order = await t.call(payment.saveReportOrder, { id: line.base.lineId }, { token: visitorOf.buyer });
    expect(order.status).toBe(200);
    expect(order.body.data).toMatchObject({ kind: 'report', itemRef: String(line.base.lineId), amount: 19_900, state: 'waiting' });
    expect(order.body.data.itemName).toBe('Beta 钢铁 热轧钢板 (Q355B) 质量评价报告 quality report 2025');
    const waiting = (await t.call(q.checkById, { id: line.base.lineId }, { token: visitorOf.buyer })).body.data.report;
    expect(waiting).toEqual({ price: 19_900, canDownload: false, waitingOrderNo: order.body.data.orderNo });
    expect((await download(line.base.lineId, visitorOf.buyer)).statusCode).toBe(403);
    await pay(order.body.data.orderNo, order.body.data.amount);
    expect((await download(line.base.lineId, visitorOf.buyer)).statusCode).toBe(200);
    expect((await t.call(q.checkById, { id: line.base.lineId }, { token: visitorOf.buyer })).body.data.report).toEqual({ price: 19_900, canDownload: true, waitingOrderNo: null });
    // Another buyer of another line still may not.
    expect((await download(line.high.lineId, visitorOf.buyer)).statusCode).toBe(403);
  });

  it('refuses an unknown line (404) and the line’s own company (409)', async () => {
    expect((await t.call(payment.saveReportOrder, { id: 999_999 }, { token: visitorOf.buyer })).status).toBe(404);
    const own = await t.call(payment.saveReportOrder, { id: line.demo.lineId }, { token: visitorOf.admin, lang: 'en' });
    expect(own.status).toBe(409);
    const other = await t.call(payment.saveReportOrder, { id: line.demo.lineId }, { token: visitorOf.other });
    expect(other.body.data.amount).toBe(29_900);
  });
});

describe('method versions', () => {
  it('answers each published version; a line keeps the version it was scored with', async () => {
    expect((await t.call(q.getParam, {})).body.data).toMatchObject({ version: '2026.1', versions: ['2026.1'] });
    await t.db.insert(qualityMethods).values({
      version: '2027.1',
      method: { ...DEFAULT_METHOD, version: '2027.1', indicators: DEFAULT_METHOD.indicators.map((indicator) => ({ ...indicator, params: { ...indicator.params } })) },
      note: 'test',
      publishedAt: new Date('2027-01-01T00:00:00Z'),
    });
    expect((await t.call(q.getParam, {})).body.data).toMatchObject({ version: '2027.1', versions: ['2027.1', '2026.1'] });
    expect((await t.call(q.getParam, { version: '2026.1' })).body.data.version).toBe('2026.1');
    expect((await t.call(q.getParam, { version: '1999.9' })).status).toBe(404);
    const old = (await t.call(q.checkById, { id: line.base.lineId })).body.data;
    expect(old.methodVersion).toBe('2026.1');
    expect(old.score.methodVersion).toBe('2026.1');
    const fresh = await publishLine(t.db, { userName: 'demo-individual', creditCode: creditCodeFor(9), samples: BASE });
    expect((await t.call(q.checkById, { id: fresh.lineId })).body.data.methodVersion).toBe('2027.1');
  });
});

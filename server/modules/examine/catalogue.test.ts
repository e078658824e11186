import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';
import { approvedLaboratory, createLabAccount, offerItem } from '../../../tests/support/labs';
import { laboratories, testOrders } from '../../db/schema';
import { DETECTION_ITEMS, seedDetectionItems } from '../../db/seed/detectionItems';
import { CALENDAR_2026, seedCalendar } from '../../db/seed/calendar';
import EN from '../../../locales/en/messages.json';

const { examineContent: content, kitAudit } = API;

const clock = fakeClock();
let t: TestApp;
let auditor: string;
let individual: string;
let cloudHead: string;
/** Two approved laboratories and one still under review (its offers must never show). */
let labA: number;
let labB: number;
let labPending: number;
const ids: Record<string, number> = {};

const en = (token?: string) => ({ token, lang: 'en' as const });

async function ok<T>(response: Promise<{ status: number; body: { data: T; msg: string } }>) {
  const answer = await response;
  expect(answer.status, answer.body.msg).toBe(200);
  return answer.body.data;
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  const [a, b, c] = await Promise.all([
    createLabAccount(t.db, 'lab-a', '13900000101'),
    createLabAccount(t.db, 'lab-b', '13900000102'),
    createLabAccount(t.db, 'lab-c', '13900000103'),
  ]);
  labA = (await approvedLaboratory(t.db, a.companyId, '甲实验室')).laboratoryId;
  labB = (await approvedLaboratory(t.db, b.companyId, '乙实验室')).laboratoryId;
  labPending = (await approvedLaboratory(t.db, c.companyId, '丙实验室')).laboratoryId;
  await t.db.execute(sql`update ${laboratories} set state = 'pending' where id = ${labPending}`);
  await offerItem(t.db, labA, 'tensile-rt', 30000, 3);
  await offerItem(t.db, labA, 'tensile-rt', 25000, 5);
  await offerItem(t.db, labA, 'impact-charpy', 20000, 4);
  await offerItem(t.db, labA, 'prep-machining', 10000, 2);
  await offerItem(t.db, labB, 'tensile-rt', 28000, 2);
  await offerItem(t.db, labB, 'impact-charpy', 15000, 6);
  await offerItem(t.db, labPending, 'tensile-rt', 100, 1);
  await offerItem(t.db, labPending, 'bend', 100, 1);
  const { rows } = await t.db.execute<{ id: number; code: string }>(sql`select id, code from detection_items`);
  for (const row of rows) ids[row.code] = row.id;
  [auditor, individual, cloudHead] = await Promise.all(['demo-auditor', 'demo-individual', 'demo-cloudhead'].map((n) => t.loginAs(n)));
});
afterAll(() => t?.close());

describe('the catalogue (examine/content)', () => {
  it('holds every seeded item once, with standards and sample requirements in both languages', async () => {
    const page = await ok(t.call(content.list, { pageSize: 50 }));
    expect(page.total).toBe(DETECTION_ITEMS.length);
    expect(page.list.map((item) => item.code)).toEqual(DETECTION_ITEMS.map((item) => item.code));
    const charpy = page.list.find((item) => item.code === 'impact-charpy');
    expect(charpy).toMatchObject({ kind: 'detection', category: 'mechanical', nameZh: '夏比摆锤冲击试验', standards: ['GB/T 229-2020', 'ISO 148-1:2016', 'ASTM E23'] });
    expect(charpy?.sampleEn).toContain('10 × 10 × 55 mm');
    for (const item of page.list) expect(item.sampleZh && item.sampleEn && item.nameEn).toBeTruthy();
  });

  it('seeds again without duplicates, keeping ids (capabilities and orders keep their links)', async () => {
    await t.db.execute(sql`update detection_items set name_en = 'stale' where code = 'bend'`);
    await seedDetectionItems(t.db);
    await seedCalendar(t.db);
    const { rows } = await t.db.execute<{ id: number; code: string; name_en: string }>(sql`select id, code, name_en from detection_items order by sort`);
    expect(rows.map((row) => [row.code, row.id])).toEqual(DETECTION_ITEMS.map((item) => [item.code, ids[item.code]]));
    expect(rows.find((row) => row.code === 'bend')?.name_en).toBe('Bend test');
    const { rows: days } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from calendar_days`);
    expect(days[0].n).toBe(CALENDAR_2026.length);
  });

  it('counts and prices offers of approved laboratories only', async () => {
    const page = await ok(t.call(content.list, { pageSize: 50 }));
    const byCode = new Map(page.list.map((item) => [item.code, item]));
    expect(byCode.get('tensile-rt')).toMatchObject({ offerCount: 2, minPrice: 25000, minCycleDays: 2 });
    expect(byCode.get('impact-charpy')).toMatchObject({ offerCount: 2, minPrice: 15000, minCycleDays: 4 });
    // Offered by the laboratory under review only: not offered at all.
    expect(byCode.get('bend')).toMatchObject({ offerCount: 0, minPrice: null, minCycleDays: null });
  });

  it('filters by kind, category, keyword (names in both languages, standards) and laboratory', async () => {
    const codes = async (query: Record<string, unknown>) => (await ok(t.call(content.list, { pageSize: 50, ...query }))).list.map((item) => item.code);
    expect(await codes({ kind: 'preparation' })).toEqual(['prep-machining', 'prep-metallo', 'prep-heat-treatment', 'prep-trial-melting']);
    expect(await codes({ category: 'hardness' })).toEqual(['hardness-brinell', 'hardness-rockwell', 'hardness-vickers']);
    expect(await codes({ keyword: '拉伸' })).toEqual(['tensile-rt', 'tensile-ht']);
    expect(await codes({ keyword: 'charpy' })).toEqual(['impact-charpy']);
    expect(await codes({ keyword: 'ISO 148' })).toEqual(['impact-charpy']);
    expect(await codes({ keyword: '100%' })).toEqual([]);
    expect(await codes({ laboratoryId: labA })).toEqual(['tensile-rt', 'impact-charpy', 'prep-machining']);
    expect(await codes({ laboratoryId: labPending })).toEqual([]);
    const paged = await ok(t.call(content.list, { pageNum: 2, pageSize: 5 }));
    expect(paged).toMatchObject({ total: DETECTION_ITEMS.length, pageNum: 2, pageSize: 5 });
    expect(paged.list.map((item) => item.code)).toEqual(DETECTION_ITEMS.slice(5, 10).map((item) => item.code));
  });

  it("shows one item with every approved laboratory's offer, cheapest first", async () => {
    const detail = await ok(t.call(content.detail, { id: ids['tensile-rt'] }));
    expect(detail.offers.map((offer) => [offer.laboratoryName, offer.price, offer.cycleDays])).toEqual([
      ['甲实验室', 25000, 5],
      ['乙实验室', 28000, 2],
      ['甲实验室', 30000, 3],
    ]);
    expect(detail.offers[0]).toMatchObject({ laboratoryId: labA, city: '上海', standardMethod: 'GB/T 228.1-2021' });
    expect((await t.call(content.detail, { id: ids['bend'] })).body.data.offers).toEqual([]);
    expect((await t.call(content.detail, { id: 999999 })).status).toBe(404);
  });

  it('counts the landing figures from the database', async () => {
    const order = (state: string, counts: number[], no: string) => ({
      orderNo: no,
      kind: 'JC',
      projectName: '验收',
      laboratoryId: labA,
      state,
      lines: [],
      samples: counts.map((count) => ({ name: '试样', material: 'Q355B', specification: '', count, remark: '' })),
      amount: 0,
      estimatedDays: 1,
    });
    await t.db.insert(testOrders).values([order('completed', [3, 2], 'JC-T-1'), order('evaluated', [4], 'JC-T-2'), order('executing', [10], 'JC-T-3')]);
    const { categories, ...figures } = await ok(t.call(content.figures, {}));
    // Every seeded item counted once, under its own kind and category.
    expect(categories.reduce((total, row) => total + row.count, 0)).toBe(DETECTION_ITEMS.length);
    const mechanical = DETECTION_ITEMS.filter((item) => item.kind === 'detection' && item.category === 'mechanical').length;
    expect(categories).toContainEqual({ kind: 'detection', category: 'mechanical', count: mechanical });
    expect(figures).toEqual({
      laboratories: 2,
      items: DETECTION_ITEMS.length,
      offeredItems: 3,
      offers: 6,
      publicKits: 0,
      ordersCompleted: 2,
      samplesTested: 9,
    });
    await t.db.execute(sql`delete from test_orders`);
  });
});

describe('choosing a laboratory (order/public/laboratories)', () => {
  it('lists approved laboratories offering every item, cheapest first, one sample each', async () => {
    const both = await ok(t.call(content.laboratories, { items: `${ids['tensile-rt']},${ids['impact-charpy']}` }));
    expect(both).toEqual([
      { laboratoryId: labB, name: '乙实验室', city: '上海', region: null, amount: 43000, estimatedDays: 6 },
      { laboratoryId: labA, name: '甲实验室', city: '上海', region: null, amount: 45000, estimatedDays: 5 },
    ]);
    // Preparation then detection: 2 + 5 days.
    const withMachining = await ok(t.call(content.laboratories, { items: `${ids['tensile-rt']},${ids['prep-machining']}` }));
    expect(withMachining).toEqual([{ laboratoryId: labA, name: '甲实验室', city: '上海', region: null, amount: 35000, estimatedDays: 7 }]);
    expect(await ok(t.call(content.laboratories, { items: `${ids['bend']}` }))).toEqual([]);
    expect(await ok(t.call(content.laboratories, { items: `${ids['tensile-rt']},999999` }))).toEqual([]);
    expect((await t.call(content.laboratories, { items: '' }, en())).body.msg).toBe('Testing items must be selected');
  });
});

describe('the estimate (examine/order/estimate)', () => {
  const lines = () => [
    { itemId: ids['tensile-rt'], quantity: 2 },
    { itemId: ids['impact-charpy'], condition: '−20 °C', quantity: 3 },
    { itemId: ids['prep-machining'], quantity: 1 },
  ];

  it("prices each line from the laboratory's cheapest offer and counts working days over National Day", async () => {
    // Wednesday 30 September 2026, 10:00 in Beijing.
    clock.set(new Date('2026-09-30T02:00:00Z'));
    const estimate = await ok(t.call(content.estimate, { laboratoryId: labA, lines: lines() }));
    expect(estimate.lines.map((line) => [line.nameZh, line.unitPrice, line.quantity, line.amount, line.cycleDays, line.condition])).toEqual([
      ['室温拉伸试验', 25000, 2, 50000, 5, ''],
      ['夏比摆锤冲击试验', 20000, 3, 60000, 4, '−20 °C'],
      ['试样加工', 10000, 1, 10000, 2, ''],
    ]);
    expect(estimate.lines[2]).toMatchObject({ kind: 'preparation', nameEn: 'Specimen machining', standard: 'GB/T 2975' });
    expect(estimate).toMatchObject({ laboratoryId: labA, laboratoryName: '甲实验室', amount: 120000, calendarKnownUntil: 2026 });
    // Machining 2 days, then the longest detection item 5 days.
    expect(estimate.estimatedDays).toBe(7);
    // 1–7 October off; 8, 9, Saturday 10 (worked), 12, 13, 14, 15.
    expect(estimate.dueDate).toBe('2026-10-15');
    expect(estimate.holidays.map((day) => day.date)).toEqual(['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04', '2026-10-05', '2026-10-06', '2026-10-07']);
    expect(estimate.holidays[0]).toEqual({ date: '2026-10-01', nameZh: '国庆节', nameEn: 'National Day' });
  });

  it('counts weekends only past the known calendar, and starts the next Beijing day', async () => {
    // Thursday 31 December 2026, 23:30 in Beijing … 15:30 UTC.
    clock.set(new Date('2026-12-31T15:30:00Z'));
    const late = await ok(t.call(content.estimate, { laboratoryId: labB, lines: [{ itemId: ids['tensile-rt'], quantity: 1 }] }));
    expect(late).toMatchObject({ estimatedDays: 2, dueDate: '2027-01-04', holidays: [], calendarKnownUntil: 2026 });
    // Friday 1 January 2027 00:30 in Beijing: counting starts Saturday.
    clock.set(new Date('2026-12-31T16:30:00Z'));
    expect((await ok(t.call(content.estimate, { laboratoryId: labB, lines: [{ itemId: ids['tensile-rt'], quantity: 1 }] }))).dueDate).toBe('2027-01-05');
  });

  it('refuses an item the laboratory does not offer, an unknown item, a laboratory not approved', async () => {
    clock.set(new Date('2026-11-22T08:00:00Z'));
    const notOffered = await t.call(content.estimate, { laboratoryId: labB, lines: lines() }, { lang: 'zh' });
    expect(notOffered.status).toBe(409);
    expect(notOffered.body.msg).toBe('该实验室不提供试样加工');
    expect((await t.call(content.estimate, { laboratoryId: labB, lines: lines() }, en())).body.msg).toBe('This laboratory does not offer 试样加工');
    expect((await t.call(content.estimate, { laboratoryId: labA, lines: [{ itemId: 999999, quantity: 1 }] })).status).toBe(404);
    expect((await t.call(content.estimate, { laboratoryId: labPending, lines: [{ itemId: ids['tensile-rt'], quantity: 1 }] })).status).toBe(404);
    expect((await t.call(content.estimate, { laboratoryId: 999999, lines: [{ itemId: ids['tensile-rt'], quantity: 1 }] })).status).toBe(404);
    const noLab = await t.call(content.estimate, { lines: [{ itemId: ids['tensile-rt'], quantity: 1 }] }, en());
    expect(noLab.status, noLab.body.msg).toBe(400);
    expect(noLab.body.msg).toBe(EN.laboratoryRequired);
    const noLines = await t.call(content.estimate, { laboratoryId: labA, lines: [] }, en());
    expect(noLines.body.msg).toBe('Testing items must be selected');
    expect((await t.call(content.estimate, { laboratoryId: labA, lines: [{ itemId: ids['tensile-rt'], quantity: 0 }] })).status).toBe(400);
  });
});

describe('the official calendar (DataManagement/calendar)', () => {
  it('holds the State Council 2026 notice', async () => {
    const year = await ok(t.call(kitAudit.calendarList, { year: 2026 }, en(auditor)));
    expect(year).toHaveLength(CALENDAR_2026.length);
    expect(year.filter((day) => day.kind === 'holiday')).toHaveLength(33);
    expect(year.filter((day) => day.kind === 'workday').map((day) => day.date)).toEqual(['2026-01-04', '2026-02-14', '2026-02-28', '2026-05-09', '2026-09-20', '2026-10-10']);
    expect(year.find((day) => day.date === '2026-02-17')).toEqual({ date: '2026-02-17', kind: 'holiday', nameZh: '春节', nameEn: 'Spring Festival' });
  });

  it("lets order administrators add a later year's days, and counts them", async () => {
    const saved = await ok(t.call(kitAudit.calendarSave, { date: '2027-01-01', kind: 'holiday', nameZh: '元旦', nameEn: "New Year's Day" }, en(auditor)));
    expect(saved).toEqual({ date: '2027-01-01', kind: 'holiday', nameZh: '元旦', nameEn: "New Year's Day" });
    // Upsert: the same day again changes its names.
    await ok(t.call(kitAudit.calendarSave, { date: '2027-01-01', kind: 'holiday', nameZh: '元旦节', nameEn: "New Year's Day" }, en(auditor)));
    expect(await ok(t.call(kitAudit.calendarList, { year: 2027 }, en(auditor)))).toEqual([{ date: '2027-01-01', kind: 'holiday', nameZh: '元旦节', nameEn: "New Year's Day" }]);
    clock.set(new Date('2026-12-31T02:00:00Z'));
    const estimate = await ok(t.call(content.estimate, { laboratoryId: labB, lines: [{ itemId: ids['tensile-rt'], quantity: 1 }] }));
    // Thursday 31 December + 2: Friday 1 January is now a holiday, so Monday 4 and Tuesday 5.
    expect(estimate).toMatchObject({ dueDate: '2027-01-05', calendarKnownUntil: 2027, holidays: [{ date: '2027-01-01', nameZh: '元旦节' }] });
    // Sessions are checked on the clock too: back to the day the tokens were issued.
    clock.set(new Date('2026-11-22T08:00:00Z'));
    expect(await ok(t.call(kitAudit.calendarDelete, { date: '2027-01-01' }, en(auditor)))).toBeNull();
    expect((await t.call(kitAudit.calendarDelete, { date: '2027-01-01' }, en(auditor))).status).toBe(404);
    clock.set(new Date('2026-12-31T02:00:00Z'));
    expect((await ok(t.call(content.estimate, { laboratoryId: labB, lines: [{ itemId: ids['tensile-rt'], quantity: 1 }] }))).calendarKnownUntil).toBe(2026);
  });

  it('refuses days that do not exist, and make-up workdays on weekdays', async () => {
    clock.set(new Date('2026-11-22T08:00:00Z'));
    const refuse = async (day: Record<string, unknown>) => {
      const answer = await t.call(kitAudit.calendarSave, day, en(auditor));
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe('Please enter a date and whether it is a holiday or a working day');
    };
    await refuse({ date: '2027-02-30', kind: 'holiday', nameZh: '春节', nameEn: 'Spring Festival' });
    await refuse({ date: '2027-02-03', kind: 'workday', nameZh: '春节调休', nameEn: 'Make-up' });
    await refuse({ date: '2027-02-06', kind: 'rest', nameZh: '春节调休', nameEn: 'Make-up' });
    await refuse({ date: '2027-02-06', kind: 'workday', nameZh: '', nameEn: 'Make-up' });
    await ok(t.call(kitAudit.calendarSave, { date: '2027-02-06', kind: 'workday', nameZh: '春节调休', nameEn: 'Spring Festival make-up workday' }, en(auditor)));
    await ok(t.call(kitAudit.calendarDelete, { date: '2027-02-06' }, en(auditor)));
  });

  it('is kept by order administrators only', async () => {
    for (const token of [individual, cloudHead]) {
      expect((await t.call(kitAudit.calendarList, { year: 2026 }, en(token))).status).toBe(403);
      expect((await t.call(kitAudit.calendarSave, { date: '2027-01-01', kind: 'holiday', nameZh: '元旦', nameEn: 'New Year' }, en(token))).status).toBe(403);
      expect((await t.call(kitAudit.calendarDelete, { date: '2026-01-01' }, en(token))).status).toBe(403);
    }
    expect((await t.call(kitAudit.calendarList, { year: 2026 })).status).toBe(401);
  });
});

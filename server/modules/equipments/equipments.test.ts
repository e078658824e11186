import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { API, type BookingInput, type StatusInput } from '@contract';
import { createTestApp, uniqueIp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';
import { approvedLaboratory, companyOfUser, createLabAccount, type ApprovedLab } from '../../../tests/support/labs';
import { multipart, pngImage } from '../../../tests/support/files';
import { companies, equipmentBookings, laboratories, laboratoryCapabilities, laboratoryInstruments, paymentOrders } from '../../db/schema';
import { insertBooking, isOverlap } from './repository/bookings';
import { expireUnpaid } from './service/bookings';

const { equipments, detectionResources, sandboxCashier, payOrderAdmin } = API;

// Friday 2026-11-27 10:00 in Beijing; the next Monday is 2026-11-30, Tuesday 12-01, Wednesday 12-02, Thursday 12-03.
const clock = fakeClock(new Date('2026-11-27T02:00:00.000Z'));
const MONDAY = '2026-11-30';
const TUESDAY = '2026-12-01';
const WEDNESDAY = '2026-12-02';
const THURSDAY = '2026-12-03';
const SUNDAY = '2026-11-29';

let t: TestApp;
let labA: ApprovedLab;
let labB: ApprovedLab;
let idleInstrument: number;
let hiddenInstrument: number;
const tokens: Record<string, string> = {};
const CUSTOMERS = ['demo-individual', 'demo-company', 'demo-admin', 'demo-employee', 'demo-auditor', 'demo-cloudhead', 'demo-regionhead', 'lab-b'] as const;

beforeAll(async () => {
  t = await createTestApp({ clock });
  const demoLab = await companyOfUser(t.db, 'demo-lab');
  // Uploads of company files wait for the company's basic information.
  await t.db.update(companies).set({ creditCode: '91310000MA1K4LAB01' }).where(eq(companies.id, demoLab.companyId));
  labA = await approvedLaboratory(t.db, demoLab.companyId, '演示材料检测实验室');
  const b = await createLabAccount(t.db, 'lab-b', '13900000101');
  labB = await approvedLaboratory(t.db, b.companyId, '乙方材料实验室');
  const c = await createLabAccount(t.db, 'lab-c', '13900000102');
  // Lab C applied but is not approved: its instrument is nobody's to see, its time nobody's to set.
  const [pending] = await t.db.insert(laboratories).values({ companyId: c.companyId, state: 'pending', name: '丙实验室', city: '北京' }).returning({ id: laboratories.id });
  [{ id: hiddenInstrument }] = await t.db
    .insert(laboratoryInstruments)
    .values({ laboratoryId: pending.id, name: '隐藏显微镜', model: 'H-1', typeCode: 'SEM' })
    .returning({ id: laboratoryInstruments.id });
  // Lab A's second instrument, without bookable time yet.
  [{ id: idleInstrument }] = await t.db
    .insert(laboratoryInstruments)
    .values({ laboratoryId: labA.laboratoryId, name: 'X 射线衍射仪', model: 'D8 ADVANCE', maker: 'Bruker', typeCode: 'XRD' })
    .returning({ id: laboratoryInstruments.id });
  await t.db.insert(laboratoryCapabilities).values([
    { laboratoryId: labA.laboratoryId, kind: 'detection', name: '拉伸试验', standardMethod: 'GB/T 228.1-2021', price: 50000, cycleDays: 3 },
    { laboratoryId: labB.laboratoryId, kind: 'preparation', name: '金相制样', standardMethod: 'GB/T 13298', price: 20000, cycleDays: 2 },
    { laboratoryId: pending.id, kind: 'detection', name: '隐藏项目', standardMethod: 'X', price: 1, cycleDays: 1 },
  ]);
  for (const user of [...CUSTOMERS, 'demo-lab', 'lab-c']) tokens[user] = await t.loginAs(user);
});
afterAll(() => t.close());

const as = (user: string) => ({ token: tokens[user], lang: 'en' as const });

const request = (overrides: Partial<BookingInput> = {}): BookingInput => ({
  instrumentId: labA.instrumentId,
  date: MONDAY,
  startTime: '09:00',
  slots: 1,
  sampleName: 'Q345 钢板',
  sampleCount: 2,
  contactName: '李明',
  contactPhone: '13912345678',
  address: '上海市',
  remarks: '',
  ...overrides,
});

const book = (user: string, overrides: Partial<BookingInput> = {}) =>
  t.call(equipments.orderSave, request(overrides), { ...as(user), ip: uniqueIp() });

async function booked(user: string, overrides: Partial<BookingInput> = {}) {
  const { status, body } = await book(user, overrides);
  expect(status, body.msg).toBe(200);
  return body.data;
}

const move = (user: string, input: StatusInput) => t.call(equipments.orderStatus, input, as(user));
const detail = (user: string, id: number) => t.call(equipments.orderDetail, { id }, as(user));

async function moved(user: string, input: StatusInput) {
  const { status, body } = await move(user, input);
  expect(status, body.msg).toBe(200);
  return body.data;
}

async function uploadLabFile(user = 'demo-lab') {
  const body = multipart({ name: 'result.png', bytes: pngImage(4) });
  const response = await t.app.inject({
    method: 'POST',
    url: '/atsteel/SystemManager/file/upload/file',
    query: { purpose: 'labFile' },
    headers: { authorization: `Bearer ${tokens[user]}`, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as string;
}

const viewFile = (user: string, id: string) =>
  t.app.inject({ method: 'GET', url: '/atsteel/SystemManager/file/view', query: { id }, headers: { authorization: `Bearer ${tokens[user]}` } });

/** Pays the booking's ledger order in the sandbox cashier, as the payment tests do. */
async function payInSandbox(orderNo: string) {
  const [{ payToken }] = await t.db.select({ payToken: paymentOrders.payToken }).from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
  return t.call(sandboxCashier.decide, { token: payToken, channel: 'wxpay', decision: 'pay' });
}

const rowsOn = async (instrumentId: number, date: string) =>
  t.db
    .select()
    .from(equipmentBookings)
    .where(and(eq(equipmentBookings.instrumentId, instrumentId), sql`(${equipmentBookings.startsAt} at time zone 'Asia/Shanghai')::date = ${date}::date`));

describe('time configuration', () => {
  const week = { '1': [{ start: '08:30', end: '11:30' }], '3': [{ start: '14:00', end: '18:00' }] };

  it('is for approved laboratories only', async () => {
    const refused = await t.call(equipments.timeConfigList, {}, as('lab-c'));
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toMatch(/approved/i);
    const save = await t.call(equipments.timeConfigSave, { instrumentId: hiddenInstrument, openHours: week, slotMinutes: 60, hourlyPrice: 100 }, as('lab-c'));
    expect(save.status).toBe(409);
    // Not a laboratory at all: the permission refuses.
    expect((await t.call(equipments.timeConfigList, {}, as('demo-individual'))).status).toBe(403);
  });

  it('lists and changes only the laboratory’s own instruments', async () => {
    const list = await t.call(equipments.timeConfigList, {}, as('demo-lab'));
    expect(list.body.data.list.map((row) => row.id)).toEqual([labA.instrumentId, idleInstrument]);
    expect(list.body.data.list[1]).toMatchObject({ bookable: false, openHours: null, hourlyPrice: null, closedDates: [] });

    expect((await t.call(equipments.timeConfigGet, { instrumentId: labB.instrumentId }, as('demo-lab'))).status).toBe(404);
    const foreign = await t.call(equipments.timeConfigSave, { instrumentId: labB.instrumentId, openHours: week, slotMinutes: 60, hourlyPrice: 100 }, as('demo-lab'));
    expect(foreign.status).toBe(404);
    const [untouched] = await t.db.select().from(laboratoryInstruments).where(eq(laboratoryInstruments.id, labB.instrumentId));
    expect(untouched.hourlyPrice).toBe(30000);

    const saved = await t.call(
      equipments.timeConfigSave,
      { instrumentId: idleInstrument, openHours: week, slotMinutes: 90, hourlyPrice: 12000, closedDates: [] },
      as('demo-lab'),
    );
    expect(saved.status).toBe(400);
    const ok = await t.call(
      equipments.timeConfigSave,
      { instrumentId: idleInstrument, openHours: week, slotMinutes: 30, hourlyPrice: 12000, closedDates: ['2026-12-09', WEDNESDAY, WEDNESDAY] },
      as('demo-lab'),
    );
    expect(ok.status, ok.body.msg).toBe(200);
    expect(ok.body.data).toEqual({ instrumentId: idleInstrument, openHours: week, slotMinutes: 30, hourlyPrice: 12000, closedDates: [WEDNESDAY, '2026-12-09'] });
    expect((await t.call(equipments.timeConfigGet, { instrumentId: idleInstrument }, as('demo-lab'))).body.data).toEqual(ok.body.data);
  });

  it('refuses overlapping ranges, ranges shorter than a slot, and dates that do not exist', async () => {
    const save = (openHours: unknown, slotMinutes = 60, closedDates: string[] = []) =>
      t.call(equipments.timeConfigSave, { instrumentId: idleInstrument, openHours: openHours as typeof week, slotMinutes, hourlyPrice: 100, closedDates }, as('demo-lab'));
    const overlapping = await save({ '1': [{ start: '09:00', end: '12:00' }, { start: '11:00', end: '13:00' }] });
    expect(overlapping.status).toBe(400);
    expect(overlapping.body.msg).toMatch(/Opening hours/);
    expect((await save({ '1': [{ start: '09:00', end: '09:30' }] })).status).toBe(400);
    expect((await save({ '1': [{ start: '12:00', end: '09:00' }] })).status).toBe(400);
    expect((await save({ '8': [{ start: '09:00', end: '10:00' }] })).status).toBe(400);
    expect((await save(week, 60, ['2026-02-30'])).status).toBe(400);
  });
});

describe('what the public sees', () => {
  it('counts instruments of approved laboratories per type', async () => {
    const { body } = await t.call(equipments.types, {});
    const counts = Object.fromEntries(body.data.map((row) => [row.code, row.count]));
    expect(counts.SEM).toBe(2);
    expect(counts.XRD).toBe(1);
    expect(counts.TEM).toBe(0);
  });

  it('pages instruments of approved laboratories, bookable first, by keyword over instrument and laboratory', async () => {
    // Lab A's XRD is made unbookable again for this check.
    await t.db.update(laboratoryInstruments).set({ hourlyPrice: null }).where(eq(laboratoryInstruments.id, idleInstrument));
    const all = (await t.call(equipments.equipmentPage, { pageSize: 100 })).body.data;
    expect(all.total).toBe(3);
    expect(all.list.map((row) => row.bookable)).toEqual([true, true, false]);
    expect(all.list.map((row) => row.id)).not.toContain(hiddenInstrument);
    const byLab = (await t.call(equipments.equipmentPage, { keyword: '乙方' })).body.data;
    expect(byLab.list.map((row) => row.id)).toEqual([labB.instrumentId]);
    expect((await t.call(equipments.equipmentPage, { keyword: 'bruker' })).body.data.list.map((row) => row.id)).toEqual([idleInstrument]);
    expect((await t.call(equipments.equipmentPage, { keyword: '%' })).body.data.total).toBe(0);
    expect((await t.call(equipments.equipmentPage, { type: 'XRD' })).body.data.total).toBe(1);
    expect((await t.call(equipments.equipmentPage, { bookable: 'false' })).body.data.list.map((row) => row.id)).toEqual([idleInstrument]);
    expect((await t.call(equipments.equipmentPage, { laboratoryId: labB.laboratoryId })).body.data.total).toBe(1);
    await t.db.update(laboratoryInstruments).set({ hourlyPrice: 12000 }).where(eq(laboratoryInstruments.id, idleInstrument));
  });

  it('shows an instrument with its hours and future closed dates; an unapproved laboratory’s is 404', async () => {
    const { body } = await t.call(equipments.equipmentDetail, { id: idleInstrument });
    expect(body.data).toMatchObject({ name: 'X 射线衍射仪', laboratoryName: '演示材料检测实验室', bookable: true, slotMinutes: 30, closedDates: [WEDNESDAY, '2026-12-09'] });
    expect((await t.call(equipments.equipmentDetail, { id: hiddenInstrument })).status).toBe(404);
    expect((await t.call(equipments.appointment, { instrumentId: hiddenInstrument, date: MONDAY })).status).toBe(404);
  });

  it('answers a day’s slots in Beijing time', async () => {
    const { body } = await t.call(equipments.appointment, { instrumentId: labA.instrumentId, date: MONDAY });
    expect(body.data).toMatchObject({ closed: false, slotMinutes: 60, hourlyPrice: 30000 });
    expect(body.data.slots.map((slot) => slot.start)).toEqual(['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00']);
    expect(body.data.slots[0]).toEqual({ start: '09:00', end: '10:00', startsAt: '2026-11-30T01:00:00.000Z', free: true });
    // Today (Friday) from 10:00 on: the 09:00 and 10:00 slots have started.
    const today = (await t.call(equipments.appointment, { instrumentId: labA.instrumentId, date: '2026-11-27' })).body.data;
    expect(today.slots.filter((slot) => slot.free).map((slot) => slot.start)).toEqual(['11:00', '13:00', '14:00', '15:00', '16:00']);
    expect((await t.call(equipments.appointment, { instrumentId: labA.instrumentId, date: SUNDAY })).body.data).toMatchObject({ closed: true, slots: [] });
    const closed = (await t.call(equipments.appointment, { instrumentId: idleInstrument, date: WEDNESDAY })).body.data;
    expect(closed.closed).toBe(true);
    expect(closed.slots.every((slot) => !slot.free)).toBe(true);
  });

  it('pages detection resources of approved laboratories', async () => {
    const all = (await t.call(detectionResources.page, {})).body.data;
    expect(all.list.map((row) => row.name).sort()).toEqual(['拉伸试验', '金相制样']);
    const found = (await t.call(detectionResources.page, { keyword: 'GB/T 228' })).body.data.list;
    expect(found).toEqual([expect.objectContaining({ name: '拉伸试验', price: 50000, cycleDays: 3, laboratoryName: '演示材料检测实验室', city: '上海' })]);
    expect((await t.call(detectionResources.page, { kind: 'preparation' })).body.data.list.map((row) => row.name)).toEqual(['金相制样']);
  });
});

describe('booking', () => {
  it('books free slots at the server’s price, with the response deadline one working day on', async () => {
    const booking = await booked('demo-individual', { startTime: '10:00', slots: 2 });
    expect(booking).toMatchObject({
      state: 'waiting',
      viewer: 'customer',
      date: MONDAY,
      startTime: '10:00',
      endTime: '12:00',
      startsAt: '2026-11-30T02:00:00.000Z',
      durationMinutes: 120,
      price: 60000,
      instrumentName: '场发射扫描电子显微镜',
      laboratoryName: '演示材料检测实验室',
      customerName: '李明',
      // Friday 10:00 + one working day = Monday 10:00 (Beijing).
      responseDeadline: '2026-11-30T02:00:00.000Z',
      nextActions: ['cancel'],
      resultsHidden: true,
      orderNo: null,
    });
    expect(booking.bookingNo).toMatch(/^RB20261127100000\d{6}$/);
    const day = (await t.call(equipments.appointment, { instrumentId: labA.instrumentId, date: MONDAY })).body.data;
    expect(day.slots.filter((slot) => !slot.free).map((slot) => slot.start)).toEqual(['10:00', '11:00']);
  });

  it('refuses a wrong time with “Please choose the correct time for the experiment”', async () => {
    for (const wrong of [{ startTime: '09:30' }, { startTime: '11:00', slots: 2 }, { startTime: '16:00', slots: 2 }, { startTime: '12:00' }]) {
      const { status, body } = await book('demo-company', { date: TUESDAY, ...wrong });
      expect(status).toBe(400);
      expect(body.msg).toBe('Please choose the correct time for the experiment');
    }
    const taken = await book('demo-company', { startTime: '11:00' });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toMatch(/just been booked/);
  });

  it('refuses a date without a free slot with “An available appointment time must exist on the chosen date”', async () => {
    for (const date of [SUNDAY, '2026-11-20', '2027-06-01']) {
      const { status, body } = await book('demo-company', { date });
      expect(status).toBe(409);
      expect(body.msg).toBe('An available appointment time must exist on the chosen date');
    }
    const closedDate = await book('demo-company', { instrumentId: idleInstrument, date: WEDNESDAY, startTime: '14:00' });
    expect(closedDate.status).toBe(409);
    expect(closedDate.body.msg).toBe('An available appointment time must exist on the chosen date');
    // An instrument whose time is not configured.
    await t.db.update(laboratoryInstruments).set({ slotMinutes: null }).where(eq(laboratoryInstruments.id, idleInstrument));
    expect((await book('demo-company', { instrumentId: idleInstrument, date: MONDAY, startTime: '08:30' })).status).toBe(409);
    await t.db.update(laboratoryInstruments).set({ slotMinutes: 30 }).where(eq(laboratoryInstruments.id, idleInstrument));
  });

  it('refuses invalid fields, an unapproved laboratory’s instrument, and the laboratory’s own instruments', async () => {
    const invalid = await book('demo-company', { sampleName: ' ', sampleCount: 0 });
    expect(invalid.status).toBe(400);
    expect((await book('demo-company', { instrumentId: hiddenInstrument })).status).toBe(404);
    const own = await book('demo-lab', { date: TUESDAY });
    expect(own.status).toBe(409);
    expect(own.body.msg).toBe('A laboratory cannot book its own instruments');
    expect((await book('lab-b', { date: TUESDAY, startTime: '16:00' })).status).toBe(200);
    expect((await t.call(equipments.orderSave, request(), {})).status).toBe(401);
  });
});

describe('no double booking, even under concurrency', () => {
  it('lets exactly one of eight users book the same slot at once', async () => {
    const answers = await Promise.all(CUSTOMERS.map((user) => book(user, { date: WEDNESDAY, startTime: '14:00' })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((one) => one.status === 409)) expect(answer.body.msg).toMatch(/just been booked/);
    expect(await rowsOn(labA.instrumentId, WEDNESDAY)).toHaveLength(1);
  });

  it('lets exactly one of overlapping but different ranges through', async () => {
    // Every range holds 10:00–11:00 on Thursday.
    const ranges = [
      { startTime: '09:00', slots: 3 },
      { startTime: '10:00', slots: 2 },
      { startTime: '09:00', slots: 2 },
      { startTime: '10:00', slots: 1 },
    ];
    const answers = await Promise.all(CUSTOMERS.map((user, index) => book(user, { date: THURSDAY, ...ranges[index % ranges.length] })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(7);
    expect(await rowsOn(labA.instrumentId, THURSDAY)).toHaveLength(1);
  });

  it('is the database that refuses the overlap, whatever the application checked', async () => {
    const [row] = await rowsOn(labA.instrumentId, THURSDAY);
    const values = { ...row, id: undefined, bookingNo: 'RB-DIRECT-1', startsAt: new Date(row.startsAt.getTime() + 30 * 60_000), endsAt: new Date(row.endsAt.getTime() + 3600_000) };
    const error = await insertBooking(t.db, values).catch((caught: unknown) => caught);
    expect(isOverlap(error)).toBe(true);
    // A cancelled booking holds no time.
    await expect(insertBooking(t.db, { ...values, bookingNo: 'RB-DIRECT-2', state: 'cancelled' })).resolves.toBeTypeOf('number');
  });
});

describe('the booking’s steps and who may take them', () => {
  let id: number;
  let experimentFile: string;
  let logFile: string;

  it('the laboratory responds, never the customer; another laboratory does not even see it', async () => {
    id = (await booked('demo-individual', { date: TUESDAY, startTime: '09:00', slots: 2 })).id;
    expect((await move('demo-individual', { id, action: 'respond' })).status).toBe(403);
    expect((await move('lab-b', { id, action: 'respond' })).status).toBe(404);
    expect((await detail('lab-b', id)).status).toBe(404);
    expect((await detail('demo-company', id)).status).toBe(404);
    expect((await t.call(equipments.serviceLogList, { bookingId: id }, as('lab-b'))).status).toBe(404);
    expect((await t.call(equipments.labOrderList, { pageSize: 100 }, as('lab-b'))).body.data.list.map((row) => row.id)).not.toContain(id);
    expect((await t.call(equipments.labOrderList, { pageSize: 100 }, as('demo-lab'))).body.data.list.map((row) => row.id)).toContain(id);
    expect((await move('demo-lab', { id, action: 'start' })).status).toBe(409);
    const noReason = await move('demo-lab', { id, action: 'decline' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toBe('Please give the reason for declining');

    const forLab = (await detail('demo-lab', id)).body.data;
    expect(forLab).toMatchObject({ viewer: 'laboratory', nextActions: ['respond', 'decline'], resultsHidden: false });
    const responded = await moved('demo-lab', { id, action: 'respond', note: '请提前寄送样品', price: 50000 });
    expect(responded).toMatchObject({ state: 'responded', price: 50000, responseNote: '请提前寄送样品', nextActions: ['decline'] });
    expect((await move('demo-lab', { id, action: 'respond' })).status).toBe(409);
    const forCustomer = (await detail('demo-individual', id)).body.data;
    expect(forCustomer.nextActions).toEqual(['cancel', 'pay']);
    expect(forCustomer.history.map((step) => [step.action, step.fromState, step.toState, step.note])).toEqual([['respond', 'waiting', 'responded', '请提前寄送样品']]);
  });

  it('hides the experiment records and their files from the customer until payment is confirmed', async () => {
    experimentFile = await uploadLabFile();
    logFile = await uploadLabFile();
    await t.call(equipments.experimentSave, { bookingId: id, text: '显微组织照片', fileIds: [experimentFile] }, as('demo-lab')).then(({ status, body }) => expect(status, body.msg).toBe(200));
    await t.call(equipments.serviceLogSave, { bookingId: id, text: '样品已收到', fileIds: [logFile] }, as('demo-lab')).then(({ status }) => expect(status).toBe(200));
    // Lab B may not write on lab A's booking, nor use files that are not its laboratory's.
    expect((await t.call(equipments.experimentSave, { bookingId: id, text: 'x', fileIds: [] }, as('lab-b'))).status).toBe(404);
    const foreignFile = await t.call(equipments.experimentSave, { bookingId: id, text: 'x', fileIds: ['00000000-0000-4000-8000-000000000000'] }, as('demo-lab'));
    expect(foreignFile.status).toBe(400);
    expect(foreignFile.body.msg).toBe('Files must be laboratory files uploaded by your laboratory');

    const lab = (await detail('demo-lab', id)).body.data;
    expect(lab.experiments).toMatchObject([{ kind: 'experiment', text: '显微组织照片', files: [{ id: experimentFile, name: 'result.png', contentType: 'image/png' }], author: '陈静' }]);
    const customer = (await detail('demo-individual', id)).body.data;
    expect(customer).toMatchObject({ resultsHidden: true, experiments: [] });
    expect(customer.logs).toMatchObject([{ text: '样品已收到', files: [{ id: logFile }] }]);
    expect((await viewFile('demo-individual', experimentFile)).statusCode).toBe(404);
    expect((await viewFile('demo-individual', logFile)).statusCode).toBe(200);
    expect((await viewFile('demo-company', logFile)).statusCode).toBe(404);
    expect((await viewFile('demo-lab', experimentFile)).statusCode).toBe(200);
    const logs = await t.call(equipments.serviceLogList, { bookingId: id }, as('demo-individual'));
    expect(logs.body.data.map((log) => log.text)).toEqual(['样品已收到']);
  });

  it('the customer pays through the ledger; then sees the results', async () => {
    expect((await t.call(equipments.orderPay, { id }, as('demo-lab'))).status).toBe(403);
    expect((await t.call(equipments.orderPay, { id }, as('demo-company'))).status).toBe(404);
    const { body } = await t.call(equipments.orderPay, { id }, as('demo-individual'));
    const again = await t.call(equipments.orderPay, { id }, as('demo-individual'));
    expect(again.body.data.orderNo).toBe(body.data.orderNo);
    const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, body.data.orderNo));
    expect(order).toMatchObject({ kind: 'booking', itemRef: String(id), amount: 50000, state: 'waiting', itemName: '场发射扫描电子显微镜 2026-12-01 09:00–11:00' });
    expect((await detail('demo-individual', id)).body.data).toMatchObject({ state: 'responded', orderNo: body.data.orderNo, resultsHidden: true });

    const paid = await payInSandbox(body.data.orderNo);
    expect(paid.body.data.state).toBe('paid');
    const customer = (await detail('demo-individual', id)).body.data;
    expect(customer).toMatchObject({ state: 'paid', resultsHidden: false, payTime: clock.now().toISOString(), nextActions: [] });
    expect(customer.experiments.map((record) => record.text)).toEqual(['显微组织照片']);
    expect(customer.history.map((step) => step.action)).toEqual(['respond', 'pay']);
    const file = await viewFile('demo-individual', experimentFile);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pngImage(4))).toBe(true);
    expect((await viewFile('demo-company', experimentFile)).statusCode).toBe(404);
    // Paying twice is refused: the booking is paid.
    expect((await t.call(equipments.orderPay, { id }, as('demo-individual'))).status).toBe(409);
    expect((await move('demo-individual', { id, action: 'cancel' })).status).toBe(409);
  });

  it('the laboratory runs the experiment; the customer evaluates once it is completed, once', async () => {
    expect((await move('demo-individual', { id, action: 'start' })).status).toBe(403);
    expect((await move('demo-lab', { id, action: 'complete' })).status).toBe(409);
    expect((await t.call(equipments.orderEvaluation, { id, stars: 5, text: '很好' }, as('demo-individual'))).status).toBe(409);
    await moved('demo-lab', { id, action: 'start' });
    expect((await moved('demo-lab', { id, action: 'pause' })).state).toBe('paused');
    expect((await move('demo-lab', { id, action: 'complete' })).status).toBe(409);
    await moved('demo-lab', { id, action: 'resume' });
    expect((await moved('demo-lab', { id, action: 'complete' })).state).toBe('completed');
    expect((await detail('demo-individual', id)).body.data.nextActions).toEqual(['evaluate']);

    expect((await t.call(equipments.orderEvaluation, { id, stars: 6 }, as('demo-individual'))).status).toBe(400);
    expect((await t.call(equipments.orderEvaluation, { id, stars: 4 }, as('demo-lab'))).status).toBe(403);
    expect((await t.call(equipments.orderEvaluation, { id, stars: 4 }, as('demo-company'))).status).toBe(404);
    const evaluated = await t.call(equipments.orderEvaluation, { id, stars: 5, text: '数据清晰，响应及时' }, as('demo-individual'));
    expect(evaluated.body.data).toMatchObject({ state: 'evaluated', evaluationStars: 5, evaluationText: '数据清晰，响应及时', nextActions: [] });
    const twice = await t.call(equipments.orderEvaluation, { id, stars: 1, text: '改评' }, as('demo-individual'));
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('Only a completed booking can be evaluated, and only once');
    expect((await detail('demo-lab', id)).body.data.history.map((step) => step.action)).toEqual(['respond', 'pay', 'start', 'pause', 'resume', 'complete', 'evaluate']);

    // Results are closed once evaluated; service logs stay open.
    expect((await t.call(equipments.experimentSave, { bookingId: id, text: '补充', fileIds: [] }, as('demo-lab'))).status).toBe(409);
    expect((await t.call(equipments.serviceLogSave, { bookingId: id, text: '样品已寄回', fileIds: [] }, as('demo-lab'))).status).toBe(200);
  });

  it('lists the customer’s and the laboratory’s bookings by state', async () => {
    const mine = (await t.call(equipments.orderList, { state: 'evaluated' }, as('demo-individual'))).body.data;
    expect(mine.list.map((row) => row.id)).toEqual([id]);
    expect((await t.call(equipments.orderList, { pageSize: 100 }, as('demo-company'))).body.data.list.map((row) => row.id)).not.toContain(id);
    const lab = (await t.call(equipments.labOrderList, { state: 'evaluated', keyword: '扫描电子' }, as('demo-lab'))).body.data;
    expect(lab.list.map((row) => row.id)).toEqual([id]);
    expect((await t.call(equipments.labOrderList, {}, as('lab-c'))).status).toBe(409);
    expect((await t.call(equipments.labOrderList, {}, as('demo-individual'))).status).toBe(403);
  });
});

describe('cancelling', () => {
  it('the customer cancels: the waiting ledger order is closed and the time is free again', async () => {
    const booking = await booked('demo-company', { date: TUESDAY, startTime: '14:00' });
    await moved('demo-lab', { id: booking.id, action: 'respond' });
    const { orderNo } = (await t.call(equipments.orderPay, { id: booking.id }, as('demo-company'))).body.data;
    expect((await move('demo-lab', { id: booking.id, action: 'cancel' })).status).toBe(403);
    const cancelled = await moved('demo-company', { id: booking.id, action: 'cancel', note: '计划有变' });
    expect(cancelled).toMatchObject({ state: 'cancelled', cancelReason: '计划有变', nextActions: [] });
    const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
    expect(order.state).toBe('cancelled');
    expect((await payInSandbox(orderNo)).status).toBe(409);
    const day = (await t.call(equipments.appointment, { instrumentId: labA.instrumentId, date: TUESDAY })).body.data;
    expect(day.slots.find((slot) => slot.start === '14:00')?.free).toBe(true);
    expect((await book('demo-admin', { date: TUESDAY, startTime: '14:00' })).status).toBe(200);

    // A transfer confirmed afterwards by an administrator does not revive the booking: it is noted for a refund.
    const auditor = await t.loginAs('demo-auditor');
    const confirmed = await t.call(payOrderAdmin.confirmTransfer, { orderNo, note: '银行转账到账' }, { token: auditor });
    expect(confirmed.status, confirmed.body.msg).toBe(200);
    const after = (await detail('demo-company', booking.id)).body.data;
    expect(after).toMatchObject({ state: 'cancelled', payTime: null, resultsHidden: true });
    expect(after.history.at(-1)).toMatchObject({ action: 'pay', fromState: 'cancelled', toState: 'cancelled' });
    expect(after.history.at(-1)?.note).toMatch(/refund/);
  });

  it('a booking not paid when its time begins lapses (the every-minute sweep), closing its payment order; a paid one stays', async () => {
    const FRIDAY = '2026-12-04';
    const answered = await booked('demo-employee', { date: FRIDAY, startTime: '09:00' });
    await moved('demo-lab', { id: answered.id, action: 'respond' });
    const { orderNo } = (await t.call(equipments.orderPay, { id: answered.id }, as('demo-employee'))).body.data;
    const unanswered = await booked('demo-employee', { date: FRIDAY, startTime: '10:00' });
    const paid = await booked('demo-employee', { date: FRIDAY, startTime: '11:00' });
    await moved('demo-lab', { id: paid.id, action: 'respond' });
    const paying = (await t.call(equipments.orderPay, { id: paid.id }, as('demo-employee'))).body.data;
    expect((await payInSandbox(paying.orderNo)).status).toBe(200);

    // 09:30 in Beijing: of these, only the 09:00 booking has begun (earlier tests' unpaid bookings lapse too).
    expect(await expireUnpaid(t.db, new Date(`${FRIDAY}T09:30:00+08:00`))).toBeGreaterThanOrEqual(1);
    const lapsed = (await detail('demo-employee', answered.id)).body.data;
    expect(lapsed).toMatchObject({ state: 'cancelled', nextActions: [] });
    expect(lapsed.history.at(-1)).toMatchObject({ action: 'expire', fromState: 'responded', toState: 'cancelled', operator: null });
    const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
    expect(order.state).toBe('cancelled');
    expect((await payInSandbox(orderNo)).status).toBe(409);
    expect((await detail('demo-employee', unanswered.id)).body.data.state).toBe('waiting');

    // Noon: the unanswered one has begun too; the paid one is the laboratory's to run.
    expect(await expireUnpaid(t.db, new Date(`${FRIDAY}T12:00:00+08:00`))).toBe(1);
    expect((await detail('demo-employee', unanswered.id)).body.data.state).toBe('cancelled');
    expect((await detail('demo-employee', unanswered.id)).body.data.history.at(-1)).toMatchObject({ action: 'expire', fromState: 'waiting' });
    expect((await detail('demo-employee', paid.id)).body.data.state).toBe('paid');
    expect(await expireUnpaid(t.db, new Date(`${FRIDAY}T12:00:00+08:00`))).toBe(0);
  });

  it('the laboratory declines with a reason', async () => {
    const booking = await booked('demo-company', { date: TUESDAY, startTime: '15:00' });
    const declined = await moved('demo-lab', { id: booking.id, action: 'decline', note: '仪器检修' });
    expect(declined).toMatchObject({ state: 'cancelled', cancelReason: '仪器检修' });
    expect((await move('demo-company', { id: booking.id, action: 'cancel' })).status).toBe(409);
    expect((await t.call(equipments.orderPay, { id: booking.id }, as('demo-company'))).status).toBe(409);
    expect((await t.call(equipments.serviceLogSave, { bookingId: booking.id, text: 'x', fileIds: [] }, as('demo-lab'))).status).toBe(409);
  });
});

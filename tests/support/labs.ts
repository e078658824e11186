import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import {
  companies,
  detectionItems,
  laboratories,
  laboratoryCapabilities,
  laboratoryInstruments,
  userRoles,
  users,
  type WeeklyHoursRow,
} from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';
import { hashPassword } from '../../server/lib/password';

/**
 * Fixtures for tests of what laboratories do once approved (bookings, demands, publications): an approved
 * laboratory written straight into the database, so those tests do not repeat the entry and audit journey
 * (the laboratory module's own tests cover that through the API).
 */

/** Monday to Friday 09:00–12:00 and 13:00–17:00 (Asia/Shanghai). */
export const WORKING_HOURS: WeeklyHoursRow = Object.fromEntries(
  ['1', '2', '3', '4', '5'].map((day) => [
    day,
    [
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ],
  ]),
);

/** A further laboratory account with a company of its own (demo-lab is the first); logs in with the demo password. */
export async function createLabAccount(db: Db, userName: string, mobile: string) {
  const [company] = await db.insert(companies).values({ name: `${userName} 实验室`, industry: 'testing', contact: userName }).returning({ id: companies.id });
  const [user] = await db
    .insert(users)
    .values({ userName, mobile, realName: userName, passwordHash: await hashPassword(DEMO_PASSWORD), userType: 'company', companyId: company.id })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: user.id, roleCode: 'laboratory' });
  return { companyId: company.id, userId: user.id };
}

export async function companyOfUser(db: Db, userName: string) {
  const [row] = await db.select({ companyId: users.companyId, userId: users.id }).from(users).where(eq(users.userName, userName));
  if (!row?.companyId) throw new Error(`${userName} has no company`);
  return { companyId: row.companyId, userId: row.userId };
}

export interface ApprovedLab {
  laboratoryId: number;
  instrumentId: number;
}

/** An approved laboratory of the company with one bookable instrument (working hours, 60-minute slots, ¥300 an hour). */
export async function approvedLaboratory(db: Db, companyId: number, name = '测试实验室'): Promise<ApprovedLab> {
  const now = new Date();
  const [lab] = await db
    .insert(laboratories)
    .values({
      companyId,
      state: 'approved',
      name,
      introduction: 'Fixture laboratory for tests',
      contactName: '陈静',
      contactPhone: '13800000005',
      city: '上海',
      qualifications: [{ kind: 'CNAS', number: 'CNAS L0000', fileId: null }],
      submittedAt: now,
      reviewedAt: now,
      publishedAt: now,
    })
    .returning({ id: laboratories.id });
  const [instrument] = await db
    .insert(laboratoryInstruments)
    .values({
      laboratoryId: lab.id,
      name: '场发射扫描电子显微镜',
      model: 'SU5000',
      maker: 'Hitachi',
      typeCode: 'SEM',
      specifications: '分辨率 1.2 nm @ 30 kV',
      openHours: WORKING_HOURS,
      slotMinutes: 60,
      hourlyPrice: 30000,
      closedDates: [],
    })
    .returning({ id: laboratoryInstruments.id });
  return { laboratoryId: lab.id, instrumentId: instrument.id };
}

/**
 * The laboratory offers a catalogue item (by its seeded `code`, e.g. 'tensile-rt') at `price` fen per sample in
 * `cycleDays` working days: a capability linked to the item, named and kinded like it. Returns the capability id.
 */
export async function offerItem(db: Db, laboratoryId: number, itemCode: string, price: number, cycleDays: number) {
  const [item] = await db.select().from(detectionItems).where(eq(detectionItems.code, itemCode));
  if (!item) throw new Error(`No catalogue item ${itemCode}`);
  const [capability] = await db
    .insert(laboratoryCapabilities)
    .values({
      laboratoryId,
      itemId: item.id,
      kind: item.kind,
      name: item.nameZh,
      standardMethod: item.standards[0] ?? item.nameZh,
      price,
      cycleDays,
    })
    .returning({ id: laboratoryCapabilities.id });
  return capability.id;
}

import { EQUIPMENT_TYPES, type AppointmentDay, type EquipmentDetail, type WeeklyHours } from '@contract';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http/errors';
import * as instruments from '../repository/instruments';
import { takenBetween } from '../repository/bookings';
import { beijingDate, beijingMidnight, addDays, daySlots, publicSlots, type Day } from '../slots';

/** What everyone may see: instruments of approved laboratories, their free slots, detection resources. */

export async function typeCounts(db: Db) {
  const counts = new Map((await instruments.typeCounts(db)).map((row) => [row.code, row.count]));
  return EQUIPMENT_TYPES.map((code) => ({ code, count: counts.get(code) ?? 0 }));
}

export const equipmentPage = instruments.listPublic;
export const detectionResourcePage = instruments.listResources;

/** An instrument of an approved laboratory, or 404. */
export async function publicInstrument(db: Db, id: number) {
  const found = await instruments.findPublic(db, id);
  if (!found) throw notFound();
  return found;
}

export async function equipmentDetail(db: Db, id: number, now: Date): Promise<EquipmentDetail> {
  const found = await publicInstrument(db, id);
  const today = beijingDate(now);
  return {
    ...instruments.toEquipment(found),
    openHours: (found.row.openHours as WeeklyHours | null) ?? null,
    closedDates: found.row.closedDates.filter((date) => date >= today).sort(),
    laboratoryContactPhone: found.contactPhone,
  };
}

/** The slots of an instrument on a Beijing date, with the bookings that hold time on it. */
export async function dayOf(db: Pick<Db, 'select'>, row: instruments.InstrumentRow, date: string, now: Date): Promise<Day> {
  const taken = await takenBetween(db, row.id, beijingMidnight(date), beijingMidnight(addDays(date, 1)));
  return daySlots({ openHours: (row.openHours as WeeklyHours | null) ?? null, slotMinutes: row.slotMinutes, closedDates: row.closedDates }, date, taken, now);
}

export async function appointment(db: Db, instrumentId: number, date: string, now: Date): Promise<AppointmentDay> {
  const { row } = await publicInstrument(db, instrumentId);
  const day = await dayOf(db, row, date, now);
  return { instrumentId, date, closed: day.closed, slotMinutes: row.slotMinutes, hourlyPrice: row.hourlyPrice, slots: publicSlots(day) };
}

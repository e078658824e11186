import { EQUIPMENT_LIMITS, type AppointmentDay, type EquipmentDetail, type Slot } from '@contract/endpoints/equipments';
import { addDays, beijingToday, weekdayOf } from '../../components/format/beijingTime';

/**
 * How many consecutive free slots begin at `index` (0 when that slot is not free): the next slot must start
 * where the previous one ends (a lunch break ends a run) and be free; at most the contract's slots per booking.
 */
export function freeRunLength(slots: readonly Slot[], index: number, max: number = EQUIPMENT_LIMITS.slotsPerBookingMax): number {
  let length = 0;
  for (let at = index; at < slots.length && length < max; at += 1) {
    const slot = slots[at];
    if (!slot.free) break;
    if (at > index && slots[at - 1].end !== slot.start) break;
    length += 1;
  }
  return length;
}

export interface DurationOption {
  /** How many slots. */
  count: number;
  minutes: number;
  /** Where the booking would end (Beijing). */
  end: string;
}

/** The durations a booking starting at `start` may take: 1 … the free run from there, each with its end time. */
export function durationOptions(slots: readonly Slot[], start: string, slotMinutes: number): DurationOption[] {
  const index = slots.findIndex((slot) => slot.start === start);
  if (index < 0) return [];
  return Array.from({ length: freeRunLength(slots, index) }, (_, offset) => ({
    count: offset + 1,
    minutes: (offset + 1) * slotMinutes,
    end: slots[index + offset].end,
  }));
}

/** Whether a day has any slot that can still be booked. */
export const hasFreeSlot = (day: Pick<AppointmentDay, 'closed' | 'slots'> | undefined) =>
  !!day && !day.closed && day.slots.some((slot) => slot.free);

/** The price shown before booking (fen): the hourly price for the minutes. The server computes the real one. */
export const priceEstimate = (hourlyPrice: number, minutes: number) => Math.round((hourlyPrice * minutes) / 60);

/**
 * Whether a calendar date may be picked for a booking: from today (Beijing) to the booking horizon, not a closed
 * date, and a weekday the instrument opens on.
 */
export function isBookableDate(
  date: string,
  instrument: Pick<EquipmentDetail, 'openHours' | 'closedDates'>,
  today: string = beijingToday(),
): boolean {
  if (date < today || date > addDays(today, EQUIPMENT_LIMITS.bookAheadDays)) return false;
  if (instrument.closedDates.includes(date)) return false;
  return (instrument.openHours?.[weekdayOf(date)] ?? []).length > 0;
}

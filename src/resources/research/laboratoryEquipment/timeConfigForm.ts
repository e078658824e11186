import { minutesOf, WEEKDAYS, type LabEquipment, type TimeConfigInput, type WeeklyHours } from '@contract/endpoints/equipments';
import { fenToYuan, yuanToFen } from '../../../components/format/money';

export type Weekday = (typeof WEEKDAYS)[number];
export interface RangeFields {
  start?: string;
  end?: string;
}

/** The time form's values: each weekday's ranges, the slot length, the price in yuan, the closed dates. */
export interface TimeConfigFields {
  hours: Record<Weekday, RangeFields[]>;
  slotMinutes: number;
  hourlyPriceYuan: number | null;
  closedDates: string[];
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The times a range may start or end at: every half hour from 00:00 to 24:00. */
export const HALF_HOURS: string[] = Array.from({ length: 49 }, (_, index) => hhmm(index * 30));

/** A new instrument's suggestion: Monday to Friday 09:00–12:00 and 13:00–17:00, one-hour slots. */
const SUGGESTED_DAY: RangeFields[] = [
  { start: '09:00', end: '12:00' },
  { start: '13:00', end: '17:00' },
];

/** The form's values for an instrument: its configured time, or the suggestion when it has none yet. */
export function toFields(equipment: Pick<LabEquipment, 'openHours' | 'slotMinutes' | 'hourlyPrice' | 'closedDates'>): TimeConfigFields {
  const configured = equipment.openHours !== null;
  const hours = Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      configured ? (equipment.openHours?.[day] ?? []).map((range) => ({ ...range })) : Number(day) <= 5 ? SUGGESTED_DAY.map((range) => ({ ...range })) : [],
    ]),
  ) as Record<Weekday, RangeFields[]>;
  return {
    hours,
    slotMinutes: equipment.slotMinutes ?? 60,
    hourlyPriceYuan: equipment.hourlyPrice === null ? null : fenToYuan(equipment.hourlyPrice),
    closedDates: [...equipment.closedDates].sort(),
  };
}

/**
 * The save call's input from the form: each weekday's filled ranges in order of their start, the price in fen (0
 * when missing or malformed, which the contract refuses with its message), the closed dates sorted without repeats.
 */
export function toInput(instrumentId: number, fields: TimeConfigFields): TimeConfigInput {
  const openHours = Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      (fields.hours[day] ?? [])
        .filter((range): range is { start: string; end: string } => !!range?.start && !!range?.end)
        .map((range) => ({ start: range.start, end: range.end }))
        .sort((a, b) => minutesOf(a.start) - minutesOf(b.start)),
    ]),
  ) as WeeklyHours;
  return {
    instrumentId,
    openHours,
    slotMinutes: fields.slotMinutes,
    hourlyPrice: yuanToFen(fields.hourlyPriceYuan) ?? 0,
    closedDates: [...new Set(fields.closedDates)].sort(),
  };
}

/** One weekday's hours as text, `09:00–12:00, 13:00–17:00`, or '' when closed. */
export const rangesText = (ranges: readonly { start: string; end: string }[] | undefined) =>
  (ranges ?? []).map((range) => `${range.start}–${range.end}`).join(', ');

import type { Db } from '../client';
import { calendarDays } from '../schema';

/**
 * The official calendar of 2026: the State Council General Office's notice on the 2026 holiday arrangements
 * (国务院办公厅关于2026年部分节假日安排的通知, published November 2025). 'holiday' rows are the days off,
 * 'workday' rows the weekend days worked instead. Later years are added by administrators through the calendar
 * screen (DataManagement/calendar/save) when the State Council publishes them; until then estimates count weekends
 * only for those years. Upserted by `day`, so a correction here reaches existing databases.
 */
export interface CalendarSeed {
  day: string;
  kind: 'holiday' | 'workday';
  nameZh: string;
  nameEn: string;
}

function holidays(from: string, days: number, nameZh: string, nameEn: string): CalendarSeed[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: days }, (_, offset) => ({
    day: new Date(start + offset * 86_400_000).toISOString().slice(0, 10),
    kind: 'holiday' as const,
    nameZh,
    nameEn,
  }));
}

const workday = (day: string, nameZh: string, nameEn: string): CalendarSeed => ({ day, kind: 'workday', nameZh, nameEn });

export const CALENDAR_2026: CalendarSeed[] = [
  ...holidays('2026-01-01', 3, '元旦', "New Year's Day"),
  workday('2026-01-04', '元旦调休', 'New Year make-up workday'),
  ...holidays('2026-02-15', 9, '春节', 'Spring Festival'),
  workday('2026-02-14', '春节调休', 'Spring Festival make-up workday'),
  workday('2026-02-28', '春节调休', 'Spring Festival make-up workday'),
  ...holidays('2026-04-04', 3, '清明节', 'Qingming Festival'),
  ...holidays('2026-05-01', 5, '劳动节', 'Labour Day'),
  workday('2026-05-09', '劳动节调休', 'Labour Day make-up workday'),
  ...holidays('2026-06-19', 3, '端午节', 'Dragon Boat Festival'),
  ...holidays('2026-09-25', 3, '中秋节', 'Mid-Autumn Festival'),
  workday('2026-09-20', '国庆节调休', 'National Day make-up workday'),
  ...holidays('2026-10-01', 7, '国庆节', 'National Day'),
  workday('2026-10-10', '国庆节调休', 'National Day make-up workday'),
];

export async function seedCalendar(db: Pick<Db, 'insert'>) {
  for (const day of CALENDAR_2026) {
    await db.insert(calendarDays).values(day).onConflictDoUpdate({ target: calendarDays.day, set: { kind: day.kind, nameZh: day.nameZh, nameEn: day.nameEn } });
  }
}

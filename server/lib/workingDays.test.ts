import { describe, expect, it } from 'vitest';
import { addWorkingDays, addWorkingDaysOnCalendar, beijingDate, beijingWeekday, holidaysBetween, isWorkingDay, type CalendarKind } from './workingDays';

// 2026-11-27 is a Friday; times are given in Beijing (+08:00).
const at = (iso: string) => new Date(iso);

describe('working days in Beijing', () => {
  it('reads the weekday in Beijing, not UTC', () => {
    // Friday 23:30 UTC is already Saturday 07:30 in Beijing.
    expect(beijingWeekday(at('2026-11-27T23:30:00Z'))).toBe(6);
    expect(beijingWeekday(at('2026-11-27T10:00:00+08:00'))).toBe(5);
  });

  it('a weekday plus one is the next weekday, Friday plus one is Monday', () => {
    expect(addWorkingDays(at('2026-11-26T10:00:00+08:00'), 1).toISOString()).toBe(at('2026-11-27T10:00:00+08:00').toISOString());
    expect(addWorkingDays(at('2026-11-27T10:00:00+08:00'), 1).toISOString()).toBe(at('2026-11-30T10:00:00+08:00').toISOString());
  });

  it('a weekend start counts from Monday', () => {
    expect(addWorkingDays(at('2026-11-28T15:00:00+08:00'), 1).toISOString()).toBe(at('2026-12-01T15:00:00+08:00').toISOString());
    expect(addWorkingDays(at('2026-11-29T15:00:00+08:00'), 0).toISOString()).toBe(at('2026-11-30T15:00:00+08:00').toISOString());
  });
});

describe('working days on the official calendar', () => {
  // From the State Council notice for 2026 (the seed): Spring Festival 15–23 February, make-up workdays 14 and 28 February.
  const calendar = new Map<string, CalendarKind>([
    ...['15', '16', '17', '18', '19', '20', '21', '22', '23'].map((day) => [`2026-02-${day}`, 'holiday'] as [string, CalendarKind]),
    ['2026-02-14', 'workday'],
    ['2026-02-28', 'workday'],
    ...['01', '02', '03', '04', '05', '06', '07'].map((day) => [`2026-10-${day}`, 'holiday'] as [string, CalendarKind]),
    ['2026-10-10', 'workday'],
  ]);
  const none = new Map<string, CalendarKind>();

  it('reads the Beijing date of an instant', () => {
    expect(beijingDate(at('2026-09-30T16:30:00Z'))).toBe('2026-10-01');
    expect(beijingDate(at('2026-09-30T15:59:00Z'))).toBe('2026-09-30');
  });

  it('counts Monday to Friday when the calendar knows nothing', () => {
    expect(addWorkingDaysOnCalendar('2026-11-26', 1, none)).toBe('2026-11-27');
    expect(addWorkingDaysOnCalendar('2026-11-27', 1, none)).toBe('2026-11-30');
    expect(addWorkingDaysOnCalendar('2026-11-27', 5, none)).toBe('2026-12-04');
  });

  it('a start on Saturday counts from the next day: one day is Monday', () => {
    expect(addWorkingDaysOnCalendar('2026-11-28', 1, none)).toBe('2026-11-30');
    expect(addWorkingDaysOnCalendar('2026-11-28', 2, none)).toBe('2026-12-01');
  });

  it('zero days is the start date itself', () => {
    expect(addWorkingDaysOnCalendar('2026-11-28', 0, calendar)).toBe('2026-11-28');
    expect(addWorkingDaysOnCalendar('2026-02-16', 0, calendar)).toBe('2026-02-16');
  });

  it('steps over the Spring Festival and works the make-up Saturdays', () => {
    // Friday 13 February + 1: Saturday 14 February is worked.
    expect(addWorkingDaysOnCalendar('2026-02-13', 1, calendar)).toBe('2026-02-14');
    // + 2: the festival runs to Monday 23 February, work resumes on Tuesday 24.
    expect(addWorkingDaysOnCalendar('2026-02-13', 2, calendar)).toBe('2026-02-24');
    // Tuesday 24 … Friday 27 are days 2–5, Saturday 28 (make-up) is day 6.
    expect(addWorkingDaysOnCalendar('2026-02-13', 6, calendar)).toBe('2026-02-28');
    expect(addWorkingDaysOnCalendar('2026-02-13', 7, calendar)).toBe('2026-03-02');
    // Without the calendar the same count lands two weeks earlier.
    expect(addWorkingDaysOnCalendar('2026-02-13', 7, none)).toBe('2026-02-24');
  });

  it('a start inside the holiday counts from the first working day after it', () => {
    expect(addWorkingDaysOnCalendar('2026-02-17', 1, calendar)).toBe('2026-02-24');
  });

  it('steps over National Day and works Saturday 10 October', () => {
    // Wednesday 30 September + 3: 1–7 October off, Thursday 8, Friday 9, Saturday 10 (make-up).
    expect(addWorkingDaysOnCalendar('2026-09-30', 3, calendar)).toBe('2026-10-10');
    expect(addWorkingDaysOnCalendar('2026-09-30', 4, calendar)).toBe('2026-10-12');
  });

  it('tells which weekdays are worked', () => {
    expect(isWorkingDay('2026-02-14', calendar)).toBe(true);
    expect(isWorkingDay('2026-02-16', calendar)).toBe(false);
    expect(isWorkingDay('2026-11-28', calendar)).toBe(false);
    expect(isWorkingDay('2026-11-27', calendar)).toBe(true);
  });

  it('puts a one-working-day deadline after the holiday, at the same time of day', () => {
    // Booked on Wednesday 30 September at 16:00: the laboratory answers by Thursday 8 October, 16:00.
    expect(addWorkingDays(at('2026-09-30T16:00:00+08:00'), 1, calendar).toISOString()).toBe(at('2026-10-08T16:00:00+08:00').toISOString());
    // Filed during the holiday: from the first working day after it.
    expect(addWorkingDays(at('2026-10-03T09:00:00+08:00'), 1, calendar).toISOString()).toBe(at('2026-10-09T09:00:00+08:00').toISOString());
    // Friday 9 October: Saturday 10 is worked.
    expect(addWorkingDays(at('2026-10-09T11:00:00+08:00'), 1, calendar).toISOString()).toBe(at('2026-10-10T11:00:00+08:00').toISOString());
  });

  it('lists the holidays a count stepped over', () => {
    expect(holidaysBetween('2026-09-30', '2026-10-10', calendar)).toEqual([
      '2026-10-01',
      '2026-10-02',
      '2026-10-03',
      '2026-10-04',
      '2026-10-05',
      '2026-10-06',
      '2026-10-07',
    ]);
    expect(holidaysBetween('2026-10-07', '2026-10-12', calendar)).toEqual([]);
  });
});

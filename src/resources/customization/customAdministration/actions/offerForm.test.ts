import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { MSG } from '@contract/messages';
import { depositProblem, dueDateProblem, offerOf, totalProblem } from './offerForm';

/** The offer form's conversions and checks (yuan → fen, deposit ≤ total, due dates in order and not past). */
describe('offer form', () => {
  const dates = ['2030-01-10', '2030-02-10', '2030-03-10', '2030-04-10', '2030-05-10'].map((date) => dayjs(date));

  it('sends yuan as integer fen without floating-point drift and dates as YYYY-MM-DD', () => {
    const offer = offerOf({ totalYuan: 1234.56, depositYuan: 0.29, plan: 'Plan', dueDates: dates, acceptance: [{ itemId: 3, requirement: '≥ 355 MPa' }] });
    expect(offer).toEqual({
      totalAmount: 123456,
      depositAmount: 29,
      plan: 'Plan',
      dueDates: ['2030-01-10', '2030-02-10', '2030-03-10', '2030-04-10', '2030-05-10'],
      acceptance: [{ itemId: 3, requirement: '≥ 355 MPa' }],
    });
  });

  it('refuses a missing or zero total and a deposit above the total', () => {
    expect(totalProblem({ totalYuan: null })).toBe(MSG.customAmountInvalid);
    expect(totalProblem({ totalYuan: 0 })).toBe(MSG.customAmountInvalid);
    expect(totalProblem({ totalYuan: 0.01 })).toBeUndefined();
    expect(depositProblem({ totalYuan: 100, depositYuan: 100.01 })).toBe(MSG.customDepositInvalid);
    expect(depositProblem({ totalYuan: 100, depositYuan: 0 })).toBe(MSG.customDepositInvalid);
    expect(depositProblem({ totalYuan: 100, depositYuan: 100 })).toBeUndefined();
  });

  it('refuses a due date before today, before the previous one, or missing', () => {
    expect(dueDateProblem(dates, 2, '2026-11-26')).toBeUndefined();
    const swapped = [dates[0], dates[2], dates[1], dates[3], dates[4]];
    expect(dueDateProblem(swapped, 2, '2026-11-26')).toBe(MSG.customDueDatesInvalid);
    expect(dueDateProblem([dayjs('2026-11-25')], 0, '2026-11-26')).toBe(MSG.customDueDatesInvalid);
    expect(dueDateProblem([dates[0], null], 1, '2026-11-26')).toBe(MSG.customDueDatesInvalid);
  });
});

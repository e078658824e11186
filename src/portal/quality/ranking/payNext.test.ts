import { describe, expect, it } from 'vitest';
import { afterPaidPath, orderBackPath, payPath } from '../../payment';

/** A report order pays on the ranking's payment page and moves on to its own success page (src/portal/payment/model.ts). */
describe('a report order in the payment pages', () => {
  const order = { kind: 'report' as const, itemRef: '42', orderNo: 'AT20260101120000123456' };

  it('is paid on /economy/economyPay and, once paid, goes to /economy/paySuccess with its number', () => {
    expect(payPath('report', order.orderNo)).toBe('/economy/economyPay?orderNo=AT20260101120000123456');
    expect(afterPaidPath(order)).toBe('/economy/paySuccess?orderNo=AT20260101120000123456');
  });

  it('goes back to its line when closed, or when its number is not known', () => {
    expect(orderBackPath(order)).toBe('/economy/economyDetail?id=42');
    expect(afterPaidPath({ kind: 'report', itemRef: '42' })).toBe('/economy/economyDetail?id=42');
  });
});

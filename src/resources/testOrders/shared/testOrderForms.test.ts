import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { paymentRecordInput } from '@contract/endpoints/testOrders';
import { MSG } from '@contract/messages';
import { toPaymentRecordInput } from '../detail/paymentRecordForm';
import { backPathOf, draftEditPath, orderShowPath } from '../paths';

describe('the transfer form', () => {
  it('becomes the contract input: fen, the date as text, trimmed texts', () => {
    const input = toPaymentRecordInput(7, { amount: 300.5, payer: ' ACME Steel ', paidOn: dayjs('2026-11-20'), note: ' ', fileId: null });
    expect(input).toEqual({ orderId: 7, amount: 30050, payer: 'ACME Steel', paidOn: '2026-11-20', note: '', fileId: null });
    expect(paymentRecordInput.safeParse(input).success).toBe(true);
  });

  it('an empty form fails the contract with the transfer message', () => {
    const result = paymentRecordInput.safeParse(toPaymentRecordInput(7, {}));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(MSG.paymentRecordInvalid);
  });
});

describe('paths', () => {
  it('a detail goes back to its list; the laboratory to its test orders tab', () => {
    expect(backPathOf('/my/checkList/show/5')).toBe('/my/checkList');
    expect(backPathOf('/my/administration/cloudServices/show/5')).toBe('/my/administration/cloudServices');
    expect(backPathOf('/my/laboratoryOrderDetail/show/5')).toBe('/my/laboratoryOrder?tab=testOrders');
    expect(orderShowPath('/my/businessOrder')(9)).toBe('/my/businessOrder/show/9');
    expect(draftEditPath(9)).toBe('/cloud/checkList?id=9');
  });
});

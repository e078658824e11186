import { describe, expect, it } from 'vitest';
import { canPay, isInvoiceable, orderDetailPath, payPagePath, totalFen } from './orders';

const NO = 'AT20260101120000123456';

describe('order actions', () => {
  it('pays documents and books on the library payment page and VIP plans on the subscription one', () => {
    expect(payPagePath({ kind: 'library', orderNo: NO })).toBe(`/librany/libranyPay?orderNo=${NO}`);
    expect(payPagePath({ kind: 'book', orderNo: NO })).toBe(`/librany/libranyPay?orderNo=${NO}`);
    expect(payPagePath({ kind: 'vip', orderNo: NO })).toBe(`/cloud/subscribePay?orderNo=${NO}`);
  });

  it('offers payment only while the order waits and the server offers its owner an action', () => {
    expect(canPay({ state: 'waiting', nextActions: ['cancel'] })).toBe(true);
    expect(canPay({ state: 'waiting', nextActions: [] })).toBe(false);
    expect(canPay({ state: 'paid', nextActions: ['cancel'] })).toBe(false);
    expect(canPay({ state: 'cancelled', nextActions: [] })).toBe(false);
  });

  it('lets paid orders without an invoice be invoiced', () => {
    expect(isInvoiceable({ state: 'paid', invoiceId: null })).toBe(true);
    expect(isInvoiceable({ state: 'paid', invoiceId: 4 })).toBe(false);
    expect(isInvoiceable({ state: 'waiting', invoiceId: null })).toBe(false);
  });

  it('links the detail page and adds amounts in fen', () => {
    expect(orderDetailPath(NO)).toBe(`/my/documentOrderDetail?orderNo=${NO}`);
    expect(totalFen([{ amount: 1250 }, { amount: 1 }, { amount: 0 }])).toBe(1251);
    expect(totalFen([])).toBe(0);
  });
});

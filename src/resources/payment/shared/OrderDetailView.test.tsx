import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentOrderDetail } from '@contract/endpoints/payment';
import { initTestI18n } from '../../../test/i18n';
import { OrderDetailView } from './OrderDetailView';

const order: PaymentOrderDetail = {
  orderNo: 'AT20260101120000123456',
  kind: 'book',
  itemRef: '7',
  itemName: 'Steel handbook',
  unitPrice: 8800,
  quantity: 2,
  listAmount: 17600,
  discounts: [
    { code: 'vipPromotion', amount: 2112 },
    { code: 'someNewCode', amount: 88 },
  ],
  amount: 15400,
  state: 'paid',
  channel: 'alipay',
  live: false,
  transactionId: 'SANDBOX-1',
  paidTime: '2026-01-01T04:05:00.000Z',
  expireTime: '2026-01-01T04:30:00.000Z',
  createTime: '2026-01-01T04:00:00.000Z',
  delivery: { consignee: 'Li Lei', telephone: '13800000001', locationName: 'Fujian Fuzhou', detail: 'Road 1' },
  invoiceId: null,
  nextActions: [],
  history: [{ id: 1, action: 'pay', fromState: 'waiting', toState: 'paid', note: null, operator: null, createTime: '2026-01-01T04:05:00.000Z' }],
  buyer: { userId: 1, name: 'demo-individual', mobile: '13800000001', companyName: null },
};

describe('the order detail', () => {
  beforeAll(() => initTestI18n('en'));

  it('shows the amounts with every discount, the delivery address, the sandbox and the history', () => {
    render(<OrderDetailView order={order} />);
    const amounts = screen.getByTestId('order-amounts');
    expect(within(amounts).getByText('¥88.00')).toBeTruthy();
    expect(within(amounts).getByText('¥176.00')).toBeTruthy();
    expect(screen.getByTestId('order-discount-vipPromotion').textContent).toBe('-¥21.12');
    // A discount this screen does not know yet is named by its code.
    expect(within(amounts).getByText('someNewCode')).toBeTruthy();
    expect(screen.getByTestId('order-amount').textContent).toBe('¥154.00');
    expect(screen.getByTestId('order-delivery').textContent).toContain('Fujian Fuzhou Road 1');
    expect(screen.getByTestId('order-sandbox').textContent).toBe('Sandbox');
    expect(screen.getByTestId('history-pay').textContent).toContain('Waiting for payment → Paid');
    expect(screen.queryByTestId('order-buyer')).toBeNull();
  });

  it('shows the buyer to administrators', () => {
    render(<OrderDetailView order={{ ...order, delivery: null, live: true }} showBuyer />);
    expect(screen.getByTestId('order-buyer').textContent).toContain('demo-individual');
    expect(screen.queryByTestId('order-delivery')).toBeNull();
    expect(screen.queryByTestId('order-sandbox')).toBeNull();
  });
});

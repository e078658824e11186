import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import i18next from 'i18next';
import enPortal from '../../../locales/en/portal.json';
import { initTestI18n } from '../../test/i18n';
import type { PaymentOrderDetail } from './endpoints';

const http = vi.hoisted(() => ({ call: vi.fn(), callFile: vi.fn() }));
vi.mock('../../providers/http', () => http);

const { PaymentPanel } = await import('./PaymentPanel');

const ORDER_NO = 'AT20260101120000123456';
const order = (overrides: Partial<PaymentOrderDetail> = {}): PaymentOrderDetail => ({
  orderNo: ORDER_NO,
  kind: 'library',
  itemRef: '42',
  itemName: 'Welding handbook',
  unitPrice: 2000,
  quantity: 1,
  listAmount: 2000,
  discounts: [{ code: 'vipPromotion', amount: 240 }],
  amount: 1760,
  state: 'waiting',
  channel: null,
  live: false,
  transactionId: null,
  paidTime: null,
  expireTime: new Date(Date.now() + 30 * 60_000).toISOString(),
  createTime: new Date().toISOString(),
  delivery: null,
  invoiceId: null,
  nextActions: ['cancel'],
  history: [],
  buyer: { userId: 1, name: 'demo', mobile: null, companyName: null },
  ...overrides,
});

/** Answers the panel's calls by path; `status` is what the polling hears. */
function answer(detail: PaymentOrderDetail, status: () => string) {
  http.call.mockImplementation(async (endpoint: { path: string }) => {
    if (endpoint.path.endsWith('/getOrder')) return { code: 200, msg: '', data: detail };
    if (endpoint.path.endsWith('/getOrderStatus')) return { code: 200, msg: '', data: { orderNo: ORDER_NO, state: status(), paidTime: null } };
    if (endpoint.path.endsWith('/certUnifiedOrder'))
      return { code: 200, msg: '', data: { orderNo: ORDER_NO, channel: 'alipay', qrCode: '/sandboxCashier?token=abcdefghijklmnopqrstuv&channel=alipay', image: 'data:image/png;base64,AAAA', sandbox: true } };
    throw new Error(`unexpected ${endpoint.path}`);
  });
  http.callFile.mockResolvedValue({
    blob: new Blob(['png'], { type: 'image/png' }),
    headers: { 'x-pay-code': 'http://localhost/sandboxCashier?token=abcdefghijklmnopqrstuv&channel=wxpay', 'x-pay-sandbox': 'true' },
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const renderPanel = (initialChannel?: 'wxpay' | 'alipay') =>
  render(
    <MemoryRouter initialEntries={['/librany/libranyPay']}>
      <Routes>
        <Route path="/librany/libranyPay" element={<PaymentPanel orderNo={ORDER_NO} initialChannel={initialChannel} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

const flush = () => act(async () => undefined);
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('the payment panel', () => {
  beforeAll(async () => {
    await initTestI18n('en');
    i18next.addResourceBundle('en', 'portal', enPortal);
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    http.call.mockReset();
    http.callFile.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the order, the WeChat code with the sandbox cashier link, and moves on to the document once paid', async () => {
    let state = 'waiting';
    answer(order(), () => state);
    renderPanel();
    await flush();
    await flush();
    expect(screen.getByTestId('payment-amount').textContent).toBe('¥17.60');
    expect(screen.getByText('Limited-time 12% off')).toBeTruthy();
    expect(http.callFile).toHaveBeenCalledWith(expect.objectContaining({ path: '/atsteel/payment/pay/wxpay/native/order' }), { orderNo: ORDER_NO });
    expect(screen.getByTestId('cashier-link').getAttribute('href')).toBe('http://localhost/sandboxCashier?token=abcdefghijklmnopqrstuv&channel=wxpay');
    expect(screen.getByText('Sandbox: no real money moves.')).toBeTruthy();

    await advance(2000);
    expect(screen.queryByTestId('payment-success')).toBeNull();
    state = 'paid';
    await advance(2000);
    expect(screen.getByTestId('payment-success')).toBeTruthy();
    await advance(2000);
    expect(screen.getByTestId('where').textContent).toBe('/librany/libranyDetail?id=42');
  });

  it('opens on Alipay when asked, with its sandbox cashier link made absolute', async () => {
    answer(order(), () => 'waiting');
    renderPanel('alipay');
    await flush();
    await flush();
    expect(http.callFile).not.toHaveBeenCalled();
    const link = screen.getByTestId('cashier-link');
    expect(link.getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/sandboxCashier\?token=abcdefghijklmnopqrstuv&channel=alipay$/);
    fireEvent.click(screen.getByTestId('pay-tab-wxpay'));
    await flush();
    expect(http.callFile).toHaveBeenCalledTimes(1);
  });

  it('says why an order ended and stops asking', async () => {
    answer(order({ state: 'cancelled', history: [{ id: 1, action: 'close', fromState: 'waiting', toState: 'cancelled', note: null, operator: null, createTime: '' }] }), () => 'cancelled');
    renderPanel();
    await flush();
    expect(screen.getByTestId('payment-ended').textContent).toContain('not paid within 30 minutes');
    await advance(6000);
    expect(http.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path.endsWith('/getOrderStatus'))).toHaveLength(0);
  });
});

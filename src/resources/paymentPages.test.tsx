import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { consoleResource, mountConsolePage, shown } from '../test/consolePage';
import { initTestI18n } from '../test/i18n';

/**
 * The payment and library pages rendered in Refine with the real data provider over canned answers of the
 * contract calls: each page shows its data and its actions open their forms.
 */
const NO = 'AT20260101120000123456';
const PAID_NO = 'AT20260101120000123457';
const TIME = '2026-01-01T04:00:00.000Z';
const order = {
  orderNo: NO,
  kind: 'library',
  itemRef: '7',
  itemName: 'Doc',
  unitPrice: 1250,
  quantity: 1,
  listAmount: 1250,
  discounts: [],
  amount: 1250,
  state: 'waiting',
  channel: null,
  live: true,
  transactionId: null,
  paidTime: null,
  expireTime: TIME,
  createTime: TIME,
  delivery: null,
  invoiceId: null,
  nextActions: ['cancel'],
};
const paid = { ...order, orderNo: PAID_NO, state: 'paid', nextActions: [], channel: 'wxpay', live: false, paidTime: TIME };
const detail = { ...order, history: [], buyer: { userId: 1, name: 'buyer', mobile: null, companyName: null } };
const invoice = {
  id: 1,
  type: 'ordinary',
  title: 'T',
  taxNo: 'X',
  address: '',
  telephone: '',
  bankName: '',
  bankAccount: '',
  email: 'a@example.com',
  remarks: '',
  amount: 1250,
  orderNos: [PAID_NO],
  state: 'issued',
  invoiceNo: '12345678',
  fileId: '5f0c6a8e-1c2b-4d3e-8f9a-0b1c2d3e4f50',
  issuedTime: TIME,
  createTime: TIME,
  requester: 'r',
};
const item = {
  id: 7,
  kind: 'document',
  typeId: 1,
  typeCode: 'std',
  title: 'Doc',
  authors: '',
  publisher: '',
  year: null,
  isbn: '',
  summary: '',
  price: 0,
  pageCount: null,
  coverId: null,
  source: '',
  published: true,
  createTime: TIME,
};
const page = (list: unknown[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10 });
const ANSWERS: Record<string, unknown> = {
  '/atsteel/payment/pageOrder': page([order, paid]),
  '/atsteel/payment/listInvoice': page([invoice]),
  '/atsteel/myData/listInvoiceTitle': [{ ...invoice, id: 3, title: 'Saved Co' }],
  '/atsteel/payment/listBill': [{ month: '2026-03', orders: 1, amount: 1250 }],
  '/atsteel/library/pageDocumentOrder': page([{ ...paid, item }]),
  '/atsteel/payment/getOrder': { code: 200, msg: '', data: detail },
  '/atsteel/DataManagement/payOrder/page': page([{ ...order, buyerName: 'buyer', nextActions: ['confirmTransfer'] }]),
  '/atsteel/DataManagement/payOrder/detail': { ...detail, nextActions: ['confirmTransfer'] },
  '/atsteel/DataManagement/invoice/page': page([{ ...invoice, state: 'requested', invoiceNo: null, fileId: null }]),
  '/atsteel/DataManagement/library/page': page([item]),
  '/atsteel/DataManagement/library/detail': { ...item, price: 1999, fileId: null },
  '/atsteel/library/listLibraryTypes': [{ id: 1, code: 'std', nameZh: '标准', nameEn: 'Standards', count: 1 }],
  '/atsteel/payment/listVip': { plans: [], current: { privilegeUntil: '2027-01-01T00:00:00.000Z', active: true, freeMonthGiven: true } },
};
vi.mock('../providers/http', () => ({
  call: vi.fn(async (endpoint: { path: string }) => ANSWERS[endpoint.path]),
  callFile: vi.fn(async () => ({ blob: new Blob(), headers: {} })),
  callUpload: vi.fn(),
}));

const { VipCard } = await import('./info/VipCard');

const resource = (name: string) => {
  const { route, pages } = consoleResource(name);
  return { route, Page: pages.list };
};

describe('payment and library pages', () => {
  beforeAll(() => initTestI18n('en'));

  it('my orders: pay on the portal, cancel, the sandbox, and an invoice request for ticked paid orders', async () => {
    const { route, Page } = resource('payment');
    mountConsolePage(route, route, Page);
    await shown(`order-pay-${NO}`);
    expect(screen.getByTestId(`order-pay-${NO}`).getAttribute('href')).toBe(`/librany/libranyPay?orderNo=${NO}`);
    expect(screen.getByTestId(`order-cancel-${NO}`)).toBeTruthy();
    expect(screen.getByTestId('order-sandbox')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(PAID_NO));
    fireEvent.click(screen.getByTestId('invoice-request'));
    await waitFor(() => expect(screen.getByTestId('invoice-selection').textContent).toContain('Orders selected: 1, total ¥12.50'), { timeout: 5000 });
    await shown('invoice-saved-titles');
    fireEvent.click(screen.getByTestId('invoice-submit'));
    await waitFor(() => expect(screen.getAllByText(/unified social credit code with a correct check digit/).length).toBeGreaterThan(0), { timeout: 5000 });
  }, 20_000);

  it('my invoices: an issued one downloads', async () => {
    const { route, Page } = resource('payment');
    mountConsolePage(`${route}?tab=invoices`, route, Page);
    await shown('invoice-download');
  });

  it('my bill: twelve months and the total', async () => {
    const { route, Page } = resource('bill');
    mountConsolePage(route, route, Page);
    await waitFor(() => expect(screen.getByTestId('bill-total-amount').textContent).toBe('¥12.50'), { timeout: 5000 });
  });

  it('document orders download paid documents; the detail page reads the order', async () => {
    const list = resource('documentOrder');
    mountConsolePage(list.route, list.route, list.Page);
    await shown(`document-download-${PAID_NO}`);
    const detailPage = resource('documentOrderDetail');
    mountConsolePage(`${detailPage.route}?orderNo=${NO}`, detailPage.route, detailPage.Page);
    await waitFor(() => expect(screen.getByTestId('order-detail-item').textContent).toBe('Doc'), { timeout: 5000 });
  });

  it('administrators: order drawer, transfer note, invoice issue, library editor', async () => {
    const { route, Page } = resource('payOrder');
    mountConsolePage(route, route, Page);
    await shown(`pay-order-confirmTransfer-${NO}`);
    fireEvent.click(screen.getByTestId(`pay-order-open-${NO}`));
    await shown('order-buyer');
    fireEvent.click(screen.getByTestId(`pay-order-confirmTransfer-${NO}`));
    await shown('order-note');
    mountConsolePage(`${route}?tab=invoices`, route, Page);
    await shown('invoice-issue-1');
    fireEvent.click(screen.getByTestId('invoice-issue-1'));
    await shown('invoice-file');
    const library = resource('libraryAdministration');
    mountConsolePage(library.route, library.route, library.Page);
    await shown('library-actions-7');
    fireEvent.click(screen.getByTestId('library-edit-7'));
    await waitFor(() => expect((screen.getByTestId('library-price') as HTMLInputElement).value).toBe('19.99'), { timeout: 5000 });
    expect(screen.getByTestId('library-file')).toBeTruthy();
  }, 20_000);

  it('the VIP card: valid until, the free month, renew on the portal', async () => {
    mountConsolePage('/my/info', '/my/info', VipCard);
    await shown('info-vip-free-month');
    expect(screen.getByTestId('info-vip-renew').getAttribute('href')).toBe('/cloud/subscribe');
  });
});

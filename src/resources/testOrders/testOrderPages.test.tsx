import type { ComponentType } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import enTestOrders from '../../../locales/en/testOrders.json';
import enResearch from '../../../locales/en/research.json';
import { call } from '../../providers/http';
import { consoleResource, mountConsolePage, shown } from '../../test/consolePage';
import { initTestI18n } from '../../test/i18n';

/**
 * The detection order pages in Refine with the real data provider over canned answers of the contract calls:
 * one detail for every viewer (the server's `viewer`, `nextActions`, `canAssign`, `canLead` decide what shows),
 * the laboratory's tab of test orders, and the customer's transfer form.
 */
const TIME = '2026-11-24T01:00:00.000Z';
const REPORT = { id: '5f0c6a8e-1c2b-4d3e-8f9a-0b1c2d3e4f50', name: 'report.pdf', contentType: 'application/pdf', size: 1000 };
const order = {
  id: 12,
  orderNo: 'JC202611240001',
  kind: 'JC',
  kitId: null,
  kitName: null,
  batch: false,
  projectName: 'Bridge steel acceptance',
  state: 'waiting',
  laboratoryId: 2,
  laboratoryName: 'Lab A',
  customerName: 'demo-company',
  companyName: 'ACME Steel',
  itemCount: 1,
  sampleCount: 2,
  amount: 60000,
  finalAmount: null,
  estimatedDays: 5,
  dueDate: '2026-12-01',
  leaderName: null,
  leaderPhone: null,
  payTime: null,
  evaluationStars: null,
  submitTime: TIME,
  createTime: TIME,
  updateTime: TIME,
};
const detailOf = (overrides: Record<string, unknown>) => ({
  ...order,
  viewer: 'customer',
  nextActions: [],
  canAssign: false,
  canLead: false,
  lines: [
    {
      itemId: 3,
      capabilityId: 8,
      kind: 'detection',
      nameZh: '拉伸试验',
      nameEn: 'Tensile test',
      standard: 'GB/T 228.1',
      condition: 'room temperature',
      unitPrice: 30000,
      quantity: 2,
      cycleDays: 5,
      amount: 60000,
    },
  ],
  samples: [{ name: 'Q355 plate', material: 'Q355B', specification: '20 mm', count: 2, remark: '' }],
  address: { consignee: 'Li', telephone: '13800000000', locationName: 'Shanghai Pudong', detail: '1 Century Ave' },
  addressId: 4,
  remarks: '',
  amountDue: 60000,
  paymentOrderNo: null,
  balanceOrderNo: null,
  balancePayTime: null,
  paymentRecords: [],
  reports: [],
  reportsHidden: true,
  cancelReason: null,
  evaluationText: null,
  evaluateTime: null,
  history: [
    { id: 1, action: 'submit', fromState: 'draft', toState: 'waiting', note: null, operator: 'demo-company', createTime: TIME, files: [] },
  ],
  ...overrides,
});
let detail: unknown = detailOf({});
const page = (list: unknown[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10 });
const ANSWERS: Record<string, (input: Record<string, unknown>) => unknown> = {
  '/atsteel/examine/order/detail': () => detail,
  '/atsteel/order/public/statusList': () => [{ state: 'executing', count: 1 }],
  '/atsteel/order/public/labList': () => page([{ ...order, orderNo: 'JC202611240099', state: 'executing' }]),
  '/atsteel/equipments/order/labList': () => page([]),
  '/atsteel/order/public/companyList': () => page([{ ...order, customerName: 'demo-employee' }]),
  '/atsteel/DataManagement/order/page': () => page([order]),
  '/atsteel/laboratory/page': () => page([{ id: 2, name: 'Lab A' }]),
  '/atsteel/order/public/pay': () => ({ orderNo: 'AT20261124000001' }),
  '/atsteel/order/public/laboratories': () => [
    { laboratoryId: 2, name: 'Lab A', city: 'Shanghai', region: null, amount: 30000, estimatedDays: 5 },
    { laboratoryId: 9, name: 'Lab B', city: 'Wuhan', region: null, amount: 28000, estimatedDays: 6 },
  ],
};
vi.mock('../../providers/http', () => ({
  call: vi.fn(async (endpoint: { path: string }, input: Record<string, unknown>) => ANSWERS[endpoint.path]?.(input)),
  callFile: vi.fn(async () => ({ blob: new Blob(), headers: {} })),
  callUpload: vi.fn(),
}));
const calledPaths = () => vi.mocked(call).mock.calls.map(([endpoint]) => endpoint.path);

/** Opens one order's page of a resource, as its viewer sees it. */
function openDetail(resource: string) {
  const definition = consoleResource(resource);
  mountConsolePage(`${definition.route}/show/12`, `${definition.route}/show/:id`, definition.pages.show as ComponentType);
}

describe('detection order pages', () => {
  beforeAll(async () => {
    await initTestI18n('en');
    i18next.addResourceBundle('en', 'testOrders', enTestOrders);
    i18next.addResourceBundle('en', 'research', enResearch);
  });
  beforeEach(() => {
    vi.mocked(call).mockClear();
  });

  it('the customer: pay and cancel, the lines in the page language, reports hidden until payment is confirmed', async () => {
    detail = detailOf({ nextActions: ['pay', 'cancel'] });
    openDetail('checkList');
    await shown('order-detail');
    expect(screen.getByTestId('reports-hidden').textContent).toContain('Reports are shown once payment is confirmed');
    expect(screen.getByTestId('order-lines').textContent).toContain('Tensile test');
    expect(screen.getByTestId('order-amount-due').textContent).toBe('¥600.00');
    expect(screen.getByTestId('order-due-date').textContent).toBe('2026-12-01');
    expect(screen.getByTestId('timeline-submit').textContent).toContain('Place the order');
    expect(screen.getByTestId('order-action-cancel')).toBeTruthy();
    expect(screen.queryByTestId('order-action-receive')).toBeNull();
    expect(screen.queryByTestId('order-service-user')).toBeNull();
    expect(screen.queryByTestId('evaluation-form')).toBeNull();
    fireEvent.click(screen.getByTestId('order-action-pay'));
    await shown('elsewhere');
    expect(calledPaths()).toContain('/atsteel/order/public/pay');
  });

  it('the laboratory: receive the samples; deliver needs a report', async () => {
    detail = detailOf({ viewer: 'laboratory', state: 'paid', nextActions: ['receive'], canLead: true, reportsHidden: false });
    openDetail('laboratoryOrderDetail');
    await shown('order-action-receive');
    expect(screen.getByTestId('order-leader')).toBeTruthy();
    expect(screen.getByTestId('order-service-user')).toBeTruthy();
    expect(screen.queryByTestId('order-action-pay')).toBeNull();
    expect(screen.queryByTestId('order-action-deliver')).toBeNull();
    expect(screen.getByTestId('reports-empty')).toBeTruthy();
    expect(screen.getByTestId('order-facts').textContent).toContain('ACME Steel');
  });

  it('the laboratory delivers: the step is not sent without a report', async () => {
    detail = detailOf({ viewer: 'laboratory', state: 'executing', nextActions: ['requestBalance', 'deliver'], reportsHidden: false });
    openDetail('laboratoryOrderDetail');
    await shown('order-action-deliver');
    expect(screen.getByTestId('order-action-requestBalance')).toBeTruthy();
    fireEvent.click(screen.getByTestId('order-action-deliver'));
    await shown('report-upload');
    fireEvent.click(screen.getByTestId('order-deliver-confirm'));
    await screen.findByText('Please upload the test report');
    expect(calledPaths()).not.toContain('/atsteel/order/public/status');
  });

  it('a delivered order shows its reports as downloads', async () => {
    detail = detailOf({ state: 'delivered', nextActions: ['confirm'], reportsHidden: false, reports: [REPORT] });
    openDetail('checkList');
    await shown(`report-file-${REPORT.id}`);
    expect(screen.queryByTestId('reports-hidden')).toBeNull();
    expect(screen.getByTestId('order-action-confirm')).toBeTruthy();
  });

  it('the company sees the order and no action at all', async () => {
    detail = detailOf({ viewer: 'company', state: 'delivered', reportsHidden: false, reports: [REPORT] });
    openDetail('enterpriseOrderManagement');
    await shown('order-viewer-company');
    const actions = screen.getByTestId('order-actions');
    expect(within(actions).getAllByRole('button').map((button) => button.getAttribute('data-testid'))).toEqual(['order-back']);
    expect(screen.queryByTestId('payment-record-add')).toBeNull();
  });

  it('the platform assigns another laboratory offering every item', async () => {
    detail = detailOf({ viewer: 'platform', state: 'paid', canAssign: true, canLead: true, reportsHidden: false });
    openDetail('cloudServices');
    await shown('order-assign');
    fireEvent.click(screen.getByTestId('order-assign'));
    await shown('assign-lab-9');
    expect(screen.queryByTestId('assign-lab-2')).toBeNull();
    expect(calledPaths()).toContain('/atsteel/order/public/laboratories');
  });

  it("the laboratory's orders page: bookings first, test orders in the second tab", async () => {
    const definition = consoleResource('laboratoryOrder');
    mountConsolePage(definition.route, definition.route, definition.pages.list);
    await shown('booking-list');
    expect(screen.queryByTestId('order-list')).toBeNull();
    fireEvent.click(screen.getByTestId('lab-tab-testOrders'));
    await shown('order-open-JC202611240099');
    expect(screen.queryByTestId('booking-list')).toBeNull();
    expect(screen.getByTestId('order-open-JC202611240099').getAttribute('href')).toBe('/my/laboratoryOrderDetail/show/12');
    expect(calledPaths()).toContain('/atsteel/order/public/labList');
  });

  it('the test orders tab opens from the address', async () => {
    const definition = consoleResource('laboratoryOrder');
    mountConsolePage(`${definition.route}?tab=testOrders`, definition.route, definition.pages.list);
    await shown('order-open-JC202611240099');
    await waitFor(() => expect(screen.getByTestId('order-tab-executing').textContent).toContain('1'));
  });

  it('the transfer form: amount, payer and date are required, the amount above zero', async () => {
    detail = detailOf({ nextActions: ['pay', 'cancel'] });
    openDetail('checkList');
    await shown('payment-record-add');
    fireEvent.click(screen.getByTestId('payment-record-add'));
    await shown('payment-record-form');
    fireEvent.change(screen.getByTestId('payment-record-amount'), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('payment-record-save'));
    await waitFor(() => expect(screen.getAllByText('Please enter the amount, payer and date of the transfer').length).toBe(2));
    expect(calledPaths()).not.toContain('/atsteel/order/public/paymentRecord/save');
  });

  it("the company's orders name who placed each; the overseers' list filters by laboratory", async () => {
    const company = consoleResource('enterpriseOrderManagement');
    const view = mountConsolePage(company.route, company.route, company.pages.list);
    await shown('order-open-JC202611240001');
    expect(screen.getByTestId('order-list').textContent).toContain('demo-employee');
    expect(screen.getByTestId('order-open-JC202611240001').getAttribute('href')).toBe(`${company.route}/show/12`);
    view.unmount();
    const platform = consoleResource('cloudServices');
    mountConsolePage(platform.route, platform.route, platform.pages.list);
    await shown('order-open-JC202611240001');
    expect(screen.getByTestId('order-laboratory-filter')).toBeTruthy();
    expect(screen.queryByTestId('order-tab-draft')).toBeNull();
    expect(calledPaths()).toEqual(expect.arrayContaining(['/atsteel/DataManagement/order/page', '/atsteel/laboratory/page']));
  });

  it('a completed order: the customer evaluates once, stars required', async () => {
    detail = detailOf({ state: 'completed', nextActions: ['evaluate'], reportsHidden: false, reports: [REPORT] });
    openDetail('checkList');
    await shown('evaluation-stars');
    fireEvent.click(screen.getByTestId('order-action-evaluate'));
    await screen.findByText(i18next.t('evaluationStars', { ns: 'messages' }));
    expect(calledPaths()).not.toContain('/atsteel/examine/order/evaluation');
  });
});

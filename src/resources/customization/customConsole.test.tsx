import type { ComponentType } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import type { CustomOrder, CustomOrderDetail } from '@contract/endpoints/customization';
import enCustom from '../../../locales/en/custom.json';
import enCustomConsole from '../../../locales/en/customConsole.json';
import enTestKits from '../../../locales/en/testKits.json';
import { customOrderFixture } from '../../components/customization/customOrder.fixture';
import { call } from '../../providers/http';
import { consoleResource, mountConsolePage, shown } from '../../test/consolePage';
import { initTestI18n } from '../../test/i18n';

/**
 * The customization pages of the console over canned answers of the contract calls (the real data provider): the
 * platform's queue, one order's page with the steps the server offers, the offer and product-testing dialogs, and
 * the buyer's list.
 */
const TIME = '2026-11-20T02:00:00.000Z';
const row: CustomOrder = {
  id: 7,
  orderNo: 'DZ202611200001',
  type: 'alloyDevelopment',
  name: 'Low-temperature bridge steel',
  shape: 'plate',
  quantity: 20,
  quantityUnit: 't',
  deliveryDate: '2027-06-30',
  state: 'executing',
  buyerName: 'demo-company',
  companyName: '演示钢铁有限公司',
  totalAmount: 12_000_000,
  depositAmount: 3_000_000,
  nextMilestone: 'labRnd',
  nextDueDate: '2026-11-01',
  overdue: true,
  createTime: TIME,
  updateTime: TIME,
};
const onTime: CustomOrder = { ...row, id: 8, orderNo: 'DZ202611200002', nextMilestone: 'plan', nextDueDate: '2030-01-10', overdue: false };
const acceptance = [
  { itemId: 3, code: 'T001', nameZh: '拉伸试验', nameEn: 'Tensile test', standards: ['GB/T 228.1'], requirement: '≥ 355 MPa', result: null, passed: null },
  { itemId: 4, code: 'T002', nameZh: '冲击试验', nameEn: 'Impact test', standards: ['GB/T 229'], requirement: '≥ 34 J at −40 °C', result: null, passed: null },
];
const detailOf = (overrides: Partial<CustomOrderDetail>): CustomOrderDetail =>
  customOrderFixture({
    ...row,
    viewer: 'platform',
    nextActions: [],
    baseGrades: [{ id: 1, name: 'Q355B', standardNo: 'GB/T 1591-2018' }],
    composition: [{ el: 'C', min: null, max: 0.18 }],
    dimensions: [{ code: 'thickness', min: 10, max: 40 }],
    addressId: 2,
    address: { consignee: 'Li', telephone: '13800000000', locationName: 'Shanghai Pudong', detail: '1 Century Ave' },
    application: 'Bridge decks',
    attachments: [],
    plan: 'Melt trials, then rolling.',
    milestones: [
      { code: 'plan', dueDate: '2030-01-10', doneTime: null, overdue: false },
      { code: 'labRnd', dueDate: '2030-02-10', doneTime: null, overdue: false },
      { code: 'production', dueDate: '2030-03-10', doneTime: null, overdue: false },
      { code: 'testing', dueDate: '2030-04-10', doneTime: null, overdue: false },
      { code: 'delivery', dueDate: '2030-05-10', doneTime: null, overdue: false },
    ],
    acceptance,
    balanceAmount: 9_000_000,
    ...overrides,
  });
let detail = detailOf({});
const page = (list: unknown[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10 });
const COUNTS = { preReview: 3, offer: 1, contract: 0, executing: 2, delivered: 0, evaluated: 0, rejected: 0, cancelled: 0 };
const ANSWERS: Record<string, (input: Record<string, unknown>) => unknown> = {
  '/atsteel/DataManagement/custom/page': () => ({ ...page([row, onTime]), counts: COUNTS }),
  '/atsteel/material/custom/page': () => page([row]),
  '/atsteel/material/custom/detail': () => detail,
  '/atsteel/DataManagement/custom/step': () => detail,
  '/atsteel/examine/content/list': () => page([]),
  '/atsteel/user/file/upload': () => ({ id: '5f0c6a8e-1c2b-4d3e-8f9a-0b1c2d3e4f50', name: 'report.pdf', contentType: 'application/pdf', size: 1000 }),
};
vi.mock('../../providers/http', () => ({
  call: vi.fn(async (endpoint: { path: string }, input: Record<string, unknown>) => ANSWERS[endpoint.path]?.(input)),
  callFile: vi.fn(async () => ({ blob: new Blob(), headers: {} })),
  callUpload: vi.fn(async () => ({ id: '5f0c6a8e-1c2b-4d3e-8f9a-0b1c2d3e4f50', name: 'report.pdf', contentType: 'application/pdf', size: 1000 })),
}));
const stepCalls = () =>
  vi
    .mocked(call)
    .mock.calls.filter(([endpoint]) => endpoint.path === '/atsteel/DataManagement/custom/step')
    .map(([, input]) => input as Record<string, unknown>);

/** Pages load lazily and antd forms are slow under jsdom: generous waits, and a test's own limit to match. */
const LAZY = 15_000;
const SLOW = 40_000;

function openOrder() {
  const definition = consoleResource('customAdministration');
  mountConsolePage(`${definition.route}/show/7`, `${definition.route}/show/:id`, definition.pages.show as ComponentType);
}

describe('customization console pages', { timeout: SLOW }, () => {
  beforeAll(async () => {
    await initTestI18n('en');
    i18next.addResourceBundle('en', 'custom', enCustom);
    i18next.addResourceBundle('en', 'customConsole', enCustomConsole);
    i18next.addResourceBundle('en', 'testKits', enTestKits);
  });
  beforeEach(() => {
    vi.mocked(call).mockClear();
    detail = detailOf({});
  });

  it('the platform queue shows the counts per state and highlights an order past its milestone', async () => {
    const definition = consoleResource('customAdministration');
    mountConsolePage(definition.route, definition.route, definition.pages.list);
    await shown(`custom-row-${row.orderNo}`, LAZY);
    await waitFor(() => expect(screen.getByTestId('custom-tab-preReview').textContent).toContain('3'), { timeout: LAZY });
    expect(screen.getByTestId('custom-tab-executing').textContent).toContain('2');
    expect(screen.getByTestId('custom-tab-all').textContent).toContain('6');

    const overdue = screen.getByTestId(`custom-row-${row.orderNo}`);
    expect(overdue.className).toContain('custom-row-overdue');
    expect(screen.getByTestId(`custom-overdue-${row.id}`).textContent).toBe('Overdue · Lab R&D completed, due 2026-11-01');
    expect(within(overdue).getByText('演示钢铁有限公司')).toBeTruthy();
    expect(within(overdue).getByText('¥120,000.00')).toBeTruthy();
    const onTimeRow = screen.getByTestId(`custom-row-${onTime.orderNo}`);
    expect(onTimeRow.className).not.toContain('custom-row-overdue');
    expect(within(onTimeRow).getByText('Development plan completed, due 2030-01-10')).toBeTruthy();
    expect(screen.getByTestId(`custom-open-${row.orderNo}`).getAttribute('href')).toBe('/my/administration/customization/show/7');

    fireEvent.click(screen.getByTestId('custom-overdue-only'));
    await waitFor(
      () =>
        expect(vi.mocked(call).mock.calls.some(([endpoint, input]) => endpoint.path === '/atsteel/DataManagement/custom/page' && (input as { overdue?: string }).overdue === 'true')).toBe(true),
      { timeout: LAZY },
    );
  });

  it('the order page offers exactly the steps of nextActions', async () => {
    detail = detailOf({ state: 'preReview', nextActions: ['pass', 'reject'] });
    openOrder();
    await shown('custom-platform-actions', LAZY);
    const panel = screen.getByTestId('custom-platform-actions');
    expect(within(panel).getAllByRole('button').map((button) => button.getAttribute('data-testid'))).toEqual(['custom-step-pass', 'custom-step-reject']);
  });

  it('a rejection needs its reason, then sends it and reloads the order', async () => {
    detail = detailOf({ state: 'preReview', nextActions: ['pass', 'reject'] });
    openOrder();
    await shown('custom-step-reject', LAZY);
    fireEvent.click(screen.getByTestId('custom-step-reject'));
    fireEvent.click(await screen.findByTestId('custom-step-reject-confirm', undefined, { timeout: LAZY }));
    await screen.findByText('Please give the reason for the rejection', undefined, { timeout: LAZY });
    expect(stepCalls()).toEqual([]);
    const before = vi.mocked(call).mock.calls.filter(([endpoint]) => endpoint.path === '/atsteel/material/custom/detail').length;
    fireEvent.change(screen.getByTestId('custom-step-reject-note'), { target: { value: 'Composition not feasible' } });
    fireEvent.click(screen.getByTestId('custom-step-reject-confirm'));
    await waitFor(() => expect(stepCalls()).toEqual([{ id: 7, action: 'reject', note: 'Composition not feasible' }]), { timeout: LAZY });
    await waitFor(() => expect(vi.mocked(call).mock.calls.filter(([endpoint]) => endpoint.path === '/atsteel/material/custom/detail').length).toBeGreaterThan(before), { timeout: LAZY });
  });

  it('once the contract is drawn up it downloads, beside the contract steps offered', async () => {
    detail = detailOf({ state: 'contract', contractNo: 'HT202611200001', contractDrawnTime: TIME, nextActions: ['signPlatform', 'cancelContract'] });
    openOrder();
    await shown('custom-platform-actions', LAZY);
    const panel = screen.getByTestId('custom-platform-actions');
    expect(within(panel).getAllByRole('button').map((button) => button.getAttribute('data-testid'))).toEqual([
      'custom-contract-download',
      'custom-step-signPlatform',
      'custom-step-cancelContract',
    ]);
  });

  describe('the offer', () => {
    const setOffer = async () => {
      openOrder();
      await shown('custom-step-setOffer', LAZY);
      fireEvent.click(screen.getByTestId('custom-step-setOffer'));
      await shown('offer-total', LAZY);
    };
    const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

    it('is prefilled from the previous offer and sends yuan as integer fen', async () => {
      detail = detailOf({ state: 'offer', nextActions: ['setOffer'] });
      await setOffer();
      expect((screen.getByTestId('offer-total') as HTMLInputElement).value).toBe('120000.00');
      type('offer-total', '1234.56');
      type('offer-deposit', '300.5');
      fireEvent.click(screen.getByTestId('custom-step-setOffer-confirm'));
      await waitFor(() => expect(stepCalls()).toHaveLength(1), { timeout: LAZY });
      expect(stepCalls()[0]).toEqual({
        id: 7,
        action: 'setOffer',
        offer: {
          totalAmount: 123456,
          depositAmount: 30050,
          plan: 'Melt trials, then rolling.',
          dueDates: ['2030-01-10', '2030-02-10', '2030-03-10', '2030-04-10', '2030-05-10'],
          acceptance: [
            { itemId: 3, requirement: '≥ 355 MPa' },
            { itemId: 4, requirement: '≥ 34 J at −40 °C' },
          ],
        },
      });
    });

    it('refuses a deposit above the total', async () => {
      detail = detailOf({ state: 'offer', nextActions: ['setOffer'] });
      await setOffer();
      type('offer-total', '100');
      type('offer-deposit', '100.01');
      fireEvent.click(screen.getByTestId('custom-step-setOffer-confirm'));
      await screen.findByText('The deposit must be greater than 0 and at most the total amount', undefined, { timeout: LAZY });
      expect(stepCalls()).toEqual([]);
    });

    it('refuses due dates out of order', async () => {
      const milestones = detailOf({}).milestones.map((milestone) => (milestone.code === 'production' ? { ...milestone, dueDate: '2030-01-20' } : milestone));
      detail = detailOf({ state: 'offer', nextActions: ['setOffer'], milestones });
      await setOffer();
      fireEvent.click(screen.getByTestId('custom-step-setOffer-confirm'));
      expect(await screen.findAllByText('Every milestone needs a due date, in order, none before today', undefined, { timeout: LAZY })).toHaveLength(1);
      expect(stepCalls()).toEqual([]);
    });
  });

  it('product testing sends the reports and one result per acceptance test', async () => {
    detail = detailOf({ nextActions: ['testingDone'] });
    openOrder();
    await shown('custom-step-testingDone', LAZY);
    fireEvent.click(screen.getByTestId('custom-step-testingDone'));
    await shown('custom-result-0', LAZY);
    fireEvent.click(screen.getByTestId('custom-step-testingDone-confirm'));
    await screen.findByText('Please upload the test reports', undefined, { timeout: LAZY });
    expect(await screen.findAllByText('Please enter the result of every acceptance test', undefined, { timeout: LAZY })).toHaveLength(2);
    expect(stepCalls()).toEqual([]);

    const input = screen.getByTestId('custom-step-testingDone-files').querySelector('input[type=file]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['%PDF'], 'report.pdf', { type: 'application/pdf' })] } });
    });
    await shown('custom-step-testingDone-file-item', LAZY);
    fireEvent.change(screen.getByTestId('custom-result-0'), { target: { value: '402 MPa' } });
    fireEvent.change(screen.getByTestId('custom-result-1'), { target: { value: '28 J' } });
    fireEvent.click(screen.getByTestId('custom-passed-1'));
    fireEvent.click(screen.getByTestId('custom-step-testingDone-confirm'));
    await waitFor(() => expect(stepCalls()).toHaveLength(1), { timeout: LAZY });
    expect(stepCalls()[0]).toEqual({
      id: 7,
      action: 'testingDone',
      note: '',
      fileIds: ['5f0c6a8e-1c2b-4d3e-8f9a-0b1c2d3e4f50'],
      results: [
        { result: '402 MPa', passed: true },
        { result: '28 J', passed: false },
      ],
    });
  });

  it("the buyer's list opens each order on the portal and starts a new request there", async () => {
    const definition = consoleResource('customList');
    mountConsolePage(definition.route, definition.route, definition.pages.list);
    await shown(`custom-open-${row.orderNo}`, LAZY);
    expect(screen.getByTestId(`custom-open-${row.orderNo}`).getAttribute('href')).toBe('/custom/customDetail?id=7');
    expect(screen.getByTestId(`custom-overdue-${row.id}`)).toBeTruthy();
    fireEvent.click(screen.getByTestId('custom-new'));
    await shown('elsewhere', LAZY);
  });
});

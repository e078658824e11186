import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import enTesting from '../../../locales/en/testing.json';
import enPortal from '../../../locales/en/portal.json';
import enLaboratory from '../../../locales/en/laboratory.json';
import { initTestI18n } from '../../test/i18n';
import { readBasket, writeBasket } from './basket';
import { mountPortalPage, shown } from '../../test/portalPage';

/**
 * The cloud testing pages over canned answers of the contract calls: the landing's figures, and the order builder —
 * the browser's checks (project, items, address, agreement), a kit's items (at least one kept), the server's
 * estimate, placing an order and opening its payment, and the batch form's spreadsheet of samples.
 */
const TIME = '2026-01-01T04:00:00.000Z';
type Answer = unknown | ((input: unknown) => unknown);
let answers: Record<string, Answer> = {};
const calls: { path: string; input: unknown }[] = [];
const answer = async (path: string, input: unknown) => {
  calls.push({ path, input });
  const found = answers[path];
  const value = typeof found === 'function' ? (found as (input: unknown) => unknown)(input) : found;
  if (value instanceof Error) throw value;
  return value;
};
vi.mock('../../providers/http', () => ({
  call: vi.fn(async (endpoint: { path: string }, input: unknown) => answer(endpoint.path, input)),
  callFile: vi.fn(async () => ({ blob: new Blob(), headers: {} })),
  callUpload: vi.fn(async (endpoint: { path: string }, input: unknown) => answer(endpoint.path, input)),
}));
let sessionState: { token?: string; permissions?: string[] } = {};
vi.mock('../../providers/session', () => ({ useSession: () => sessionState }));

const { default: CloudHomepagePage } = await import('./pages/CloudHomepagePage');
const { default: CheckListPage } = await import('./pages/CheckListPage');
const { default: HighThroughputPage } = await import('./pages/HighThroughputPage');
const { default: CloudCheckPage } = await import('./pages/CloudCheckPage');
const { LabOrderSection } = await import('./components/LabOrderSection');

const PATHS = {
  figures: '/atsteel/examine/content/figures',
  list: '/atsteel/examine/content/list',
  kitPage: '/atsteel/examine/content/kitPage',
  kitDetail: '/atsteel/examine/content/kitDetail',
  myKit: '/atsteel/myData/jcb/detail',
  labs: '/atsteel/order/public/laboratories',
  estimate: '/atsteel/examine/order/estimate',
  addresses: '/atsteel/user/address/getAddress',
  saveJC: '/atsteel/examine/order/saveJC',
  saveJCB: '/atsteel/examine/order/saveJCB',
  pay: '/atsteel/order/public/pay',
  evaluations: '/atsteel/order/public/evaluation',
  parse: '/atsteel/examine/order/parseSamples',
};

const kitItem = (itemId: number, nameEn: string) => ({ itemId, condition: '', code: `C${itemId}`, kind: 'detection', nameZh: nameEn, nameEn, standards: ['GB/T 228.1'] });
const kit = {
  id: 7,
  name: 'Structural steel acceptance',
  kind: 'detection',
  description: '',
  common: true,
  isPublic: true,
  state: 'approved',
  rejectReason: null,
  items: [kitItem(1, 'Tensile test'), { ...kitItem(2, 'Charpy impact'), condition: '-20 °C' }],
  referencePrice: 50000,
  referenceDays: 5,
  ownerName: null,
  createTime: TIME,
  updateTime: TIME,
  submitTime: null,
};
const address = { id: 31, consignee: 'Li Lei', telephone: '13800000000', location: [], locationName: 'Shanghai', detail: 'No. 1 Road', isDefault: true, createTime: TIME, updateTime: TIME };
const labChoice = { laboratoryId: 5, name: 'Demo testing lab', city: 'Shanghai', region: null, amount: 30000, estimatedDays: 3 };
const estimate = {
  laboratoryId: 5,
  laboratoryName: 'Demo testing lab',
  lines: [{ itemId: 1, capabilityId: 9, kind: 'detection', nameZh: '拉伸', nameEn: 'Tensile test', standard: 'GB/T 228.1', condition: '', unitPrice: 61728, quantity: 2, cycleDays: 3, amount: 123456 }],
  amount: 123456,
  estimatedDays: 9,
  dueDate: '2027-01-12',
  holidays: [{ date: '2027-01-01', nameZh: '元旦', nameEn: "New Year's Day" }],
  calendarKnownUntil: 2026,
};

const pathsCalled = () => calls.map((call) => call.path);

describe('cloud testing pages', () => {
  beforeAll(async () => {
    const i18n = await initTestI18n('en');
    i18n.addResourceBundle('en', 'testing', enTesting);
    i18n.addResourceBundle('en', 'portal', enPortal);
    i18n.addResourceBundle('en', 'laboratory', enLaboratory);
  });
  beforeEach(() => {
    calls.length = 0;
    sessionStorage.clear();
    sessionState = { token: 't', permissions: [] };
    answers = {
      [PATHS.addresses]: { list: [address], total: 1, pageNum: 1, pageSize: 100 },
      [PATHS.labs]: [labChoice],
      [PATHS.estimate]: estimate,
      [PATHS.list]: { list: [], total: 0, pageNum: 1, pageSize: 20 },
    };
  });

  it('the landing shows the figures the server counted, zero as zero, and the categories with their totals', async () => {
    answers[PATHS.figures] = {
      laboratories: 4,
      items: 30,
      offeredItems: 17,
      offers: 40,
      publicKits: 0,
      ordersCompleted: 1234,
      samplesTested: 5678,
      categories: [
        { kind: 'detection', category: 'mechanical', count: 6 },
        { kind: 'detection', category: 'corrosion', count: 1 },
      ],
    };
    answers[PATHS.kitPage] = { list: [kit], total: 1, pageNum: 1, pageSize: 6 };
    sessionState = {};
    mountPortalPage('/cloud/cloudHomepage', '/cloud/cloudHomepage', CloudHomepagePage);
    await shown('cloud-figures');
    expect(screen.getByTestId('cloud-figure-laboratories').textContent).toContain('4');
    expect(screen.getByTestId('cloud-figure-offeredItems').textContent).toContain('17');
    expect(screen.getByTestId('cloud-figure-publicKits').textContent).toContain('0');
    expect(screen.getByTestId('cloud-figure-ordersCompleted').textContent).toContain('1,234');
    expect(screen.getByTestId('cloud-figure-samplesTested').textContent).toContain('5,678');
    await shown('cloud-categories');
    expect(screen.getByTestId('cloud-category-mechanical').textContent).toContain('6 items');
    expect(screen.getByTestId('cloud-category-corrosion').textContent).toContain('1 item');
    expect(screen.getByTestId('cloud-category-melting').textContent).toContain('0 items');
    await shown('kit-order-7');
    expect(screen.getByTestId('kit-order-7').getAttribute('href')).toBe('/cloud/checkList?kitId=7');
    expect(screen.getByTestId('kit-card-7').textContent).toContain('¥500.00');
  });

  it('a visitor is sent to sign in and comes back to the builder', async () => {
    sessionState = {};
    mountPortalPage('/cloud/checkList?kitId=7', '/cloud/checkList', CheckListPage);
    await shown('where');
    expect(screen.getByTestId('where').textContent).toBe(`/login?redirect=${encodeURIComponent('/cloud/checkList?kitId=7')}`);
    expect(calls).toEqual([]);
  });

  it('placing an empty order shows the rules: project name, items, address, agreement; nothing is saved', async () => {
    answers[PATHS.addresses] = { list: [], total: 0, pageNum: 1, pageSize: 100 };
    mountPortalPage('/cloud/checkList', '/cloud/checkList', CheckListPage);
    await shown('builder-place');
    fireEvent.click(screen.getByTestId('builder-place'));
    await waitFor(() => expect(screen.getByText('Project name required')).toBeTruthy());
    expect(screen.getByText('Testing items must be selected')).toBeTruthy();
    expect(screen.getByText('Shipping address must be selected')).toBeTruthy();
    expect(screen.getByText('Please read and tick the technical service agreement')).toBeTruthy();
    expect(pathsCalled()).not.toContain(PATHS.saveJC);
    expect(pathsCalled()).not.toContain(PATHS.estimate);
  });

  it('a kit fills the items (the public kit when it is not the user’s own), removable but one is kept', async () => {
    answers[PATHS.myKit] = new Error('not yours');
    answers[PATHS.kitDetail] = kit;
    mountPortalPage('/cloud/checkList?kitId=7', '/cloud/checkList', CheckListPage);
    await shown('builder-kit');
    expect(screen.getByTestId('builder-kit').textContent).toContain('Structural steel acceptance');
    expect(screen.getByTestId('builder-lines').textContent).toContain('Tensile test');
    expect((screen.getByTestId('line-condition-2') as HTMLInputElement).value).toBe('-20 °C');
    expect(pathsCalled().slice(0, 2)).toEqual([PATHS.myKit, PATHS.kitDetail]);
    // The laboratories offering both items are asked for.
    await waitFor(() => expect(calls.find((call) => call.path === PATHS.labs)?.input).toEqual({ items: '1,2' }));

    fireEvent.click(screen.getByTestId('line-remove-1'));
    await waitFor(() => expect(screen.queryByTestId('line-remove-1')).toBeNull());
    fireEvent.click(screen.getByTestId('line-remove-2'));
    await waitFor(() => expect(screen.getByText('At least one item must be kept')).toBeTruthy());
    expect(screen.getByTestId('line-remove-2')).toBeTruthy();
  });

  it('shows the server’s estimate for the chosen laboratory, then places the order and opens its payment', async () => {
    writeBasket({ items: [{ itemId: 1, condition: '', nameZh: '拉伸', nameEn: 'Tensile test' }], laboratoryId: 5 });
    answers[PATHS.saveJC] = { id: 88, orderNo: 'JC2026' };
    answers[PATHS.pay] = { orderNo: 'PAY-88' };
    mountPortalPage('/cloud/checkList', '/cloud/checkList', CheckListPage);
    await shown('builder-lab-5');
    await waitFor(() => expect(screen.getByTestId('estimate-amount').textContent).toBe('¥1,234.56'), { timeout: 5000 });
    expect(calls.find((call) => call.path === PATHS.estimate)?.input).toEqual({ laboratoryId: 5, lines: [{ itemId: 1, condition: '', quantity: 1 }] });
    expect(screen.getByTestId('estimate-days').textContent).toBe('9 working days');
    expect(screen.getByTestId('estimate-due').textContent).toBe('2027-01-12');
    expect(screen.getByTestId('estimate-holidays').textContent).toContain("New Year's Day");
    expect(screen.getByTestId('estimate-calendar-note').textContent).toContain('2026');

    fireEvent.change(screen.getByTestId('builder-project'), { target: { value: 'Q355B plates' } });
    fireEvent.change(screen.getByTestId('sample-name-0'), { target: { value: 'Plate A' } });
    fireEvent.click(screen.getByTestId('builder-agree'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('builder-place'));
    });
    await shown('where');
    expect(screen.getByTestId('where').textContent).toBe('/librany/libranyPay?orderNo=PAY-88');
    const saved = calls.find((call) => call.path === PATHS.saveJC)?.input;
    expect(saved).toEqual({
      projectName: 'Q355B plates',
      laboratoryId: 5,
      addressId: 31,
      lines: [{ itemId: 1, condition: '', quantity: 1 }],
      samples: [{ name: 'Plate A', material: '', specification: '', count: 1, remark: '' }],
      remarks: '',
      batch: false,
      submit: true,
    });
    expect(calls.find((call) => call.path === PATHS.pay)?.input).toEqual({ id: 88 });
    // The basket is spent.
    expect(sessionStorage.length).toBe(0);
  }, 20_000);

  it('the batch form reads the uploaded sheet into the samples table and does every item on all samples', async () => {
    writeBasket({ items: [{ itemId: 1, condition: '', nameZh: '拉伸', nameEn: 'Tensile test' }] });
    answers[PATHS.parse] = {
      samples: [
        { name: 'S-1', material: 'Q235B', specification: '10 mm', count: 2, remark: '' },
        { name: 'S-2', material: 'Q235B', specification: '12 mm', count: 3, remark: 'edge' },
        { name: 'S-3', material: 'Q355B', specification: '', count: 1, remark: '' },
      ],
    };
    mountPortalPage('/cloud/highThroughput', '/cloud/highThroughput', HighThroughputPage);
    await shown('batch-upload');
    expect(screen.queryByTestId('sample-row-0')).toBeNull();
    const input = screen.getByTestId('batch-upload').querySelector('input[type=file]') as HTMLInputElement;
    const file = new File(['name,material'], 'samples.csv', { type: 'text/csv' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
    await shown('sample-row-2');
    expect((screen.getByTestId('sample-name-1') as HTMLInputElement).value).toBe('S-2');
    expect((screen.getByTestId('sample-remark-1') as HTMLInputElement).value).toBe('edge');
    expect(pathsCalled()).toContain(PATHS.parse);
    await waitFor(() => expect((screen.getByTestId('line-quantity-1') as HTMLInputElement).value).toBe('6'));

    fireEvent.click(screen.getByTestId('sample-remove-2'));
    await waitFor(() => expect(screen.queryByTestId('sample-row-2')).toBeNull());
  }, 20_000);

  it('picking items keeps them in the basket with the laboratory of the address, and builds the order from it', async () => {
    const item = { id: 1, code: 'T1', kind: 'detection', category: 'mechanical', nameZh: '拉伸', nameEn: 'Tensile test', standards: ['GB/T 228.1'], sampleZh: '', sampleEn: '', offerCount: 2, minPrice: 30000, minCycleDays: 3 };
    answers[PATHS.list] = { list: [item], total: 1, pageNum: 1, pageSize: 20 };
    mountPortalPage('/cloud/cloudCheck?laboratoryId=5', '/cloud/cloudCheck', CloudCheckPage);
    await shown('item-pick-1');
    expect(calls.find((call) => call.path === PATHS.list)?.input).toMatchObject({ laboratoryId: 5 });
    expect(screen.getByTestId('items-table').textContent).toContain('¥300.00');
    fireEvent.click(screen.getByTestId('item-pick-1'));
    await shown('basket-item-1');
    expect(readBasket()).toEqual({ items: [{ itemId: 1, condition: '', nameZh: '拉伸', nameEn: 'Tensile test' }], laboratoryId: 5 });
    fireEvent.click(screen.getByTestId('basket-build'));
    await shown('where');
    expect(screen.getByTestId('where').textContent).toBe('/cloud/checkList');
  });

  it('a laboratory’s page offers its items to order and its evaluations', async () => {
    const item = { id: 1, code: 'T1', kind: 'detection', category: 'mechanical', nameZh: '拉伸', nameEn: 'Tensile test', standards: ['GB/T 228.1'], sampleZh: '', sampleEn: '', offerCount: 1, minPrice: 30000, minCycleDays: 3 };
    answers[PATHS.list] = { list: [item], total: 1, pageNum: 1, pageSize: 10 };
    answers[PATHS.evaluations] = { list: [{ orderNo: 'JC1', stars: 4, text: 'Quick and clear', customer: 'L***', evaluateTime: TIME }], total: 1, pageNum: 1, pageSize: 5 };
    render(
      <AntdApp>
        <MemoryRouter>
          <LabOrderSection laboratoryId={3} />
        </MemoryRouter>
      </AntdApp>,
    );
    await shown('lab-order-items');
    expect(screen.getByTestId('lab-order-tests').getAttribute('href')).toBe('/cloud/cloudCheck?laboratoryId=3');
    await shown('lab-evaluations');
    expect(screen.getByTestId('lab-evaluations').textContent).toContain('Quick and clear');
    expect(calls.find((call) => call.path === PATHS.evaluations)?.input).toEqual({ laboratoryId: 3, pageNum: 1, pageSize: 5 });
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QualityApplication, QualityApplicationDetail } from '@contract/endpoints/quality';
import enQuality from '../../../locales/en/quality.json';
import enQualityConsole from '../../../locales/en/qualityConsole.json';
import { consoleResource, mountConsolePage, shown } from '../../test/consolePage';
import { initTestI18n } from '../../test/i18n';

/** The quality ranking's console pages over canned answers of the contract calls (the real data provider). */
const TIME = '2026-03-01T04:00:00.000Z';
const ORDER_NO = 'AT20260301120000123456';
const PAID_NO = 'AT20260301120000123457';
const category = { id: 1, code: 'plate', nameZh: '中厚板', nameEn: 'Plate' };
const grade = { id: 4, name: 'Q355B', standardCode: 'GB/T 1591-2018' };
const application: QualityApplication = {
  id: 3,
  submissionId: 9,
  userType: 'manufacturer',
  companyName: 'Applicant Steel Co.',
  creditCode: '91350100M000100Y43',
  address: 'No. 1 Mill Road',
  productName: 'Q355B hot-rolled plate',
  steelmakingLine: 'BOF 2',
  rollingLine: 'Plate mill 1',
  contactName: 'Li',
  contactInfo: '13800000000',
  instructions: '',
  year: 2026,
  state: 'pending',
  rejectReason: null,
  category,
  grade,
  total: 86.4,
  n: 40,
  applicant: 'demo-admin',
  lineId: null,
  submitTime: TIME,
  updateTime: TIME,
};
const detail: QualityApplicationDetail = {
  ...application,
  submission: {
    id: 9,
    category,
    limits: {
      grade,
      composition: [{ el: 'C', min: null, max: 0.24 }],
      bands: [{ minMm: 0, maxMm: 16, yieldMin: 355, tensileMin: 470, tensileMax: 630, elongationMin: 20 }],
      impact: { tempC: 20, energyMin: 34 },
    },
    dataFileName: 'q355b.xlsx',
    reportFileId: null,
    n: 40,
    preview: [
      {
        id: 'H1',
        thicknessMm: 12,
        thicknessDeviationMm: 0.1,
        thicknessToleranceMm: 0.5,
        yieldMPa: 400,
        tensileMPa: 520,
        elongationPct: 24,
        impactEnergyJ: 80,
        impactTempC: 20,
        composition: { C: 0.17 },
      },
    ],
    score: {
      methodVersion: '1.0',
      n: 40,
      total: 86.4,
      smallSample: false,
      indicators: [
        { key: 'conformity', weight: 0.4, effectiveWeight: 0.4, score: 100, contribution: 40, value: 1, applicable: true, detail: {} },
        { key: 'capability', weight: 0.6, effectiveWeight: 0.6, score: 77.3, contribution: 46.4, value: 1.21, applicable: true, detail: {} },
      ],
      improvements: [{ key: 'capability', gain: 13.6 }],
    },
    rank: null,
    applicationId: 3,
    createTime: TIME,
  },
  nextActions: ['approve', 'reject'],
  history: [],
};
const order = {
  orderNo: ORDER_NO,
  kind: 'report',
  itemRef: '12',
  itemName: 'Q355B hot-rolled plate report',
  unitPrice: 19900,
  quantity: 1,
  listAmount: 19900,
  discounts: [],
  amount: 19900,
  state: 'waiting',
  channel: null,
  live: false,
  transactionId: null,
  paidTime: null,
  expireTime: TIME,
  createTime: TIME,
  delivery: null,
  invoiceId: null,
  nextActions: ['cancel'],
};
/** A lazy page's first render loads its chunk: longer than a plain wait. */
const LAZY = 15_000;
const page = (list: unknown[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10 });

let answers: Record<string, unknown> = {};
const calls: { path: string; input: unknown }[] = [];
const files: { path: string; input: unknown }[] = [];
vi.mock('../../providers/http', () => ({
  call: vi.fn(async (endpoint: { path: string }, input: unknown) => {
    calls.push({ path: endpoint.path, input });
    return answers[endpoint.path];
  }),
  callFile: vi.fn(async (endpoint: { path: string }, input: unknown) => {
    files.push({ path: endpoint.path, input });
    return { blob: new Blob(['%PDF']), headers: {} };
  }),
  callUpload: vi.fn(),
}));
vi.mock('../../providers/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useSession: () => ({ token: 't', permissions: ['profile:read', 'quality:audit'] }),
}));

const inputsOf = (path: string) => calls.filter((call) => call.path === path).map((call) => call.input);

beforeAll(async () => {
  const i18n = await initTestI18n('en');
  i18n.addResourceBundle('en', 'quality', enQuality);
  i18n.addResourceBundle('en', 'qualityConsole', enQualityConsole);
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
});
beforeEach(() => {
  calls.length = 0;
  files.length = 0;
  answers = {
    '/atsteel/qc/apply/get': detail,
    '/atsteel/DataManagement/qc/apply/approve': { ...detail, state: 'approved', nextActions: [] },
    '/atsteel/DataManagement/qc/apply/reject': { ...detail, state: 'rejected', nextActions: [] },
  };
});

describe('the auditors’ review of an application', () => {
  const openReview = async () => {
    const { route, pages } = consoleResource('qualityCheck');
    mountConsolePage(`${route}/show/3`, `${route}/show/:id`, pages.show!, undefined, ['show']);
    await shown('audit-reject', LAZY);
    expect(screen.getByTestId('application-credit-code').textContent).toBe('91350100M000100Y43');
    expect(screen.getByTestId('quality-score')).toBeTruthy();
    expect(screen.getByTestId('quality-limits')).toBeTruthy();
    expect(screen.getByTestId('application-samples')).toBeTruthy();
  };

  it('approves with the report price typed in yuan and sent in fen; a price of 0 is refused first', async () => {
    await openReview();
    fireEvent.click(screen.getByTestId('audit-approve'));
    await shown('audit-approve-price');
    const price = screen.getByTestId('audit-approve-price') as HTMLInputElement;
    expect(price.value).toBe('199.00');

    fireEvent.change(price, { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('audit-approve-confirm'));
    await waitFor(() => expect(screen.getByText('Please enter a report price greater than 0')).toBeTruthy(), { timeout: 5000 });
    expect(inputsOf('/atsteel/DataManagement/qc/apply/approve')).toHaveLength(0);

    fireEvent.change(price, { target: { value: '250.5' } });
    fireEvent.click(screen.getByTestId('audit-approve-confirm'));
    await waitFor(() => expect(inputsOf('/atsteel/DataManagement/qc/apply/approve')).toEqual([{ id: 3, reportPrice: 25050 }]));
  }, 40_000);

  it('rejecting needs a reason, which is sent with the refusal', async () => {
    await openReview();
    fireEvent.click(screen.getByTestId('audit-reject'));
    await shown('audit-reject-confirm');
    fireEvent.click(screen.getByTestId('audit-reject-confirm'));
    await waitFor(() => expect(screen.getByText('Please give the reason for the rejection')).toBeTruthy(), { timeout: 5000 });
    expect(inputsOf('/atsteel/DataManagement/qc/apply/reject')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('audit-reject-reason'), { target: { value: 'The test report is missing' } });
    fireEvent.click(screen.getByTestId('audit-reject-confirm'));
    await waitFor(() => expect(inputsOf('/atsteel/DataManagement/qc/apply/reject')).toEqual([{ id: 3, reason: 'The test report is missing' }]));
  }, 40_000);

  it('offers no decision on an application already decided', async () => {
    answers['/atsteel/qc/apply/get'] = { ...detail, state: 'approved', lineId: 12, nextActions: [] };
    const { route, pages } = consoleResource('qualityCheck');
    mountConsolePage(`${route}/show/3`, `${route}/show/:id`, pages.show!, undefined, ['show']);
    await shown('application-line', LAZY);
    expect(screen.getByTestId('application-line').getAttribute('href')).toBe('/economy/economyDetail?id=12');
    expect(screen.queryByTestId('audit-approve')).toBeNull();
    expect(screen.queryByTestId('audit-reject')).toBeNull();
  }, 40_000);

  it('the queue opens on the pending applications', async () => {
    answers['/atsteel/DataManagement/qc/apply/page'] = page([application]);
    const { route, pages } = consoleResource('qualityCheck');
    mountConsolePage(route, route, pages.list, undefined, ['show']);
    await shown('queue-open-3', LAZY);
    expect(screen.getByTestId('queue-open-3').getAttribute('href')).toBe('/my/qualityCheck/show/3');
    expect(inputsOf('/atsteel/DataManagement/qc/apply/page')[0]).toMatchObject({ state: 'pending', pageNum: 1 });
  }, 40_000);
});

describe('my applications', () => {
  it('link a rejected one to the application form to resubmit it and an approved one to its line', async () => {
    answers['/atsteel/qc/apply/page'] = page([
      { ...application, id: 7, state: 'rejected', rejectReason: 'Missing report' },
      { ...application, id: 8, state: 'approved', lineId: 12 },
      application,
    ]);
    const { route, pages } = consoleResource('qualityApplication');
    mountConsolePage(route, route, pages.list, undefined, ['show']);
    await shown('application-resubmit-7', LAZY);
    expect(screen.getByTestId('application-resubmit-7').getAttribute('href')).toBe('/economy/economyApply?id=7');
    expect(screen.getByTestId('application-line-8').getAttribute('href')).toBe('/economy/economyDetail?id=12');
    expect(screen.queryByTestId('application-resubmit-8')).toBeNull();
    expect(screen.queryByTestId('application-resubmit-3')).toBeNull();
    expect(screen.getByTestId('application-open-3').getAttribute('href')).toBe('/my/qualityApplication/show/3');

    fireEvent.click(screen.getByTestId('applications-tab-rejected'));
    await waitFor(() => expect(inputsOf('/atsteel/qc/apply/page').at(-1)).toMatchObject({ state: 'rejected' }));
  }, 40_000);

  it('show where to start when there are none', async () => {
    answers['/atsteel/qc/apply/page'] = page([]);
    const { route, pages } = consoleResource('qualityApplication');
    mountConsolePage(route, route, pages.list, undefined, ['show']);
    await shown('applications-empty', LAZY);
    expect(screen.getByText('Simulate a ranking and apply').getAttribute('href')).toBe('/economy/economyHome');
  }, 40_000);

  it('the detail of a rejected one shows the reason and resubmits on the form when offered', async () => {
    answers['/atsteel/qc/apply/get'] = { ...detail, state: 'rejected', rejectReason: 'Missing report', nextActions: ['resubmit'] };
    const { route, pages } = consoleResource('qualityApplication');
    mountConsolePage(`${route}/show/3`, `${route}/show/:id`, pages.show!, undefined, ['show']);
    await shown('application-resubmit', LAZY);
    expect(screen.getByTestId('application-reject-reason').textContent).toContain('Missing report');
    fireEvent.click(screen.getByTestId('application-resubmit'));
    await shown('elsewhere');
  }, 40_000);
});

describe('my report orders', () => {
  it('lists report orders only: pay or cancel a waiting one, download a paid one', async () => {
    answers['/atsteel/payment/pageOrder'] = page([order, { ...order, orderNo: PAID_NO, state: 'paid', nextActions: [], paidTime: TIME }]);
    const { route, pages } = consoleResource('specialReportOrder');
    mountConsolePage(route, route, pages.list);
    await shown(`report-download-${PAID_NO}`, LAZY);
    expect(inputsOf('/atsteel/payment/pageOrder')[0]).toMatchObject({ kind: 'report', pageNum: 1 });
    expect(screen.getByTestId(`order-pay-${ORDER_NO}`).getAttribute('href')).toBe(`/economy/economyPay?orderNo=${ORDER_NO}`);
    expect(screen.getByTestId(`order-cancel-${ORDER_NO}`)).toBeTruthy();
    expect(screen.queryByTestId(`report-download-${ORDER_NO}`)).toBeNull();
    expect(screen.getByTestId(`report-order-open-${ORDER_NO}`).getAttribute('href')).toBe(`/my/specialReportOrderDetail?orderNo=${ORDER_NO}`);

    fireEvent.click(screen.getByTestId(`report-download-${PAID_NO}`));
    await waitFor(() => expect(files).toEqual([{ path: '/atsteel/qc/downloadReport', input: { id: 12 } }]));
  }, 40_000);

  it('the detail links the line and downloads the paid report', async () => {
    answers['/atsteel/payment/getOrder'] = {
      code: 200,
      msg: 'ok',
      data: { ...order, state: 'paid', nextActions: [], paidTime: TIME, history: [], buyer: { userId: 1, name: 'buyer', mobile: null, companyName: null } },
    };
    const { route, pages } = consoleResource('specialReportOrderDetail');
    mountConsolePage(`${route}?orderNo=${ORDER_NO}`, route, pages.list);
    await shown('order-download', LAZY);
    expect(inputsOf('/atsteel/payment/getOrder')).toEqual([{ orderNo: ORDER_NO }]);
    expect(screen.getByTestId('order-line').getAttribute('href')).toBe('/economy/economyDetail?id=12');
  }, 40_000);
});

describe('the method’s versions (auditors)', () => {
  const method = {
    version: '2026.1',
    note: '',
    publishedAt: TIME,
    versions: ['2026.1'],
    indicators: [
      { key: 'conformity', weight: 0.3, params: { rateZero: 0.9, rateFull: 1 } },
      { key: 'capability', weight: 0.25, params: { cpkZero: 0.67, cpkFull: 1.67 } },
      { key: 'compositionStability', weight: 0.15, params: { cpkZero: 0.67, cpkFull: 1.67 } },
      { key: 'toughnessMargin', weight: 0.15, params: { marginFull: 1 } },
      { key: 'dataVolume', weight: 0.15, params: { nFull: 50, nSmall: 30 } },
    ],
  };

  it('shows the current method and publishes the next version with the weights as edited', async () => {
    answers['/atsteel/qc/index/getParam'] = method;
    answers['/atsteel/DataManagement/qc/method/publish'] = { ...method, version: '2026.2', versions: ['2026.2', '2026.1'] };
    const { route, pages } = consoleResource('qualityMethod');
    mountConsolePage(route, route, pages.list);
    await shown('method-publish', LAZY);
    expect((screen.getByTestId('method-version') as HTMLInputElement).value).toBe('2026.2');
    fireEvent.change(screen.getByTestId('method-weight-toughnessMargin'), { target: { value: '0.2' } });
    fireEvent.change(screen.getByTestId('method-weight-dataVolume'), { target: { value: '0.1' } });
    fireEvent.click(screen.getByTestId('method-publish'));
    await waitFor(() => expect(inputsOf('/atsteel/DataManagement/qc/method/publish')).toHaveLength(1), { timeout: 5000 });
    const [sent] = inputsOf('/atsteel/DataManagement/qc/method/publish') as { version: string; indicators: { key: string; weight: number }[] }[];
    expect(sent.version).toBe('2026.2');
    expect(sent.indicators.map((indicator) => indicator.weight)).toEqual([0.3, 0.25, 0.15, 0.2, 0.1]);
  }, 40_000);
});

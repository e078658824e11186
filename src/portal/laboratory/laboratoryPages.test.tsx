import { Suspense, type ComponentType } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import enLaboratory from '../../../locales/en/laboratory.json';
import { initTestI18n } from '../../test/i18n';

/**
 * The laboratory pages over canned answers of the contract calls: the application form for a laboratory account
 * in each state, the visitor's explanation, and the public detail with its booking links.
 */
const TIME = '2026-01-01T04:00:00.000Z';
const application = {
  id: 3,
  name: '华东材料检测中心',
  introduction: 'Tests',
  logoId: null,
  brochureId: null,
  contactName: '陈静',
  contactPhone: '021-55556666',
  city: '上海',
  region: null,
  address: '',
  qualifications: [{ kind: 'CNAS', number: 'L1234', fileId: null }],
  companyName: 'Lab',
  state: 'draft',
  rejectReason: null,
  submitTime: null,
  reviewTime: null,
  publishTime: null,
  createTime: TIME,
  updateTime: TIME,
  capabilityCount: 1,
  instrumentCount: 1,
  capabilityFileIds: [],
  attachmentIds: [],
  capabilities: [{ id: 5, itemId: null, kind: 'detection', name: 'Tensile test', standardMethod: 'GB/T 228.1', price: 30000, cycleDays: 3, description: '' }],
  instruments: [{ id: 9, name: 'SEM', model: 'SU5000', maker: 'Hitachi', typeCode: 'SEM', specifications: '', photoId: null, bookable: true }],
  files: [],
  nextActions: ['edit', 'submit'],
  history: [],
};
let answers: Record<string, unknown> = {};
const calls: { path: string; input: unknown }[] = [];
vi.mock('../../providers/http', () => ({
  call: vi.fn(async (endpoint: { path: string }, input: unknown) => {
    calls.push({ path: endpoint.path, input });
    return answers[endpoint.path];
  }),
  callFile: vi.fn(async () => ({ blob: new Blob(), headers: {} })),
  callUpload: vi.fn(),
}));
let sessionState: { token?: string; permissions?: string[] } = {};
vi.mock('../../providers/session', () => ({ useSession: () => sessionState }));

const { default: TesterSettledPage } = await import('./pages/TesterSettledPage');
const { default: TesterDetailPage } = await import('./pages/TesterDetailPage');

function mount(path: string, route: string, Page: ComponentType) {
  return render(
    <AntdApp>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback="loading">
          <Routes>
            <Route path={route} element={<Page />} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </AntdApp>,
  );
}
const shown = (testId: string) => waitFor(() => expect(screen.getByTestId(testId)).toBeTruthy(), { timeout: 5000 });

describe('laboratory pages', () => {
  beforeAll(async () => {
    const i18n = await initTestI18n('en');
    i18n.addResourceBundle('en', 'laboratory', enLaboratory);
  });
  beforeEach(() => {
    calls.length = 0;
    sessionState = { token: 't', permissions: ['laboratory:operate'] };
  });

  it('a visitor reads what entry means and is asked to sign in', async () => {
    sessionState = {};
    mount('/cloud/testerSettled', '/cloud/testerSettled', TesterSettledPage);
    await shown('lab-login');
    expect(screen.getAllByText(/cannot be modified until the platform has reviewed it/).length).toBe(1);
    expect(calls).toEqual([]);
  });

  it('a signed-in account that is not a laboratory gets the hint, not the form', async () => {
    sessionState = { token: 't', permissions: ['profile:read'] };
    mount('/cloud/testerSettled', '/cloud/testerSettled', TesterSettledPage);
    await shown('lab-not-lab');
    expect(screen.queryByTestId('lab-application')).toBeNull();
  });

  it('a draft is editable: labelled fields, items, instruments, save and submit after a confirmation', async () => {
    answers = { '/atsteel/laboratory/get': application, '/atsteel/laboratory/save': application, '/atsteel/laboratory/submit': { ...application, state: 'pending', nextActions: [] } };
    mount('/cloud/testerSettled', '/cloud/testerSettled', TesterSettledPage);
    await shown('lab-state-draft');
    expect((screen.getByLabelText('Laboratory name') as HTMLInputElement).value).toBe('华东材料检测中心');
    expect(screen.getByTestId('capability-table').textContent).toContain('¥300.00');
    expect(screen.getByTestId('capability-table').textContent).toContain('3 working days');
    expect(screen.getByTestId('capability-add')).toBeTruthy();
    expect(screen.getByTestId('instrument-add')).toBeTruthy();
    fireEvent.click(screen.getByTestId('lab-submit'));
    await shown('lab-submit-confirm');
    fireEvent.click(screen.getByTestId('lab-submit-confirm'));
    await shown('lab-state-pending');
    expect(calls.map((call) => call.path)).toEqual(['/atsteel/laboratory/get', '/atsteel/laboratory/save', '/atsteel/laboratory/submit']);
    expect(calls[1].input).toMatchObject({ name: '华东材料检测中心', qualifications: [{ kind: 'CNAS', number: 'L1234' }] });
    // Submitted: read-only.
    expect(screen.queryByTestId('lab-submit')).toBeNull();
    expect(screen.queryByTestId('capability-add')).toBeNull();
  }, 20_000);

  it('a capability picked from the catalogue fills its type, name and standard and is sent with its item', async () => {
    const impact = { id: 7, code: 'D-IMP', kind: 'detection', category: 'mechanical', nameZh: '冲击试验', nameEn: 'Charpy impact', standards: ['GB/T 229', 'ISO 148-1'], sampleZh: '', sampleEn: '', offerCount: 0, minPrice: null, minCycleDays: null };
    answers = {
      '/atsteel/laboratory/get': application,
      '/atsteel/examine/content/list': { list: [impact], total: 1, pageNum: 1, pageSize: 20 },
      '/atsteel/laboratory/capability/save': { ...application, capabilities: [...application.capabilities, { id: 6, itemId: 7, kind: 'detection', name: 'Charpy impact', standardMethod: 'GB/T 229', price: 20000, cycleDays: 5, description: '' }] },
    };
    mount('/cloud/testerSettled', '/cloud/testerSettled', TesterSettledPage);
    await shown('capability-add');
    expect(screen.getByTestId('capability-orderable-0').textContent).toBe('Other item');
    fireEvent.click(screen.getByTestId('capability-add'));
    await shown('capability-item');
    fireEvent.mouseDown(screen.getByTestId('capability-item').querySelector('.ant-select-selector')!);
    await shown('item-option-7');
    fireEvent.click(screen.getByTestId('item-option-7'));
    await waitFor(() => expect((document.querySelector('#capability_name') as HTMLInputElement).value).toBe('Charpy impact'));
    expect((document.querySelector('#capability_standardMethod') as HTMLInputElement).value).toBe('GB/T 229');
    fireEvent.change(document.querySelector('#capability_priceYuan')!, { target: { value: '200' } });
    fireEvent.click(screen.getByTestId('capability-save'));
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/atsteel/laboratory/capability/save'));
    expect(calls.find((call) => call.path === '/atsteel/laboratory/capability/save')?.input).toMatchObject({ itemId: 7, kind: 'detection', name: 'Charpy impact', standardMethod: 'GB/T 229', price: 20000 });
    await waitFor(() => expect(screen.getByTestId('capability-orderable-1').textContent).toBe('Orderable online'));
  }, 20_000);

  it('an approved laboratory may still change its items, not the rest of the entry', async () => {
    answers = { '/atsteel/laboratory/get': { ...application, state: 'approved', region: 'east', nextActions: [] } };
    mount('/cloud/testerSettled', '/cloud/testerSettled', TesterSettledPage);
    await shown('lab-state-approved');
    expect(screen.getByTestId('capability-offers-editable')).toBeTruthy();
    expect(screen.getByTestId('capability-add')).toBeTruthy();
    expect(screen.getByTestId('capability-edit-0')).toBeTruthy();
    expect(screen.queryByTestId('instrument-add')).toBeNull();
    expect(screen.queryByTestId('lab-submit')).toBeNull();
    expect(screen.getByTestId('lab-region').textContent).toContain('East China');
    expect((screen.getByLabelText('Laboratory name') as HTMLInputElement).disabled).toBe(true);
  });

  it('a rejected application shows the reason and stays editable', async () => {
    answers = { '/atsteel/laboratory/get': { ...application, state: 'rejected', rejectReason: 'Scan unreadable' } };
    mount('/cloud/testerSettled', '/cloud/testerSettled', TesterSettledPage);
    await shown('lab-reject-reason');
    expect(screen.getByTestId('lab-reject-reason').textContent).toContain('Scan unreadable');
    expect(screen.getByTestId('lab-submit')).toBeTruthy();
  });

  it('the public detail links bookable instruments to their booking page', async () => {
    answers = { '/atsteel/laboratory/detail': { ...application, instruments: [...application.instruments, { ...application.instruments[0], id: 10, bookable: false }] } };
    mount('/cloud/testerDetail?id=3', '/cloud/testerDetail', TesterDetailPage);
    await shown('lab-book-0');
    expect(screen.getByTestId('lab-book-0').getAttribute('href')).toBe('/cloud/equipmentDetail?id=9');
    expect(screen.queryByTestId('lab-book-1')).toBeNull();
    expect(screen.getByTestId('lab-detail-name').textContent).toBe('华东材料检测中心');
  });
});


import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import enTestKits from '../../../locales/en/testKits.json';
import { consoleResource, mountConsolePage, shown } from '../../test/consolePage';
import { initTestI18n } from '../../test/i18n';

/** The test kit screens over canned answers: my kits, a kit's detail and audit, the platform's review and calendar. */
const TIME = '2026-01-01T04:00:00.000Z';
const item = { itemId: 7, condition: 'at −20 °C', code: 'D-IMP', kind: 'detection', nameZh: '冲击试验', nameEn: 'Charpy impact', standards: ['GB/T 229'] };
const kit = {
  id: 4,
  name: 'Structural steel acceptance',
  kind: 'detection',
  description: 'Tensile and impact',
  common: false,
  isPublic: false,
  state: 'private',
  rejectReason: null,
  items: [item],
  referencePrice: 45000,
  referenceDays: 5,
  ownerName: 'demo-individual',
  createTime: TIME,
  updateTime: TIME,
  submitTime: null,
};
const detail = { ...kit, nextActions: ['publish'], history: [] };
const catalogue = {
  list: [{ id: 7, code: 'D-IMP', kind: 'detection', category: 'mechanical', nameZh: '冲击试验', nameEn: 'Charpy impact', standards: ['GB/T 229'], sampleZh: '', sampleEn: '', offerCount: 1, minPrice: 45000, minCycleDays: 5 }],
  total: 1,
  pageNum: 1,
  pageSize: 20,
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
let permissions: string[] = [];
vi.mock('../../providers/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useSession: () => ({ token: 't', permissions }),
}));

const pathsCalled = () => calls.map((call) => call.path);

describe('test kit console pages', () => {
  beforeAll(async () => {
    const i18n = await initTestI18n('en');
    i18n.addResourceBundle('en', 'testKits', enTestKits);
  });
  beforeEach(() => {
    calls.length = 0;
    permissions = ['testKit:audit'];
    answers = {
      '/atsteel/myData/jcb/page': { list: [kit], total: 1, pageNum: 1, pageSize: 10 },
      '/atsteel/myData/jcb/detail': detail,
      '/atsteel/examine/content/list': catalogue,
    };
  });

  it('lists my kits with their figures and the link to order one', async () => {
    const { route, pages } = consoleResource('checkBag');
    mountConsolePage(route, route, pages.list);
    await shown('kit-open-Structural steel acceptance');
    const table = screen.getByTestId('kit-table').textContent;
    expect(table).toContain('¥450.00');
    expect(table).toContain('5 working days');
    expect(screen.getAllByTestId('kit-order')[0].getAttribute('href')).toBe('/cloud/checkList?kitId=4');
  }, 20_000);

  it('a kit without an offer for every item says so instead of a price', async () => {
    answers['/atsteel/myData/jcb/page'] = { list: [{ ...kit, referencePrice: null, referenceDays: null }], total: 1, pageNum: 1, pageSize: 10 };
    const { route, pages } = consoleResource('checkBag');
    mountConsolePage(route, route, pages.list);
    await shown('kit-open-Structural steel acceptance');
    expect(screen.getByTestId('kit-table').textContent).toContain('No offer yet');
  });

  it('the drawer asks for a name and at least one item before saving', async () => {
    const { route, pages } = consoleResource('checkBag');
    mountConsolePage(route, route, pages.list);
    await shown('kit-create');
    fireEvent.click(screen.getByTestId('kit-create'));
    await shown('kit-item-remove-0');
    fireEvent.click(screen.getByTestId('kit-item-remove-0'));
    fireEvent.click(screen.getByTestId('kit-save'));
    await waitFor(() => expect(screen.getByText("Please enter the test kit's name")).toBeTruthy());
    expect(screen.getByText('Testing items must be selected')).toBeTruthy();
    // An empty item row is refused too.
    fireEvent.click(screen.getByTestId('kit-item-add'));
    fireEvent.click(screen.getByTestId('kit-save'));
    await waitFor(() => expect(screen.getByText('Choose an item from the catalogue')).toBeTruthy());
    expect(pathsCalled()).not.toContain('/atsteel/myData/jcb/save');
  }, 20_000);

  it('a new kit is saved with the catalogue items picked and their conditions', async () => {
    answers['/atsteel/myData/jcb/save'] = detail;
    const { route, pages } = consoleResource('checkBag');
    mountConsolePage(route, route, pages.list);
    await shown('kit-create');
    fireEvent.click(screen.getByTestId('kit-create'));
    await shown('kit-item-select-0');
    fireEvent.change(screen.getByLabelText('Kit name'), { target: { value: 'Acceptance' } });
    fireEvent.mouseDown(screen.getByTestId('kit-item-select-0').querySelector('.ant-select-selector')!);
    await shown('item-option-7');
    expect(screen.getByTestId('item-option-7').textContent).toContain('GB/T 229');
    fireEvent.click(screen.getByTestId('item-option-7'));
    fireEvent.change(screen.getByLabelText('Condition'), { target: { value: 'at −20 °C' } });
    fireEvent.click(screen.getByTestId('kit-save'));
    await waitFor(() => expect(pathsCalled()).toContain('/atsteel/myData/jcb/save'));
    expect(calls.find((call) => call.path === '/atsteel/myData/jcb/save')?.input).toEqual({ name: 'Acceptance', description: '', items: [{ itemId: 7, condition: 'at −20 °C' }] });
  }, 20_000);

  it('a private kit offers to be made public, not revoked', async () => {
    const { route, pages } = consoleResource('checkBag');
    mountConsolePage(`${route}/show/4`, `${route}/show/:id`, pages.show!, undefined, ['show']);
    await shown('kit-detail');
    expect(screen.getByTestId('kit-publish')).toBeTruthy();
    expect(screen.queryByTestId('kit-revoke')).toBeNull();
    answers['/atsteel/myData/jcb/publish'] = { ...detail, state: 'pending', nextActions: ['revoke'] };
    fireEvent.click(screen.getByTestId('kit-publish'));
    await shown('kit-publish-confirm');
    fireEvent.click(screen.getByTestId('kit-publish-confirm'));
    await waitFor(() => expect(pathsCalled()).toContain('/atsteel/myData/jcb/publish'));
    expect(calls.find((call) => call.path === '/atsteel/myData/jcb/publish')?.input).toEqual({ id: 4 });
  });

  it('a kit under review offers revoke, and no delete', async () => {
    answers['/atsteel/myData/jcb/detail'] = { ...detail, state: 'pending', isPublic: true, nextActions: ['revoke'] };
    const { route, pages } = consoleResource('checkBag');
    mountConsolePage(`${route}/show/4`, `${route}/show/:id`, pages.show!, undefined, ['show']);
    await shown('kit-revoke');
    expect(screen.queryByTestId('kit-publish')).toBeNull();
    expect(screen.queryByTestId('kit-delete')).toBeNull();
    expect(screen.getByTestId('kit-edit')).toBeTruthy();
  });

  it("a rejected kit shows the auditor's reason first, and its history", async () => {
    answers['/atsteel/myData/jcb/detail'] = {
      ...detail,
      state: 'rejected',
      isPublic: true,
      rejectReason: 'The description is too vague',
      nextActions: ['publish'],
      history: [{ id: 2, action: 'reject', fromState: 'pending', toState: 'rejected', note: 'The description is too vague', operator: 'auditor', createTime: TIME }],
    };
    const { route, pages } = consoleResource('checkBag');
    mountConsolePage(`${route}/show/4`, `${route}/show/:id`, pages.show!, undefined, ['show']);
    await shown('kit-reject-reason');
    expect(screen.getByTestId('kit-reject-reason').textContent).toBe('The description is too vague');
    expect(screen.getByTestId('history-reject').textContent).toContain('Under review → Approval failed');
  });

  it('saving an approved kit warns that it goes back to review, then saves', async () => {
    const approved = { ...detail, state: 'approved', isPublic: true, nextActions: ['revoke'] };
    answers['/atsteel/myData/jcb/detail'] = approved;
    answers['/atsteel/myData/jcb/save'] = { ...approved, state: 'pending' };
    const { route, pages } = consoleResource('checkBag');
    mountConsolePage(`${route}/show/4`, `${route}/show/:id`, pages.show!, undefined, ['show']);
    await shown('kit-edit');
    fireEvent.click(screen.getByTestId('kit-edit'));
    await shown('kit-review-warning');
    await waitFor(() => expect((screen.getByLabelText('Kit name') as HTMLInputElement).value).toBe('Structural steel acceptance'));
    fireEvent.click(screen.getByTestId('kit-save'));
    await shown('kit-review-again-confirm');
    expect(pathsCalled()).not.toContain('/atsteel/myData/jcb/save');
    fireEvent.click(screen.getByTestId('kit-review-again-confirm'));
    await waitFor(() => expect(pathsCalled()).toContain('/atsteel/myData/jcb/save'));
    expect(calls.find((call) => call.path === '/atsteel/myData/jcb/save')?.input).toEqual({
      id: 4,
      name: 'Structural steel acceptance',
      description: 'Tensile and impact',
      items: [{ itemId: 7, condition: 'at −20 °C' }],
    });
  }, 20_000);

  it('the review queue opens a kit; rejecting it needs a reason', async () => {
    const pending = { ...detail, state: 'pending', isPublic: true, submitTime: TIME, nextActions: ['approve', 'reject'] };
    answers['/atsteel/DataManagement/jcb/page'] = { list: [pending], total: 1, pageNum: 1, pageSize: 10 };
    answers['/atsteel/DataManagement/jcb/detail'] = pending;
    const { route, pages } = consoleResource('commonDetectionPackage');
    const queue = mountConsolePage(`${route}?tab=review`, route, pages.list);
    await shown('queue-open-Structural steel acceptance');
    expect(screen.getByTestId('queue-open-Structural steel acceptance').getAttribute('href')).toBe(`${route}/show/4`);
    queue.unmount();

    mountConsolePage(`${route}/show/4`, `${route}/show/:id`, pages.show!, undefined, ['show']);
    await shown('kit-review-detail');
    expect(screen.getByTestId('kit-items').textContent).toContain('Charpy impact');
    fireEvent.click(screen.getByTestId('audit-reject'));
    await shown('audit-reject-confirm');
    // A reason of blanks is refused (confirming without one leaves ReviewDecision's validation promise unhandled).
    fireEvent.change(screen.getByTestId('audit-reject-reason'), { target: { value: '   ' } });
    await waitFor(() => expect(screen.getByText('Please give the reason for the rejection')).toBeTruthy());
    expect(pathsCalled()).not.toContain('/atsteel/DataManagement/jcb/reject');
    fireEvent.change(screen.getByTestId('audit-reject-reason'), { target: { value: 'Items do not match the name' } });
    answers['/atsteel/DataManagement/jcb/reject'] = { ...pending, state: 'rejected', nextActions: [] };
    fireEvent.click(screen.getByTestId('audit-reject-confirm'));
    await waitFor(() => expect(pathsCalled()).toContain('/atsteel/DataManagement/jcb/reject'));
    expect(calls.find((call) => call.path === '/atsteel/DataManagement/jcb/reject')?.input).toEqual({ id: 4, reason: 'Items do not match the name' });
  }, 20_000);

  it('the working-day calendar is shown only to order administrators', async () => {
    answers['/atsteel/DataManagement/commonJcb/page'] = { list: [{ ...kit, common: true, state: 'approved', isPublic: true }], total: 1, pageNum: 1, pageSize: 10 };
    answers['/atsteel/DataManagement/calendar/list'] = [{ date: '2026-10-01', kind: 'holiday', nameZh: '国庆节', nameEn: 'National Day' }];
    const { route, pages } = consoleResource('commonDetectionPackage');
    const auditor = mountConsolePage(route, route, pages.list);
    await shown('common-kit-table');
    await waitFor(() => expect(screen.getByTestId('common-kit-table').textContent).toContain('Structural steel acceptance'));
    expect(screen.queryByText('Working-day calendar')).toBeNull();
    auditor.unmount();

    permissions = ['testKit:audit', 'order:administer'];
    mountConsolePage(`${route}?tab=calendar`, route, pages.list);
    await shown('calendar-table');
    await waitFor(() => expect(screen.getByTestId('calendar-table').textContent).toContain('National Day'));
    expect(screen.getByTestId('calendar-table').textContent).toContain('Thursday');
    expect(screen.getByText(/State Council/)).toBeTruthy();
    const asked = calls.find((call) => call.path === '/atsteel/DataManagement/calendar/list');
    expect((asked?.input as { year: number }).year).toBeGreaterThanOrEqual(2026);
    await act(async () => undefined);
  }, 20_000);
});

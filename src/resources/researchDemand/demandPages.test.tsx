import type { ComponentType } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CheckLoginResult } from '@contract/endpoints/loginCustom';
import enDemand from '../../../locales/en/demand.json';
import enLaboratory from '../../../locales/en/laboratory.json';
import { mountConsolePage, shown as shownWithin } from '../../test/consolePage';
import { initTestI18n } from '../../test/i18n';
import { session } from '../../providers/session';

/** The console pages of research demands in Refine, with the real data provider over canned answers. */
const TIME = '2026-11-27T02:00:00.000Z';
const row = {
  id: 7,
  demandNo: 'RD202611271000001234',
  title: 'Weld fatigue test',
  description: 'Fatigue of the fusion zone',
  material: 'Q345B',
  sampleCount: 3,
  equipmentType: 'fatigue',
  wishedDate: '2026-12-10',
  budget: null,
  state: 'quoted',
  quoteCount: 1,
  createTime: TIME,
  closeReason: null,
  ownerName: 'Li Ming',
  contactName: '李明',
  nextActions: ['adminClose'],
};
const quote = { id: 3, demandId: 7, laboratoryId: 1, laboratoryName: 'Lab A', price: 110_000, days: 8, note: '', state: 'offered', orderNo: null, createTime: TIME, updateTime: TIME };
const detail = {
  ...row,
  viewer: 'administrator',
  contactPhone: '13912345678',
  attachments: [{ id: '5f0c6a8e-1c2b-4d3e-8f9a-0b1c2d3e4f50', name: 'drawing.pdf', contentType: 'application/pdf', size: 10, purpose: 'demandFile' }],
  quotes: [quote],
  contactBy: TIME,
  history: [{ id: 1, action: 'quote', fromState: 'open', toState: 'quoted', note: 'Lab A', operator: 'lab', createTime: TIME }],
};
const page = (list: unknown[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10 });
const ANSWERS: Record<string, unknown> = {
  '/atsteel/equipments/demand/mine': page([{ ...row, ownerName: null, nextActions: ['accept', 'close'] }]),
  '/atsteel/equipments/demand/quotes': page([{ ...quote, demandNo: row.demandNo, demandTitle: row.title, demandState: 'quoted' }]),
  '/atsteel/DataManagement/demand/page': page([row]),
  '/atsteel/DataManagement/demand/detail': detail,
  '/atsteel/DataManagement/demand/close': { ...detail, state: 'closed', closeReason: 'duplicate', nextActions: [] },
};
const http = vi.hoisted(() => ({
  call: vi.fn(async (endpoint: { path: string }) => ANSWERS[endpoint.path]),
  callFile: vi.fn(async () => ({ blob: new Blob(), headers: {} })),
  callUpload: vi.fn(),
}));
vi.mock('../../providers/http', () => http);

const { requirementList } = await import('./requirementList');
const { remoteScientificResearch } = await import('./remoteScientificResearch');
const RESOURCES = [requirementList, remoteScientificResearch];

function mount(path: string, route: string, Page: ComponentType) {
  return mountConsolePage(path, route, Page, RESOURCES, ['show']);
}
const shown = (testId: string) => shownWithin(testId, 10_000);
const signInAs = (permission: string[]) =>
  session.applyCheck({
    token: 'token',
    permission,
    userInfo: { userId: 1, userName: 'demo', userType: 'company' },
    extendUserInfo: { companyName: null, isStandardSystem: false, isCompanyUser: false },
    listSysMenuUser: [],
    roles: [],
  } as unknown as CheckLoginResult);

describe('research demand console pages', () => {
  beforeAll(async () => {
    await initTestI18n('en');
    i18next.addResourceBundle('en', 'demand', enDemand);
    i18next.addResourceBundle('en', 'laboratory', enLaboratory);
  });
  afterEach(() => session.signOut());

  it('my demands link to their page; a laboratory also sees its quotes', async () => {
    signInAs(['profile:read']);
    const { unmount } = mount(requirementList.route, requirementList.route, requirementList.pages.list);
    await shown(`my-demand-${row.demandNo}`);
    expect(screen.getByTestId(`my-demand-${row.demandNo}`).getAttribute('href')).toBe('/cloud/requirementDetail?id=7');
    expect(screen.queryByTestId('my-demands-tabs')).toBeNull();
    unmount();

    signInAs(['profile:read', 'laboratory:operate']);
    mount(`${requirementList.route}?tab=quotes`, requirementList.route, requirementList.pages.list);
    await shown('my-quotes');
    await waitFor(() => expect(screen.getByTestId('my-quotes').textContent).toContain('¥1,100.00'), { timeout: 10_000 });
  }, 30_000);

  it('administrators see every demand and close one with a reason', async () => {
    signInAs(['demand:administer']);
    const { unmount } = mount(remoteScientificResearch.route, remoteScientificResearch.route, remoteScientificResearch.pages.list);
    await shown(`queue-open-${row.demandNo}`);
    expect(screen.getByTestId('demand-queue').textContent).toContain('Li Ming');
    unmount();

    const show = `${remoteScientificResearch.route}/show/:id`;
    mount(`${remoteScientificResearch.route}/show/7`, show, remoteScientificResearch.pages.show!);
    await shown('demand-admin-close');
    expect(screen.getByTestId('demand-admin-detail').textContent).toContain('13912345678');
    expect(screen.getByText('drawing.pdf')).toBeTruthy();
    fireEvent.click(screen.getByTestId('demand-admin-close'));
    fireEvent.click(await screen.findByTestId('demand-admin-close-confirm'));
    await waitFor(() => expect(screen.getAllByText('Please give the reason for closing').length).toBeGreaterThan(0), { timeout: 10_000 });
    fireEvent.change(screen.getByTestId('demand-admin-close-reason'), { target: { value: 'duplicate' } });
    fireEvent.click(screen.getByTestId('demand-admin-close-confirm'));
    await waitFor(
      () => expect(http.call.mock.calls.some(([endpoint]) => endpoint.path === '/atsteel/DataManagement/demand/close')).toBe(true),
      { timeout: 10_000 },
    );
  }, 30_000);
});

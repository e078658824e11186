import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import enLaboratory from '../../../locales/en/laboratory.json';
import { consoleResource, mountConsolePage, shown } from '../../test/consolePage';
import { initTestI18n } from '../../test/i18n';

/** The auditors' laboratory queue and review screen, and the laboratory's console card, over canned answers. */
const TIME = '2026-01-01T04:00:00.000Z';
const SCAN = '5f0c6a8e-1c2b-4d3e-8f9a-0b1c2d3e4f50';
const summary = {
  id: 3,
  name: 'East Lab',
  introduction: 'Tests',
  logoId: null,
  brochureId: null,
  contactName: 'Chen',
  contactPhone: '13800000005',
  city: 'Shanghai',
  address: '',
  qualifications: [{ kind: 'CMA', number: '2023001', fileId: SCAN }],
  companyName: 'Lab Co',
  state: 'pending',
  rejectReason: null,
  submitTime: TIME,
  reviewTime: null,
  publishTime: null,
  createTime: TIME,
  updateTime: TIME,
  capabilityCount: 1,
  instrumentCount: 0,
};
const detail = {
  ...summary,
  capabilityFileIds: [],
  attachmentIds: [],
  capabilities: [{ id: 5, kind: 'detection', name: 'Tensile test', standardMethod: 'GB/T 228.1', price: 30000, cycleDays: 3, description: '' }],
  instruments: [],
  files: [{ id: SCAN, name: 'cma.pdf', contentType: 'application/pdf', size: 10 }],
  nextActions: ['approve', 'reject'],
  history: [{ id: 1, action: 'submit', fromState: 'draft', toState: 'pending', note: null, operator: 'Chen', createTime: TIME }],
};
const ANSWERS: Record<string, unknown> = {
  '/atsteel/DataManagement/laboratory/page': { list: [summary], total: 1, pageNum: 1, pageSize: 10 },
  '/atsteel/DataManagement/laboratory/detail': detail,
  '/atsteel/laboratory/get': { ...detail, state: 'rejected', rejectReason: 'Scan unreadable', nextActions: ['edit', 'submit'] },
};
vi.mock('../../providers/http', () => ({
  call: vi.fn(async (endpoint: { path: string }) => ANSWERS[endpoint.path]),
  callFile: vi.fn(async () => ({ blob: new Blob(), headers: {} })),
  callUpload: vi.fn(),
}));

describe('laboratory console resources', () => {
  beforeAll(async () => {
    const i18n = await initTestI18n('en');
    i18n.addResourceBundle('en', 'laboratory', enLaboratory);
  });

  it('the queue and the administration page list applications and open their review', async () => {
    for (const name of ['laboratorySettledCheck', 'laboratoryAdministration']) {
      const { route, pages } = consoleResource(name);
      const view = mountConsolePage(route, route, pages.list);
      await shown('queue-open-East Lab');
      expect(screen.getByTestId('queue-open-East Lab').getAttribute('href')).toBe(`${route}/show/3`);
      view.unmount();
    }
  }, 20_000);

  it('the review shows every file, the items and the history, and offers approve and reject with a reason', async () => {
    const { route, pages } = consoleResource('laboratorySettledCheck');
    mountConsolePage(`${route}/show/3`, `${route}/show/:id`, pages.show!);
    await shown('lab-audit-detail');
    expect(screen.getByTestId('audit-file-qualification-0').textContent).toBe('cma.pdf');
    expect(screen.getByTestId('history-submit')).toBeTruthy();
    expect(screen.getByTestId('audit-approve')).toBeTruthy();
    fireEvent.click(screen.getByTestId('audit-reject'));
    await shown('audit-reject-reason');
  });

  it("the laboratory's console card shows where its application stands and leads to the form", async () => {
    const { route, pages } = consoleResource('laboratorySettled');
    mountConsolePage(route, route, pages.list);
    await shown('lab-state-tag-rejected');
    expect(screen.getByTestId('lab-open-application').textContent).toBe('Fill in the application');
  });
});

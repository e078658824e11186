import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataSetDetail } from '@contract/endpoints/researchData';
import enResearchData from '../../../locales/en/researchData.json';
import enView from '../../../locales/en/researchDataView.json';
import { consoleResource, mountConsolePage, shown } from '../../test/consolePage';
import { initTestI18n } from '../../test/i18n';

/** The auditors' publication queue and review page over canned answers. */
const TIME = '2026-01-01T04:00:00.000Z';
const HASH = 'a'.repeat(64);
const columns = [
  { key: 'yield', label: 'Yield strength', quantity: 'stress', unit: 'MPa', condition: '20 °C', element: null, property: 'yield' as const },
  { key: 'c', label: 'C', quantity: 'percent', unit: '%', condition: '', element: 'C', property: null },
];
const base: DataSetDetail = {
  id: 5,
  projectId: 1,
  projectName: 'Fatigue 2026',
  name: 'NIMS fatigue',
  materialName: 'SCM440',
  gradeId: null,
  dataSource: 'NIMS',
  experimentType: 'fatigue',
  description: '',
  owner: 'demo-admin',
  companyName: '演示钢铁有限公司',
  rowCount: 2,
  columnCount: 2,
  visibility: 'private',
  publication: 'unpublished',
  rejectReason: null,
  headVersion: 1,
  headHash: HASH,
  likes: 1,
  dislikes: 0,
  collects: 2,
  access: 'owner',
  recycled: false,
  updateTime: TIME,
  publishedTime: null,
  columns,
  files: [{ fileId: 'f1', kind: 'source', name: 'nims.csv' }],
  versions: [],
  mine: { like: false, dislike: false, collect: false },
  myRequest: null,
  sharing: { users: [{ grantId: 9, userName: 'demo-lab', expiresAt: null, via: 'request' }], companies: [] },
  cites: [],
  citedBy: [],
  publicationActions: ['apply'],
  history: [],
  citation: 'demo-admin. NIMS fatigue (v1). atsteel R&D data #5.',
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
let token = 't';
vi.mock('../../providers/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useSession: () => ({ token, permissions: ['researchProject:manage', 'researchData:audit'] }),
}));

const inputsOf = (path: string) => calls.filter((call) => call.path === path).map((call) => call.input);

describe('the auditors’ review page', () => {
  beforeAll(async () => {
    const i18n = await initTestI18n('en');
    i18n.addResourceBundle('en', 'researchData', enResearchData);
    i18n.addResourceBundle('en', 'researchDataView', enView);
  });
  beforeEach(() => {
    calls.length = 0;
    token = 't';
    answers = {
      '/atsteel/researchData/get': { ...base, access: 'rows', sharing: null, publication: 'pending', publicationActions: ['approve', 'reject'] },
      '/atsteel/researchData/rows': { list: [], total: 0, pageNum: 1, pageSize: 50 },
      '/atsteel/researchData/audit/reject': { ...base, publication: 'rejected' },
    };
  });

  it('rejecting needs a reason, which is sent with the refusal', async () => {
    const { route, pages } = consoleResource('researchDataCheck');
    mountConsolePage(`${route}/show/5`, `${route}/show/:id`, pages.show!, undefined, ['show']);
    await shown('audit-reject');
    expect(screen.getByTestId('audit-approve')).toBeTruthy();
    await shown('dataset-tab-rows');
    fireEvent.click(screen.getByTestId('audit-reject'));
    await shown('audit-reject-confirm');
    fireEvent.click(screen.getByTestId('audit-reject-confirm'));
    await waitFor(() => expect(screen.getByText('Please give the reason for the rejection')).toBeTruthy(), { timeout: 5000 });
    expect(inputsOf('/atsteel/researchData/audit/reject')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('audit-reject-reason'), { target: { value: 'The source is not cited' } });
    fireEvent.click(screen.getByTestId('audit-reject-confirm'));
    await waitFor(() => expect(inputsOf('/atsteel/researchData/audit/reject')).toEqual([{ id: 5, reason: 'The source is not cited' }]));
  }, 40_000);

  it('the queue opens on the pending applications and changes state by tab', async () => {
    answers['/atsteel/researchData/audit/page'] = { list: [{ ...base, publication: 'pending' }], total: 1, pageNum: 1, pageSize: 10 };
    const { route, pages } = consoleResource('researchDataCheck');
    mountConsolePage(route, route, pages.list, undefined, ['show']);
    await shown('queue-open-NIMS fatigue');
    expect(screen.getByTestId('queue-open-NIMS fatigue').getAttribute('href')).toBe('/my/researchDataCheck/show/5');
    expect(inputsOf('/atsteel/researchData/audit/page')[0]).toMatchObject({ publication: 'pending', pageNum: 1 });
    fireEvent.click(screen.getByTestId('queue-tab-rejected'));
    await waitFor(() => expect(inputsOf('/atsteel/researchData/audit/page').at(-1)).toMatchObject({ publication: 'rejected' }));
  }, 40_000);
});

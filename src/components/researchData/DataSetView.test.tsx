import { Suspense } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataSetDetail } from '@contract/endpoints/researchData';
import enResearchData from '../../../locales/en/researchData.json';
import enView from '../../../locales/en/researchDataView.json';
import { shown } from '../../test/consolePage';
import { initTestI18n } from '../../test/i18n';
import DataSetView from './DataSetView';

/** The data set view over canned answers: what each access level shows, reactions, the owner's sharing. */
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
const summaryOnly: DataSetDetail = { ...base, access: 'summary', sharing: null, files: [], publicationActions: [], visibility: 'enterprise' };

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

function mountView(context: 'console' | 'portal' = 'portal') {
  return render(
    <AntdApp>
      <MemoryRouter initialEntries={['/zhj/productDetail?id=5']}>
        <Suspense fallback="loading">
          <DataSetView id={5} context={context} />
        </Suspense>
      </MemoryRouter>
    </AntdApp>,
  );
}

describe('the data set view', () => {
  beforeAll(async () => {
    const i18n = await initTestI18n('en');
    i18n.addResourceBundle('en', 'researchData', enResearchData);
    i18n.addResourceBundle('en', 'researchDataView', enView);
  });
  beforeEach(() => {
    calls.length = 0;
    token = 't';
    answers = {
      '/atsteel/researchData/get': base,
      '/atsteel/researchData/rows': { list: [{ rowNo: 1, values: [512.3, 0.41] }], total: 1, pageNum: 1, pageSize: 50 },
    };
  });

  it('whoever sees the summary only is told so, may request permission, and gets no rows tab', async () => {
    answers['/atsteel/researchData/get'] = summaryOnly;
    answers['/atsteel/researchData/permission/apply'] = { id: 3 };
    mountView();
    await shown('dataset-summary-only');
    expect(screen.getByTestId('dataset-summary-only').textContent).toContain('Yield strength (MPa)');
    expect(screen.queryByTestId('dataset-tab-rows')).toBeNull();
    expect(screen.queryByTestId('dataset-tab-statistics')).toBeNull();
    // The chain can still be verified by whoever sees the summary.
    expect(screen.getByTestId('dataset-tab-chain')).toBeTruthy();
    expect(screen.queryByTestId('dataset-export-csv')).toBeNull();
    expect(screen.queryByTestId('dataset-sharing')).toBeNull();
    expect(inputsOf('/atsteel/researchData/rows')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('dataset-request'));
    await shown('dataset-request-send');
    fireEvent.click(screen.getByTestId('dataset-request-send'));
    await waitFor(() => expect(screen.getByText('Please say why you need the data')).toBeTruthy(), { timeout: 5000 });
    expect(inputsOf('/atsteel/researchData/permission/apply')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('dataset-request-reason'), { target: { value: 'Comparing with our own tests' } });
    fireEvent.click(screen.getByTestId('dataset-request-send'));
    await waitFor(() => expect(inputsOf('/atsteel/researchData/permission/apply')).toEqual([{ id: 5, reason: 'Comparing with our own tests' }]));
  }, 40_000);

  it('a visitor who sees the summary is sent to log in instead', async () => {
    token = '';
    answers['/atsteel/researchData/get'] = summaryOnly;
    mountView();
    await shown('dataset-request-login');
    expect(screen.queryByTestId('dataset-request')).toBeNull();
    expect(screen.getByTestId('dataset-request-login').getAttribute('href')).toBe('/login?redirect=%2Fzhj%2FproductDetail%3Fid%3D5');
  }, 20_000);

  it('shows a pending request instead of asking again', async () => {
    answers['/atsteel/researchData/get'] = { ...summaryOnly, myRequest: { id: 3, state: 'pending', answer: null, expiresAt: null } };
    mountView();
    await shown('dataset-my-request');
    expect(screen.getByTestId('dataset-my-request').textContent).toContain(`Your request: ${enResearchData.requestStates.pending}`);
    expect(screen.queryByTestId('dataset-request')).toBeNull();
  }, 20_000);

  it('the owner sees the rows, the sharing and the publication cards', async () => {
    mountView('console');
    await shown('dataset-sharing');
    expect(screen.getByTestId('dataset-publication-card')).toBeTruthy();
    expect(screen.getByTestId('dataset-publish')).toBeTruthy();
    expect(screen.queryByTestId('dataset-unpublish')).toBeNull();
    expect(screen.getByTestId('dataset-attachments')).toBeTruthy();
    expect(within(screen.getByTestId('share-grants')).getByText('demo-lab')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('dataset-rows').textContent).toContain('512.3'));
    expect(screen.getByTestId('dataset-rows').textContent).toContain('Yield strength (MPa)');
    expect(screen.getByTestId('dataset-rows').textContent).toContain('20 °C');
    expect(screen.getByTestId('dataset-version').textContent).toContain('v1 · aaaaaaaaaaaa');
  }, 40_000);

  it('a reader who may see the rows has the tabs but none of the owner’s cards', async () => {
    answers['/atsteel/researchData/get'] = { ...base, access: 'rows', sharing: null, publicationActions: [] };
    mountView();
    await shown('dataset-tab-rows');
    expect(screen.getByTestId('dataset-tab-statistics')).toBeTruthy();
    expect(screen.getByTestId('dataset-export-xlsx')).toBeTruthy();
    expect(screen.queryByTestId('dataset-sharing')).toBeNull();
    expect(screen.queryByTestId('dataset-publication-card')).toBeNull();
  }, 20_000);

  it('a like updates the counts from the answer', async () => {
    answers['/atsteel/researchData/like'] = { code: 200, msg: 'ok', data: { ...base, likes: 2 } };
    mountView();
    await shown('dataset-like');
    expect(screen.getByTestId('dataset-like').textContent).toBe('1');
    fireEvent.click(screen.getByTestId('dataset-like'));
    await waitFor(() => expect(screen.getByTestId('dataset-like').textContent).toBe('2'));
    expect(screen.getByTestId('dataset-like').getAttribute('aria-pressed')).toBe('true');
    expect(inputsOf('/atsteel/researchData/like')).toEqual([{ id: 5 }]);
  }, 20_000);

  it('sharing with chosen users needs at least one account name, and sends the names', async () => {
    answers['/atsteel/researchData/share'] = { ...base, visibility: 'users' };
    mountView('console');
    await shown('dataset-share');
    fireEvent.click(screen.getByTestId('dataset-share'));
    await shown('share-visibility-users');
    fireEvent.click(screen.getByTestId('share-visibility-users'));
    await shown('share-users');
    fireEvent.click(screen.getByTestId('share-save'));
    await waitFor(() => expect(screen.getByText('Choose at least one user or company to share with')).toBeTruthy(), { timeout: 5000 });
    expect(inputsOf('/atsteel/researchData/share')).toHaveLength(0);

    const input = screen.getByTestId('share-users').querySelector('input')!;
    await act(async () => {
      fireEvent.change(input, { target: { value: 'demo-employee,' } });
    });
    fireEvent.click(screen.getByTestId('share-save'));
    await waitFor(() => expect(inputsOf('/atsteel/researchData/share')).toHaveLength(1));
    expect(inputsOf('/atsteel/researchData/share')[0]).toEqual({ id: 5, visibility: 'users', userNames: ['demo-employee'], companyIds: [], expiresAt: null });
  }, 40_000);
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import enResearchData from '../../../locales/en/researchData.json';
import { consoleResource, mountConsolePage, shown } from '../../test/consolePage';
import { initTestI18n } from '../../test/i18n';

/** The R&D data console over canned answers: the import wizard's mapping, the requests tab, the project form. */
const TIME = '2026-01-01T04:00:00.000Z';
const summary = {
  id: 5,
  projectId: 3,
  projectName: 'Fatigue 2026',
  name: 'Rotating bending tests',
  materialName: 'SCM435',
  gradeId: null,
  dataSource: 'Our laboratory',
  experimentType: 'fatigue',
  description: '',
  owner: 'demo-employee',
  companyName: '演示钢铁有限公司',
  rowCount: 0,
  columnCount: 0,
  visibility: 'private',
  publication: 'unpublished',
  rejectReason: null,
  headVersion: 1,
  headHash: 'abc',
  likes: 0,
  dislikes: 0,
  collects: 0,
  access: 'owner',
  recycled: false,
  updateTime: TIME,
  publishedTime: null,
};
const detail = {
  ...summary,
  columns: [],
  files: [],
  versions: [],
  mine: { like: false, dislike: false, collect: false },
  myRequest: null,
  sharing: { users: [], companies: [] },
  cites: [],
  citedBy: [],
  publicationActions: ['apply'],
  history: [],
  citation: 'demo-employee (2026). Rotating bending tests.',
};
const column = (source: number, over: object) => ({ source, skip: false, condition: '', element: null, property: null, ...over });
const proposal = {
  fileName: 'tests.csv',
  encoding: 'utf-8',
  sheets: [],
  headers: ['Specimen', 'Fatigue Strength (MPa)'],
  mapping: [
    column(0, { key: 'specimen', label: 'Specimen', quantity: 'text', unit: '' }),
    column(1, { key: 'fatigueStrength', label: 'Fatigue Strength', quantity: 'stress', unit: 'MPa', property: 'fatigueStrength' }),
  ],
  rowCount: 2,
  rows: [
    ['A1', 480],
    ['A2', null],
  ],
  problems: [],
  problemCount: 0,
};
const request = {
  id: 11,
  dataSetId: 5,
  dataSetName: 'Rotating bending tests',
  requester: 'demo-company',
  requesterCompany: 'Other Steel',
  reason: 'To compare with our heats',
  state: 'pending',
  answer: null,
  grantId: null,
  expiresAt: null,
  createTime: TIME,
  decideTime: null,
};

let answers: Record<string, unknown> = {};
const calls: { path: string; input: unknown }[] = [];
vi.mock('../../providers/http', () => ({
  call: vi.fn(async (endpoint: { path: string }, input: unknown) => {
    calls.push({ path: endpoint.path, input });
    const answer = answers[endpoint.path];
    return typeof answer === 'function' ? (answer as (input: unknown) => unknown)(input) : answer;
  }),
  callFile: vi.fn(async () => ({ blob: new Blob(), headers: {} })),
  callUpload: vi.fn(async (_endpoint: unknown, _query: unknown, _blob: Blob, name: string) => ({ id: 'file-1', name, contentType: 'text/csv', size: 10, purpose: 'researchDataFile' })),
}));
let permissions: string[] = [];
vi.mock('../../providers/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useSession: () => ({ token: 't', permissions }),
}));

const inputOf = (path: string) => calls.filter((call) => call.path === path).at(-1)?.input;
const page = (list: unknown[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10 });

/** Opens an antd Select (by the test id on it) and picks the option with that text. */
async function choose(testId: string, optionText: string) {
  fireEvent.mouseDown(screen.getByTestId(testId).querySelector('.ant-select-selector') ?? screen.getByTestId(testId));
  const option = await waitFor(() => {
    const found = Array.from(document.querySelectorAll('.ant-select-item-option')).find((element) => element.textContent === optionText);
    if (!found) throw new Error(`no option ${optionText}`);
    return found;
  });
  fireEvent.click(option);
}

/** The options of the dropdown opened last (antd appends each select's dropdown to the body when first opened). */
const optionTexts = () => Array.from(Array.from(document.querySelectorAll('.ant-select-dropdown')).at(-1)?.querySelectorAll('.ant-select-item-option') ?? []).map((element) => element.textContent);

describe('R&D data console', () => {
  beforeAll(async () => {
    const i18n = await initTestI18n('en');
    i18n.addResourceBundle('en', 'researchData', enResearchData);
  });
  beforeEach(() => {
    calls.length = 0;
    permissions = ['researchProject:manage'];
    answers = {
      '/atsteel/researchData/get': detail,
      '/atsteel/researchData/save': detail,
      '/atsteel/researchData/project/page': page([]),
      '/atsteel/researchData/page': page([summary]),
      '/atsteel/researchData/permission/page': page([request]),
    };
  });

  it('the wizard requires a data file, limits units to the quantity, and refuses to go on while the preview shows problems', async () => {
    answers['/atsteel/researchData/import/preview'] = (input: { mapping?: unknown[] }) =>
      input.mapping
        ? {
            ...proposal,
            mapping: input.mapping,
            problems: [{ row: 3, column: 1, kind: 'outOfRange', value: '5000' }],
            problemCount: 1,
          }
        : proposal;
    const { route, pages } = consoleResource('researchDataManagement');
    mountConsolePage(`${route}/edit/5`, `${route}/edit/:id`, pages.edit!);
    await shown('wizard-save');
    await waitFor(() => expect((screen.getByTestId('dataset-name') as HTMLInputElement).value).toBe('Rotating bending tests'));
    fireEvent.click(screen.getByTestId('wizard-save'));
    await shown('wizard-file');
    expect(inputOf('/atsteel/researchData/save')).toMatchObject({ id: 5, projectId: 3, name: 'Rotating bending tests', materialName: 'SCM435', experimentType: 'fatigue' });

    // Going on without a file says one is required, and reads nothing.
    fireEvent.click(screen.getByTestId('wizard-file-next'));
    await waitFor(() => expect(screen.getByText('At least one data file must be uploaded')).toBeTruthy());
    expect(inputOf('/atsteel/researchData/import/preview')).toBeUndefined();

    const fileInput = screen.getByTestId('dataset-file-files').querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(fileInput, { target: { files: [new File(['Specimen,Fatigue Strength (MPa)\nA1,480\n'], 'tests.csv', { type: 'text/csv' })] } });
    await shown('dataset-file-file-item');
    fireEvent.click(screen.getByTestId('wizard-file-next'));
    await shown('mapping-row-1');
    expect(inputOf('/atsteel/researchData/import/preview')).toEqual({ fileId: 'file-1', sheet: undefined });
    expect(within(screen.getByTestId('mapping-row-1')).getByText('480')).toBeTruthy();
    // The proposal's own preview has no problems: going on is allowed.
    expect((screen.getByTestId('import-to-commit') as HTMLButtonElement).disabled).toBe(false);

    // A temperature column offers temperature units only, and takes the base unit.
    await choose('mapping-quantity-1', 'Temperature');
    await waitFor(() => expect(screen.getByTestId('mapping-unit-1').textContent).toContain('°C'));
    fireEvent.mouseDown(screen.getByTestId('mapping-unit-1').querySelector('.ant-select-selector')!);
    await waitFor(() => expect(optionTexts()).toEqual(['°C', 'K', '°F']));
    // The mapping changed: the old preview no longer lets the import go on.
    expect((screen.getByTestId('import-to-commit') as HTMLButtonElement).disabled).toBe(true);
    await choose('mapping-quantity-1', 'Stress / strength');
    await waitFor(() => expect(screen.getByTestId('mapping-unit-1').textContent).toContain('MPa'));

    fireEvent.click(screen.getByTestId('import-preview-button'));
    await shown('import-problems');
    const sent = inputOf('/atsteel/researchData/import/preview') as { mapping: { quantity: string; unit: string }[] };
    expect(sent.mapping[1]).toMatchObject({ quantity: 'stress', unit: 'MPa', key: 'fatigueStrength' });
    const problems = screen.getByTestId('import-problems').textContent;
    expect(problems).toContain('Fatigue Strength (MPa)');
    expect(problems).toContain('Outside the plausible range');
    expect(problems).toContain('5000');
    expect(screen.getByTestId('import-problem-count').textContent).toContain('1 problem found:');
    expect((screen.getByTestId('import-to-commit') as HTMLButtonElement).disabled).toBe(true);
  }, 30_000);

  it('a bad column key is refused in the browser before any preview', async () => {
    answers['/atsteel/researchData/import/preview'] = proposal;
    const { route, pages } = consoleResource('researchDataManagement');
    mountConsolePage(`${route}/edit/5`, `${route}/edit/:id`, pages.edit!);
    await waitFor(() => expect((screen.getByTestId('dataset-name') as HTMLInputElement).value).toBe('Rotating bending tests'));
    fireEvent.click(screen.getByTestId('wizard-save'));
    await shown('dataset-file-files');
    const fileInput = screen.getByTestId('dataset-file-files').querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(fileInput, { target: { files: [new File(['a'], 'tests.csv', { type: 'text/csv' })] } });
    await shown('dataset-file-file-item');
    fireEvent.click(screen.getByTestId('wizard-file-next'));
    await shown('mapping-row-0');
    const previews = calls.filter((call) => call.path === '/atsteel/researchData/import/preview').length;
    fireEvent.change(screen.getByLabelText('Key 1'), { target: { value: 'fatigueStrength' } });
    fireEvent.click(screen.getByTestId('import-preview-button'));
    await shown('mapping-error');
    expect(calls.filter((call) => call.path === '/atsteel/researchData/import/preview').length).toBe(previews);
  }, 30_000);

  it('approving a request sends the chosen expiry; refusing needs a reason', async () => {
    answers['/atsteel/researchData/permission/approve'] = { ...request, state: 'approved', grantId: 4 };
    const { route, pages } = consoleResource('researchDataManagement');
    mountConsolePage(`${route}?tab=requests`, route, pages.list);
    await shown('request-approve-11');
    expect(screen.getByTestId('request-table').textContent).toContain('To compare with our heats');

    fireEvent.click(screen.getByTestId('request-refuse-11'));
    await shown('request-answer');
    fireEvent.click(screen.getByTestId('request-decision-ok'));
    await waitFor(() => expect(screen.getByText('Please give the reason for the rejection')).toBeTruthy());
    expect(inputOf('/atsteel/researchData/permission/refuse')).toBeUndefined();
    fireEvent.click(screen.getByText('Cancel'));

    fireEvent.click(screen.getByTestId('request-approve-11'));
    const expiry = (await waitFor(() => screen.getByTestId('request-expires'))) as HTMLElement;
    const dateInput = (expiry.tagName === 'INPUT' ? expiry : expiry.querySelector('input')) as HTMLInputElement;
    fireEvent.mouseDown(dateInput);
    fireEvent.focus(dateInput);
    fireEvent.change(dateInput, { target: { value: '2099-12-31' } });
    fireEvent.keyDown(dateInput, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(screen.getByTestId('request-decision-ok'));
    await waitFor(() => expect(inputOf('/atsteel/researchData/permission/approve')).toBeTruthy());
    expect(inputOf('/atsteel/researchData/permission/approve')).toEqual({ requestId: 11, expiresAt: dayjs('2099-12-31').endOf('day').toISOString() });
  }, 30_000);

  it('the project form asks for a name and refuses an end before the start', async () => {
    answers['/atsteel/researchData/project/save'] = { id: 9, name: 'Creep', goal: '', owner: 'demo-employee', members: [], startDate: '2026-05-01', endDate: '2026-06-01', dataSetCount: 0, mine: true, updateTime: TIME };
    const { route, pages } = consoleResource('researchDataManagement');
    mountConsolePage(`${route}?tab=projects`, route, pages.list);
    await shown('project-create');
    fireEvent.click(screen.getByTestId('project-create'));
    await shown('project-save');
    fireEvent.click(screen.getByTestId('project-save'));
    await waitFor(() => expect(screen.getByText('Please enter the project name')).toBeTruthy());

    fireEvent.change(screen.getByTestId('project-name'), { target: { value: 'Creep' } });
    const typeDate = (testId: string, value: string) => {
      const field = screen.getByTestId(testId);
      const input = (field.tagName === 'INPUT' ? field : field.querySelector('input')) as HTMLInputElement;
      fireEvent.mouseDown(input);
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value } });
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    };
    typeDate('project-start', '2026-05-01');
    typeDate('project-end', '2026-04-01');
    fireEvent.click(screen.getByTestId('project-save'));
    await waitFor(() => expect(screen.getByText('The end date cannot be earlier than the start date')).toBeTruthy());
    expect(inputOf('/atsteel/researchData/project/save')).toBeUndefined();

    typeDate('project-end', '2026-06-01');
    fireEvent.click(screen.getByTestId('project-save'));
    await waitFor(() => expect(inputOf('/atsteel/researchData/project/save')).toBeTruthy());
    expect(inputOf('/atsteel/researchData/project/save')).toEqual({ name: 'Creep', goal: '', memberNames: [], startDate: '2026-05-01', endDate: '2026-06-01' });
  }, 30_000);

  it('lists data sets by scope with links to their pages, and recycles only after confirming', async () => {
    answers['/atsteel/researchData/recycle'] = { ok: true };
    const { route, pages } = consoleResource('researchDataManagement');
    mountConsolePage(route, route, pages.list);
    await shown('dataset-row-5');
    expect(screen.getByTestId('dataset-open-5').getAttribute('href')).toBe('/my/enterpriseInformationManagement/R&dDataManagement/show/5');
    expect(inputOf('/atsteel/researchData/page')).toMatchObject({ scope: 'mine', pageNum: 1 });
    fireEvent.click(screen.getByTestId('dataset-recycle-5'));
    await shown('dataset-recycle-confirm');
    expect(inputOf('/atsteel/researchData/recycle')).toBeUndefined();
    fireEvent.click(screen.getByTestId('dataset-recycle-confirm'));
    await waitFor(() => expect(inputOf('/atsteel/researchData/recycle')).toEqual({ id: 5 }));

    await choose('dataset-scope', 'Shared with me');
    await waitFor(() => expect(inputOf('/atsteel/researchData/page')).toMatchObject({ scope: 'shared' }));
  }, 30_000);

  it('the enterprise data page keeps its standards tab and shows the company\'s data sets with counts', async () => {
    permissions = ['enterpriseStandard:manage'];
    answers['/atsteel/researchData/figures'] = { total: 1, experimentTypes: [{ key: 'fatigue', count: 1 }], visibilities: [{ key: 'private', count: 1 }] };
    const { route, pages } = consoleResource('enterpriseDataManagement');
    mountConsolePage(`${route}?tab=research`, route, pages.list);
    await shown('enterprise-count-type-fatigue');
    expect(screen.getByTestId('enterprise-count-type-fatigue').textContent).toContain('1');
    expect(screen.queryByTestId('enterprise-count-type-tensile')).toBeNull();
    expect(screen.getByTestId('enterprise-count-visibility-private').textContent).toContain('Only myself');
    expect(screen.getByTestId('enterprise-research-table').textContent).toContain('Rotating bending tests');
    expect(calls.filter((call) => call.path === '/atsteel/researchData/page' || call.path === '/atsteel/researchData/figures').every((call) => (call.input as { scope: string }).scope === 'company')).toBe(true);
    expect(screen.getByText('Enterprise standards')).toBeTruthy();
  }, 30_000);

  it('a new data set needs its project, name, material and experiment type, and may be saved as a draft', async () => {
    answers['/atsteel/researchData/project/page'] = page([{ id: 3, name: 'Fatigue 2026', goal: '', owner: 'demo-employee', members: [], startDate: null, endDate: null, dataSetCount: 0, mine: true, updateTime: TIME }]);
    answers['/atsteel/researchData/draft'] = { ...detail, visibility: 'draft' };
    const { route, pages } = consoleResource('researchDataManagement');
    mountConsolePage(`${route}/create`, `${route}/create`, pages.create!);
    await shown('wizard-save-draft');
    expect(screen.getByTestId('wizard-step-facts')).toBeTruthy();
    fireEvent.click(screen.getByTestId('wizard-save-draft'));
    await waitFor(() => expect(screen.getByText('Please select a project')).toBeTruthy());
    expect(screen.getByText('Please enter the data set name')).toBeTruthy();
    expect(screen.getByText('Please enter the material name or choose a grade')).toBeTruthy();
    expect(screen.getByText('Please select the experiment type')).toBeTruthy();

    await choose('dataset-project', 'Fatigue 2026');
    fireEvent.change(screen.getByTestId('dataset-name'), { target: { value: 'Rotating bending tests' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Material' }), { target: { value: 'SCM435' } });
    await choose('dataset-experiment-type', 'Fatigue');
    fireEvent.click(screen.getByTestId('wizard-save-draft'));
    await shown('wizard-file');
    expect(inputOf('/atsteel/researchData/draft')).toEqual({
      projectId: 3,
      name: 'Rotating bending tests',
      materialName: 'SCM435',
      gradeId: null,
      dataSource: '',
      experimentType: 'fatigue',
      description: '',
    });
  }, 30_000);
});

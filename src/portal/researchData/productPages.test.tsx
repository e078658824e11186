import { Suspense, type ComponentType } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import enDataProduct from '../../../locales/en/dataProduct.json';
import enResearchData from '../../../locales/en/researchData.json';
import enResearchDataView from '../../../locales/en/researchDataView.json';
import { initTestI18n } from '../../test/i18n';

/**
 * The data product pages over canned answers of the contract calls: the list sends its search, filter and page to
 * rdda.productPage and keeps them in the address; the detail page shows the data set view for the id it is given.
 */
type Answer = unknown | ((input: unknown) => unknown);
let answers: Record<string, Answer> = {};
const calls: { path: string; input: unknown }[] = [];
vi.mock('../../providers/http', () => ({
  call: vi.fn(async (endpoint: { path: string }, input: unknown) => {
    calls.push({ path: endpoint.path, input });
    const found = answers[endpoint.path];
    return typeof found === 'function' ? (found as (input: unknown) => unknown)(input) : found;
  }),
  callFile: vi.fn(async () => ({ blob: new Blob(), headers: {} })),
}));
vi.mock('../../providers/session', () => ({ useSession: () => ({}) }));

const { default: ProductListPage } = await import('./pages/ProductListPage');
const { MATERIAL_PATHS } = await import('../../components/materialPaths');
const { RESEARCH_PATHS } = await import('@contract/endpoints/researchData');
const { default: ProductDetailPage } = await import('./pages/ProductDetailPage');

const PATHS = { page: '/atsteel/rdda/product/page', get: '/atsteel/researchData/get' };
const TIME = '2026-03-01T02:30:00.000Z';
const summary = {
  id: 7,
  projectId: 1,
  projectName: 'Fatigue programme',
  name: 'NIMS fatigue of carbon steels',
  materialName: 'Carbon steel',
  gradeId: null,
  dataSource: 'NIMS',
  experimentType: 'fatigue',
  description: '',
  owner: 'demo-admin',
  companyName: 'Demo Steel',
  rowCount: 437,
  columnCount: 12,
  visibility: 'companies',
  publication: 'published',
  rejectReason: null,
  headVersion: 1,
  headHash: 'a'.repeat(64),
  likes: 3,
  dislikes: 0,
  collects: 5,
  access: 'summary',
  recycled: false,
  updateTime: TIME,
  publishedTime: TIME,
};
const detail = {
  ...summary,
  columns: [{ key: 'tensileStrength', label: 'Tensile strength', quantity: 'stress', unit: 'MPa', condition: '', element: null, property: 'tensile' }],
  files: [],
  versions: [{ version: 1, hash: 'a'.repeat(64), previousHash: null, timestamp: TIME, keyId: 'a1b2c3d4e5f60718', signature: 's', summary: 'Imported', rowCount: 437, author: 'demo-admin' }],
  mine: { like: false, dislike: false, collect: false },
  myRequest: null,
  sharing: null,
  cites: [],
  citedBy: [],
  publicationActions: [],
  history: [],
  citation: 'Demo Steel (2026). NIMS fatigue of carbon steels.',
};

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}
function mount(path: string, route: string, Page: ComponentType) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback="loading">
        <Routes>
          <Route path={route} element={<Page />} />
          <Route path="*" element={<Where />} />
        </Routes>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );
}
const shown = (testId: string) => waitFor(() => expect(screen.getAllByTestId(testId)[0]).toBeTruthy(), { timeout: 5000 });
const pageCalls = () => calls.filter((call) => call.path === PATHS.page).map((call) => call.input);

describe('data product pages', () => {
  beforeAll(async () => {
    const i18n = await initTestI18n('en');
    i18n.addResourceBundle('en', 'dataProduct', enDataProduct);
    i18n.addResourceBundle('en', 'researchData', enResearchData);
    i18n.addResourceBundle('en', 'researchDataView', enResearchDataView);
  });
  beforeEach(() => {
    calls.length = 0;
    answers = {
      [PATHS.page]: (input: unknown) => {
        const { pageNum } = input as { pageNum: number };
        return { list: [summary], total: 30, pageNum, pageSize: 12 };
      },
      [PATHS.get]: detail,
    };
  });

  it('lists the published data sets as cards that open their product page', async () => {
    mount('/zhj/productList', '/zhj/productList', ProductListPage);
    await shown('data-product-7');
    expect(pageCalls()).toEqual([{ pageNum: 1, pageSize: 12 }]);
    const card = screen.getByTestId('data-product-7');
    expect(card.getAttribute('href')).toBe('/zhj/productDetail?id=7');
    expect(card.textContent).toContain('NIMS fatigue of carbon steels');
    expect(card.textContent).toContain('Carbon steel');
    expect(card.textContent).toContain('Fatigue');
    expect(card.textContent).toContain('Demo Steel');
    expect(card.textContent).toContain('437');
    expect(card.textContent).toContain('2026-03-01');
    expect(screen.getByTestId('to-public-data-sets').getAttribute('href')).toBe('/zhj/dataSet');
    // The public data sets page links back here through the materials paths.
    expect(MATERIAL_PATHS.dataProducts).toBe(RESEARCH_PATHS.productList);
  });

  it('sends the keyword, experiment type and page it was asked for, and keeps them in the address', async () => {
    mount('/zhj/productList?experimentType=fatigue&page=2', '/zhj/productList', ProductListPage);
    await shown('data-product-7');
    expect(pageCalls()).toEqual([{ experimentType: 'fatigue', pageNum: 2, pageSize: 12 }]);

    const field = screen.getByTestId('product-search');
    const search = field instanceof HTMLInputElement ? field : field.querySelector('input')!;
    fireEvent.change(search, { target: { value: ' Q345 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    // A new search starts again at the first page; the filter stays.
    await waitFor(() => expect(pageCalls().at(-1)).toEqual({ keyword: 'Q345', experimentType: 'fatigue', pageNum: 1, pageSize: 12 }));
    expect(screen.getAllByTestId('where').at(-1)!.textContent).toBe('/zhj/productList?keyword=Q345&experimentType=fatigue');
  });

  it('an unknown experiment type in the address is not sent', async () => {
    mount('/zhj/productList?experimentType=magic', '/zhj/productList', ProductListPage);
    await shown('data-product-7');
    expect(pageCalls()).toEqual([{ pageNum: 1, pageSize: 12 }]);
  });

  it('the detail page shows the data set view for its id; without an id it asks for nothing', async () => {
    mount('/zhj/productDetail?id=7', '/zhj/productDetail', ProductDetailPage);
    await shown('dataset-view');
    expect(calls.find((call) => call.path === PATHS.get)?.input).toEqual({ id: 7 });
    expect(screen.getByTestId('dataset-view').getAttribute('data-access')).toBe('summary');
    expect(screen.getByTestId('to-data-products').getAttribute('href')).toBe('/zhj/productList');

    calls.length = 0;
    mount('/zhj/productDetail?id=abc', '/zhj/productDetail', ProductDetailPage);
    await shown('data-product-missing');
    expect(calls).toEqual([]);
  });
});

import { act, render, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import i18next from 'i18next';
import enRanking from '../../../../../locales/en/qualityRanking.json';
import enQuality from '../../../../../locales/en/quality.json';
import { initTestI18n } from '../../../../test/i18n';
import type { EnterpriseRank, LineSummary, QualityCategory } from '../../endpoints';

const http = vi.hoisted(() => ({ call: vi.fn(), callFile: vi.fn() }));
vi.mock('../../../../providers/http', () => http);

const { default: EnterpriseRankingPage } = await import('./EnterpriseRankingPage');
const { default: CategoryRankingPage } = await import('./CategoryRankingPage');

const plate: QualityCategory = { id: 3, code: 'plate', nameZh: '中厚板', nameEn: 'Plate', lines: 4, years: [2026, 2025] };
const strip: QualityCategory = { id: 4, code: 'strip', nameZh: '热轧带钢', nameEn: 'Hot-rolled strip', lines: 0, years: [] };

const enterpriseRow = (rank: number, id: number, averageTotal: number): EnterpriseRank => ({
  rank,
  enterprise: { id, name: `Enterprise ${id}` },
  lines: 2,
  averageTotal,
  bestTotal: averageTotal + 1,
  bestLineId: id * 10,
});

const line = (rank: number, id: number, overrides: Partial<LineSummary> = {}): LineSummary => ({
  id,
  rank,
  enterprise: { id: 100 + id, name: `Mill ${id}` },
  productName: `Plate ${id}`,
  category: { id: plate.id, code: plate.code, nameZh: plate.nameZh, nameEn: plate.nameEn },
  grade: { id: 7, name: 'Q355B', standardCode: 'GB/T 1591-2018' },
  steelmakingLine: 'BOF 1',
  rollingLine: 'Plate mill 2',
  year: 2026,
  methodVersion: '2026.1',
  total: 90 - rank,
  smallSample: false,
  n: 120,
  reportPrice: 19_900,
  publishTime: '2026-03-01T00:00:00.000Z',
  ...overrides,
});

function answer(answers: { ranking?: EnterpriseRank[]; lines?: LineSummary[]; categories?: QualityCategory[] }) {
  http.call.mockImplementation(async (endpoint: { path: string }) => {
    if (endpoint.path.endsWith('/qc/index/category')) return answers.categories ?? [plate, strip];
    if (endpoint.path.endsWith('/qc/index/getParam')) return { version: '2026.1', indicators: [], note: '', publishedAt: '2026-01-01T00:00:00.000Z', versions: ['2026.1'] };
    if (endpoint.path.endsWith('/qc/index/steelResources')) return [{ ...plate, standardCodes: ['GB/T 1591-2018'], grades: [{ id: 7, name: 'Q355B', standardCode: 'GB/T 1591-2018' }] }];
    if (endpoint.path.endsWith('/qc/company/ranking')) return { list: answers.ranking ?? [], total: answers.ranking?.length ?? 0 };
    if (endpoint.path.endsWith('/qc/index/report')) return { list: answers.lines ?? [], total: answers.lines?.length ?? 0 };
    throw new Error(`unexpected ${endpoint.path}`);
  });
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/quality/qualityRanking" element={<EnterpriseRankingPage />} />
        <Route path="/rank/:id" element={<CategoryRankingPage />} />
      </Routes>
    </MemoryRouter>,
  );
const flush = () => act(async () => undefined);
const rankTexts = () => screen.getAllByTestId('rank').map((cell) => cell.textContent);

describe('the rankings', () => {
  beforeAll(async () => {
    await initTestI18n('en');
    i18next.addResourceBundle('en', 'qualityRanking', enRanking);
    i18next.addResourceBundle('en', 'quality', enQuality);
  });
  beforeEach(() => {
    http.call.mockReset();
  });

  it('ranks enterprises of the first ranked category in its newest year, showing ties and the method version', async () => {
    answer({ ranking: [enterpriseRow(1, 1, 91.24), enterpriseRow(2, 2, 88), enterpriseRow(2, 3, 88), enterpriseRow(4, 4, 70)] });
    renderAt('/quality/qualityRanking');
    await flush();
    await flush();
    expect(http.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/atsteel/qc/company/ranking' }), expect.objectContaining({ categoryId: 3, year: 2026, pageNum: 1 }), expect.anything());
    expect(rankTexts()).toEqual(['1', '2 (tied)', '2 (tied)', '4']);
    expect(screen.getAllByTestId('enterprise-average').map((cell) => cell.textContent)).toEqual(['91.2', '88.0', '88.0', '70.0']);
    expect(screen.getByTestId('enterprise-link-1').getAttribute('href')).toBe('/economy/economyConDetail?id=1');
    expect(screen.getByTestId('method-version').textContent).toBe('Method 2026.1');
    expect(screen.getByTestId('method-version').getAttribute('href')).toBe('/economy/economyGrade?version=2026.1');
    expect(screen.queryByTestId('ranking-empty')).toBeNull();
  });

  it('says no enterprise is ranked yet in a category and year, and offers the simulation', async () => {
    answer({ ranking: [] });
    renderAt('/quality/qualityRanking?categoryId=3&year=2025');
    await flush();
    await flush();
    expect(http.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/atsteel/qc/company/ranking' }), expect.objectContaining({ categoryId: 3, year: 2025 }), expect.anything());
    const empty = screen.getByTestId('ranking-empty');
    expect(empty.textContent).toContain('No enterprise has been ranked in Plate for 2025 yet.');
    expect(within(empty).getByTestId('ranking-empty-simulation').getAttribute('href')).toBe('/economy/economyHome');
  });

  it('does not ask for a ranking of a category without ranked years', async () => {
    answer({});
    renderAt('/quality/qualityRanking?categoryId=4');
    await flush();
    await flush();
    expect(screen.getByTestId('ranking-empty').textContent).toContain('No enterprise has been ranked in Hot-rolled strip yet.');
    expect(http.call).not.toHaveBeenCalledWith(expect.objectContaining({ path: '/atsteel/qc/company/ranking' }), expect.anything(), expect.anything());
  });

  it('ranks the lines of the category of /rank/:id, with ties, small samples and report prices', async () => {
    answer({ lines: [line(1, 11), line(1, 12, { smallSample: true, n: 8 }), line(3, 13)] });
    renderAt('/rank/3');
    await flush();
    await flush();
    expect(http.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/atsteel/qc/index/report' }), expect.objectContaining({ categoryId: 3, year: 2026 }), expect.anything());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Product-line ranking: Plate');
    expect(screen.queryByTestId('ranking-category')).toBeNull();
    expect(rankTexts()).toEqual(['1 (tied)', '1 (tied)', '3']);
    expect(screen.getAllByTestId('small-sample')).toHaveLength(1);
    expect(screen.getByTestId('line-link-12').getAttribute('href')).toBe('/economy/economyDetail?id=12');
    expect(screen.getAllByText('¥199.00')).toHaveLength(3);
  });

  it('says so when the category of /rank/:id does not exist', async () => {
    answer({});
    renderAt('/rank/999');
    await flush();
    await flush();
    expect(screen.getByTestId('ranking-no-category')).toBeTruthy();
    expect(http.call).not.toHaveBeenCalledWith(expect.objectContaining({ path: '/atsteel/qc/index/report' }), expect.anything(), expect.anything());
  });
});

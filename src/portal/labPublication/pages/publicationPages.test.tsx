import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import i18next from 'i18next';
import enPublications from '../../../../locales/en/labPublication.json';
import { initTestI18n } from '../../../test/i18n';
import type { PublicationDetail } from '../endpoints';

const http = vi.hoisted(() => ({ call: vi.fn(), callFile: vi.fn() }));
vi.mock('../../../providers/http', () => http);

const { default: CaseListPage } = await import('./CaseListPage');
const { default: CaseDetailPage } = await import('./CaseDetailPage');
const { default: DrawingListPage } = await import('./DrawingListPage');

const item = (overrides: Partial<PublicationDetail> = {}): PublicationDetail => ({
  id: 7,
  kind: 'case',
  title: 'Weld failure analysis',
  subtitle: 'Automotive · DP780',
  summary: 'Cracked spot welds explained.',
  body: 'Background: cracks.\n\n<img src=x onerror="alert(1)">\nSecond line',
  pictureId: null,
  file: null,
  laboratoryId: 3,
  laboratoryName: 'Fixture Lab',
  publishTime: '2026-11-20T08:00:00.000Z',
  updateTime: '2026-11-20T08:00:00.000Z',
  ...overrides,
});
const page = (list: PublicationDetail[]) => ({ list, total: list.length, pageNum: 1, pageSize: 12 });

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/cloud/cloudCase" element={<CaseListPage />} />
        <Route path="/cloudCaseDetail" element={<CaseDetailPage />} />
        <Route path="/case/:id" element={<CaseDetailPage />} />
        <Route path="/cloud/processingDrawings" element={<DrawingListPage />} />
      </Routes>
    </MemoryRouter>,
  );
const flush = () => act(async () => undefined);

describe('the publication pages', () => {
  beforeAll(async () => {
    await initTestI18n('en');
    i18next.addResourceBundle('en', 'labPublication', enPublications);
  });
  beforeEach(() => {
    http.call.mockReset();
    http.callFile.mockReset();
  });
  afterEach(cleanup);

  it('say plainly when no laboratory has published a case', async () => {
    http.call.mockResolvedValue(page([]));
    renderAt('/cloud/cloudCase');
    await flush();
    expect(screen.getByTestId('publication-empty').textContent).toContain('No laboratory has published a case yet');
  });

  it('list cases with their laboratory and industry, and search by keyword', async () => {
    http.call.mockResolvedValue(page([item()]));
    renderAt('/cloud/cloudCase');
    await flush();
    expect(screen.getByText('Weld failure analysis')).toBeTruthy();
    expect(screen.getByText('Automotive · DP780')).toBeTruthy();
    expect(screen.getByTestId('publication-laboratory').getAttribute('href')).toBe('/cloud/testerDetail?id=3');
    fireEvent.change(screen.getByLabelText('Search titles, industries or materials'), { target: { value: 'DP780' } });
    fireEvent.keyDown(screen.getByLabelText('Search titles, industries or materials'), { key: 'Enter', keyCode: 13 });
    await flush();
    expect(http.call).toHaveBeenLastCalledWith(expect.objectContaining({ path: '/atsteel/cloudService/case/page' }), expect.objectContaining({ keyword: 'DP780', pageNum: 1 }), expect.anything());
  });

  it('show a case body as plain paragraphs, never as HTML', async () => {
    http.call.mockResolvedValue(item());
    const { container } = renderAt('/case/7');
    await flush();
    expect(http.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/atsteel/cloudService/case/detail' }), { id: 7 }, expect.anything());
    const paragraphs = [...screen.getByTestId('case-body').querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual(['Background: cracks.', '<img src=x onerror="alert(1)">\nSecond line']);
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('say a case is not found without asking the server for a bad id', async () => {
    renderAt('/cloudCaseDetail?id=abc');
    await flush();
    expect(screen.getByTestId('publication-not-found')).toBeTruthy();
    expect(http.call).not.toHaveBeenCalled();
  });

  it('download a drawing through the blob call under its file name', async () => {
    const drawing = item({ kind: 'drawing', title: 'Tensile specimen', subtitle: 'GB/T 228.1', body: '', file: { name: 'tensile.pdf', contentType: 'application/pdf', size: 2048 } });
    http.call.mockResolvedValue(page([drawing]));
    http.callFile.mockResolvedValue({ blob: new Blob(['%PDF']), headers: {} });
    const created = vi.fn(() => 'blob:drawing');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderAt('/cloud/processingDrawings');
    await flush();
    expect(screen.getByText('GB/T 228.1')).toBeTruthy();
    fireEvent.click(screen.getByTestId('publication-download-7'));
    await flush();
    expect(http.callFile).toHaveBeenCalledWith(expect.objectContaining({ path: '/atsteel/cloudService/drawing/download', blob: true }), { id: 7 });
    expect(clicked).toEqual(['tensile.pdf']);
    click.mockRestore();
  });
});

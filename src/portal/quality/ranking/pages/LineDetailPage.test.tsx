import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import i18next from 'i18next';
import enRanking from '../../../../../locales/en/qualityRanking.json';
import enQuality from '../../../../../locales/en/quality.json';
import { initTestI18n } from '../../../../test/i18n';
import { session } from '../../../../providers/session';
import type { LineDetail } from '../../endpoints';

const http = vi.hoisted(() => ({ call: vi.fn(), callFile: vi.fn() }));
vi.mock('../../../../providers/http', () => http);
const saving = vi.hoisted(() => ({ saveBlob: vi.fn(), fileNameOf: vi.fn(() => 'report-42.pdf') }));
vi.mock('../../../../components/download/saveBlob', () => saving);

const { default: LineDetailPage } = await import('./LineDetailPage');
const { default: ReportOrderPage } = await import('./ReportOrderPage');

const ORDER_NO = 'AT20260101120000123456';
const category = { id: 3, code: 'plate', nameZh: '中厚板', nameEn: 'Plate' };
const grade = { id: 7, name: 'Q355B', standardCode: 'GB/T 1591-2018' };
const summary = {
  id: 42,
  rank: 2,
  enterprise: { id: 5, name: 'Mill 5' },
  productName: 'Q355B plate',
  category,
  grade,
  steelmakingLine: 'BOF 1',
  rollingLine: 'Plate mill 2',
  year: 2026,
  methodVersion: '2026.1',
  total: 88.4,
  smallSample: false,
  n: 120,
  reportPrice: 19_900,
  publishTime: '2026-03-01T00:00:00.000Z',
};
const line = (report: Partial<LineDetail['report']> = {}): LineDetail => ({
  ...summary,
  score: { methodVersion: '2026.1', n: 120, total: 88.4, smallSample: false, indicators: [], improvements: [] },
  limits: { grade, composition: [], bands: [], impact: null },
  neighbours: [{ ...summary, id: 41, rank: 1, total: 90 }, summary],
  report: { price: 19_900, canDownload: false, waitingOrderNo: null, ...report },
});

function answer(detail: LineDetail, order: () => unknown = () => ({ code: 200, msg: '', data: { orderNo: ORDER_NO } })) {
  http.call.mockImplementation(async (endpoint: { path: string }) => {
    if (endpoint.path.endsWith('/qc/report/checkById')) return detail;
    if (endpoint.path.endsWith('/payment/saveReportOrder')) return order();
    throw new Error(`unexpected ${endpoint.path}`);
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/economy/economyDetail" element={<LineDetailPage />} />
        <Route path="/economy/economyOrder" element={<ReportOrderPage />} />
        <Route path="/economy/economyPay" element={<Where />} />
        <Route path="/economy/:id" element={<LineDetailPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
const flush = () => act(async () => undefined);

describe('a ranked line and buying its report', () => {
  beforeAll(async () => {
    await initTestI18n('en');
    i18next.addResourceBundle('en', 'qualityRanking', enRanking);
    i18next.addResourceBundle('en', 'quality', enQuality);
  });
  beforeEach(() => {
    http.call.mockReset();
    http.callFile.mockReset();
  });
  afterEach(() => session.signOut());

  it('shows the line, its neighbours and the report price; a visitor signs in to buy', async () => {
    answer(line());
    renderAt('/economy/economyDetail?id=42');
    await flush();
    expect(screen.getByTestId('line-rank').textContent).toBe('No. 2 in Plate, 2026');
    expect(screen.getByTestId('method-version').getAttribute('href')).toBe('/economy/economyGrade?version=2026.1');
    expect(screen.getByTestId('line-enterprise').getAttribute('href')).toBe('/economy/economyConDetail?id=5');
    expect(screen.getByTestId('quality-score')).toBeTruthy();
    expect(screen.getByTestId('line-neighbours').querySelector('.at-qrank__current')?.textContent).toContain('Q355B plate');
    expect(screen.getByTestId('report-price').textContent).toBe('¥199.00');
    expect(screen.queryByTestId('report-buy')).toBeNull();
    expect(screen.queryByTestId('report-download')).toBeNull();
    fireEvent.click(screen.getByTestId('report-sign-in'));
    expect(screen.getByTestId('where').textContent).toBe(`/login?redirect=${encodeURIComponent('/economy/economyDetail?id=42')}`);
  });

  it('offers a signed-in buyer the order page', async () => {
    session.signIn('token', 'demo');
    answer(line());
    renderAt('/economy/42');
    await flush();
    expect(http.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/atsteel/qc/report/checkById' }), { id: 42 }, expect.anything());
    expect(screen.queryByTestId('report-sign-in')).toBeNull();
    fireEvent.click(screen.getByTestId('report-buy'));
    await flush();
    expect(screen.getByTestId('report-order')).toBeTruthy();
    expect(screen.getByTestId('order-confirm')).toBeTruthy();
  });

  it('resumes a waiting order', async () => {
    session.signIn('token', 'demo');
    answer(line({ waitingOrderNo: ORDER_NO }));
    renderAt('/economy/economyDetail?id=42');
    await flush();
    expect(screen.queryByTestId('report-buy')).toBeNull();
    fireEvent.click(screen.getByTestId('report-continue'));
    expect(screen.getByTestId('where').textContent).toBe(`/economy/economyPay?orderNo=${ORDER_NO}`);
  });

  it('downloads the report with the session when the caller may', async () => {
    session.signIn('token', 'demo');
    answer(line({ canDownload: true }));
    const blob = new Blob(['%PDF']);
    http.callFile.mockResolvedValue({ blob, headers: { 'content-disposition': 'attachment; filename="report-42.pdf"' } });
    renderAt('/economy/economyDetail?id=42');
    await flush();
    expect(screen.queryByTestId('report-buy')).toBeNull();
    expect(screen.queryByTestId('report-continue')).toBeNull();
    const download = screen.getByTestId('report-download');
    fireEvent.click(download);
    await flush();
    expect(http.callFile).toHaveBeenCalledWith(expect.objectContaining({ path: '/atsteel/qc/downloadReport' }), { id: 42 });
    expect(saving.saveBlob).toHaveBeenCalledWith(blob, 'report-42.pdf');
  });

  it('confirms an order and goes to its payment page', async () => {
    session.signIn('token', 'demo');
    answer(line());
    renderAt('/economy/economyOrder?id=42');
    await flush();
    expect(screen.getByTestId('order-price').textContent).toBe('¥199.00');
    fireEvent.click(screen.getByTestId('order-confirm'));
    await flush();
    expect(http.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/atsteel/payment/saveReportOrder' }), { id: 42 }, { silent: true });
    expect(screen.getByTestId('where').textContent).toBe(`/economy/economyPay?orderNo=${ORDER_NO}`);
  });

  it("shows the server's refusal with the way to the line", async () => {
    session.signIn('token', 'demo');
    answer(line(), () => {
      throw { message: 'This is your enterprise’s line: you may download its report without buying it', statusCode: 400, code: 400 };
    });
    renderAt('/economy/economyOrder?id=42');
    await flush();
    fireEvent.click(screen.getByTestId('order-confirm'));
    await flush();
    const refused = screen.getByTestId('order-refused');
    expect(refused.textContent).toContain('This is your enterprise’s line');
    expect(refused.querySelector('a')?.getAttribute('href')).toBe('/economy/economyDetail?id=42');
  });

  it('sends a visitor on the order page to sign in first', async () => {
    answer(line());
    renderAt('/economy/economyOrder?id=42');
    await flush();
    expect(screen.queryByTestId('order-confirm')).toBeNull();
    fireEvent.click(screen.getByTestId('order-sign-in'));
    expect(screen.getByTestId('where').textContent).toBe(`/login?redirect=${encodeURIComponent('/economy/economyOrder?id=42')}`);
  });
});

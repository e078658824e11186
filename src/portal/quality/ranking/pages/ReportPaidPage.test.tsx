import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import i18next from 'i18next';
import enRanking from '../../../../../locales/en/qualityRanking.json';
import { initTestI18n } from '../../../../test/i18n';
import { session } from '../../../../providers/session';

const http = vi.hoisted(() => ({ call: vi.fn(), callFile: vi.fn() }));
vi.mock('../../../../providers/http', () => http);

const { default: ReportPaidPage } = await import('./ReportPaidPage');

const ORDER_NO = 'AT20260101120000123456';
const order = (state: string, kind = 'report') => ({
  orderNo: ORDER_NO,
  kind,
  itemRef: '42',
  itemName: 'Quality report: Q355B plate',
  amount: 19_900,
  state,
});

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={[`/economy/paySuccess?orderNo=${ORDER_NO}`]}>
      <Routes>
        <Route path="/economy/paySuccess" element={<ReportPaidPage />} />
      </Routes>
    </MemoryRouter>,
  );
const flush = () => act(async () => undefined);

describe('the paid report page', () => {
  beforeAll(async () => {
    await initTestI18n('en');
    i18next.addResourceBundle('en', 'qualityRanking', enRanking);
  });
  beforeEach(() => {
    http.call.mockReset();
    session.signIn('token', 'demo');
  });
  afterEach(() => session.signOut());

  it('offers the download of the bought line and the report orders', async () => {
    http.call.mockResolvedValue({ code: 200, msg: '', data: order('paid') });
    renderPage();
    await flush();
    expect(http.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/atsteel/payment/getOrder' }), { orderNo: ORDER_NO }, expect.anything());
    expect(screen.getByTestId('report-paid').textContent).toContain('Paid ¥199.00');
    expect(screen.getByTestId('report-download').textContent).toContain('Download report');
    expect(screen.getByText('My report orders').closest('a')?.getAttribute('href')).toBe('/my/specialReportOrder');
  });

  it('does not offer a download before the order is paid, nor for another kind of order', async () => {
    http.call.mockResolvedValue({ code: 200, msg: '', data: order('waiting') });
    const { unmount } = renderPage();
    await flush();
    expect(screen.getByTestId('paid-not-yet')).toBeTruthy();
    expect(screen.queryByTestId('report-download')).toBeNull();
    unmount();

    http.call.mockResolvedValue({ code: 200, msg: '', data: order('paid', 'library') });
    renderPage();
    await flush();
    expect(screen.getByTestId('paid-missing')).toBeTruthy();
    expect(screen.queryByTestId('report-download')).toBeNull();
  });
});

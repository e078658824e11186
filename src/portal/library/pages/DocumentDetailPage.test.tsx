import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import i18next from 'i18next';
import enPortal from '../../../../locales/en/portal.json';
import { initTestI18n } from '../../../test/i18n';
import { session } from '../../../providers/session';
import type { LibraryItemDetail } from '../endpoints';

const http = vi.hoisted(() => ({ call: vi.fn(), callFile: vi.fn() }));
vi.mock('../../../providers/http', () => http);

const { default: DocumentDetailPage } = await import('./DocumentDetailPage');

const ORDER_NO = 'AT20260101120000123456';
const item = (overrides: Partial<LibraryItemDetail> = {}): LibraryItemDetail => ({
  id: 42,
  kind: 'document',
  typeId: 1,
  typeCode: 'welding',
  title: 'Welding handbook',
  authors: 'A. Author',
  publisher: 'atsteel',
  year: 2024,
  isbn: '',
  summary: 'All about welding.',
  price: 2000,
  pageCount: 120,
  coverId: null,
  source: 'GB/T 5117',
  published: true,
  createTime: '2026-01-01T00:00:00.000Z',
  hasFile: true,
  hasPreview: true,
  access: { canDownload: false, via: null, waitingOrderNo: null },
  ...overrides,
});

function answer(detail: LibraryItemDetail) {
  http.call.mockImplementation(async (endpoint: { path: string }) => {
    if (endpoint.path.endsWith('/listLibraryTypes')) return [{ id: 1, code: 'welding', nameZh: '焊接', nameEn: 'Welding', count: 3 }];
    if (endpoint.path.endsWith('/getTechnology')) return detail;
    if (endpoint.path.endsWith('/saveLibraryOrder')) return { code: 200, msg: '', data: { orderNo: ORDER_NO } };
    if (endpoint.path.endsWith('/getFileDownload')) return { url: '/atsteel/library/file?token=x', expiresIn: 300 };
    throw new Error(`unexpected ${endpoint.path}`);
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const renderPage = (path = '/librany/libranyDetail?id=42') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/librany/libranyDetail" element={<DocumentDetailPage />} />
        <Route path="/librany/libranyPay" element={<Where />} />
        <Route path="/librany/:id" element={<DocumentDetailPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
const flush = () => act(async () => undefined);

describe('the document page', () => {
  beforeAll(async () => {
    await initTestI18n('en');
    i18next.addResourceBundle('en', 'portal', enPortal);
  });
  beforeEach(() => {
    http.call.mockReset();
  });
  afterEach(() => session.signOut());

  it('shows a paid document with its price, type and the VIP note, and sends a visitor to log in to buy', async () => {
    answer(item());
    renderPage();
    await flush();
    expect(screen.getByRole('heading', { name: 'Welding handbook' })).toBeTruthy();
    expect(screen.getByTestId('library-price-value').textContent).toBe('¥20.00');
    expect(screen.getByText('Welding')).toBeTruthy();
    expect(screen.getByTestId('library-vip-note').textContent).toContain('VIP members download paid documents free.');
    expect(screen.getByTestId('library-preview')).toBeTruthy();
    fireEvent.click(screen.getByTestId('library-buy'));
    expect(screen.getByTestId('where').textContent).toBe(`/login?redirect=${encodeURIComponent('/librany/libranyDetail?id=42')}`);
  });

  it('orders a paid document for a signed-in buyer and goes to its payment page', async () => {
    session.signIn('token', 'demo');
    answer(item());
    renderPage('/librany/42');
    await flush();
    fireEvent.click(screen.getByTestId('library-buy'));
    await flush();
    expect(http.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/atsteel/payment/saveLibraryOrder' }), { id: 42 });
    expect(screen.getByTestId('where').textContent).toBe(`/librany/libranyPay?orderNo=${ORDER_NO}`);
  });

  it('offers to continue a waiting order, and downloads what the caller may download', async () => {
    session.signIn('token', 'demo');
    answer(item({ access: { canDownload: false, via: null, waitingOrderNo: ORDER_NO } }));
    const { unmount } = renderPage();
    await flush();
    expect(screen.queryByTestId('library-buy')).toBeNull();
    expect(screen.getByTestId('library-continue-payment')).toBeTruthy();
    unmount();

    answer(item({ access: { canDownload: true, via: 'purchase', waitingOrderNo: null } }));
    renderPage();
    await flush();
    expect(screen.queryByTestId('library-vip-note')).toBeNull();
    expect(screen.getByTestId('library-access').textContent).toBe('Bought');
    expect(screen.getByTestId('library-download')).toBeTruthy();
  });
});

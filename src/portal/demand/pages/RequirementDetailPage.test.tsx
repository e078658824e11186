import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import i18next from 'i18next';
import enDemand from '../../../../locales/en/demand.json';
import enLaboratory from '../../../../locales/en/laboratory.json';
import { initTestI18n } from '../../../test/i18n';
import { session } from '../../../providers/session';
import type { DemandDetail } from '../endpoints';

const http = vi.hoisted(() => ({ call: vi.fn(), callFile: vi.fn() }));
vi.mock('../../../providers/http', () => http);

const { default: RequirementDetailPage } = await import('./RequirementDetailPage');

const ORDER_NO = 'AT20261127100000123456';
const quote = { demandId: 7, days: 10, note: '含报告', orderNo: null, createTime: '2026-11-27T02:00:00.000Z', updateTime: '2026-11-27T02:00:00.000Z' };
const demand = (overrides: Partial<DemandDetail> = {}): DemandDetail => ({
  id: 7,
  demandNo: 'RD202611271000001234',
  title: 'Weld fatigue test',
  description: 'Fatigue of the fusion zone',
  material: 'Q345B',
  sampleCount: 3,
  equipmentType: 'fatigue',
  wishedDate: '2026-12-10',
  budget: 500_000,
  state: 'quoted',
  quoteCount: 2,
  createTime: '2026-11-27T02:00:00.000Z',
  viewer: 'visitor',
  contactName: null,
  contactPhone: null,
  attachments: [],
  quotes: [],
  closeReason: null,
  contactBy: '2026-11-30T02:00:00.000Z',
  ownerName: null,
  nextActions: [],
  history: [],
  ...overrides,
});

function answer(detail: DemandDetail) {
  http.call.mockImplementation(async (endpoint: { path: string }, input: Record<string, unknown>) => {
    if (endpoint.path.endsWith('/demand/detail')) return detail;
    if (endpoint.path.endsWith('/demandOrder/save')) return { orderNo: ORDER_NO };
    if (endpoint.path.endsWith('/demand/quote')) return { ...detail, quotes: [{ ...quote, id: 2, laboratoryId: 1, laboratoryName: 'Lab A', state: 'offered', price: input.price, days: input.days }] };
    throw new Error(`unexpected ${endpoint.path}`);
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/cloud/requirementDetail?id=7']}>
      <Routes>
        <Route path="/cloud/requirementDetail" element={<RequirementDetailPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
const flush = () => act(async () => undefined);

describe('the demand page', () => {
  beforeAll(async () => {
    await initTestI18n('en');
    i18next.addResourceBundle('en', 'demand', enDemand);
    i18next.addResourceBundle('en', 'laboratory', enLaboratory);
  });
  beforeEach(() => {
    http.call.mockReset();
  });
  afterEach(() => session.signOut());

  it('shows a visitor the public part and asks laboratories to sign in to quote', async () => {
    answer(demand());
    renderPage();
    await flush();
    expect(screen.getByRole('heading', { name: /Weld fatigue test/ })).toBeTruthy();
    expect(screen.getByTestId('demand-facts').textContent).toContain('¥5,000.00');
    expect(screen.queryByTestId('demand-private')).toBeNull();
    expect(screen.queryByTestId('demand-quotes')).toBeNull();
    expect(screen.getByText('Laboratory accounts sign in to quote.')).toBeTruthy();
  }, 20_000);

  it('lets the owner accept a quote and goes to pay its order', async () => {
    session.signIn('token', 'demo');
    answer(
      demand({
        viewer: 'owner',
        contactName: '李明',
        contactPhone: '13912345678',
        nextActions: ['accept', 'close'],
        quotes: [
          { ...quote, id: 1, laboratoryId: 2, laboratoryName: 'Lab B', price: 90_000, state: 'offered' },
          { ...quote, id: 2, laboratoryId: 1, laboratoryName: 'Lab A', price: 110_000, state: 'offered' },
        ],
      }),
    );
    renderPage();
    await flush();
    expect(screen.getByTestId('demand-contact-by').textContent).toContain('within 1 working day');
    expect(screen.getByTestId('demand-private').textContent).toContain('13912345678');
    fireEvent.click(screen.getByTestId('quote-accept-Lab A'));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await flush();
    expect(http.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/atsteel/equipments/demandOrder/save' }), { quoteId: 2 });
    expect(screen.getByTestId('where').textContent).toBe(`/librany/libranyPay?orderNo=${ORDER_NO}`);
  }, 20_000);

  it('sends a laboratory’s price in fen', async () => {
    session.signIn('token', 'demo-lab');
    answer(demand({ viewer: 'laboratory', nextActions: ['quote'] }));
    renderPage();
    await flush();
    fireEvent.change(screen.getByTestId('quote-price'), { target: { value: '1234.5' } });
    fireEvent.change(screen.getByTestId('quote-days'), { target: { value: '7' } });
    fireEvent.click(screen.getByTestId('quote-submit'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(http.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/atsteel/equipments/demand/quote' }), { demandId: 7, price: 123_450, days: 7, note: '' });
    expect(await screen.findByText('Update the quote')).toBeTruthy();
  }, 20_000);
});

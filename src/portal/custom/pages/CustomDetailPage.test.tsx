import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import i18next from 'i18next';
import enCustom from '../../../../locales/en/custom.json';
import enPortal from '../../../../locales/en/portal.json';
import { initTestI18n } from '../../../test/i18n';
import { session } from '../../../providers/session';
import type { CustomOrderDetail } from '../endpoints';
import { customOrderFixture, offeredOrder, timelineStep } from '../../../components/customization/customOrder.fixture';

const http = vi.hoisted(() => ({ call: vi.fn(), callFile: vi.fn(), callUpload: vi.fn() }));
vi.mock('../../../providers/http', () => http);

const { default: CustomDetailPage } = await import('./CustomDetailPage');
const { default: CustomDetectionDetailPage } = await import('./CustomDetectionDetailPage');

const PAY_NO = 'AT20261126100000654321';

/** The server: the detail of `order`, a step answers `after` (or the order), pay answers an order number. */
function serve(order: CustomOrderDetail | Error, after?: CustomOrderDetail) {
  http.call.mockImplementation(async (endpoint: { path: string }) => {
    if (endpoint.path.endsWith('/custom/detail')) {
      if (order instanceof Error) throw order;
      return order;
    }
    if (endpoint.path.endsWith('/custom/step')) return after ?? order;
    if (endpoint.path.endsWith('/custom/pay')) return { orderNo: PAY_NO };
    throw new Error(`unexpected ${endpoint.path}`);
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const renderAt = (address: string) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/custom/customDetail" element={<CustomDetailPage />} />
        <Route path="/custom/customDetectionDetail" element={<CustomDetectionDetailPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
const flush = () => act(async () => undefined);
const BUTTONS = ['custom-edit', 'custom-accept', 'custom-decline', 'custom-pay', 'custom-evaluate', 'custom-cancel'];
const shownButtons = () => BUTTONS.filter((id) => screen.queryByTestId(id) !== null);
const stepCalls = () => http.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path.endsWith('/custom/step'));

describe('the customization order page', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await initTestI18n('en');
    i18next.addResourceBundle('en', 'custom', enCustom);
    i18next.addResourceBundle('en', 'portal', enPortal);
  });
  beforeEach(() => {
    http.call.mockReset();
    session.signIn('token', 'demo-company');
  });
  afterEach(() => session.signOut());

  it('sends a visitor to the login page', async () => {
    session.signOut();
    serve(customOrderFixture());
    renderAt('/custom/customDetail?id=31');
    await flush();
    expect(screen.getByTestId('where').textContent).toBe(`/login?redirect=${encodeURIComponent('/custom/customDetail?id=31')}`);
    expect(http.call).not.toHaveBeenCalled();
  });

  it('answers an unknown order, or another user’s, with the not-found page', async () => {
    serve(Object.assign(new Error('Not found'), { statusCode: 404 }));
    renderAt('/custom/customDetail?id=999');
    await flush();
    expect(screen.getByTestId('not-found')).toBeTruthy();
  });

  it('offers a retry when the server cannot be reached', async () => {
    serve(Object.assign(new Error('Network'), { statusCode: 0 }));
    renderAt('/custom/customDetail?id=31');
    await flush();
    expect(screen.queryByTestId('not-found')).toBeNull();
    serve(customOrderFixture());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await flush();
    expect(screen.getByTestId('custom-request')).toBeTruthy();
  });

  it('offers under pre-review only what the server allows: edit and cancel', async () => {
    serve(customOrderFixture());
    renderAt('/custom/customDetail?id=31');
    await flush();
    expect(shownButtons()).toEqual(['custom-edit', 'custom-cancel']);
    expect(screen.getByTestId('custom-progress').getAttribute('data-current')).toBe('preReview');
    expect(screen.queryByTestId('custom-offer')).toBeNull();
    expect(screen.queryByTestId('custom-contract')).toBeNull();
    fireEvent.click(screen.getByTestId('custom-edit'));
    expect(screen.getByTestId('where').textContent).toBe('/custom?id=31');
  });

  it('shows a set offer with accept and decline, and accepting takes the step and shows the new state', async () => {
    const order = offeredOrder();
    serve(order, offeredOrder({ state: 'contract', nextActions: ['cancel'] }));
    renderAt('/custom/customDetail?id=31');
    await flush();
    expect(shownButtons()).toEqual(['custom-accept', 'custom-decline', 'custom-cancel']);
    expect(screen.getByTestId('custom-offer').textContent).toContain('¥10,000.00');
    expect(screen.getByTestId('custom-milestone-labRnd').textContent).toContain('Overdue');
    expect(screen.getByTestId('custom-acceptance-link').getAttribute('href')).toBe('/custom/customDetectionDetail?id=31');
    fireEvent.click(screen.getByTestId('custom-accept'));
    await flush();
    fireEvent.click(screen.getByTestId('custom-accept-confirm'));
    await flush();
    expect(stepCalls()).toEqual([[expect.objectContaining({ path: '/atsteel/material/custom/step' }), { id: 31, action: 'accept' }]]);
    expect(screen.getByTestId('custom-state').getAttribute('data-state')).toBe('contract');
    expect(shownButtons()).toEqual(['custom-cancel']);
  });

  it('declines with the reason given', async () => {
    serve(offeredOrder(), offeredOrder({ state: 'cancelled', nextActions: [], cancelReason: 'Too dear' }));
    renderAt('/custom/customDetail?id=31');
    await flush();
    fireEvent.click(screen.getByTestId('custom-decline'));
    await flush();
    fireEvent.change(screen.getByTestId('custom-decline-reason'), { target: { value: 'Too dear' } });
    fireEvent.click(screen.getByTestId('custom-decline-confirm'));
    await flush();
    await flush();
    expect(stepCalls()[0]?.[1]).toEqual({ id: 31, action: 'decline', note: 'Too dear' });
    expect(screen.getByTestId('custom-cancel-reason').textContent).toContain('Too dear');
    expect(shownButtons()).toEqual([]);
  });

  it('offers the signed-contract upload once the contract is drawn up and the buyer may sign', async () => {
    serve(
      offeredOrder({
        state: 'contract',
        nextActions: ['signBuyer', 'cancel'],
        contractNo: 'HT20261126001',
        contractDrawnTime: '2026-11-26T06:00:00.000Z',
        platformSigned: true,
        timeline: [timelineStep({ id: 4, action: 'signPlatform', fromState: 'contract', toState: 'contract', files: [{ id: 'p1', name: 'platform-signed.pdf', contentType: 'application/pdf', size: 9 }] })],
      }),
    );
    renderAt('/custom/customDetail?id=31');
    await flush();
    const contract = screen.getByTestId('custom-contract');
    expect(contract.textContent).toContain('HT20261126001');
    expect(contract.textContent).toContain('platform-signed.pdf');
    expect(screen.getByTestId('custom-contract-download')).toBeTruthy();
    expect(screen.getByTestId('custom-sign')).toBeTruthy();
    expect((screen.getByTestId('custom-sign-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('does not offer the upload before the contract is drawn up', async () => {
    serve(offeredOrder({ state: 'contract', nextActions: ['cancel'] }));
    renderAt('/custom/customDetail?id=31');
    await flush();
    expect(screen.getByTestId('custom-contract').textContent).toContain('has not drawn up the contract');
    expect(screen.queryByTestId('custom-sign')).toBeNull();
    expect(screen.queryByTestId('custom-contract-download')).toBeNull();
  });

  it('pays the deposit: the pay call, then the payment page of its order number', async () => {
    serve(offeredOrder({ state: 'contract', nextActions: ['pay', 'cancel'], payable: 'deposit', buyerSigned: true, platformSigned: true, contractDrawnTime: '2026-11-26T06:00:00.000Z' }));
    renderAt('/custom/customDetail?id=31');
    await flush();
    expect(screen.getByTestId('custom-pay').textContent).toContain('¥3,000.00');
    fireEvent.click(screen.getByTestId('custom-pay'));
    await flush();
    expect(http.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/atsteel/material/custom/pay' }), { id: 31 });
    expect(screen.getByTestId('where').textContent).toBe(`/librany/libranyPay?orderNo=${PAY_NO}`);
  });

  it('evaluates a delivered order with stars, then shows them', async () => {
    const delivered = offeredOrder({ state: 'delivered', nextActions: ['evaluate'], shipmentNo: 'SF1234567890' });
    serve(delivered, { ...delivered, state: 'evaluated', nextActions: [], evaluationStars: 4, evaluationText: 'Good' });
    renderAt('/custom/customDetail?id=31');
    await flush();
    expect(screen.getByTestId('custom-shipment').textContent).toContain('SF1234567890');
    fireEvent.click(screen.getByTestId('custom-evaluate'));
    await flush();
    const stars = screen.getByTestId('custom-evaluate-stars').querySelectorAll('.ant-rate-star > div');
    fireEvent.click(stars[3]!);
    fireEvent.click(screen.getByTestId('custom-evaluate-confirm'));
    await flush();
    await flush();
    expect(stepCalls()[0]?.[1]).toEqual({ id: 31, action: 'evaluate', stars: 4, note: '' });
    expect(screen.getByTestId('custom-evaluation').textContent).toContain('Good');
    expect(shownButtons()).toEqual([]);
  });

  it('shows why a request failed its review', async () => {
    serve(customOrderFixture({ state: 'rejected', nextActions: [], rejectReason: 'Composition impossible' }));
    renderAt('/custom/customDetail?id=31');
    await flush();
    expect(screen.getByTestId('custom-reject-reason').textContent).toContain('Composition impossible');
    expect(shownButtons()).toEqual([]);
  });
});

describe('the acceptance tests page', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await initTestI18n('en');
    i18next.addResourceBundle('en', 'custom', enCustom);
  });
  beforeEach(() => {
    http.call.mockReset();
    session.signIn('token', 'demo-company');
  });
  afterEach(() => session.signOut());

  it('lists the tests, their results and the reports of product testing, with the way back', async () => {
    const base = offeredOrder().acceptance[0]!;
    serve(
      offeredOrder({
        state: 'executing',
        acceptance: [
          { ...base, result: 'ReH 372 MPa', passed: true },
          { ...base, itemId: 10, code: 'IMPACT', nameEn: 'Impact test', nameZh: '冲击试验', requirement: 'KV2 ≥ 34 J', result: '28 J', passed: false },
        ],
        timeline: [
          timelineStep({ id: 8, action: 'labDone', fromState: 'executing', toState: 'executing', files: [{ id: 'l1', name: 'lab.pdf', contentType: 'application/pdf', size: 5 }] }),
          timelineStep({ id: 9, action: 'testingDone', fromState: 'executing', toState: 'executing', files: [{ id: 'r1', name: 'report.pdf', contentType: 'application/pdf', size: 5 }] }),
        ],
      }),
    );
    renderAt('/custom/customDetectionDetail?id=31');
    await flush();
    expect(screen.getByTestId('custom-acceptance-TENSILE').textContent).toContain('Passed');
    expect(screen.getByTestId('custom-acceptance-IMPACT').textContent).toContain('Failed');
    const reports = screen.getByTestId('custom-reports').textContent;
    expect(reports).toContain('report.pdf');
    expect(reports).not.toContain('lab.pdf');
    fireEvent.click(screen.getByTestId('custom-detection-back'));
    expect(screen.getByTestId('custom-detail')).toBeTruthy();
  });

  it('says when no reports are recorded yet', async () => {
    serve(offeredOrder({ state: 'executing' }));
    renderAt('/custom/customDetectionDetail?id=31');
    await flush();
    expect(screen.getByTestId('custom-reports').textContent).toContain('has not recorded the test reports');
  });
});

import type { ComponentType } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import enResearch from '../../../locales/en/research.json';
import enLaboratory from '../../../locales/en/laboratory.json';
import { consoleResource, mountConsolePage, shown } from '../../test/consolePage';
import { initTestI18n } from '../../test/i18n';

/**
 * The booking pages in Refine with the real data provider over canned answers of the contract calls: what the
 * customer and the laboratory see of one booking, and the laboratory's instruments.
 */
const TIME = '2026-11-24T01:00:00.000Z';
const booking = {
  id: 5,
  bookingNo: 'BK202611240001',
  state: 'responded',
  instrumentId: 3,
  instrumentName: 'SEM-1',
  instrumentModel: 'S-4800',
  typeCode: 'SEM',
  laboratoryId: 2,
  laboratoryName: 'Lab A',
  customerName: 'demo-individual',
  date: '2026-11-25',
  startTime: '09:00',
  endTime: '11:00',
  startsAt: '2026-11-25T01:00:00.000Z',
  endsAt: '2026-11-25T03:00:00.000Z',
  durationMinutes: 120,
  price: 60000,
  sampleName: 'Q235 plate',
  sampleCount: 2,
  contactName: 'Li',
  contactPhone: '13800000000',
  address: '',
  remarks: '',
  responseDeadline: '2026-11-25T01:00:00.000Z',
  responseNote: 'Fine',
  respondTime: TIME,
  orderNo: null,
  payTime: null,
  cancelReason: null,
  evaluationStars: null,
  evaluationText: null,
  evaluateTime: null,
  createTime: TIME,
};
const customerView = { ...booking, viewer: 'customer', nextActions: ['pay', 'cancel'], history: [], logs: [], experiments: [], resultsHidden: true };
const labView = {
  ...booking,
  state: 'inProgress',
  viewer: 'laboratory',
  nextActions: ['pause', 'complete'],
  history: [],
  logs: [{ id: 1, kind: 'log', text: 'Sample received', files: [], author: 'demo-lab', createTime: TIME }],
  experiments: [
    {
      id: 2,
      kind: 'experiment',
      text: 'Micrographs',
      files: [{ id: '5f0c6a8e-1c2b-4d3e-8f9a-0b1c2d3e4f50', name: 'sem.zip', contentType: 'application/zip', size: 10 }],
      author: 'demo-lab',
      createTime: TIME,
    },
  ],
  resultsHidden: false,
};
let detail: unknown = customerView;
const instrument = {
  id: 3,
  name: 'SEM-1',
  model: 'S-4800',
  maker: 'Hitachi',
  typeCode: 'SEM',
  specifications: '',
  photoId: null,
  laboratoryId: 2,
  laboratoryName: 'Lab A',
  city: 'Shanghai',
  bookable: false,
  hourlyPrice: null,
  slotMinutes: null,
  openHours: null,
  closedDates: [],
};
const ANSWERS: Record<string, () => unknown> = {
  '/atsteel/equipments/order/detail': () => detail,
  '/atsteel/equipments/timeConfig/list': () => ({ list: [instrument], total: 1, pageNum: 1, pageSize: 10 }),
};
vi.mock('../../providers/http', () => ({
  call: vi.fn(async (endpoint: { path: string }) => ANSWERS[endpoint.path]?.()),
  callFile: vi.fn(async () => ({ blob: new Blob(), headers: {} })),
  callUpload: vi.fn(),
}));

describe('booking pages', () => {
  beforeAll(async () => {
    await initTestI18n('en');
    i18next.addResourceBundle('en', 'research', enResearch);
    i18next.addResourceBundle('en', 'laboratory', enLaboratory);
  });

  it('the customer: pay and cancel, and the results are hidden until payment is confirmed', async () => {
    detail = customerView;
    const definition = consoleResource('researchCheck');
    const Show = definition.pages.show as ComponentType;
    mountConsolePage(`${definition.route}/show/5`, `${definition.route}/show/:id`, Show);
    await shown('results-hidden');
    expect(screen.getByTestId('results-hidden').textContent).toContain('shown once payment is confirmed');
    expect(screen.queryByTestId('experiments')).toBeNull();
    expect(screen.getByTestId('booking-pay')).toBeTruthy();
    expect(screen.getByTestId('booking-action-cancel')).toBeTruthy();
    expect(screen.getByTestId('booking-time').textContent).toBe('2026-11-25 09:00–11:00');
    expect(screen.getByTestId('booking-price').textContent).toBe('¥600.00');
    expect(screen.queryByTestId('evaluation-form')).toBeNull();
  });

  it('the laboratory: its steps, its logs and results with their files, and the record buttons', async () => {
    detail = labView;
    const definition = consoleResource('laboratoryOrderDetail');
    mountConsolePage(`${definition.route}?id=5`, definition.route, definition.pages.list);
    await shown('experiments');
    expect(screen.getByTestId('record-file-5f0c6a8e-1c2b-4d3e-8f9a-0b1c2d3e4f50').textContent).toContain('sem.zip');
    expect(screen.getByTestId('service-logs').textContent).toContain('Sample received');
    expect(screen.getByTestId('booking-action-pause')).toBeTruthy();
    expect(screen.getByTestId('booking-action-complete')).toBeTruthy();
    expect(screen.queryByTestId('booking-action-respond')).toBeNull();
    expect(screen.getByTestId('record-experiment')).toBeTruthy();
    fireEvent.click(screen.getByTestId('record-experiment'));
    await shown('record-files');
  });

  it("the laboratory's instruments: edit one's booking time in a drawer", async () => {
    const definition = consoleResource('laboratoryEquipment');
    mountConsolePage(definition.route, definition.route, definition.pages.list);
    await shown('time-config-edit-3');
    fireEvent.click(screen.getByTestId('time-config-edit-3'));
    await shown('time-config-save');
    expect(screen.getByTestId('time-config-day-1').textContent).toContain('Add time range');
  });
});

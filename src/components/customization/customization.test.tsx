import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import i18next from 'i18next';
import enCustom from '../../../locales/en/custom.json';
import zhCustom from '../../../locales/zh/custom.json';
import { initTestI18n } from '../../test/i18n';
import {
  CUSTOM_ACTIONS,
  CUSTOM_DIMENSIONS,
  CUSTOM_MILESTONES,
  CUSTOM_PROPERTY_CODES,
  CUSTOM_QUANTITY_UNITS,
  CUSTOM_SHAPES,
  CUSTOM_STATES,
  CUSTOM_TYPES,
} from '@contract/endpoints/customization';
import { AcceptanceTable, CustomMilestones, CustomOfferCard, CustomProgressSteps, CustomRequestSummary, CustomTimeline, rangeText } from '.';
import { customOrderFixture, offeredOrder, timelineStep } from './customOrder.fixture';

vi.mock('../../providers/http', () => ({ call: vi.fn(), callFile: vi.fn() }));

const inRouter = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

describe('the customization vocabulary', () => {
  it.each([
    ['en', enCustom],
    ['zh', zhCustom],
  ] as const)('names every code in %s', (_, texts) => {
    const section = texts as unknown as Record<string, Record<string, unknown>>;
    const expectAll = (name: string, codes: readonly string[]) => {
      for (const code of codes) expect(section[name]?.[code], `${name}.${code}`).toEqual(expect.any(String));
    };
    expectAll('types', CUSTOM_TYPES);
    expectAll('shapes', CUSTOM_SHAPES);
    expectAll('units', CUSTOM_QUANTITY_UNITS);
    expectAll('properties', CUSTOM_PROPERTY_CODES);
    expectAll('dimensions', CUSTOM_DIMENSIONS);
    expectAll('states', CUSTOM_STATES);
    expectAll('milestones', CUSTOM_MILESTONES);
    expectAll('actions', [...CUSTOM_ACTIONS, 'pay']);
    expect(Object.keys(texts.timeline.actions).sort()).toEqual([...CUSTOM_ACTIONS].sort());
  });

  it('writes ranges', () => {
    expect(rangeText(1, 2)).toBe('1–2');
    expect(rangeText(355, null)).toBe('≥ 355');
    expect(rangeText(null, 0.5)).toBe('≤ 0.5');
    expect(rangeText(3, 3)).toBe('3');
  });
});

describe('the shared customization components', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await initTestI18n('en');
    i18next.addResourceBundle('en', 'custom', enCustom);
    i18next.addResourceBundle('zh', 'custom', zhCustom);
  });

  it('summarises the request with its base grade linking to the catalogue', () => {
    inRouter(<CustomRequestSummary order={customOrderFixture()} />);
    const request = screen.getByTestId('custom-request');
    expect(within(request).getByRole('link', { name: /Q355B/ }).getAttribute('href')).toBe('/material/detail/steel/5');
    expect(request.textContent).toContain('New alloy development');
    expect(request.textContent).toContain('Yield strength (MPa)');
    expect(request.textContent).toContain('≥ 355');
    expect(request.textContent).toContain('12.5 t');
    expect(within(request).getByTestId('custom-file-0b6b0c58-2f5c-4e5c-9c55-2b1f4b7b1a01').textContent).toContain('drawing.pdf');
  });

  it('lists the timeline oldest first, with states, operator, note and files', () => {
    const order = customOrderFixture({
      state: 'offer',
      timeline: [
        timelineStep({ id: 2, action: 'setOffer', fromState: 'offer', toState: 'offer', createTime: '2026-11-26T05:00:00.000Z', operator: 'demo-auditor' }),
        timelineStep({
          id: 1,
          action: 'pass',
          fromState: 'preReview',
          toState: 'offer',
          note: 'Complete',
          files: [{ id: 'f1', name: 'review.pdf', contentType: 'application/pdf', size: 10 }],
        }),
      ],
    });
    inRouter(<CustomTimeline order={order} />);
    const rows = screen.getByTestId('custom-timeline').querySelectorAll('[data-testid^="custom-timeline-"]');
    expect([...rows].map((row) => row.getAttribute('data-testid'))).toEqual(['custom-timeline-submitted', 'custom-timeline-pass', 'custom-timeline-setOffer']);
    expect(rows[1].textContent).toContain('Formal review passed');
    expect(rows[1].textContent).toContain('Pre-review → Offer');
    expect(rows[1].textContent).toContain('Complete');
    expect(rows[1].textContent).toContain('review.pdf');
    expect(rows[2].textContent).not.toContain('→');
    expect(rows[2].textContent).toContain('by demo-auditor');
  });

  it('reads the first recorded edit as the request, later ones as edits', () => {
    const order = customOrderFixture({
      timeline: [
        timelineStep({ id: 1, action: 'edit', operator: 'demo-company', createTime: '2026-11-26T02:00:00.000Z' }),
        timelineStep({ id: 2, action: 'edit', operator: 'demo-company', createTime: '2026-11-26T04:00:00.000Z' }),
      ],
    });
    inRouter(<CustomTimeline order={order} />);
    const rows = screen.getByTestId('custom-timeline').querySelectorAll('[data-testid^="custom-timeline-"]');
    expect([...rows].map((row) => row.getAttribute('data-testid'))).toEqual(['custom-timeline-submitted', 'custom-timeline-edit']);
    expect(rows[0].textContent).toContain('Request submitted');
    expect(rows[0].textContent).toContain('by demo-company');
    expect(rows[1].textContent).toContain('Request edited');
  });

  it('shows the offer, milestones with the overdue one marked, and acceptance tests', () => {
    const order = offeredOrder();
    inRouter(
      <>
        <CustomOfferCard order={order} />
        <CustomMilestones order={order} />
        <AcceptanceTable order={order} />
      </>,
    );
    const offer = screen.getByTestId('custom-offer').textContent;
    expect(offer).toContain('¥10,000.00');
    expect(offer).toContain('¥3,000.00');
    expect(offer).toContain('¥7,000.00');
    expect(screen.getByTestId('custom-plan').textContent).toBe('Trial melt\nRolling trials');
    expect(screen.getByTestId('custom-milestone-plan').textContent).toContain('Done');
    expect(screen.getByTestId('custom-milestone-labRnd').textContent).toContain('Overdue');
    expect(screen.getByTestId('custom-milestone-production').textContent).toContain('Pending');
    const test = screen.getByTestId('custom-acceptance-TENSILE').textContent;
    expect(test).toContain('Tensile test');
    expect(test).toContain('GB/T 228.1-2021');
    expect(test).toContain('Pending');
  });

  it('names acceptance items in Chinese on Chinese pages', async () => {
    await i18next.changeLanguage('zh');
    try {
      inRouter(<AcceptanceTable order={offeredOrder({ acceptance: [{ ...offeredOrder().acceptance[0]!, result: 'ReH 372 MPa', passed: true }] })} />);
      const row = screen.getByTestId('custom-acceptance-TENSILE').textContent;
      expect(row).toContain('拉伸试验');
      expect(row).toContain('合格');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('stops the progress where a cancelled order left the road', () => {
    const cancelled = customOrderFixture({
      state: 'cancelled',
      timeline: [
        timelineStep({ id: 1, action: 'pass', fromState: 'preReview', toState: 'offer' }),
        timelineStep({ id: 2, action: 'accept', fromState: 'offer', toState: 'contract' }),
        timelineStep({ id: 3, action: 'cancel', fromState: 'contract', toState: 'cancelled' }),
      ],
    });
    const { unmount } = inRouter(<CustomProgressSteps order={cancelled} />);
    expect(screen.getByTestId('custom-progress').getAttribute('data-current')).toBe('contract');
    expect(screen.getByTestId('custom-progress').querySelector('.ant-steps-item-error')?.textContent).toContain('Contract');
    unmount();
    inRouter(<CustomProgressSteps order={customOrderFixture({ state: 'executing' })} />);
    expect(screen.getByTestId('custom-progress').getAttribute('data-current')).toBe('executing');
    expect(screen.getByTestId('custom-progress').querySelector('.ant-steps-item-error')).toBeNull();
  });
});

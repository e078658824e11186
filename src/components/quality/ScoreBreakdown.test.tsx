import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import enQuality from '../../../locales/en/quality.json';
import { initTestI18n } from '../../test/i18n';
import type { LineScoreOutput } from '@contract/endpoints/quality';
import { indicatorValue } from './format';
import { Improvements } from './Improvements';
import { ScoreBreakdown } from './ScoreBreakdown';

/** The README's worked example under DEFAULT_METHOD (3 heats, small sample), as the server would answer it. */
const score: LineScoreOutput = {
  methodVersion: '2026.1',
  n: 3,
  total: 4.0625,
  smallSample: true,
  indicators: [
    { key: 'conformity', weight: 0.3, effectiveWeight: 0.03, score: 0, contribution: 0, value: 2 / 3, applicable: true, detail: {} },
    { key: 'capability', weight: 0.25, effectiveWeight: 0.025, score: 66.33, contribution: 1.658, value: 1.3333, applicable: true, detail: {} },
    { key: 'compositionStability', weight: 0.15, effectiveWeight: 0.015, score: 0, contribution: 0, value: 0.6667, applicable: true, detail: {} },
    { key: 'toughnessMargin', weight: 0.15, effectiveWeight: 0.015, score: 100, contribution: 1.5, value: 1, applicable: true, detail: {} },
    { key: 'dataVolume', weight: 0.15, effectiveWeight: 0.15, score: 6, contribution: 0.9, value: 3, applicable: true, detail: {} },
  ],
  improvements: [
    { key: 'dataVolume', gain: 84.97 },
    { key: 'conformity', gain: 3 },
  ],
};

describe('indicatorValue', () => {
  it('formats each indicator as people read it', () => {
    expect(indicatorValue('conformity', 0.9876)).toBe('98.8 %');
    expect(indicatorValue('capability', 1.33333)).toBe('1.33');
    expect(indicatorValue('compositionStability', 0.6)).toBe('0.60');
    expect(indicatorValue('toughnessMargin', 1)).toBe('100.0 %');
    expect(indicatorValue('dataVolume', 30)).toBe('n = 30');
    expect(indicatorValue('capability', null)).toBe('—');
  });
});

describe('ScoreBreakdown', () => {
  beforeAll(async () => {
    await initTestI18n('en');
    i18next.addResourceBundle('en', 'quality', enQuality);
  });

  it('shows the total, the method version, the small-sample mark and each indicator formatted', () => {
    render(<ScoreBreakdown score={score} />);
    expect(screen.getByTestId('quality-total').textContent).toBe('4.1');
    expect(screen.getByTestId('quality-method-version').textContent).toBe('Method 2026.1');
    expect(screen.getByTestId('quality-small-sample').textContent).toBe('Small sample');
    expect(screen.getByTestId('quality-value-conformity').textContent).toBe('66.7 %');
    expect(screen.getByTestId('quality-value-capability').textContent).toBe('1.33');
    expect(screen.getByTestId('quality-value-compositionStability').textContent).toBe('0.67');
    expect(screen.getByTestId('quality-value-toughnessMargin').textContent).toBe('100.0 %');
    expect(screen.getByTestId('quality-value-dataVolume').textContent).toBe('n = 3');
    expect(screen.getByTestId('quality-weight-conformity').textContent).toBe('3.0 %');
    expect(screen.getByTestId('quality-weight-dataVolume').textContent).toBe('15.0 %');
    expect(screen.getByTestId('quality-contribution-capability').textContent).toBe('1.7');
    const bars = within(screen.getByTestId('quality-contribution-bars')).getAllByRole('listitem');
    expect(bars).toHaveLength(5);
    expect(bars[3].textContent).toContain('Toughness');
    expect(bars[3].textContent).toContain('1.5 pts');
  });

  it('marks an indicator that does not apply and leaves out the small-sample mark for a large sample', () => {
    const large: LineScoreOutput = {
      ...score,
      n: 60,
      smallSample: false,
      indicators: score.indicators.map((indicator) =>
        indicator.key === 'toughnessMargin' ? { ...indicator, applicable: false, value: null, effectiveWeight: 0, score: 0, contribution: 0 } : indicator,
      ),
    };
    render(<ScoreBreakdown score={large} />);
    expect(screen.queryByTestId('quality-small-sample')).toBeNull();
    expect(screen.getByTestId('quality-value-toughnessMargin').textContent).toBe('Not applicable');
  });

  it('lists the improvements with their points and what each takes', () => {
    render(<Improvements improvements={score.improvements} />);
    const data = screen.getByTestId('quality-improvement-dataVolume');
    expect(data.textContent).toContain('Data volume');
    expect(data.textContent).toContain('+85.0 points');
    expect(data.textContent).toContain('Upload more heats or coils');
    expect(screen.getByTestId('quality-improvement-conformity').textContent).toContain('+3.0 points');
  });

  it('says when there is nothing left to improve', () => {
    render(<Improvements improvements={[]} />);
    expect(screen.getByTestId('quality-improvements').textContent).toContain('Every applicable indicator is already at 100.');
  });
});

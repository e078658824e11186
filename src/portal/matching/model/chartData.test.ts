import { describe, expect, it } from 'vitest';
import { compositionPoints, radarPoints, seriesNames } from './chartData';
import type { ContrastOutput } from './types';

const grade = (id: number, name: string, code: string) =>
  ({ id, name, type: 'steel', standard: { code, country: 'EU' } }) as unknown as ContrastOutput['grades'][number];
const property = (min: number | null, max: number | null = null) => ({ min, max, tempC: null, scale: null, condition: 'asRolled', thicknessFrom: null, thicknessTo: null });

const contrast = {
  grades: [grade(1, 'Q355B', 'GB/T 1591-2018'), grade(2, 'S355JR', 'EN 10025-2:2019'), grade(3, 'S355JR', 'BS EN 10025-2')],
  condition: 'asRolled',
  thickness: null,
  elements: [
    { el: 'C', values: [{ min: null, max: 0.24 }, { min: 0.1, max: 0.2 }, null] },
    { el: 'Mn', values: [null, null, null] },
    { el: 'CEV', values: [{ min: null, max: 0.45 }, { min: null, max: 0.45 }, null] },
  ],
  properties: [
    { property: 'yield', values: [property(355), property(355), property(345)] },
    { property: 'tensile', values: [property(470), null, null] },
    { property: 'impact', values: [property(null, 0), property(27), property(27)] },
  ],
  pairs: [],
} as unknown as ContrastOutput;

describe('comparison charts', () => {
  it('label a grade name shared by two standards with its standard', () => {
    expect(seriesNames(contrast.grades)).toEqual(['Q355B', 'S355JR (EN 10025-2:2019)', 'S355JR (BS EN 10025-2)']);
  });

  it('draw the middle of each element range, limits alone as they are, nothing for missing values or sums', () => {
    expect(compositionPoints(contrast)).toEqual([
      { x: 'C', series: 'Q355B', value: 0.24 },
      { x: 'C', series: 'S355JR (EN 10025-2:2019)', value: 0.15 },
    ]);
  });

  it('put on the radar only properties two grades specify, as a share of the highest', () => {
    const points = radarPoints(contrast, (key) => key.toUpperCase());
    expect(points.filter((point) => point.item === 'YIELD').map((point) => point.value)).toEqual([100, 100, 97]);
    expect(points.some((point) => point.item === 'TENSILE')).toBe(false);
    expect(points.filter((point) => point.item === 'IMPACT').map((point) => point.value)).toEqual([0, 100, 100]);
  });
});

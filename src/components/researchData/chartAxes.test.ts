import { describe, expect, it } from 'vitest';
import type { ResearchColumn } from '@contract/endpoints/researchData';
import { defaultAxes, numericColumns, sampleStep } from './chartAxes';

const column = (key: string, quantity: string, property: ResearchColumn['property'] = null): ResearchColumn => ({
  key,
  label: key,
  quantity,
  unit: '',
  condition: '',
  element: null,
  property,
});

describe('chart axes', () => {
  const columns = [column('specimen', 'text'), column('c', 'percent'), column('ts', 'stress', 'tensile'), column('fs', 'stress', 'fatigueStrength')];

  it('charts numeric columns only', () => {
    expect(numericColumns(columns).map((c) => c.key)).toEqual(['c', 'ts', 'fs']);
  });

  it('opens on the first two numeric columns', () => {
    expect(defaultAxes({ columns, experimentType: 'tensile' })).toEqual({ x: 'c', y: 'ts' });
  });

  it('opens a fatigue set on tensile against fatigue strength, when it has both', () => {
    expect(defaultAxes({ columns, experimentType: 'fatigue' })).toEqual({ x: 'ts', y: 'fs' });
    expect(defaultAxes({ columns: columns.slice(0, 3), experimentType: 'fatigue' })).toEqual({ x: 'c', y: 'ts' });
  });

  it('has nothing to chart with fewer than two numeric columns', () => {
    expect(defaultAxes({ columns: columns.slice(0, 2), experimentType: 'tensile' })).toBeUndefined();
  });

  it('derives the sample step from the total and the points asked for, as the server samples', () => {
    expect(sampleStep(5000, 2000)).toBe(3);
    expect(sampleStep(100_000, 2000)).toBe(50);
    expect(sampleStep(2001, 2000)).toBe(2);
    expect(sampleStep(120, 2000)).toBe(1);
    expect(sampleStep(0, 0)).toBe(1);
  });
});

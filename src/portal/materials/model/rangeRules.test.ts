import { describe, expect, it } from 'vitest';
import { elementRangeSchema, propertyRangeSchema, rangeProblem } from './rangeRules';

describe('range filter rules (the contract schema)', () => {
  it("refuses a maximum below the minimum with 'maxBelowMin'", () => {
    expect(rangeProblem(propertyRangeSchema, { min: 400, max: 300 }, { property: 'yield' })).toBe('maxBelowMin');
    expect(rangeProblem(elementRangeSchema, { min: 0.3, max: 0.1 }, { el: 'C' })).toBe('maxBelowMin');
  });

  it('accepts equal bounds, one-sided ranges and empty rows', () => {
    expect(rangeProblem(propertyRangeSchema, { min: 300, max: 300 }, { property: 'yield' })).toBeNull();
    expect(rangeProblem(propertyRangeSchema, { min: 300, max: null }, { property: 'tensile' })).toBeNull();
    expect(rangeProblem(elementRangeSchema, { max: 0.2 }, { el: 'C' })).toBeNull();
    expect(rangeProblem(elementRangeSchema, { min: null, max: null }, {})).toBeNull();
  });

  it('reports only the range, not a missing element (checked by its own field)', () => {
    expect(rangeProblem(elementRangeSchema, { min: 0.1, max: 0.2 }, {})).toBeNull();
    expect(rangeProblem(elementRangeSchema, { min: 0.2, max: 0.1 }, {})).toBe('maxBelowMin');
  });
});

describe('a whole search input', () => {
  it('is checked with the search schema', async () => {
    const { searchProblem } = await import('./rangeRules');
    expect(searchProblem({ pageNum: 1, pageSize: 24, properties: [{ property: 'yield', min: 300 }] })).toBeNull();
    expect(searchProblem({ pageNum: 1, pageSize: 24, elements: [{ el: 'C', min: 0.5, max: 0.2 }] })).toBe('maxBelowMin');
  });
});

import { describe, expect, it } from 'vitest';
import { comparisonSeries, compositionBars, strengthByBand } from './chartData';
import { q235, s355j2 } from './grades.fixture';

const t = (key: string) => key;

describe('chart data', () => {
  it('draws composition limits as ranges from 0, ranges as given', () => {
    const bars = compositionBars([
      ...q235('A', 1).composition.slice(0, 2),
      { el: 'Mo', min: 0.15, max: 0.25, typical: null, note: null, source: { code: 'x', ref: 'y' } },
      { el: 'Al', min: null, max: null, typical: null, note: 'balance', source: { code: 'x', ref: 'y' } },
    ]);
    expect(bars).toEqual([
      { el: 'C', range: [0, 0.22] },
      { el: 'Si', range: [0, 0.35] },
      { el: 'Mo', range: [0.15, 0.25] },
    ]);
  });

  it('gives strength by thickness band for one condition, thinnest first', () => {
    const points = strengthByBand(q235('A', 1).mechanical, 'hot-rolled', 'si', t);
    expect(points).toEqual([
      { x: '≤16', series: 'charts.yieldMin', value: 235 },
      { x: '≤16', series: 'charts.tensileMin', value: 370 },
      { x: '16–40', series: 'charts.yieldMin', value: 225 },
      { x: '16–40', series: 'charts.tensileMin', value: 370 },
    ]);
    expect(strengthByBand(q235('A', 1).mechanical, 'hot-rolled', 'imperial', t)[0]).toEqual({ x: '≤0.63', series: 'charts.yieldMin', value: 34.1 });
    expect(strengthByBand(q235('A', 1).mechanical, 'annealed', 'si', t)).toEqual([]);
    // a row for all thicknesses without strengths (an impact test) adds nothing
    expect(strengthByBand(q235('B', 1).mechanical, 'hot-rolled', 'si', t)).toHaveLength(4);
  });

  it('compares grades on their reference rows', () => {
    const { strength, elongation } = comparisonSeries([q235('A', 1), s355j2(2)], 'si', t);
    expect(strength).toEqual([
      { x: 'Q235A', series: 'charts.yieldMin', value: 235 },
      { x: 'Q235A', series: 'charts.tensileMin', value: 370 },
      { x: 'S355J2', series: 'charts.yieldMin', value: 355 },
      { x: 'S355J2', series: 'charts.tensileMin', value: 470 },
    ]);
    expect(elongation).toEqual([
      { x: 'Q235A', series: 'charts.elongationMin', value: 26 },
      { x: 'S355J2', series: 'charts.elongationMin', value: 22 },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { limitsFromCatalogue, type CompositionRow, type MechanicalRow } from './limitsFromCatalogue';

const mechanical = (row: Partial<MechanicalRow> & Pick<MechanicalRow, 'thicknessFrom' | 'thicknessTo'>): MechanicalRow => ({
  condition: 'as-rolled',
  direction: null,
  yieldMin: null,
  tensileMin: null,
  tensileMax: null,
  elongationMin: null,
  elongationGauge: null,
  impactEnergyMin: null,
  impactTempC: null,
  ...row,
});

/** Q355B of GB/T 1591-2018 as the catalogue holds it (the first bands). */
const ROWS: MechanicalRow[] = [
  mechanical({ thicknessFrom: 0, thicknessTo: 16, yieldMin: 355, tensileMin: 470, tensileMax: 630 }),
  mechanical({ thicknessFrom: 16, thicknessTo: 40, yieldMin: 345, tensileMin: 470, tensileMax: 630 }),
  mechanical({ thicknessFrom: 40, thicknessTo: 63, yieldMin: 335, tensileMin: 470, tensileMax: 630 }),
  mechanical({ thicknessFrom: 0, thicknessTo: 40, direction: 'L', elongationMin: 22, elongationGauge: 'A' }),
  mechanical({ thicknessFrom: 40, thicknessTo: 63, direction: 'L', elongationMin: 21, elongationGauge: 'A' }),
  mechanical({ thicknessFrom: 0, thicknessTo: 40, direction: 'T', elongationMin: 20, elongationGauge: 'A' }),
  mechanical({ thicknessFrom: 40, thicknessTo: 63, direction: 'T', elongationMin: 19, elongationGauge: 'A' }),
  mechanical({ thicknessFrom: 12, thicknessTo: 150, direction: 'L', impactEnergyMin: 34, impactTempC: 20 }),
];
const COMPOSITION: CompositionRow[] = [
  { el: 'C', min: null, max: 0.24 },
  { el: 'Mn', min: null, max: 1.6 },
  { el: 'CEV', min: null, max: 0.45 },
  { el: 'Nb', min: null, max: null },
];

describe('limitsFromCatalogue', () => {
  const limits = limitsFromCatalogue('Q355B', COMPOSITION, ROWS);

  it('makes bands from the bounds of strength and elongation rows together', () => {
    expect(limits.bands).toEqual([
      { minMm: 0, maxMm: 16, yieldMin: 355, tensileMin: 470, tensileMax: 630, elongationMin: 22 },
      { minMm: 16, maxMm: 40, yieldMin: 345, tensileMin: 470, tensileMax: 630, elongationMin: 22 },
      { minMm: 40, maxMm: 63, yieldMin: 335, tensileMin: 470, tensileMax: 630, elongationMin: 21 },
    ]);
  });

  it('ignores the transverse direction', () => {
    expect(limits.bands.map((band) => band.elongationMin)).not.toContain(20);
    expect(limits.bands.map((band) => band.elongationMin)).not.toContain(19);
  });

  it('drops CEV and unbounded elements, keeps element limits', () => {
    expect(limits.composition).toEqual({ C: { max: 0.24 }, Mn: { max: 1.6 } });
  });

  it('takes the impact requirement', () => {
    expect(limits.impact).toEqual({ tempC: 20, energyMin: 34 });
    expect(limitsFromCatalogue('Q355A', COMPOSITION, ROWS.slice(0, 5)).impact).toBeUndefined();
  });

  it('merges adjacent intervals with equal requirements', () => {
    const merged = limitsFromCatalogue('X', [], [
      mechanical({ thicknessFrom: 0, thicknessTo: 16, yieldMin: 235, tensileMin: 370, tensileMax: 500 }),
      mechanical({ thicknessFrom: 16, thicknessTo: 40, yieldMin: 235, tensileMin: 370, tensileMax: 500 }),
      mechanical({ thicknessFrom: 0, thicknessTo: 40, direction: 'L', elongationMin: 26, elongationGauge: 'A' }),
    ]);
    expect(merged.bands).toEqual([{ minMm: 0, maxMm: 40, yieldMin: 235, tensileMin: 370, tensileMax: 500, elongationMin: 26 }]);
  });
});

import type { MechanicalValue } from './types';

/**
 * Mechanical rows as the detail endpoint sends them for Q355B (GB/T 1591-2018) and S355J2 (EN 10025-2:2019),
 * in the catalogue's order: yield, tensile, elongation and impact each banded their own way.
 */
type Row = Partial<MechanicalValue> & { band?: [number, number | null] };

function rows(condition: string, code: string, list: (Row & { ref: string })[]): MechanicalValue[] {
  return list.map(({ band, ref, ...values }) => ({
    condition,
    thicknessFrom: band?.[0] ?? null,
    thicknessTo: band?.[1] ?? null,
    direction: null,
    yieldMin: null,
    yieldMax: null,
    yieldTypical: null,
    yieldKind: null,
    tensileMin: null,
    tensileMax: null,
    tensileTypical: null,
    elongationMin: null,
    elongationTypical: null,
    elongationGauge: null,
    reductionOfAreaMin: null,
    hardnessMin: null,
    hardnessMax: null,
    hardnessScale: null,
    impactEnergyMin: null,
    impactTempC: null,
    impactSpecimen: null,
    ...values,
    source: { code, ref },
  }));
}

const AR_TENSILE = '热轧钢拉伸性能表 (AR tensile)';
const AR_ELONGATION = '热轧钢伸长率表 (AR elongation)';
const AR_IMPACT = '夏比V型缺口冲击表 (KV2)';
const yieldBand = (band: [number, number], yieldMin: number, tensileMin: number, tensileMax: number) => ({
  band,
  yieldMin,
  yieldKind: 'ReH',
  tensileMin,
  tensileMax,
  ref: AR_TENSILE,
});
const elongation = (band: [number, number], direction: string, elongationMin: number, ref = AR_ELONGATION, gauge = 'A') => ({
  band,
  direction,
  elongationMin,
  elongationGauge: gauge,
  ref,
});

export const Q355B_MECHANICAL = rows('as-rolled', 'GB/T 1591-2018', [
  yieldBand([0, 16], 355, 470, 630),
  yieldBand([16, 40], 345, 470, 630),
  yieldBand([40, 63], 335, 470, 630),
  yieldBand([63, 80], 325, 470, 630),
  yieldBand([80, 100], 315, 470, 630),
  yieldBand([100, 150], 295, 450, 600),
  yieldBand([150, 200], 285, 450, 600),
  yieldBand([200, 250], 275, 450, 600),
  elongation([0, 40], 'L', 22),
  elongation([40, 63], 'L', 21),
  elongation([63, 100], 'L', 20),
  elongation([100, 150], 'L', 18),
  elongation([150, 250], 'L', 17),
  elongation([0, 40], 'T', 20),
  elongation([40, 63], 'T', 19),
  elongation([63, 100], 'T', 18),
  elongation([100, 150], 'T', 18),
  elongation([150, 250], 'T', 17),
  { direction: 'L', impactEnergyMin: 34, impactTempC: 20, impactSpecimen: 'KV2', ref: AR_IMPACT },
  { direction: 'T', impactEnergyMin: 27, impactTempC: 20, impactSpecimen: 'KV2', ref: AR_IMPACT },
]);

const S355 = 'as delivered (+AR or +N)';
export const S355J2_MECHANICAL = rows(S355, 'EN 10025-2:2019', [
  ...([[0, 16, 355], [16, 40, 345], [40, 63, 335], [63, 80, 325], [80, 100, 315], [100, 150, 295], [150, 200, 285], [200, 250, 275], [250, 400, 265]] as const).map(
    ([from, to, yieldMin]) => ({ band: [from, to] as [number, number], yieldMin, yieldKind: 'ReH', ref: 'Table 7' }),
  ),
  { band: [0, 3], tensileMin: 510, tensileMax: 680, ref: 'Table 7' },
  { band: [3, 100], tensileMin: 470, tensileMax: 630, ref: 'Table 7' },
  { band: [100, 150], tensileMin: 450, tensileMax: 600, ref: 'Table 7' },
  { band: [150, 250], tensileMin: 450, tensileMax: 600, ref: 'Table 7' },
  { band: [250, 400], tensileMin: 450, tensileMax: 600, ref: 'Table 7' },
  ...(['L', 'T'] as const).flatMap((direction) =>
    ([[3, 40, 22, 20], [40, 63, 21, 19], [63, 100, 20, 18], [100, 150, 18, 18], [150, 250, 17, 17], [250, 400, 17, 17]] as const).map(([from, to, l, t]) =>
      elongation([from, to], direction, direction === 'L' ? l : t, 'Table 7'),
    ),
  ),
  ...(['L', 'T'] as const).flatMap((direction) =>
    ([[1, 1.5, 14, 12], [1.5, 2, 15, 13], [2, 2.5, 16, 14], [2.5, 3, 17, 15]] as const).map(([from, to, l, t]) =>
      elongation([from, to], direction, direction === 'L' ? l : t, 'Table 7', 'A80mm'),
    ),
  ),
  { band: [0, 150], direction: 'L', impactEnergyMin: 27, impactTempC: -20, impactSpecimen: 'KV', ref: 'Table 9' },
  { band: [150, 250], direction: 'L', impactEnergyMin: 27, impactTempC: -20, impactSpecimen: 'KV', ref: 'Table 9' },
  { band: [250, 400], direction: 'L', impactEnergyMin: 27, impactTempC: -20, impactSpecimen: 'KV', ref: 'Table 9' },
]);

/** ASTM A240 304: two hardness limits, no bands, no directions. */
export const A240_304_MECHANICAL = rows('annealed', 'ASTM A240/A240M-20a', [
  { yieldMin: 205, yieldKind: 'Rp0.2', tensileMin: 515, elongationMin: 40, elongationGauge: 'A50mm', hardnessMax: 201, hardnessScale: 'HBW', ref: 'Table 2' },
  { hardnessMax: 92, hardnessScale: 'HRB', ref: 'Table 2' },
]);

import type { GradeDetail, MechanicalValue } from './types';

/** Grades as the detail endpoint returns them (values of GB/T 700-2006 and EN 10025-2), for unit tests. */
const GB700 = { id: 1, code: 'GB/T 700-2006', number: 'GB/T 700', year: 2006, country: 'CN', body: 'SAC', title: { zh: '碳素结构钢', en: 'Carbon structural steels' } };
const source = (ref: string, code = GB700.code) => ({ code, ref });

const mechanicalRow = (overrides: Partial<MechanicalValue>): MechanicalValue => ({
  condition: 'hot-rolled',
  thicknessFrom: null,
  thicknessTo: null,
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
  source: source('Table 2'),
  ...overrides,
});

const composition = (el: string, max: number | null, extra: { min?: number; note?: string; code?: string } = {}) => ({
  el,
  min: extra.min ?? null,
  max,
  typical: null,
  note: extra.note ?? null,
  source: source('Table 1', extra.code),
});

export function q235(grade: 'A' | 'B', id: number): GradeDetail {
  return {
    id,
    type: 'steel',
    name: `Q235${grade}`,
    aliases: [],
    materialNumbers: [grade === 'A' ? 'U12352' : 'U12355'],
    temper: null,
    category: { zh: '碳素结构钢', en: 'Carbon structural steel' },
    standard: GB700,
    enterpriseStandard: false,
    compositionSummary: 'C ≤0.22 · Mn ≤1.4',
    yieldMin: 185,
    tensileMin: 370,
    processes: [],
    composition: [
      grade === 'A' ? composition('C', 0.22) : composition('C', 0.2, { note: "≤0.22 with the purchaser's agreement" }),
      composition('Si', 0.35),
      composition('Mn', 1.4),
      composition('P', 0.045),
      composition('S', grade === 'A' ? 0.05 : 0.045),
    ],
    mechanical: [
      mechanicalRow({ thicknessFrom: 16, thicknessTo: 40, yieldMin: 225, yieldKind: 'ReH', tensileMin: 370, tensileMax: 500, elongationMin: 26, elongationGauge: 'A' }),
      mechanicalRow({ thicknessFrom: 0, thicknessTo: 16, yieldMin: 235, yieldKind: 'ReH', tensileMin: 370, tensileMax: 500, elongationMin: 26, elongationGauge: 'A' }),
      // GB/T 700 gives the impact test of grades B–D in a row for all thicknesses.
      ...(grade === 'B' ? [mechanicalRow({ direction: 'L', impactEnergyMin: 27, impactTempC: 20, impactSpecimen: 'KV2' })] : []),
    ],
    physical: [],
    heatTreatment: null,
    uses: { zh: '焊接结构件', en: 'Welded structures' },
    formerNames: [],
    equivalents: [],
    corrections: [],
    favourite: false,
    viewCount: 0,
  };
}

export function s355j2(id: number): GradeDetail {
  const code = 'EN 10025-2:2019';
  return {
    ...q235('A', id),
    name: 'S355J2',
    materialNumbers: ['1.0577'],
    category: { zh: '非合金结构钢', en: 'Non-alloy structural steel' },
    standard: { id: 2, code, number: 'EN 10025-2', year: 2019, country: 'EU', body: 'CEN', title: { zh: '热轧结构钢 第2部分', en: 'Hot rolled products of structural steels - Part 2' } },
    composition: [composition('C', 0.2, { code }), composition('Mn', 1.6, { code }), composition('Cu', 0.55, { code })],
    mechanical: [
      mechanicalRow({ condition: '+AR or +N', thicknessFrom: 0, thicknessTo: 16, yieldMin: 355, yieldKind: 'ReH', tensileMin: 470, tensileMax: 630, elongationMin: 22, elongationGauge: 'A', impactEnergyMin: 27, impactTempC: -20, impactSpecimen: 'KV2', source: source('Table 7', code) }),
    ],
    physical: [{ property: 'density', value: 7.85, source: source('Annex', code) }],
  };
}

import type { GradeLimits, ThicknessBand } from '../../../lib/qualityMethod';

/** A catalogue row of material_mechanical, as far as the ranking reads it. */
export interface MechanicalRow {
  condition: string;
  thicknessFrom: number | null;
  thicknessTo: number | null;
  direction: string | null;
  yieldMin: number | null;
  tensileMin: number | null;
  tensileMax: number | null;
  elongationMin: number | null;
  elongationGauge: string | null;
  impactEnergyMin: number | null;
  impactTempC: number | null;
}

export interface CompositionRow {
  el: string;
  min: number | null;
  max: number | null;
}

/** Thickness (mm) standing for "no upper bound" where a catalogue row gives no thickness range. */
export const OPEN_THICKNESS_MM = 1000;

/** Element symbols only: CEV, Pcm and other derived quantities are not uploaded per heat, so they are not scored. */
const ELEMENT = /^[A-Z][a-z]?$/;

const covers = (row: MechanicalRow, from: number, to: number) =>
  (row.thicknessFrom ?? 0) <= from && to <= (row.thicknessTo ?? OPEN_THICKNESS_MM);

/**
 * The limits the method scores against, from a grade's catalogue rows: the first delivery condition listed, the
 * longitudinal (or undirected) requirements, elongation on the proportional gauge A where the standard gives it
 * (otherwise the gauge it gives). The standard's tables split thickness differently for strength and elongation
 * (GB/T 1591: yield 16/40/63 mm …, elongation 40/63/100 mm), so the bands are the intervals between all their
 * bounds, each carrying every requirement that covers it; an interval missing yield, tensile or elongation has no
 * band (a sample there is `noBand`). Impact: the first longitudinal requirement.
 */
export function limitsFromCatalogue(grade: string, compositions: CompositionRow[], mechanical: MechanicalRow[]): GradeLimits {
  const condition = mechanical[0]?.condition;
  const rows = mechanical.filter((row) => row.condition === condition && (row.direction === null || row.direction === 'L'));
  const elongationRows = rows.filter((row) => row.elongationMin !== null);
  const gauge = elongationRows.some((row) => row.elongationGauge === 'A') ? 'A' : elongationRows[0]?.elongationGauge;
  const strengthRows = rows.filter((row) => row.yieldMin !== null || row.tensileMin !== null);
  const usable = [...strengthRows, ...elongationRows.filter((row) => row.elongationGauge === gauge)];
  const bounds = [...new Set(usable.flatMap((row) => [row.thicknessFrom ?? 0, row.thicknessTo ?? OPEN_THICKNESS_MM]))].sort((a, b) => a - b);

  const bands: ThicknessBand[] = [];
  for (let index = 0; index + 1 < bounds.length; index += 1) {
    const [from, to] = [bounds[index], bounds[index + 1]];
    const covering = usable.filter((row) => covers(row, from, to));
    const yieldMin = covering.find((row) => row.yieldMin !== null)?.yieldMin;
    const tensile = covering.find((row) => row.tensileMin !== null);
    const elongationMin = covering.find((row) => row.elongationMin !== null && row.elongationGauge === gauge)?.elongationMin;
    if (yieldMin == null || !tensile || elongationMin == null) continue;
    const band: ThicknessBand = { minMm: from, maxMm: to, yieldMin, tensileMin: tensile.tensileMin!, elongationMin };
    if (tensile.tensileMax !== null) band.tensileMax = tensile.tensileMax;
    const previous = bands.at(-1);
    // Adjacent intervals with the same requirements are one band.
    if (previous && previous.maxMm === from && sameRequirements(previous, band)) previous.maxMm = to;
    else bands.push(band);
  }

  const composition: GradeLimits['composition'] = {};
  for (const row of compositions) {
    if (!ELEMENT.test(row.el) || (row.min === null && row.max === null)) continue;
    composition[row.el] = { ...(row.min !== null ? { min: row.min } : {}), ...(row.max !== null ? { max: row.max } : {}) };
  }
  const impactRow = rows.find((row) => row.impactEnergyMin !== null && row.impactTempC !== null);
  return {
    grade,
    composition,
    bands,
    ...(impactRow ? { impact: { tempC: impactRow.impactTempC!, energyMin: impactRow.impactEnergyMin! } } : {}),
  };
}

function sameRequirements(a: ThicknessBand, b: ThicknessBand) {
  return a.yieldMin === b.yieldMin && a.tensileMin === b.tensileMin && a.tensileMax === b.tensileMax && a.elongationMin === b.elongationMin;
}

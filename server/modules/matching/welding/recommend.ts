import { MATCH_PROCESSES, type FillerFamily, type WeldingNoteCode } from '@contract';
import { compareCompositions } from '../composition';
import { conditionsOf, rowFor, wantedCondition } from '../properties';
import type { MatchableGrade, MechanicalRow, WeldingProcess } from '../types';
import { baseFamily, carbonEquivalent, consumableFamily, type BaseFamily } from './families';

/**
 * Welding consumables for one base metal, or a joint of two different ones, per process.
 *
 * Candidates are the consumables of the filler families the base metal (or the joint) calls for: the
 * matching family first (304L → 308, 316L → 316, Cr-Mo steel → Cr-Mo), alternatives after; carbon or low-alloy
 * steel to stainless → 309. Each gets up to 100 points: family 40 (alternative 20), strength 25 (deposited
 * tensile at least the base metal's minimum, less as it overmatches; half when the base metal has no value, none when the deposit has none), impact
 * 20 (the deposit's impact test at or below the base metal's temperature; full when the base metal has no
 * impact requirement), composition 15 (closeness to the base metal's), minus 10 for a filler with more carbon
 * where a low-carbon (L) filler is called for (a low-carbon stainless base, or stainless to carbon steel).
 * Consumables below the base metal's tensile, or whose deposit has no tensile value, are left out unless no
 * consumable of the process is known to reach it.
 * A joint of two is as strong as its weaker base metal and as tough as its colder requirement. Reasons and
 * warnings are codes with values; the screens word them.
 */

interface WeldingNote {
  code: WeldingNoteCode;
  params: Record<string, string | number>;
}

interface Deposit {
  condition: string;
  tensileMin: number | null;
  yieldMin: number | null;
  impactEnergyMin: number | null;
  impactTempC: number | null;
}

interface ConsumableRecommendation {
  grade: MatchableGrade;
  score: number;
  family: FillerFamily;
  deposit: Deposit | null;
  reasons: WeldingNote[];
  warnings: WeldingNote[];
}

interface BaseSummary {
  grade: MatchableGrade;
  kind: BaseFamily['kind'];
  carbonEquivalent: number | null;
  /** Minimum tensile strength (MPa) at the thickness, or the thinnest band. */
  tensileMin: number | null;
  /** The impact requirement at the lowest temperature. */
  impact: { energyMin: number; tempC: number } | null;
}

export interface WeldingRecommendation {
  bases: BaseSummary[];
  families: { primary: FillerFamily[]; secondary: FillerFamily[] };
  notes: WeldingNote[];
  processes: { process: WeldingProcess; consumables: ConsumableRecommendation[]; notes: WeldingNote[] }[];
}

export interface RecommendOptions {
  process?: WeldingProcess | null;
  thickness?: number | null;
  /** Consumables per process. */
  limit?: number;
}

const note = (code: WeldingNoteCode, params: WeldingNote['params'] = {}): WeldingNote => ({ code, params });
const STAINLESS_KINDS = new Set(['austenitic', 'duplex', 'ferritic', 'martensitic', 'precipitationHardening']);
/** Carbon and low-alloy families from the least to the most alloyed: a joint of two takes the lesser. */
const ALLOY_ORDER: FillerFamily[] = ['carbon', 'ni', 'mo', 'weathering', 'niMo', 'crMo1', 'crMo2'];
/** Austenitic families from the least alloyed. */
const AUSTENITIC_ORDER: FillerFamily[] = ['308', '347', '316', '317', '309', '310'];
const PREHEAT_CE = 0.45;
const PWHT_CE = 0.6;

/** The coldest impact requirement of a condition (longitudinal or unspecified direction first). */
function impactOf(rows: MechanicalRow[], condition: string | null, thickness: number | null) {
  if (condition === null) return null;
  const row = rowFor(rows, condition, 'impact', thickness);
  const coldest = rows
    .filter((candidate) => candidate.conditions.includes(condition) && candidate.impactTempC !== null && candidate.direction !== 'T')
    .reduce<MechanicalRow | undefined>((best, candidate) => (!best || candidate.impactTempC! < best.impactTempC! ? candidate : best), row);
  return coldest && coldest.impactEnergyMin !== null && coldest.impactTempC !== null
    ? { energyMin: coldest.impactEnergyMin, tempC: coldest.impactTempC }
    : null;
}

function summarizeBase(grade: MatchableGrade, family: BaseFamily, thickness: number | null): BaseSummary {
  const condition = wantedCondition(grade.mechanical, null);
  const tensile = condition === null ? undefined : rowFor(grade.mechanical, condition, 'tensile', thickness);
  return {
    grade,
    kind: family.kind,
    carbonEquivalent: carbonEquivalent(grade, family),
    tensileMin: tensile?.tensileMin ?? null,
    impact: impactOf(grade.mechanical, condition, thickness),
  };
}

/** The deposit's properties: as welded when the standard gives them, else its first condition (PWHT). */
function depositOf(grade: MatchableGrade): Deposit | null {
  const conditions = conditionsOf(grade.mechanical);
  const condition = conditions.includes('asWelded') ? 'asWelded' : (conditions[0] ?? null);
  if (condition === null) return null;
  const tensile = rowFor(grade.mechanical, condition, 'tensile', null);
  const yieldRow = rowFor(grade.mechanical, condition, 'yield', null);
  const impact = impactOf(grade.mechanical, condition, null);
  return {
    condition,
    tensileMin: tensile?.tensileMin ?? null,
    yieldMin: yieldRow?.yieldMin ?? null,
    impactEnergyMin: impact?.energyMin ?? null,
    impactTempC: impact?.tempC ?? null,
  };
}

/** Filler families for a joint of one or two base metals, with whether it is a dissimilar stainless joint. */
function jointFamilies(families: BaseFamily[]): { primary: FillerFamily[]; secondary: FillerFamily[]; dissimilar: boolean } {
  if (families.length === 1 || families.every((family) => family.primary.join() === families[0].primary.join())) {
    return { primary: families[0].primary, secondary: families[0].secondary, dissimilar: false };
  }
  const stainless = families.filter((family) => STAINLESS_KINDS.has(family.kind));
  if (stainless.length === 1) return { primary: ['309'], secondary: ['312'], dissimilar: true };
  if (stainless.length === 2) {
    const kinds = families.map((family) => family.kind);
    if (kinds.every((kind) => kind === 'austenitic')) {
      const fillers = families.flatMap((family) => family.primary).sort((a, b) => AUSTENITIC_ORDER.indexOf(a) - AUSTENITIC_ORDER.indexOf(b));
      return { primary: [...new Set(fillers)], secondary: ['309'], dissimilar: true };
    }
    if (kinds.includes('duplex') && kinds.includes('austenitic')) return { primary: ['2209', '309'], secondary: [], dissimilar: true };
    return { primary: ['309'], secondary: ['312'], dissimilar: true };
  }
  const rank = (family: BaseFamily) => ALLOY_ORDER.indexOf(family.primary[0] ?? 'carbon');
  const [lesser, greater] = [...families].sort((a, b) => rank(a) - rank(b));
  const primary = lesser.primary;
  const secondary = [...new Set([...greater.primary, ...lesser.secondary])].filter((family) => !primary.includes(family));
  return { primary, secondary, dissimilar: false };
}

function jointNotes(bases: BaseSummary[], families: BaseFamily[]): WeldingNote[] {
  const notes: WeldingNote[] = [];
  const equivalents = bases.map((base) => base.carbonEquivalent).filter((value): value is number => value !== null);
  const ce = equivalents.length ? Math.max(...equivalents) : null;
  const hardenable = families.some((family) => family.hardenable && (family.kind === 'lowAlloy' || family.kind === 'carbon'));
  if (ce !== null && (ce > PWHT_CE || hardenable)) notes.push(note('preheatAndPwht', { ce: round(ce, 2) }));
  else if (ce !== null && ce > PREHEAT_CE) notes.push(note('preheat', { ce: round(ce, 2) }));
  if (families.some((family) => family.primary.some((filler) => filler === 'crMo1' || filler === 'crMo2'))) notes.push(note('crMoConsumables'));
  if (families.some((family) => family.kind === 'martensitic' || family.kind === 'precipitationHardening')) notes.push(note('hardenableStainless'));
  families.forEach((family, index) => {
    if (!family.primary.length) notes.push(note('noFamilyRule', { grade: bases[index].grade.name }));
  });
  for (const base of bases) if (base.tensileMin === null) notes.push(note('baseStrengthUnknown', { grade: base.grade.name }));
  return notes;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

export function recommendConsumables(
  baseGrades: MatchableGrade[],
  consumables: readonly MatchableGrade[],
  { process = null, thickness = null, limit = 10 }: RecommendOptions = {},
): WeldingRecommendation {
  const families = baseGrades.map(baseFamily);
  const bases = baseGrades.map((grade, index) => summarizeBase(grade, families[index], thickness));
  const joint = jointFamilies(families);
  const notes = jointNotes(bases, families);
  const tensiles = bases.map((base) => base.tensileMin).filter((value) => value !== null);
  const required = tensiles.length ? Math.min(...tensiles) : null;
  const impacts = bases.map((base) => base.impact).filter((impact) => impact !== null);
  const coldest = impacts.length ? impacts.reduce((a, b) => (b.tempC < a.tempC ? b : a)) : null;
  const lowCarbon = joint.dissimilar || families.some((family) => family.lowCarbon && STAINLESS_KINDS.has(family.kind));

  const ranked = consumables.flatMap((grade) => {
    const { family, lowCarbon: lowCarbonFiller } = consumableFamily(grade);
    const primary = joint.primary.includes(family);
    if (!primary && !joint.secondary.includes(family)) return [];
    const deposit = depositOf(grade);
    const reasons: WeldingNote[] = [note(primary ? 'familyMatch' : 'familyAlternative', { family })];
    const warnings: WeldingNote[] = [];
    if (joint.dissimilar) reasons.push(note('dissimilarJoint', { family }));
    let score = primary ? 40 : 20;

    const tensile = deposit?.tensileMin ?? null;
    if (required === null) {
      score += 12.5;
    } else if (tensile === null) {
      // A wire whose deposit depends on its flux or gas (a SAW wire alone): nothing to credit.
      warnings.push(note('depositStrengthUnknown', { base: required }));
    } else if (tensile < required) {
      warnings.push(note('strengthBelowBase', { deposit: tensile, base: required }));
    } else {
      const ratio = tensile / required;
      score += 25 * Math.max(0, 1 - (ratio - 1) / 0.6);
      reasons.push(note('strengthMatch', { deposit: tensile, base: required }));
      if (ratio > 1.3) warnings.push(note('overmatching', { deposit: tensile, base: required }));
    }

    if (!coldest) score += 20;
    else if (deposit?.impactTempC == null) warnings.push(note('impactMissing', { baseTempC: coldest.tempC, baseEnergy: coldest.energyMin }));
    else if (deposit.impactTempC > coldest.tempC) {
      warnings.push(note('impactTempHigher', { depositTempC: deposit.impactTempC, baseTempC: coldest.tempC, baseEnergy: coldest.energyMin }));
    } else {
      score += 20;
      reasons.push(note('impactMatch', { depositTempC: deposit.impactTempC, baseTempC: coldest.tempC }));
    }

    const closeness = Math.max(...baseGrades.map((base) => compareCompositions('steel', base.composition, grade.composition).similarity));
    score += 15 * closeness;
    if (lowCarbon) {
      if (lowCarbonFiller) reasons.push(note('lowCarbonFiller'));
      else {
        score -= 10;
        warnings.push(note('higherCarbonFiller'));
      }
    }
    return [{ grade, score: round(Math.max(0, score)), family, deposit, reasons, warnings }];
  });

  const processes = (process ? [process] : MATCH_PROCESSES).map((current) => {
    const forProcess = ranked.filter((item) => item.grade.processes.includes(current));
    // Consumables whose deposit is known to reach the base metal's strength; all of them when none does.
    const reaching = forProcess.filter((item) => !item.warnings.some((warning) => warning.code === 'strengthBelowBase' || warning.code === 'depositStrengthUnknown'));
    const shown = (reaching.length ? reaching : forProcess)
      .sort((a, b) => b.score - a.score || a.grade.name.localeCompare(b.grade.name))
      .slice(0, limit);
    return { process: current, consumables: shown, notes: shown.length ? [] : [note('noConsumableForProcess', { process: current })] };
  });
  return { bases, families: { primary: joint.primary, secondary: joint.secondary }, notes, processes };
}

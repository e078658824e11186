import type { MatchProcess, MaterialType } from '@contract';

/**
 * The matching engine's view of a grade: just what scoring needs, built from the catalogue files
 * (catalogueAdapter.ts) or, later, from database rows. Pure data, no DB.
 */
export type WeldingProcess = MatchProcess;

/** One element limit in mass %. `min` only: the interval is open above (see composition.ts). */
export interface ElementRange {
  el: string;
  min: number | null;
  max: number | null;
}

/** Mechanical requirements for one condition (as condition keys, see conditions.ts) and thickness band. */
export interface MechanicalRow {
  /** Condition keys this row applies to, e.g. ['asRolled', 'normalized'] or ['T6', 'T651']. */
  conditions: string[];
  /** The condition as the standard writes it, for explanations. */
  conditionLabel: string;
  /** Thickness band in mm: from < t ≤ to; null to = and above; both null = any thickness. */
  thicknessFrom: number | null;
  thicknessTo: number | null;
  direction: 'L' | 'T' | null;
  yieldMin: number | null;
  tensileMin: number | null;
  tensileMax: number | null;
  elongationMin: number | null;
  /** Gauges the elongation applies to, e.g. ['A'] or ['A80mm', 'A']; empty when the source names none. */
  elongationGauges: string[];
  reductionOfAreaMin: number | null;
  hardnessMin: number | null;
  hardnessMax: number | null;
  hardnessScale: string | null;
  impactEnergyMin: number | null;
  impactTempC: number | null;
}

export interface MatchableGrade {
  id: number;
  type: MaterialType;
  name: string;
  aliases: string[];
  standard: { number: string; code: string; country: string };
  /** Canonical category key (categories.ts), comparable across standards. */
  category: string;
  /** Aluminium temper ("T6", "H116"), when the grade is one temper. */
  temper: string | null;
  /** Owning company of an enterprise-standard grade (issue 6); null for public grades. */
  companyId: number | null;
  composition: ElementRange[];
  mechanical: MechanicalRow[];
  /** Welding processes of a consumable; empty for base metals. */
  processes: WeldingProcess[];
  /**
   * The grades standards declare equivalent to this one (its own standard's cross-references, other grades'
   * naming it, cross-reference tables), each with the declaring source; a separate signal from the score.
   */
  declared?: DeclaredEquivalent[];
}

/** A declared equivalent: the other grade and the source that declares the pair ("GB/T 20878-2007", "Annex B"). */
export interface DeclaredEquivalent {
  gradeId: number;
  standard: string;
  ref: string;
}

export interface ScoreOptions {
  /** Condition key to compare properties in; default: the query's first listed condition. */
  condition?: string | null;
  /** Thickness (mm) whose band is compared; default: each side's thinnest band. */
  thickness?: number | null;
}

import type { GradeSummary } from '../model/types';
import { display, unitOf, withUnit, type UnitSystem } from '../model/units';

type Band = NonNullable<GradeSummary['yieldBand']>;

/** A thickness band as printed on a card: "≤ 16 mm", "16–40 mm", "> 100 mm"; "" when not banded. */
export function bandLabel(from: number | null, to: number | null, units: UnitSystem): string {
  const low = display(from, 'length', units);
  const high = display(to, 'length', units);
  const unit = unitOf('length', units);
  if (high === null) return low === null || low === 0 ? '' : `> ${low} ${unit}`;
  if (low === null || low === 0) return `≤ ${high} ${unit}`;
  return `${low}–${high} ${unit}`;
}

/**
 * A minimum strength on a result card: the thinnest band's value with that band ("≥ 235 MPa · ≤ 16 mm"), as
 * engineers read it; the lowest value over all thicknesses only where the band is not known; "—" without one.
 */
export function strengthLabel(band: Band | null | undefined, lowest: number | null, units: UnitSystem): string {
  if (band) {
    const thickness = bandLabel(band.from, band.to, units);
    const value = `≥ ${withUnit(band.value, 'stress', units)}`;
    return thickness ? `${value} · ${thickness}` : value;
  }
  return lowest === null ? '—' : `≥ ${withUnit(lowest, 'stress', units)}`;
}

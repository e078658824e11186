/**
 * SI ↔ imperial for the quantities the materials pages show. Values are stored and sent in SI (MPa, °C, mm,
 * J); these functions convert for display and export only, rounded to what the source's precision supports.
 */
export type UnitSystem = 'si' | 'imperial';
export type Quantity = 'stress' | 'temperature' | 'length' | 'energy';

const MPA_PER_KSI = 6.894757;
const MM_PER_INCH = 25.4;
const FTLBF_PER_JOULE = 0.737562;

const UNITS: Record<UnitSystem, Record<Quantity, string>> = {
  si: { stress: 'MPa', temperature: '°C', length: 'mm', energy: 'J' },
  imperial: { stress: 'ksi', temperature: '°F', length: 'in', energy: 'ft·lbf' },
};

/** Decimals kept after conversion: standards give MPa and J as integers, thickness bands in whole mm. */
const IMPERIAL_DECIMALS: Record<Quantity, number> = { stress: 1, temperature: 0, length: 3, energy: 1 };

export const unitOf = (quantity: Quantity, system: UnitSystem) => UNITS[system][quantity];

/** An SI value in the chosen system, not rounded. */
export function fromSI(value: number, quantity: Quantity, system: UnitSystem): number {
  if (system === 'si') return value;
  switch (quantity) {
    case 'stress':
      return value / MPA_PER_KSI;
    case 'temperature':
      return (value * 9) / 5 + 32;
    case 'length':
      return value / MM_PER_INCH;
    case 'energy':
      return value * FTLBF_PER_JOULE;
  }
}

/** A value in the chosen system back to SI, not rounded. */
export function toSI(value: number, quantity: Quantity, system: UnitSystem): number {
  if (system === 'si') return value;
  switch (quantity) {
    case 'stress':
      return value * MPA_PER_KSI;
    case 'temperature':
      return ((value - 32) * 5) / 9;
    case 'length':
      return value * MM_PER_INCH;
    case 'energy':
      return value / FTLBF_PER_JOULE;
  }
}

const round = (value: number, decimals: number) => {
  const rounded = Number(value.toFixed(decimals));
  return Object.is(rounded, -0) ? 0 : rounded;
};

/** The value to show: SI as given, imperial converted and rounded. */
export function display(value: number, quantity: Quantity, system: UnitSystem): number;
export function display(value: number | null | undefined, quantity: Quantity, system: UnitSystem): number | null;
export function display(value: number | null | undefined, quantity: Quantity, system: UnitSystem): number | null {
  if (value === null || value === undefined) return null;
  return system === 'si' ? value : round(fromSI(value, quantity, system), IMPERIAL_DECIMALS[quantity]);
}

/** "235 MPa" / "34.1 ksi"; empty for a missing value. */
export const withUnit = (value: number | null | undefined, quantity: Quantity, system: UnitSystem) => {
  const shown = display(value, quantity, system);
  return shown === null ? '' : `${shown} ${unitOf(quantity, system)}`;
};

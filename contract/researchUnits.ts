/**
 * The quantities an R&D data set's columns measure, the units a file may give them in, and the unit each is kept
 * in (the first listed, `base`). An import converts every value to the base unit, so two data sets of one
 * quantity compare without asking which unit each used. Factors: ISO 80000 / NIST SP 811 (1 ksi = 6.894757 MPa,
 * 1 in = 25.4 mm exactly, 1 ft·lbf = 1.355818 J). Hardness scales do not convert into one another (the
 * conversion tables of ISO 18265 hold only for some steels), so a hardness column keeps the scale it was given in.
 */
type Linear = { factor: number; offset?: number };

const linear = (factor: number, offset = 0): Linear => ({ factor, offset });

export const QUANTITIES = {
  stress: { base: 'MPa', units: { MPa: linear(1), 'N/mm²': linear(1), GPa: linear(1000), kPa: linear(0.001), ksi: linear(6.894757), psi: linear(0.006894757) } },
  length: { base: 'mm', units: { mm: linear(1), 'µm': linear(0.001), cm: linear(10), m: linear(1000), in: linear(25.4) } },
  temperature: { base: '°C', units: { '°C': linear(1), K: linear(1, -273.15), '°F': linear(5 / 9, -32 * (5 / 9)) } },
  energy: { base: 'J', units: { J: linear(1), 'ft·lbf': linear(1.355818) } },
  /** Mass fraction of an element, elongation, reduction of area … */
  percent: { base: '%', units: { '%': linear(1), 'wt%': linear(1), ppm: linear(0.0001), fraction: linear(100) } },
  hardnessHV: { base: 'HV', units: { HV: linear(1) } },
  hardnessHBW: { base: 'HBW', units: { HBW: linear(1), HB: linear(1) } },
  hardnessHRC: { base: 'HRC', units: { HRC: linear(1) } },
  time: { base: 'h', units: { h: linear(1), min: linear(1 / 60), s: linear(1 / 3600), d: linear(24) } },
  cycles: { base: 'cycles', units: { cycles: linear(1), '10^6 cycles': linear(1e6), '10^7 cycles': linear(1e7) } },
  frequency: { base: 'Hz', units: { Hz: linear(1), kHz: linear(1000) } },
  /** A number without unit: a stress ratio, a reduction ratio, a class. */
  number: { base: '1', units: { '1': linear(1) } },
  /** Labels: specimen ids, heat numbers, process routes. Kept as text. */
  text: { base: '', units: { '': linear(1) } },
} as const satisfies Record<string, { base: string; units: Record<string, Linear> }>;

export type Quantity = keyof typeof QUANTITIES;
export const QUANTITY_KEYS = Object.keys(QUANTITIES) as Quantity[];

export const unitsOf = (quantity: Quantity): string[] => Object.keys(QUANTITIES[quantity].units);
export const baseUnitOf = (quantity: Quantity): string => QUANTITIES[quantity].base;

/** The value in the quantity's base unit; undefined when the unit is not one of the quantity's. */
export function toBaseUnit(quantity: Quantity, unit: string, value: number): number | undefined {
  const rule = (QUANTITIES[quantity].units as Record<string, Linear>)[unit];
  if (!rule) return undefined;
  // Rounded to 12 significant digits so that 1 ksi reads 6.894757 MPa, not 6.894756999999999.
  return Number((value * rule.factor + (rule.offset ?? 0)).toPrecision(12));
}

/**
 * Values a quantity can physically take in its base unit; a value outside is flagged in the import preview as out
 * of range (a typo or a wrong unit), and the import refused until it is corrected.
 */
export const PLAUSIBLE_RANGES: Partial<Record<Quantity, [number, number]>> = {
  stress: [-5000, 10000],
  length: [0, 1e6],
  temperature: [-273.15, 3500],
  energy: [0, 2000],
  percent: [0, 100],
  hardnessHV: [0, 3000],
  hardnessHBW: [0, 800],
  hardnessHRC: [-20, 80],
  time: [0, 1e7],
  cycles: [0, 1e12],
  frequency: [0, 1e6],
};

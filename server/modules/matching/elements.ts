import type { MaterialType } from '@contract';

/**
 * How much each element counts when two compositions are compared, per material type.
 *
 * - `weight`: importance of the element when it governs the grade (C highest in steel; the main alloying
 *   elements next; impurities low).
 * - `governs`: the content (mass %) from which the element fully governs a grade. Below it the element's
 *   weight shrinks in proportion (a residual Cr ≤ 0.30 counts far less than Cr 0.90–1.20), never below
 *   GOVERNING_FLOOR.
 * - `absent`: what a grade that does not list the element is taken to contain. `'unknown'` for the elements
 *   that define the type (a standard that leaves C open says nothing about C: half credit); otherwise the
 *   usual residual ceiling: a grade that does not list Mo has residual Mo only.
 * - `optional`: some standards simply do not list it (Si in SAE J403, N in GB/T 700). When one grade does not,
 *   the element is scored only if the other has at least `governs` as its minimum (a deliberate addition,
 *   e.g. N 0.10–0.16 against a grade without N); otherwise it is left out.
 * - `scale`: the smallest content difference scale (mass %) so that traces are not compared as percentages
 *   of nothing.
 * - `sharpness`: how fast similarity falls with distance (default 2); higher for Mo, where one percent more
 *   makes another family (316 Mo 2–3 against 317 Mo 3–4).
 *
 * Elements not listed here (Fe in steel, Al in aluminium, sums such as Cr+Mo+Ni, CEV, "others") are not compared.
 */
export interface ElementProfile {
  weight: number;
  governs: number;
  absent: 'unknown' | number;
  optional: boolean;
  scale: number;
  sharpness: number;
}
type ProfileInput = Omit<ElementProfile, 'optional' | 'sharpness'> & Partial<Pick<ElementProfile, 'optional' | 'sharpness'>>;

/** Every profile with all fields (one object shape keeps the index's inner loop fast). */
const profiles = (table: Record<string, ProfileInput>): Record<string, ElementProfile> =>
  Object.fromEntries(Object.entries(table).map(([el, profile]) => [el, { optional: false, sharpness: 2, ...profile }]));

export const GOVERNING_FLOOR = 0.15;

const steel = profiles({
  C: { weight: 10, governs: 0.05, absent: 'unknown', scale: 0.1 },
  Si: { weight: 2, governs: 0.5, absent: 0.4, optional: true, scale: 0.5 },
  Mn: { weight: 4, governs: 0.6, absent: 'unknown', scale: 0.5 },
  P: { weight: 2, governs: 0.1, absent: 0.045, optional: true, scale: 0.05 },
  S: { weight: 3, governs: 0.08, absent: 0.045, optional: true, scale: 0.05 },
  N: { weight: 2, governs: 0.1, absent: 0.03, optional: true, scale: 0.05 },
  Al: { weight: 1, governs: 0.1, absent: 0.05, optional: true, scale: 0.05 },
  Cr: { weight: 6, governs: 1, absent: 0.3, scale: 0.5 },
  Ni: { weight: 6, governs: 1, absent: 0.3, scale: 0.5 },
  Mo: { weight: 6, governs: 0.2, absent: 0.1, scale: 0.2, sharpness: 4 },
  V: { weight: 3, governs: 0.1, absent: 0.05, scale: 0.1 },
  Nb: { weight: 3, governs: 0.05, absent: 0.01, scale: 0.05 },
  Ti: { weight: 3, governs: 0.05, absent: 0.01, scale: 0.05 },
  Cu: { weight: 2, governs: 0.5, absent: 0.3, scale: 0.3 },
  B: { weight: 2, governs: 0.002, absent: 0.0005, scale: 0.003 },
  W: { weight: 3, governs: 0.5, absent: 0.1, scale: 0.5 },
  Co: { weight: 3, governs: 0.5, absent: 0.2, scale: 0.5 },
  Pb: { weight: 2, governs: 0.1, absent: 0, scale: 0.1 },
  Se: { weight: 2, governs: 0.1, absent: 0, scale: 0.1 },
  Te: { weight: 1, governs: 0.02, absent: 0, scale: 0.02 },
  Bi: { weight: 1, governs: 0.05, absent: 0, scale: 0.05 },
  Ca: { weight: 1, governs: 0.005, absent: 0, scale: 0.005 },
  Ce: { weight: 1, governs: 0.03, absent: 0, scale: 0.03 },
  Zr: { weight: 1, governs: 0.05, absent: 0, scale: 0.05 },
  Ta: { weight: 1, governs: 0.1, absent: 0, scale: 0.1 },
  Sn: { weight: 1, governs: 0.05, absent: 0, scale: 0.05 },
});

/** Aluminium standards list every main element; one that is not listed is within "others each" (0.05). */
const aluminium = profiles({
  Si: { weight: 4, governs: 0.5, absent: 0.05, scale: 0.3 },
  Fe: { weight: 1.5, governs: 0.5, absent: 0.05, scale: 0.3 },
  Cu: { weight: 6, governs: 0.5, absent: 0.05, scale: 0.3 },
  Mn: { weight: 4, governs: 0.5, absent: 0.05, scale: 0.3 },
  Mg: { weight: 6, governs: 1, absent: 0.05, scale: 0.5 },
  Cr: { weight: 2, governs: 0.15, absent: 0.05, scale: 0.1 },
  Zn: { weight: 6, governs: 1, absent: 0.05, scale: 0.5 },
  Ti: { weight: 1, governs: 0.1, absent: 0.05, scale: 0.1 },
  Zr: { weight: 2, governs: 0.1, absent: 0.05, scale: 0.1 },
  Ni: { weight: 2, governs: 0.5, absent: 0.05, scale: 0.3 },
  Li: { weight: 5, governs: 0.5, absent: 0, scale: 0.3 },
  Pb: { weight: 1, governs: 0.2, absent: 0.05, scale: 0.2 },
  Bi: { weight: 1, governs: 0.2, absent: 0.05, scale: 0.2 },
  Sn: { weight: 1, governs: 0.2, absent: 0.05, scale: 0.2 },
  V: { weight: 1, governs: 0.05, absent: 0.05, scale: 0.05 },
  B: { weight: 1, governs: 0.02, absent: 0.05, scale: 0.02 },
  Be: { weight: 1, governs: 0.002, absent: 0, scale: 0.002 },
  Ga: { weight: 1, governs: 0.03, absent: 0.05, scale: 0.03 },
  Ag: { weight: 2, governs: 0.2, absent: 0, scale: 0.2 },
  Sc: { weight: 2, governs: 0.2, absent: 0, scale: 0.2 },
});

export const ELEMENT_PROFILES: Record<MaterialType, Record<string, ElementProfile>> = {
  steel,
  welding: steel,
  aluminium,
};

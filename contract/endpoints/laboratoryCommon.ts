/**
 * Words every laboratory feature shares (entry, equipments, demands, publications). Labels: `laboratory` namespace
 * of locales/<lang>/laboratory.json (`equipmentTypes.*`, `capabilityKinds.*`, `qualificationKinds.*`).
 */

/** Kinds of instrument a materials laboratory offers for booking (remote research's "equipment types"). */
export const EQUIPMENT_TYPES = [
  'SEM',
  'TEM',
  'EBSD',
  'XRD',
  'OM',
  'OES',
  'tensile',
  'impact',
  'hardness',
  'fatigue',
  'thermal',
  'corrosion',
  'other',
] as const;
export type EquipmentType = (typeof EQUIPMENT_TYPES)[number];

/** A service capability is a detection (test) or a preparation (specimen, sample) item. */
export const CAPABILITY_KINDS = ['detection', 'preparation'] as const;
export type CapabilityKind = (typeof CAPABILITY_KINDS)[number];

/** China's laboratory accreditations: CMA (inspection body), CNAS (ISO/IEC 17025), or another one named in the number. */
export const QUALIFICATION_KINDS = ['CMA', 'CNAS', 'other'] as const;
export type QualificationKind = (typeof QUALIFICATION_KINDS)[number];

/** The customer's console page of one instrument booking (a paid booking order leads back here). */
export const bookingDetailPath = (id: number | string) => `/my/researchCheck/show/${id}`;
/** The public page of one bookable instrument. */
export const equipmentDetailPath = (id: number | string) => `/cloud/equipmentDetail?id=${id}`;
/** The public page of one laboratory. */
export const testerDetailPath = (id: number | string) => `/cloud/testerDetail?id=${id}`;

/** Regions of the regional centres (华北, 东北, 华东, 华中, 华南, 西南, 西北); a regional head oversees its laboratories' orders. */
export const REGIONS = ['north', 'northeast', 'east', 'central', 'south', 'southwest', 'northwest'] as const;
export type Region = (typeof REGIONS)[number];

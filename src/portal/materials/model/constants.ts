import type { COUNTRIES as ContractCountries, MaterialType, PropertyKey } from '@contract/endpoints/materials';

/**
 * The contract's lists, restated here so the first load of the materials pages does not pull in zod with
 * contract/endpoints/materials.ts (its module defines schemas when imported). constants.test.ts checks that
 * both agree.
 */
export type { MaterialType, PropertyKey };
export type Country = (typeof ContractCountries)[number];

export const MATERIAL_TYPES: readonly MaterialType[] = ['steel', 'welding', 'aluminium'];
export const COUNTRIES: readonly Country[] = ['CN', 'EU', 'US', 'JP', 'DE', 'GB', 'FR', 'ISO', 'INT'];
export const PROPERTIES: readonly PropertyKey[] = ['yield', 'tensile', 'elongation', 'hardness', 'impact'];
export const MATERIAL_GROUPS: Record<MaterialType, string> = { steel: 'steelName', welding: 'weldingMetal', aluminium: 'alloyName' };

export const isMaterialType = (value: unknown): value is MaterialType => MATERIAL_TYPES.includes(value as MaterialType);

import type { TFunction } from 'i18next';

/** Select options of a contract enum, labelled from the researchData namespace (`<group>.<value>`). */
export const enumOptions = <T extends string>(t: TFunction, group: string, values: readonly T[]) =>
  values.map((value) => ({ value, label: t(`${group}.${value}`) }));

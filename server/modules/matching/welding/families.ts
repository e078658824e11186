import type { FillerFamily, WELDING_BASE_KINDS } from '@contract';
import { nominalContent } from '../composition';
import type { ElementRange, MatchableGrade } from '../types';

/**
 * Welding families, read from composition (and the stainless sub-category where the standard states it):
 * which filler family (contract WELDING_FILLER_FAMILIES) a base metal calls for, and which family a
 * consumable belongs to. Stainless filler families carry the AWS numbers of their bare wires (308 = 19-10,
 * 309 = 23-13, 316 = 19-12-2.5Mo …); the others: carbon (C-Mn), mo (C-0.5Mo, Mn-Mo), crMo1 (1–1.25Cr-0.5Mo),
 * crMo2 (2.25Cr-1Mo), ni (1–3.5Ni), niMo (high-strength Ni-Mo), weathering (Cu-Cr-Ni).
 */
type BaseKind = (typeof WELDING_BASE_KINDS)[number];

export interface BaseFamily {
  kind: BaseKind;
  /** Filler families that match, best first, then acceptable alternatives. */
  primary: FillerFamily[];
  secondary: FillerFamily[];
  /** C ≤ 0.035 %: low-carbon stainless, to be welded with a low-carbon (L) filler. */
  lowCarbon: boolean;
  /** Hardenable: Cr or Cr-Mo steel with C ≥ 0.25 %, or martensitic stainless. */
  hardenable: boolean;
}

/** Typical content: middle of a range; for a maximum only, C at the maximum (to be safe), others at half of it. */
function typicalContent(composition: ElementRange[], el: string): number {
  const range = composition.find((row) => row.el === el);
  if (el === 'C' && range && range.min === null && range.max !== null) return range.max;
  return nominalContent(composition, el);
}

const maxOf = (composition: ElementRange[], el: string) => composition.find((row) => row.el === el)?.max ?? null;

/** The stainless filler family of an austenitic composition, by its alloying. */
function austeniticFamily(c: (el: string) => number): FillerFamily | null {
  // Super-austenitic (904L, 254 SMO …): Ni-base or 385 fillers, none of the families here.
  if (c('Ni') >= 23 || c('Mo') >= 4.5) return null;
  if (c('Cr') >= 23 && c('Ni') >= 19) return '310';
  if (c('Cr') >= 22 && c('Ni') >= 11) return '309';
  if (c('Mo') >= 3) return '317';
  if (c('Mo') >= 1.5) return '316';
  if (c('Ti') >= 0.15 || c('Nb') >= 0.3) return '347';
  return '308';
}

export function baseFamily(grade: MatchableGrade): BaseFamily {
  const c = (el: string) => typicalContent(grade.composition, el);
  const cMax = maxOf(grade.composition, 'C');
  const lowCarbon = cMax !== null && cMax <= 0.035;
  const family = (kind: BaseKind, primary: FillerFamily[], secondary: FillerFamily[] = [], hardenable = false): BaseFamily => ({
    kind,
    primary,
    secondary,
    lowCarbon,
    hardenable,
  });
  if (grade.type === 'aluminium') return family('aluminium', []);
  const category = grade.category;
  if (category.startsWith('stainless') || c('Cr') >= 10.5) {
    if (category === 'stainlessPH' || (c('Cu') >= 2.5 && c('Ni') >= 3)) return family('precipitationHardening', ['630'], [], true);
    if (category === 'stainlessDuplex') return family('duplex', [c('Cr') >= 24 ? '2594' : '2209'], ['309']);
    if (category === 'stainlessAustenitic' || c('Ni') >= 6) {
      const filler = austeniticFamily(c);
      return family('austenitic', filler ? [filler] : []);
    }
    const martensitic = category === 'stainlessMartensitic' || (category !== 'stainlessFerritic' && c('C') >= 0.1);
    if (martensitic) return family('martensitic', c('Cr') >= 15 ? ['430'] : ['410'], ['309'], true);
    return family('ferritic', c('Cr') >= 15 ? ['430'] : ['309'], c('Cr') >= 15 ? ['309'] : ['410']);
  }
  const hardenable = c('C') >= 0.25 && c('Cr') >= 0.4;
  if (c('Cr') >= 1.8 && c('Mo') >= 0.8) return family('lowAlloy', ['crMo2'], ['crMo1'], hardenable);
  if (c('Cr') >= 0.4 && c('Mo') >= 0.1) return family('lowAlloy', ['crMo1'], ['crMo2'], hardenable);
  if (c('Cr') >= 0.4) return family('lowAlloy', ['crMo1'], ['carbon'], hardenable);
  if (c('Ni') >= 0.7) return family('lowAlloy', ['ni'], ['niMo']);
  if (c('Mo') >= 0.3) return family('lowAlloy', ['mo'], ['crMo1']);
  return family('carbon', ['carbon'], ['ni', 'niMo']);
}

export interface ConsumableFamily {
  family: FillerFamily;
  /** C ≤ 0.04 % (an "L" filler). */
  lowCarbon: boolean;
}

export function consumableFamily(grade: MatchableGrade): ConsumableFamily {
  const c = (el: string) => typicalContent(grade.composition, el);
  const cMax = maxOf(grade.composition, 'C');
  const lowCarbon = cMax !== null && cMax <= 0.04;
  const result = (family: FillerFamily) => ({ family, lowCarbon });
  if (c('Cr') >= 10.5) {
    if (c('Cu') >= 2.5 && c('Ni') >= 3) return result('630');
    if (c('Ni') < 3) return result(c('Cr') < 14 ? '410' : '430');
    const nMin = grade.composition.find((row) => row.el === 'N')?.min ?? 0;
    if (nMin >= 0.08 && c('Ni') < 11 && c('Cr') >= 21) return result(c('Cr') >= 24.5 ? '2594' : '2209');
    if (c('Cr') >= 28) return result('312');
    if (c('Cr') >= 25 && c('Ni') >= 20) return result('310');
    if (c('Cr') >= 22.5 && c('Ni') >= 11) return result('309');
    if (c('Mo') >= 3) return result('317');
    if (c('Mo') >= 1.75) return result('316');
    if (c('Nb') >= 0.3) return result('347');
    return result('308');
  }
  if (c('Cr') >= 1.8 && c('Mo') >= 0.8) return result('crMo2');
  if (c('Cr') >= 0.8 && c('Mo') >= 0.4) return result('crMo1');
  if (c('Cu') >= 0.3 && c('Cr') >= 0.4) return result('weathering');
  if (c('Ni') >= 0.7 && c('Mo') >= 0.2) return result('niMo');
  if (c('Ni') >= 0.7) return result('ni');
  if (c('Mo') >= 0.3) return result('mo');
  return result('carbon');
}

/**
 * Carbon equivalent (IIW): C + Mn/6 + (Cr+Mo+V)/5 + (Ni+Cu)/15 from typical contents, or the CEV limit
 * the standard states; null for stainless and aluminium.
 */
export function carbonEquivalent(grade: MatchableGrade, family: BaseFamily): number | null {
  if (family.kind !== 'carbon' && family.kind !== 'lowAlloy') return null;
  const stated = maxOf(grade.composition, 'CEV');
  if (stated !== null) return stated;
  const c = (el: string) => typicalContent(grade.composition, el);
  return c('C') + c('Mn') / 6 + (c('Cr') + c('Mo') + c('V')) / 5 + (c('Ni') + c('Cu')) / 15;
}

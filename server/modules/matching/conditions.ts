/**
 * Delivery and test conditions as comparable keys. Standards name the same condition differently
 * ("hot-rolled", "as rolled", "+AR"; "Q+T", "+QT"), so mechanical rows carry keys, and properties are only
 * compared between rows of the same (or a related) condition. Steel keys are contract MATCH_CONDITIONS.
 */
/** The as-delivered states of structural steel: related enough to compare, with a discount. */
const DELIVERED = new Set(['asRolled', 'normalized', 'thermomechanical']);
export const RELATED_CONDITION_AFFINITY = 0.8;
const TEMPER = /^(O|F|H\d{1,3}|T\d{1,5})$/;

/** Keys of a condition as a standard writes it; aluminium tempers ("T6/T651") are their own keys. */
export function conditionKeys(label: string): string[] {
  const tempers = label.split('/').map((part) => part.trim());
  if (tempers.every((part) => TEMPER.test(part))) return tempers;
  const text = label.toLowerCase();
  if (/as[- ]welded/.test(text)) return ['asWelded'];
  if (/pwht|post-weld|stress[- ]reliev/.test(text)) return ['pwht'];
  if (/\+qt|q\+t|quench/.test(text)) return ['quenchedTempered'];
  if (/\+at|\+a\b|solution|anneal|high-temperature temper/.test(text)) return ['annealed'];
  if (/\+s\b|cold shearing/.test(text)) return ['coldShearing'];
  if (/thermomechanical|\+m\b/.test(text)) return ['thermomechanical'];
  const normalized = /normali[sz]|\+n\b/.test(text);
  const rolled = /as[- ]rolled|hot[- ]rolled|\+ar\b|as delivered/.test(text);
  if (normalized && rolled) return ['asRolled', 'normalized'];
  if (normalized) return ['normalized'];
  if (rolled) return ['asRolled'];
  return ['asSpecified'];
}

/** O and H111 (both annealed), or T6 and T651 (T651 is T6 stress-relieved by stretching): close, not the same. */
export function relatedTempers(a: string, b: string): boolean {
  const annealed = (temper: string) => temper === 'O' || temper === 'H111';
  if (annealed(a) && annealed(b)) return true;
  return a[0] === 'T' && b[0] === 'T' && (a.startsWith(b) || b.startsWith(a));
}
export const RELATED_TEMPER_AFFINITY = 0.9;

/** The condition of entered properties without one: compared with the other grade's first condition. */
export const ANY_CONDITION = '*';

/** How comparable properties in two conditions are: 1 same, less for related ones, 0 not comparable. */
export function conditionAffinity(a: string, b: string): number {
  if (a === b || a === ANY_CONDITION || b === ANY_CONDITION) return 1;
  if (DELIVERED.has(a) && DELIVERED.has(b)) return RELATED_CONDITION_AFFINITY;
  if (TEMPER.test(a) && TEMPER.test(b) && relatedTempers(a, b)) return RELATED_TEMPER_AFFINITY;
  return 0;
}

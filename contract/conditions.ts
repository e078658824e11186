/**
 * Delivery and test conditions as comparable keys. Standards name the same condition differently
 * ("hot-rolled", "as rolled", "+AR"; "Q+T", "+QT"): matching compares properties by key, and the portal names
 * the kind of condition in the user's language beside the standard's own words.
 */
const TEMPER = /^(O|F|H\d{1,3}|T\d{1,5})$/;

/** An aluminium temper designation (O, H32, T651): the same in every language. */
export const isTemper = (key: string) => TEMPER.test(key);

/** Keys of a condition as a standard writes it; aluminium tempers ("T6/T651") are their own keys. */
export function conditionKeys(label: string): string[] {
  const tempers = label.split('/').map((part) => part.trim());
  if (tempers.every(isTemper)) return tempers;
  const text = label.toLowerCase();
  if (/as[- ]welded/.test(text)) return ['asWelded'];
  if (/pwht|post-weld|stress[- ]reliev/.test(text)) return ['pwht'];
  if (/\+qt|q\+t|quench|hardened|^q \d/.test(text)) return ['quenchedTempered'];
  if (/\+at|\+a\b|solution|anneal|high-temperature temper/.test(text)) return ['annealed'];
  if (/\+s\b|cold shearing/.test(text)) return ['coldShearing'];
  if (/thermomechanical|\+m\b/.test(text)) return ['thermomechanical'];
  const normalized = /normali[sz]|\+n\b/.test(text);
  // The delivery condition of products whose standards name no treatment: tubes, coated sheet, 'as supplied'.
  const rolled =
    /as[- ]rolled|hot[- ]rolled|\+ar\b|as (delivered|supplied|made|manufactured)|hot[- ]finished|cold[- ]formed|tubing|coated|galvani[sz]ed|heat treated/.test(
      text,
    );
  if (normalized && rolled) return ['asRolled', 'normalized'];
  if (normalized) return ['normalized'];
  if (rolled) return ['asRolled'];
  return ['asSpecified'];
}

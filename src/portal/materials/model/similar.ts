import type { MaterialKind } from '../../../components/materialPaths';

/**
 * The family of a standard: its number without the part, so "similar grades" also finds the other parts
 * ("EN 10025-2" → "EN 10025", "GB/T 3880.2" → "GB/T 3880", "AWS A5.18" stays, "GB/T 700" stays).
 */
export function standardFamily(number: string): string {
  const match = /^(.*?\d+)(?:[-.]\d+)$/.exec(number);
  return match && !/A\d+$/.test(match[1]) ? match[1] : number;
}

/** The search query of "similar grades": same type, same category, same standard family. */
export const similarQuery = (grade: { type: MaterialKind; category: { zh: string; en: string }; standard: { number: string } }, language: string) => ({
  type: grade.type === 'steel' ? undefined : grade.type,
  category: language === 'en' ? grade.category.en : grade.category.zh,
  standard: standardFamily(grade.standard.number),
});

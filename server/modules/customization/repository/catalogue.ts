import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CustomSteelName, Language } from '@contract';
import type { Db } from '../../../db/client';
import { materialGrades, materialStandards } from '../../../db/schema';
import { searchKey } from '../../../lib/searchKey';

/**
 * The catalogue steel grades a request starts from: published by no company and not synthetic (measurement data).
 * Names are matched by prefix of the normalised name (`name_key`), which the index
 * material_grades_name_key_idx (type, name_key collate "C", id) answers in order.
 */
type Reader = Pick<Db, 'select'>;

export const STEEL_NAMES_MAX = 20;

const catalogueSteel = and(eq(materialGrades.type, 'steel'), isNull(materialGrades.companyId), eq(materialGrades.synthetic, false));
const nameOrder = [asc(sql`${materialGrades.nameKey} collate "C"`), asc(materialGrades.id)];
const steelName = (language: Language) => ({
  id: materialGrades.id,
  name: materialGrades.name,
  standardNo: materialStandards.code,
  standardName: language === 'zh' ? materialStandards.titleZh : materialStandards.titleEn,
});

/** At most 20 grades whose name starts with the keyword (normalised: 'q355' finds 'Q355B'), by name; the standard's title in `language`. */
export async function steelNamesLike(db: Reader, keyword: string, language: Language): Promise<CustomSteelName[]> {
  const key = searchKey(keyword).replace(/[\\%_]/g, (character) => `\\${character}`);
  return db
    .select(steelName(language))
    .from(materialGrades)
    .innerJoin(materialStandards, eq(materialStandards.id, materialGrades.standardId))
    .where(and(catalogueSteel, key ? sql`${materialGrades.nameKey} collate "C" like ${`${key}%`}` : undefined))
    .orderBy(...nameOrder)
    .limit(STEEL_NAMES_MAX);
}

/** The catalogue steel grades among `ids`, as the order keeps them ({ id, name, standardNo }). */
export async function steelGradesByIds(db: Reader, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: materialGrades.id, name: materialGrades.name, standardNo: materialStandards.code })
    .from(materialGrades)
    .innerJoin(materialStandards, eq(materialStandards.id, materialGrades.standardId))
    .where(and(catalogueSteel, inArray(materialGrades.id, ids)));
}

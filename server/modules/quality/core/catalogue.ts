import { asc, eq } from 'drizzle-orm';
import { MSG, type GradeLimitsOutput } from '@contract';
import { badRequest, notFound } from '../../../http/errors';
import type { Db } from '../../../db/client';
import { materialCompositions, materialGrades, materialMechanical, materialStandards, qualityCategories } from '../../../db/schema';
import type { GradeLimits } from '../../../lib/qualityMethod';
import { limitsFromCatalogue } from './limitsFromCatalogue';

export type Category = typeof qualityCategories.$inferSelect;

export async function categoryOf(db: Db, id: number): Promise<Category> {
  const [row] = await db.select().from(qualityCategories).where(eq(qualityCategories.id, id));
  if (!row) throw badRequest(MSG.qualityCategoryRequired);
  return row;
}

/** The grade as the ranking names it, checked to be one the category ranks (its standard is among the category's). */
export async function gradeInCategory(db: Db, category: Category, gradeId: number) {
  const [grade] = await db
    .select({ id: materialGrades.id, name: materialGrades.name, standardCode: materialStandards.code })
    .from(materialGrades)
    .innerJoin(materialStandards, eq(materialStandards.id, materialGrades.standardId))
    .where(eq(materialGrades.id, gradeId));
  if (!grade) throw notFound();
  if (!category.standardCodes.includes(grade.standardCode)) throw badRequest(MSG.qualityGradeNotInCategory);
  return grade;
}

export interface LoadedLimits {
  grade: { id: number; name: string; standardCode: string };
  /** What the method scores against. */
  limits: GradeLimits;
  /** The same, as the contract answers it. */
  output: GradeLimitsOutput;
}

/** The grade's limits from the catalogue; 400 qualityGradeNoLimits when the catalogue holds no complete band. */
export async function limitsOf(db: Db, grade: { id: number; name: string; standardCode: string }): Promise<LoadedLimits> {
  const [compositions, mechanical] = await Promise.all([
    db
      .select({ el: materialCompositions.el, min: materialCompositions.min, max: materialCompositions.max })
      .from(materialCompositions)
      .where(eq(materialCompositions.gradeId, grade.id))
      .orderBy(asc(materialCompositions.sort)),
    db
      .select({
        condition: materialMechanical.condition,
        thicknessFrom: materialMechanical.thicknessFrom,
        thicknessTo: materialMechanical.thicknessTo,
        direction: materialMechanical.direction,
        yieldMin: materialMechanical.yieldMin,
        tensileMin: materialMechanical.tensileMin,
        tensileMax: materialMechanical.tensileMax,
        elongationMin: materialMechanical.elongationMin,
        elongationGauge: materialMechanical.elongationGauge,
        impactEnergyMin: materialMechanical.impactEnergyMin,
        impactTempC: materialMechanical.impactTempC,
      })
      .from(materialMechanical)
      .where(eq(materialMechanical.gradeId, grade.id))
      .orderBy(asc(materialMechanical.sort)),
  ]);
  const limits = limitsFromCatalogue(grade.name, compositions, mechanical);
  if (limits.bands.length === 0) throw badRequest(MSG.qualityGradeNoLimits);
  return { grade, limits, output: limitsOutput(grade, limits) };
}

export function limitsOutput(grade: LoadedLimits['grade'], limits: GradeLimits): GradeLimitsOutput {
  return {
    grade,
    composition: Object.entries(limits.composition).map(([el, { min, max }]) => ({ el, min: min ?? null, max: max ?? null })),
    bands: limits.bands.map((band) => ({
      minMm: band.minMm,
      maxMm: band.maxMm,
      yieldMin: band.yieldMin,
      tensileMin: band.tensileMin,
      tensileMax: band.tensileMax ?? null,
      elongationMin: band.elongationMin,
    })),
    impact: limits.impact ?? null,
  };
}

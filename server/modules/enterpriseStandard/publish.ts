import { eq } from 'drizzle-orm';
import type { EnterpriseGrade } from '@contract';
import {
  materialCategories,
  materialCompositions,
  materialGrades,
  materialMechanical,
  materialStandards,
  valueSources,
} from '../../db/schema';
import {
  compositionBounds,
  compositionSummary,
  elementBounds,
  propertyValues,
  searchColumns,
  type CompositionRow,
  type MechanicalRow,
} from '../../db/seed/catalogue/derive';
import { searchKey } from '../../lib/searchKey';
import type { Executor, GradeRow, StandardRow } from './repository';

/**
 * The public copy of approved enterprise grades in the materials catalogue, so that materials search, grade
 * pages, comparison and matching find them like any catalogue grade, marked `enterprise_standard`.
 *
 * Visibility: the copy is stored with `company_id` null. Matching (server/modules/matching) treats a grade with
 * a company as visible to that company only; an approved public application is public for everyone, so the
 * copy carries no company. Ownership stays in enterprise_standards (material_standard_id) and
 * enterprise_grades (published_grade_id), which is how repeal finds and removes it.
 */
const CATEGORY = { zh: '企业标准钢', en: 'Enterprise standard steel' };
/** One delivery condition: enterprise grades state their properties without conditions or thickness bands. */
const CONDITION = 'as delivered';

/** The catalogue standard of an enterprise standard, created at its first approval. Returns its id. */
async function ensureCatalogueStandard(tx: Executor, standard: StandardRow): Promise<number> {
  if (standard.materialStandardId !== null) return standard.materialStandardId;
  // Codes are unique across the catalogue; another company may use the same number and year.
  const plain = `${standard.number}-${standard.year}`;
  const [taken] = await tx.select({ id: materialStandards.id }).from(materialStandards).where(eq(materialStandards.code, plain));
  const code = taken ? `${plain} E${standard.id}` : plain;
  const [row] = await tx
    .insert(materialStandards)
    .values({
      code,
      number: standard.number,
      year: standard.year,
      country: standard.country,
      body: standard.issuer,
      titleZh: standard.name,
      titleEn: standard.name,
      numberKey: searchKey(standard.number),
      codeKey: searchKey(code),
      titleKeyZh: searchKey(standard.name),
      titleKeyEn: searchKey(standard.name),
      origin: 'company',
    })
    .returning({ id: materialStandards.id, code: materialStandards.code });
  await tx.insert(valueSources).values({ code: row.code, ref: '', standardId: row.id });
  return row.id;
}

async function categoryId(tx: Executor): Promise<number> {
  const [row] = await tx
    .insert(materialCategories)
    .values({ type: 'steel', ...CATEGORY, keyZh: searchKey(CATEGORY.zh), keyEn: searchKey(CATEGORY.en) })
    .onConflictDoUpdate({ target: [materialCategories.type, materialCategories.zh, materialCategories.en], set: { keyZh: searchKey(CATEGORY.zh) } })
    .returning({ id: materialCategories.id });
  return row.id;
}

const given = (value: number | null | undefined) => (value === null || value === undefined ? undefined : value);

/**
 * The company's property rows as one catalogue row. The catalogue keeps what its columns hold: both ends of
 * strength ranges and their typical values, the minimum or typical elongation, the minimum reduction of area,
 * hardness limits (a typical hardness as both limits) and the impact energy with its temperature. The company's
 * own record keeps every value it entered.
 */
function catalogueMechanical(rows: EnterpriseGrade['mechanical']): Omit<MechanicalRow, 'ref'> | null {
  if (rows.length === 0) return null;
  const row: Omit<MechanicalRow, 'ref'> = { condition: CONDITION };
  for (const property of rows) {
    const range = property.kind === 'range';
    const min = range ? given(property.min) : undefined;
    const max = range ? given(property.max) : undefined;
    const typical = range ? undefined : given(property.typical);
    switch (property.property) {
      case 'yield':
        Object.assign(row, { yieldMin: min, yieldMax: max, yieldTypical: typical });
        break;
      case 'tensile':
        Object.assign(row, { tensileMin: min, tensileMax: max, tensileTypical: typical });
        break;
      case 'elongation':
        Object.assign(row, { elongationMin: min, elongationTypical: typical });
        break;
      case 'reductionOfArea':
        Object.assign(row, { reductionOfAreaMin: min });
        break;
      case 'hardness':
        Object.assign(row, { hardnessMin: min ?? typical, hardnessMax: max ?? typical, hardnessScale: property.scale ?? 'HBW' });
        break;
      case 'impact':
        Object.assign(row, { impactEnergyMin: min ?? typical, impactTempC: given(property.tempC) });
        break;
    }
  }
  return row;
}

/** Copies an approved grade into the catalogue; returns the catalogue grade's id and the catalogue standard's. */
export async function publishGrade(tx: Executor, standard: StandardRow, grade: GradeRow) {
  const standardId = await ensureCatalogueStandard(tx, standard);
  const [source] = await tx.select({ id: valueSources.id }).from(valueSources).where(eq(valueSources.standardId, standardId));
  const composition = (grade.composition as EnterpriseGrade['composition']).map(
    (row): CompositionRow => ({ el: row.el as CompositionRow['el'], min: given(row.min), max: given(row.max), ref: '' }),
  );
  const mechanical = catalogueMechanical(grade.mechanical as EnterpriseGrade['mechanical']);
  const materialNumbers = grade.materialNumber ? [grade.materialNumber] : [];
  const [row] = await tx
    .insert(materialGrades)
    .values({
      type: 'steel',
      standardId,
      categoryId: await categoryId(tx),
      name: grade.name,
      materialNumbers,
      enterpriseStandard: true,
      companyId: null,
      ...searchColumns({ name: grade.name, aliases: [], materialNumbers, temper: undefined }),
      compositionSummary: compositionSummary(composition),
      elementBounds: elementBounds(composition),
      ...propertyValues(mechanical ? [{ ...mechanical, ref: '' }] : []),
    })
    .returning({ id: materialGrades.id });
  if (composition.length > 0) {
    await tx.insert(materialCompositions).values(
      composition.map((value, sort) => ({
        gradeId: row.id,
        el: value.el,
        min: value.min ?? null,
        max: value.max ?? null,
        ...compositionBounds(value),
        sort,
        sourceId: source.id,
      })),
    );
  }
  if (mechanical) {
    // Values left undefined are stored as null.
    await tx.insert(materialMechanical).values({ ...mechanical, gradeId: row.id, sort: 0, sourceId: source.id });
  }
  return { gradeId: row.id, standardId };
}

/** Removes a repealed standard's public copy (its grades and their values go with it). */
export async function unpublishStandard(tx: Executor, materialStandardId: number) {
  await tx.delete(materialStandards).where(eq(materialStandards.id, materialStandardId));
}

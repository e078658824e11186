import { sql } from 'drizzle-orm';
import type { GradeDetail, Language, MaterialType, MechanicalValue } from '@contract';
import { noteIn, refIn } from '../../../db/seed/catalogue/i18n/translate';
import type { Db } from '../../../db/client';
import { declaredByOthers, designationResolver } from './declared';
import { SUMMARY_COLUMNS, SUMMARY_JOINS, toGradeSummary, type SummaryRow } from './summary';

type Reader = Pick<Db, 'execute'>;
type Row<T> = T & Record<string, unknown>;
const idList = (ids: readonly number[]) => sql`${sql.param([...ids])}::int[]`;

interface DetailRow extends SummaryRow {
  processes: string[];
  heat_treatment_zh: string | null;
  heat_treatment_en: string | null;
  uses_zh: string | null;
  uses_en: string | null;
  corrections: string[];
  former_names: { name: string; standard: string; ref: string }[];
  view_count: number;
  favourite: boolean;
}

interface SourceColumns {
  source_code: string;
  source_ref: string;
}
const source = (row: SourceColumns) => ({ code: row.source_code, ref: row.source_ref });
const SOURCE_JOIN = sql.raw('join value_sources v on v.id = x.source_id');
const SOURCE_COLUMNS = sql.raw('v.code as source_code, v.ref as source_ref');

/** A row of material_mechanical as read (the grade-detail pages and the match index read the same). */
export interface MechanicalColumns {
  grade_id: number;
  condition: string;
  thickness_from: number | null;
  thickness_to: number | null;
  direction: string | null;
  yield_min: number | null;
  yield_max: number | null;
  yield_typical: number | null;
  yield_kind: string | null;
  tensile_min: number | null;
  tensile_max: number | null;
  tensile_typical: number | null;
  elongation_min: number | null;
  elongation_typical: number | null;
  elongation_gauge: string | null;
  reduction_of_area_min: number | null;
  hardness_min: number | null;
  hardness_max: number | null;
  hardness_scale: string | null;
  impact_energy_min: number | null;
  impact_temp_c: number | null;
  impact_specimen: string | null;
}
interface MechanicalRow extends MechanicalColumns, SourceColumns {}

/** A mechanical row's values, without their source. */
export const mechanicalOf = (row: MechanicalColumns): Omit<MechanicalValue, 'source'> => ({
  condition: row.condition,
  thicknessFrom: row.thickness_from,
  thicknessTo: row.thickness_to,
  direction: row.direction,
  yieldMin: row.yield_min,
  yieldMax: row.yield_max,
  yieldTypical: row.yield_typical,
  yieldKind: row.yield_kind,
  tensileMin: row.tensile_min,
  tensileMax: row.tensile_max,
  tensileTypical: row.tensile_typical,
  elongationMin: row.elongation_min,
  elongationTypical: row.elongation_typical,
  elongationGauge: row.elongation_gauge,
  reductionOfAreaMin: row.reduction_of_area_min,
  hardnessMin: row.hardness_min,
  hardnessMax: row.hardness_max,
  hardnessScale: row.hardness_scale,
  impactEnergyMin: row.impact_energy_min,
  impactTempC: row.impact_temp_c,
  impactSpecimen: row.impact_specimen,
});

export const toMechanicalValue = (row: MechanicalRow): MechanicalValue => ({ ...mechanicalOf(row), source: source(row) });

/**
 * Mechanical properties of grades in the standard's order, optionally for one condition and for a thickness:
 * the rows whose band [from, to] contains it, ends included (standards differ on which band owns a boundary,
 * so a thickness on one gets both), and the rows without a band.
 */
export async function mechanicalValues(db: Reader, gradeIds: readonly number[], filter: { condition?: string; thickness?: number } = {}) {
  const { rows } = await db.execute<Row<MechanicalRow>>(sql`
    select x.*, ${SOURCE_COLUMNS} from material_mechanical x ${SOURCE_JOIN}
     where x.grade_id = any(${idList(gradeIds)})
       ${filter.condition === undefined ? sql`` : sql`and x.condition = ${filter.condition}`}
       ${
         filter.thickness === undefined
           ? sql``
           : sql`and (x.thickness_from is null or x.thickness_from <= ${filter.thickness})
                 and (x.thickness_to is null or ${filter.thickness} <= x.thickness_to)`
       }
     order by x.grade_id, x.sort`);
  return rows;
}

/** The order of physical properties on the page and the datasheet. */
const PHYSICAL_ORDER = ['density', 'elasticModulus', 'thermalExpansion', 'thermalConductivity', 'specificHeat', 'electricalResistivity', 'meltingRangeLow', 'meltingRangeHigh'];

/**
 * Physical properties of grades: their own, and each property a grade lacks as another catalogue entry of the
 * same type and material number gives it, from an entry of the same temper or of none (the alloy or steel as
 * such; a temper's conductivity is not another temper's). EN 10088-1's annex gives them per steel number, so
 * 1.4301 of EN 10088-2 shows them; aluminium alloys show the Aluminum Association's typical values. Each value
 * keeps the source that gives it.
 */
async function physicalValues(db: Reader, ids: readonly number[]) {
  type PhysicalRow = SourceColumns & { grade_id: number; property: string; value: number; id: number };
  const { rows } = await db.execute<Row<PhysicalRow>>(sql`
    select * from (
      select x.grade_id, x.property, x.value, x.id, ${SOURCE_COLUMNS} from material_physical x ${SOURCE_JOIN}
       where x.grade_id = any(${idList(ids)})
      union all
      select grade_id, property, value, id, source_code, source_ref from (
        select distinct on (g.id, x.property) g.id as grade_id, x.property, x.value, x.id, ${SOURCE_COLUMNS}
          from material_physical x ${SOURCE_JOIN}
          join material_grades o on o.id = x.grade_id
          join material_grades g on g.id = any(${idList(ids)}) and g.id <> o.id and g.type = o.type
                                and g.material_numbers && o.material_numbers and o.temper in ('', g.temper)
         where not exists (select 1 from material_physical own where own.grade_id = g.id and own.property = x.property)
         order by g.id, x.property, o.temper = g.temper desc, o.id) shared) own_and_shared
     order by grade_id, array_position(${sql.param(PHYSICAL_ORDER)}::text[], property::text), id`);
  return { rows };
}

/** A source with its label in the language (the catalogue's translations: seed/catalogue/i18n). */
const sourceIn = (value: GradeDetail['composition'][number]['source'], language: Language) => ({ ...value, ref: refIn(value.ref, language) });
export const mechanicalIn = (value: MechanicalValue, language: Language): MechanicalValue => ({ ...value, source: sourceIn(value.source, language) });

/** A grade's notes and source labels in the caller's language; conditions stay the stored key (pages name them). */
function detailIn(detail: GradeDetail, language: Language): GradeDetail {
  const withSource = <T extends { source: GradeDetail['composition'][number]['source'] }>(value: T): T => ({ ...value, source: sourceIn(value.source, language) });
  return {
    ...detail,
    composition: detail.composition.map((c) => ({ ...withSource(c), note: c.note === null ? null : noteIn(c.note, language) })),
    mechanical: detail.mechanical.map(withSource),
    physical: detail.physical.map(withSource),
    formerNames: detail.formerNames.map(withSource),
    equivalents: detail.equivalents.map(withSource),
  };
}

/** The grade's type, or undefined when there is no such grade. */
export async function gradeType(db: Reader, id: number): Promise<MaterialType | undefined> {
  const { rows } = await db.execute<{ type: MaterialType }>(sql`select type from material_grades where id = ${id}`);
  return rows[0]?.type;
}

/** Full details of the given grades, in the order of `ids` (missing ids left out). */
export async function gradeDetails(db: Reader, ids: readonly number[], userId: number | null, language?: Language): Promise<GradeDetail[]> {
  if (ids.length === 0) return [];
  const [grades, compositions, mechanical, physical, equivalents] = await Promise.all([
    db.execute<Row<DetailRow>>(sql`
      select ${SUMMARY_COLUMNS}, g.processes, g.heat_treatment_zh, g.heat_treatment_en, g.uses_zh, g.uses_en, g.corrections, g.former_names,
             (select count(*)::int from grade_views v where v.grade_id = g.id) as view_count,
             ${userId === null ? sql`false` : sql`exists (select 1 from grade_favourites f where f.grade_id = g.id and f.user_id = ${userId})`} as favourite
        from material_grades g ${SUMMARY_JOINS} where g.id = any(${idList(ids)})`),
    db.execute<Row<SourceColumns & { grade_id: number; el: string; min: number | null; max: number | null; typical: number | null; note: string | null }>>(sql`
      select x.grade_id, x.el, x.min, x.max, x.typical, x.note, ${SOURCE_COLUMNS} from material_compositions x ${SOURCE_JOIN}
       where x.grade_id = any(${idList(ids)}) order by x.grade_id, x.sort`),
    mechanicalValues(db, ids),
    physicalValues(db, ids),
    db.execute<Row<SourceColumns & { grade_id: number; standard: string; grade: string }>>(sql`
      select x.grade_id, x.standard, x.grade, ${SOURCE_COLUMNS} from material_equivalents x ${SOURCE_JOIN}
       where x.grade_id = any(${idList(ids)}) order by x.grade_id, x.id`),
  ]);
  const [resolve, declaredElsewhere] = await Promise.all([designationResolver(db, equivalents.rows), declaredByOthers(db, ids)]);
  const byGrade = <T extends { grade_id: number }>(rows: T[], id: number) => rows.filter((row) => row.grade_id === id);

  const details = new Map(
    grades.rows.map((row) => {
      const detail: GradeDetail = {
        ...toGradeSummary(row),
        processes: row.processes,
        composition: byGrade(compositions.rows, row.id).map((c) => ({ el: c.el, min: c.min, max: c.max, typical: c.typical, note: c.note, source: source(c) })),
        mechanical: byGrade(mechanical, row.id).map(toMechanicalValue),
        physical: byGrade(physical.rows, row.id).map((p) => ({ property: p.property, value: p.value, source: source(p) })),
        heatTreatment: row.heat_treatment_zh && row.heat_treatment_en ? { zh: row.heat_treatment_zh, en: row.heat_treatment_en } : null,
        uses: row.uses_zh && row.uses_en ? { zh: row.uses_zh, en: row.uses_en } : null,
        formerNames: (row.former_names ?? []).map((f) => ({ name: f.name, standard: f.standard, source: { code: row.standard_code, ref: f.ref } })),
        // Its own standard's declarations, then those of other sources naming it (declared.ts).
        equivalents: [
          ...byGrade(equivalents.rows, row.id).map((e) => ({
            standard: e.standard,
            grade: e.grade,
            gradeId: resolve(e, row.type, row.id),
            source: source(e),
          })),
          ...(declaredElsewhere.get(row.id) ?? []),
        ],
        corrections: row.corrections,
        favourite: row.favourite,
        viewCount: row.view_count,
      };
      return [row.id, detail];
    }),
  );
  return ids.flatMap((id) => details.get(id) ?? []).map((detail) => (language ? detailIn(detail, language) : detail));
}

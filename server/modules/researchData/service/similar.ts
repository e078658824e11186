import { and, eq, isNull, sql } from 'drizzle-orm';
import { MATCH_PROPERTIES, MSG, type MatchProperty, type MaterialType } from '@contract';
import type { z } from 'zod';
import type { similarOutput } from '@contract';
import { researchDataRows } from '../../../db/schema';
import type { ResearchColumnRow } from '../../../db/schema/researchData';
import { conflict } from '../../../http/errors';
import type { SessionUser } from '../../../plugins/auth';
import { results, type Matching } from '../../matching/service';
import { requireAccess } from '../access';
import type { ResearchContext } from '../context';
import { gradeTypeOf } from '../repository/facts';

/**
 * Similar catalogue grades for a data set: the mean of each composition column (% by mass) and of each property
 * column the matching engine compares, as an entered composition, matched by the engine with its explained score.
 * Means are computed in the database over the current rows (numbers only; empty cells left out).
 */
export const SIMILAR_RESULTS = 10;
const HARDNESS_SCALES: Record<string, 'HV' | 'HBW' | 'HRC'> = { hardnessHV: 'HV', hardnessHBW: 'HBW', hardnessHRC: 'HRC' };

/** Mean of each listed column (by position) over the data set's current rows; null when a column has no number. */
async function columnMeans(ctx: ResearchContext, dataSetId: number, indexes: number[]): Promise<(number | null)[]> {
  if (!indexes.length) return [];
  const means = indexes.map(
    (index) =>
      sql`avg(case when jsonb_typeof(${researchDataRows.values} -> ${sql.raw(String(index))}) = 'number' then (${researchDataRows.values} ->> ${sql.raw(String(index))})::float8 end)`,
  );
  const [row] = await ctx.db
    .select({ means: sql<(number | null)[]>`array[${sql.join(means, sql`, `)}]` })
    .from(researchDataRows)
    .where(and(eq(researchDataRows.dataSetId, dataSetId), isNull(researchDataRows.toVersion)));
  return (row?.means ?? []).map((value) => (value === null ? null : Number(value)));
}

/** Impact energy is compared at a test temperature: the column's condition ("-20 °C"), room temperature otherwise. */
const impactTemperature = (column: ResearchColumnRow) => Number(/(-?\d+(?:\.\d+)?)\s*°?C/.exec(column.condition)?.[1] ?? 20);

const round = (value: number) => Number(value.toPrecision(6));

/** Aluminium when aluminium is the largest element, or the material or grade says so; steel otherwise. */
export function materialTypeOf(elements: { el: string; value: number }[], materialName: string, gradeType: string | null): MaterialType {
  if (gradeType === 'aluminium') return 'aluminium';
  const largest = [...elements].sort((a, b) => b.value - a.value)[0];
  if (largest?.el === 'Al') return 'aluminium';
  return /alumin|铝|^\s*(?:AA|EN AW-?)?\s*[1-8]\d{3}\b/i.test(materialName) ? 'aluminium' : 'steel';
}

export async function similarGrades(ctx: ResearchContext, matching: Matching, user: SessionUser | null, id: number): Promise<z.input<typeof similarOutput>> {
  const { row } = await requireAccess(ctx.db, user, id, 'rows', ctx.clock.now());
  const elementColumns = row.columns.flatMap((column, index) => (column.element && column.quantity === 'percent' ? [{ column, index }] : []));
  if (!elementColumns.length) throw conflict(MSG.researchNoComposition);
  const propertyColumns = row.columns.flatMap((column, index) =>
    column.property && (MATCH_PROPERTIES as readonly string[]).includes(column.property) && column.quantity !== 'text' ? [{ column, index }] : [],
  );
  const means = await columnMeans(ctx, row.id, [...elementColumns, ...propertyColumns].map(({ index }) => index));
  const elements = elementColumns
    .map(({ column }, position) => ({ el: column.element!, value: means[position] }))
    .filter((element): element is { el: string; value: number } => element.value !== null)
    .map((element) => ({ ...element, value: round(element.value) }));
  if (!elements.length) throw conflict(MSG.researchNoComposition);
  const properties = propertyColumns
    .map(({ column }, position) => ({ column, value: means[elementColumns.length + position] }))
    // Hardness compares on a scale: a column whose scale the import did not know is left out.
    .filter(({ column, value }) => value !== null && value >= 0 && (column.property !== 'hardness' || HARDNESS_SCALES[column.quantity]))
    .map(({ column, value }) => ({ column, property: column.property as MatchProperty, value: round(value!) }));
  // One value per property: the first column that measures it.
  const unique = properties.filter((item, index) => properties.findIndex((other) => other.property === item.property) === index);
  const type = materialTypeOf(elements, row.materialName, await gradeTypeOf(ctx.db, row.gradeId));
  const answer = await results(
    matching,
    {
      type,
      elements: elements.map(({ el, value }) => ({ el, min: value, max: value })),
      properties: unique.map(({ column, property, value }) => ({
        property,
        min: value,
        ...(property === 'hardness' ? { max: value, scale: HARDNESS_SCALES[column.quantity] } : {}),
        ...(property === 'impact' ? { tempC: impactTemperature(column) } : {}),
      })),
      pageNum: 1,
      pageSize: SIMILAR_RESULTS,
      includeQueryStandard: true,
    },
    { companyId: user?.companyId ?? null },
  );
  return {
    type,
    elements,
    properties: unique.map(({ property, value }) => ({ property, value })),
    results: answer.list,
  };
}

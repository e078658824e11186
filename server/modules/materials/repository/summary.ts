import { sql, type SQL } from 'drizzle-orm';
import type { GradeSummary, MaterialType } from '@contract';
import type { Db } from '../../../db/client';

/**
 * A grade as result lists show it, read with plain SQL so that a search page is one statement. Every query
 * that returns summaries selects SUMMARY_COLUMNS from `material_grades g` joined by SUMMARY_JOINS.
 */
export const SUMMARY_COLUMNS = sql.raw(`
  g.id, g.type, g.name, g.aliases, g.material_numbers, g.temper, g.enterprise_standard, g.composition_summary,
  g.yield_min, g.tensile_min, cat.zh as category_zh, cat.en as category_en,
  s.id as standard_id, s.code as standard_code, s.number as standard_number, s.year as standard_year,
  s.country as standard_country, s.body as standard_body, s.title_zh as standard_title_zh, s.title_en as standard_title_en,
  yb.value as yield_band_value, yb.thickness_from as yield_band_from, yb.thickness_to as yield_band_to,
  tb.value as tensile_band_value, tb.thickness_from as tensile_band_from, tb.thickness_to as tensile_band_to`);

/**
 * A strength as engineers read it on a list: the value of the thinnest band (from 0 or no lower bound, then the
 * lowest upper bound, then the standard's order), with that band, rather than the lowest over all thicknesses.
 */
const thinnestBand = (column: 'yield_min' | 'tensile_min', alias: string) => `
  left join lateral (
    select m.${column} as value, m.thickness_from, m.thickness_to from material_mechanical m
     where m.grade_id = g.id and m.${column} is not null
     order by coalesce(m.thickness_from, 0), m.thickness_to asc nulls last, m.sort limit 1) ${alias} on true`;

export const SUMMARY_JOINS = sql.raw(`
  join material_standards s on s.id = g.standard_id
  join material_categories cat on cat.id = g.category_id${thinnestBand('yield_min', 'yb')}${thinnestBand('tensile_min', 'tb')}`);

export interface SummaryRow {
  id: number;
  type: MaterialType;
  name: string;
  aliases: string[];
  material_numbers: string[];
  temper: string;
  enterprise_standard: boolean;
  composition_summary: string;
  yield_min: number | null;
  tensile_min: number | null;
  category_zh: string;
  category_en: string;
  standard_id: number;
  standard_code: string;
  standard_number: string;
  standard_year: number;
  standard_country: string;
  standard_body: string;
  standard_title_zh: string;
  standard_title_en: string;
  yield_band_value: number | null;
  yield_band_from: number | null;
  yield_band_to: number | null;
  tensile_band_value: number | null;
  tensile_band_from: number | null;
  tensile_band_to: number | null;
}

const band = (value: number | null, from: number | null, to: number | null) => (value === null ? null : { value, from, to });

export const toStandardSummary = (row: SummaryRow): GradeSummary['standard'] => ({
  id: row.standard_id,
  code: row.standard_code,
  number: row.standard_number,
  year: row.standard_year,
  country: row.standard_country,
  body: row.standard_body,
  title: { zh: row.standard_title_zh, en: row.standard_title_en },
});

export const toGradeSummary = (row: SummaryRow): GradeSummary => ({
  id: row.id,
  type: row.type,
  name: row.name,
  aliases: row.aliases,
  materialNumbers: row.material_numbers,
  temper: row.temper === '' ? null : row.temper,
  category: { zh: row.category_zh, en: row.category_en },
  standard: toStandardSummary(row),
  enterpriseStandard: row.enterprise_standard,
  compositionSummary: row.composition_summary,
  yieldMin: row.yield_min,
  tensileMin: row.tensile_min,
  yieldBand: band(row.yield_band_value, row.yield_band_from, row.yield_band_to),
  tensileBand: band(row.tensile_band_value, row.tensile_band_from, row.tensile_band_to),
});

/** Summaries of the given grades, in the order of `ids` (missing ids are left out). */
export async function summariesByIds(db: Pick<Db, 'execute'>, ids: readonly number[], where: SQL = sql`true`): Promise<GradeSummary[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.execute<SummaryRow & Record<string, unknown>>(sql`
    select ${SUMMARY_COLUMNS} from material_grades g ${SUMMARY_JOINS}
     where g.id = any(${sql.param([...ids])}::int[]) and ${where}`);
  const byId = new Map(rows.map((row) => [row.id, toGradeSummary(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

import { sql } from 'drizzle-orm';
import type { COUNTRIES, GradeSummary, MaterialType } from '@contract';
import type { Db } from '../../db/client';
import { searchKey } from '../../lib/searchKey';
import { SUMMARY_COLUMNS, SUMMARY_JOINS, toGradeSummary, type SummaryRow } from '../materials/repository/summary';

export interface PickerQuery {
  type: MaterialType;
  keyword?: string;
  standard?: string;
  country?: (typeof COUNTRIES)[number];
  pageNum: number;
  pageSize: number;
}

/** Public grades and the enterprise grades of the caller's company (none for a visitor or individual). */
const visibleTo = (companyId: number | null) =>
  companyId === null ? sql`g.company_id is null` : sql`(g.company_id is null or g.company_id = ${companyId})`;

/** Contains-matches need a few characters to mean something (and the trigram index needs three). */
const CONTAINS_MIN = 3;

/**
 * Grades to pick a query or base metal from (the steelList call). With a keyword, normalised like the
 * materials search: the name exactly, then names starting with it, then an alias or material number exactly,
 * then designations containing it (each on its own index: search_keys GIN, name_key prefix b-tree, trigram
 * GIN); without one, every grade by name. Filters: standard number, country; enterprise grades of other
 * companies never appear.
 */
export async function pickerPage(db: Pick<Db, 'execute'>, query: PickerQuery, companyId: number | null) {
  const key = searchKey(query.keyword ?? '');
  const scope = [
    sql`g.type = ${query.type}`,
    ...(query.standard ? [sql`g.standard_id in (select id from material_standards where number = ${query.standard})`] : []),
    ...(query.country ? [sql`g.standard_id in (select id from material_standards where country = ${query.country})`] : []),
  ];
  const filters = [...scope, visibleTo(companyId)];
  const prefix = `${key}%`;
  const matches = key
    ? sql`(g.search_keys @> array[${key}]::text[] or g.name_key collate "C" like ${prefix}${
        key.length >= CONTAINS_MIN ? sql` or g.trgm_text like ${`%${key}%`}` : sql``
      })`
    : sql`true`;
  const rank = sql`case when g.name_key = ${key} then 0 when g.name_key collate "C" like ${prefix} then 1 when g.search_keys @> array[${key}]::text[] then 2 else 3 end`;
  const limit = sql`limit ${query.pageSize} offset ${(query.pageNum - 1) * query.pageSize}`;
  const where = sql.join(filters, sql` and `);
  // Without a keyword: the count (all grades in scope from an index alone, less the few enterprise grades of
  // other companies, from theirs), and the page straight from the (type, name_key, id) index in order.
  const others = companyId === null ? sql`g.company_id is not null` : sql`g.company_id <> ${companyId}`;
  const inScope = sql.join(scope, sql` and `);
  const statement = key
    ? sql`
      with hits as materialized (select g.id, ${rank} as rank, g.name_key from material_grades g where ${where} and ${matches})
      select total.n as total, page.* from (select count(*) as n from hits) total left join lateral (
        select ${SUMMARY_COLUMNS} from (select id, rank, name_key from hits order by rank, name_key collate "C", id ${limit}) p
          join material_grades g on g.id = p.id ${SUMMARY_JOINS}
         order by p.rank, p.name_key collate "C", p.id) page on true`
    : sql`
      select (select count(*) from material_grades g where ${inScope}) - (select count(*) from material_grades g where ${inScope} and ${others})
             as total, page.* from (select 1) total left join lateral (
        select ${SUMMARY_COLUMNS} from (select g.id from material_grades g where ${where} order by g.name_key collate "C", g.id ${limit}) p
          join material_grades g on g.id = p.id ${SUMMARY_JOINS}
         order by g.name_key collate "C", g.id) page on true`;
  const { rows } = await db.execute<SummaryRow & { total: number | string } & Record<string, unknown>>(statement);
  const list: GradeSummary[] = rows.filter((row) => row.id !== null).map(toGradeSummary);
  return { list, total: Number(rows[0]?.total ?? 0), pageNum: query.pageNum, pageSize: query.pageSize };
}

/** The titles of standards, by code (the target picker shows and searches them). */
export async function standardTitles(db: Pick<Db, 'execute'>, codes: readonly string[]): Promise<Map<string, { zh: string; en: string }>> {
  if (!codes.length) return new Map();
  const { rows } = await db.execute<{ code: string; zh: string; en: string }>(sql`
    select code, title_zh as zh, title_en as en from material_standards where code = any(${sql.param([...codes])}::text[])`);
  return new Map(rows.map((row) => [row.code, { zh: row.zh, en: row.en }]));
}

import { sql, type SQL } from 'drizzle-orm';
import type { LineSummary } from '@contract';
import type { Db } from '../../../db/client';
import { containing } from '../../../db/like';

/**
 * Published lines with their rank: rank() over the lines of the same category and year by total (ties share a
 * position). The rank is computed in a CTE over whole (category, year) partitions (`scope` may only narrow by those
 * keys), then `where` filters what is listed — so a grade or keyword filter never changes a line's rank.
 */
export interface LineSelection {
  /** Narrows the partitions ranked (conditions on l.category_id / l.year only). */
  scope?: SQL;
  /** Filters the ranked lines (aliases: r = the ranked line, e = enterprise, g = grade). */
  where?: SQL;
  orderBy: SQL;
  limit?: number;
  offset?: number;
}

type LineRow = {
  id: number;
  rank: number;
  enterprise_id: number;
  enterprise_name: string;
  product_name: string;
  category_id: number;
  category_code: string;
  category_name_zh: string;
  category_name_en: string;
  grade_id: number;
  grade_name: string;
  standard_code: string;
  steelmaking_line: string;
  rolling_line: string;
  year: number;
  method_version: string;
  total: number;
  small_sample: boolean;
  n: number;
  report_price: number;
  published_at: string | Date;
  total_count: number;
};

const toSummary = (row: LineRow): LineSummary => ({
  id: row.id,
  rank: row.rank,
  enterprise: { id: row.enterprise_id, name: row.enterprise_name },
  productName: row.product_name,
  category: { id: row.category_id, code: row.category_code, nameZh: row.category_name_zh, nameEn: row.category_name_en },
  grade: { id: row.grade_id, name: row.grade_name, standardCode: row.standard_code },
  steelmakingLine: row.steelmaking_line,
  rollingLine: row.rolling_line,
  year: row.year,
  methodVersion: row.method_version,
  total: row.total,
  smallSample: row.small_sample,
  n: row.n,
  reportPrice: row.report_price,
  publishTime: new Date(row.published_at).toISOString(),
});

export async function selectLines(db: Db, selection: LineSelection): Promise<{ list: LineSummary[]; total: number }> {
  const { rows } = await db.execute<LineRow>(sql`
    with ranked as (
      select l.*, rank() over (partition by l.category_id, l.year order by l.total desc)::int as rank,
             row_number() over (partition by l.category_id, l.year order by l.total desc, l.id)::int as position
        from quality_lines l
       where ${selection.scope ?? sql`true`}
    )
    select r.id, r.rank, r.enterprise_id, e.name as enterprise_name, r.product_name,
           c.id as category_id, c.code as category_code, c.name_zh as category_name_zh, c.name_en as category_name_en,
           g.id as grade_id, g.name as grade_name, s.code as standard_code,
           r.steelmaking_line, r.rolling_line, r.year::int as year, r.method_version, r.total, r.small_sample, r.n,
           r.report_price, r.published_at, count(*) over ()::int as total_count
      from ranked r
      join quality_enterprises e on e.id = r.enterprise_id
      join quality_categories c on c.id = r.category_id
      join material_grades g on g.id = r.grade_id
      join material_standards s on s.id = g.standard_id
     where ${selection.where ?? sql`true`}
     order by ${selection.orderBy}
     ${selection.limit === undefined ? sql`` : sql`limit ${selection.limit}`}
     ${selection.offset === undefined ? sql`` : sql`offset ${selection.offset}`}`);
  return { list: rows.map(toSummary), total: rows[0]?.total_count ?? 0 };
}

export interface LineFilter {
  categoryId?: number;
  year?: number;
  gradeId?: number;
  /** Enterprise name, product name or grade name contains it. */
  keyword?: string;
  /** Exact unified social credit code of the enterprise. */
  creditCode?: string;
  enterpriseId?: number;
}

/** The partition keys of a filter (what the rank CTE may be narrowed by). */
export function scopeOf(filter: Pick<LineFilter, 'categoryId' | 'year'>): SQL | undefined {
  const parts = [
    filter.categoryId === undefined ? undefined : sql`l.category_id = ${filter.categoryId}`,
    filter.year === undefined ? undefined : sql`l.year = ${filter.year}`,
  ].filter((part): part is SQL => part !== undefined);
  return parts.length ? sql.join(parts, sql` and `) : undefined;
}

export function whereOf(filter: LineFilter): SQL | undefined {
  const words = filter.keyword ? containing(filter.keyword) : undefined;
  const parts = [
    filter.gradeId === undefined ? undefined : sql`r.grade_id = ${filter.gradeId}`,
    words === undefined ? undefined : sql`(e.name ilike ${words} or r.product_name ilike ${words} or g.name ilike ${words})`,
    filter.creditCode ? sql`e.credit_code = ${filter.creditCode}` : undefined,
    filter.enterpriseId === undefined ? undefined : sql`r.enterprise_id = ${filter.enterpriseId}`,
  ].filter((part): part is SQL => part !== undefined);
  return parts.length ? sql.join(parts, sql` and `) : undefined;
}

/** Lists: newest year first, categories in their order, then by rank. */
export const RANKING_ORDER = sql`r.year desc, c.sort, c.id, r.total desc, r.id`;

export async function pageLines(db: Db, filter: LineFilter, page: { pageNum: number; pageSize: number }) {
  return selectLines(db, {
    scope: scopeOf(filter),
    where: whereOf(filter),
    orderBy: RANKING_ORDER,
    limit: page.pageSize,
    offset: (page.pageNum - 1) * page.pageSize,
  });
}

/** One line with its rank (the CTE is narrowed to its own category and year). */
export async function lineSummaryById(db: Db, id: number) {
  const { list } = await selectLines(db, {
    scope: sql`(l.category_id, l.year) = (select category_id, year from quality_lines where id = ${id})`,
    where: sql`r.id = ${id}`,
    orderBy: sql`r.id`,
  });
  return list[0];
}

/** Up to `reach` lines ranked just above and just below a line in its category and year, in ranking order. */
export async function neighboursOf(db: Db, line: { id: number; categoryId: number; year: number }, reach = 2) {
  const scope = sql`l.category_id = ${line.categoryId} and l.year = ${line.year}`;
  const { list } = await selectLines(db, {
    scope,
    where: sql`r.id <> ${line.id} and abs(r.position - (select position from ranked where id = ${line.id})) <= ${reach}`,
    orderBy: sql`r.position`,
  });
  return list;
}

/** An enterprise's lines, each ranked within its category and year. */
export async function linesOfEnterprise(db: Db, enterpriseId: number) {
  const { list } = await selectLines(db, {
    scope: sql`(l.category_id, l.year) in (select category_id, year from quality_lines where enterprise_id = ${enterpriseId})`,
    where: sql`r.enterprise_id = ${enterpriseId}`,
    orderBy: RANKING_ORDER,
  });
  return list;
}

/** The newest published lines (announcements), ranked within their partitions. */
export async function latestLines(db: Db, count: number) {
  const { list } = await selectLines(db, {
    scope: sql`(l.category_id, l.year) in (select category_id, year from quality_lines order by published_at desc, id desc limit ${count})`,
    where: sql`r.id in (select id from quality_lines order by published_at desc, id desc limit ${count})`,
    orderBy: sql`r.published_at desc, r.id desc`,
  });
  return list;
}

/** The newest year with published lines (of a category when given). */
export async function newestYear(db: Db, categoryId?: number): Promise<number | undefined> {
  const { rows } = await db.execute<{ year: number | null }>(
    sql`select max(year)::int as year from quality_lines where ${categoryId === undefined ? sql`true` : sql`category_id = ${categoryId}`}`,
  );
  return rows[0]?.year ?? undefined;
}

export type EnterpriseRankRow = {
  rank: number;
  enterprise_id: number;
  enterprise_name: string;
  lines: number;
  average_total: number;
  best_total: number;
  best_line_id: number;
  total_count: number;
};

/**
 * Enterprises by the mean total of their lines of a year (and category when given), rounded to 0.01 so equal
 * means tie; paged in SQL.
 */
export async function pageEnterpriseRanking(
  db: Db,
  filter: { categoryId?: number; year: number; keyword?: string },
  page: { pageNum: number; pageSize: number },
) {
  const { rows } = await db.execute<EnterpriseRankRow>(sql`
    with per as (
      select l.enterprise_id, count(*)::int as lines, round(avg(l.total)::numeric, 2)::float8 as average_total,
             max(l.total) as best_total, (array_agg(l.id order by l.total desc, l.id))[1] as best_line_id
        from quality_lines l
       where ${scopeOf(filter) ?? sql`true`}
       group by l.enterprise_id
    ), ranked as (
      select per.*, rank() over (order by per.average_total desc)::int as rank from per
    )
    select r.rank, r.enterprise_id, e.name as enterprise_name, r.lines, r.average_total, r.best_total, r.best_line_id,
           count(*) over ()::int as total_count
      from ranked r
      join quality_enterprises e on e.id = r.enterprise_id
     where ${filter.keyword ? sql`e.name ilike ${containing(filter.keyword)}` : sql`true`}
     order by r.rank, e.name, e.id
     limit ${page.pageSize} offset ${(page.pageNum - 1) * page.pageSize}`);
  return {
    list: rows.map((row) => ({
      rank: row.rank,
      enterprise: { id: row.enterprise_id, name: row.enterprise_name },
      lines: row.lines,
      averageTotal: row.average_total,
      bestTotal: row.best_total,
      bestLineId: row.best_line_id,
    })),
    total: rows[0]?.total_count ?? 0,
  };
}

export type CategoryRow = {
  id: number;
  code: string;
  name_zh: string;
  name_en: string;
  standard_codes: string[];
  lines: number;
  years: number[];
};

/** Categories in their order with their published lines and the years that have lines, newest first. */
export async function categoriesWithLines(db: Db, onlyWithLines: boolean) {
  const { rows } = await db.execute<CategoryRow>(sql`
    select c.id, c.code, c.name_zh, c.name_en, c.standard_codes,
           coalesce(count(l.id), 0)::int as lines,
           coalesce(array_agg(distinct l.year::int order by l.year::int desc) filter (where l.id is not null), '{}') as years
      from quality_categories c
      left join quality_lines l on l.category_id = c.id
     group by c.id
    ${onlyWithLines ? sql`having count(l.id) > 0` : sql``}
     order by c.sort, c.id`);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    nameZh: row.name_zh,
    nameEn: row.name_en,
    standardCodes: row.standard_codes,
    lines: row.lines,
    years: row.years.map(Number),
  }));
}

/** Figures of the introduction, counted from the tables. */
export async function figures(db: Db) {
  const { rows } = await db.execute<{ lines: number; enterprises: number; categories: number; simulations: number }>(sql`
    select (select count(*) from quality_lines)::int as lines,
           (select count(distinct enterprise_id) from quality_lines)::int as enterprises,
           (select count(distinct category_id) from quality_lines)::int as categories,
           (select count(*) from quality_submissions where scored_at is not null)::int as simulations`);
  return rows[0];
}

/** Grades a category can score: its standards' grades with a yield requirement (the array is bound as one parameter). */
export async function scorableGrades(db: Db, standardCodes: string[]) {
  const { rows } = await db.execute<{ id: number; name: string; standardCode: string }>(sql`
    select g.id, g.name, s.code as "standardCode"
      from material_grades g
      join material_standards s on s.id = g.standard_id
     where s.code = any(${sql.param(standardCodes)}::text[])
       and exists (select 1 from material_mechanical m where m.grade_id = g.id and m.yield_min is not null)
     order by s.code, g.name_key`);
  return rows;
}

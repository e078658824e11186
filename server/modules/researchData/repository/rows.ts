import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { researchDataRows } from '../../../db/schema';

/**
 * Reads over a data set's current rows (to_version is null), all answered by the database so that a data set of
 * 100,000 rows never travels to the server: pages by row number, statistics and chart samples in one query each.
 * A number cell is a jsonb number; anything else (null, text) is missing. Column indexes are the server's own
 * integers (never the caller's text), so they are inlined.
 */
type Reader = Pick<Db, 'select' | 'execute'>;
type Cell = number | string | null;

/** Row numbers of current rows run 1..n (replaceRows numbers them), so a page is a range of the unique index. */
export async function pageOfRows(db: Pick<Db, 'select'>, dataSetId: number, pageNum: number, pageSize: number) {
  return db
    .select({ rowNo: researchDataRows.rowNo, values: researchDataRows.values })
    .from(researchDataRows)
    .where(and(eq(researchDataRows.dataSetId, dataSetId), isNull(researchDataRows.toVersion), gt(researchDataRows.rowNo, (pageNum - 1) * pageSize)))
    .orderBy(asc(researchDataRows.rowNo))
    .limit(pageSize) as Promise<{ rowNo: number; values: Cell[] }[]>;
}

const index = (i: number) => {
  if (!Number.isInteger(i) || i < 0) throw new Error(`bad column index ${i}`);
  return sql.raw(String(i));
};
const numberAt = (i: number) => sql`case when jsonb_typeof(values -> ${index(i)}) = 'number' then (values ->> ${index(i)})::float8 end`;

export interface ColumnFigures {
  count: number;
  min: number | null;
  max: number | null;
  mean: number | null;
  std: number | null;
  median: number | null;
}

/** Count, min, max, mean, sample standard deviation and median of each column index: one query for all of them. */
export async function statisticsOf(db: Reader, dataSetId: number, indexes: number[]) {
  const cells = indexes.length === 0 ? sql`` : sql`, ${sql.join(indexes.map((i, n) => sql`${numberAt(i)} as ${sql.raw(`v${n}`)}`), sql`, `)}`;
  const figures = indexes.map((_, n) => {
    const v = sql.raw(`v${n}`);
    const as = (name: string) => sql.raw(`"${name}${n}"`);
    return sql`count(${v})::int as ${as('count')}, min(${v}) as ${as('min')}, max(${v}) as ${as('max')}, avg(${v}) as ${as('mean')},
      stddev_samp(${v}) as ${as('std')}, percentile_cont(0.5) within group (order by ${v}) as ${as('median')}`;
  });
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select count(*)::int as total ${figures.length === 0 ? sql`` : sql`, ${sql.join(figures, sql`, `)}`}
    from (select row_no ${cells} from research_data_rows where data_set_id = ${dataSetId} and to_version is null) as current_rows`);
  const [row] = rows;
  const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    total: Number(row.total),
    columns: indexes.map(
      (_, n): ColumnFigures => ({
        count: Number(row[`count${n}`]),
        min: num(row[`min${n}`]),
        max: num(row[`max${n}`]),
        mean: num(row[`mean${n}`]),
        std: num(row[`std${n}`]),
        median: num(row[`median${n}`]),
      }),
    ),
  };
}

/** Rows with numbers in both columns, and every n-th of them (in row order) so that at most `points` come back. */
export async function sampleOf(db: Reader, dataSetId: number, x: number, y: number, points: number) {
  const { rows } = await db.execute<{ x: number; y: number; total: number }>(sql`
    select x, y, total from (
      select ${numberAt(x)} as x, ${numberAt(y)} as y,
             row_number() over (order by row_no) as n, count(*) over () as total
      from research_data_rows
      where data_set_id = ${dataSetId} and to_version is null
        and jsonb_typeof(values -> ${index(x)}) = 'number' and jsonb_typeof(values -> ${index(y)}) = 'number'
    ) as numbered
    where (n - 1) % greatest(1, ceil(total::float8 / ${points})::int) = 0
    order by n`);
  const total = rows.length === 0 ? 0 : Number(rows[0].total);
  return { total, points: rows.map((row): [number, number] => [Number(row.x), Number(row.y)]) };
}

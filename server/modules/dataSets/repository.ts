import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataSetRows, dataSets } from '../../db/schema';

type Column = { key: string; label: { zh: string; en: string }; unit: string | null };
type Cell = number | string | null;

export async function listDataSets(db: Db) {
  const rows = await db.select().from(dataSets).orderBy(asc(dataSets.id));
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    title: { zh: row.titleZh, en: row.titleEn },
    description: { zh: row.descriptionZh, en: row.descriptionEn },
    citation: row.citation,
    licence: row.licence,
    sourceUrl: row.sourceUrl,
    columns: row.columns as Column[],
    rowCount: row.rowCount,
  }));
}

export async function dataSetExists(db: Db, id: number) {
  const [row] = await db.select({ id: dataSets.id }).from(dataSets).where(eq(dataSets.id, id));
  return row !== undefined;
}

export async function pageOfRows(db: Db, id: number, pageNum: number, pageSize: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ rowNo: dataSetRows.rowNo, values: dataSetRows.values })
      .from(dataSetRows)
      .where(eq(dataSetRows.dataSetId, id))
      .orderBy(asc(dataSetRows.rowNo))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ total: count() }).from(dataSetRows).where(eq(dataSetRows.dataSetId, id)),
  ]);
  return { list: rows.map((row) => ({ rowNo: row.rowNo, ...(row.values as Record<string, Cell>) })), total, pageNum, pageSize };
}

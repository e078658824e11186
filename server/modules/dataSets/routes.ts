import type { FastifyInstance } from 'fastify';
import { asc, count, eq } from 'drizzle-orm';
import { API } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { dataSetRows, dataSets } from '../../db/schema';

/** zhj/dataSet: the public experiment data sets with their citation and licence, and their rows. */
const api = API.dataSets;
type Column = { key: string; label: { zh: string; en: string }; unit: string | null };
type Cell = number | string | null;

export async function dataSetsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db } = deps;
  route(app, api.list, async () => {
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
  });
  route(app, api.rows, async ({ input }) => {
    const [dataSet] = await db.select({ id: dataSets.id }).from(dataSets).where(eq(dataSets.id, input.id));
    if (!dataSet) throw notFound();
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({ rowNo: dataSetRows.rowNo, values: dataSetRows.values })
        .from(dataSetRows)
        .where(eq(dataSetRows.dataSetId, input.id))
        .orderBy(asc(dataSetRows.rowNo))
        .limit(input.pageSize)
        .offset((input.pageNum - 1) * input.pageSize),
      db.select({ total: count() }).from(dataSetRows).where(eq(dataSetRows.dataSetId, input.id)),
    ]);
    return {
      list: rows.map((row) => ({ rowNo: row.rowNo, ...(row.values as Record<string, Cell>) })),
      total,
      pageNum: input.pageNum,
      pageSize: input.pageSize,
    };
  });
}

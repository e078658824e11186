import { and, asc, count, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { PartFamily, PartRow } from '@contract';
import type { Db } from '../../../db/client';
import { standardParts as parts } from '../../../db/schema';
import { containing } from '../../../db/like';

/** SQL of the standard parts (reference data: a few hundred rows, filtered on the family/standard/diameter index). */
type Reader = Pick<Db, 'select'>;
export type PartTableRow = typeof parts.$inferSelect;
export interface PartFilter {
  family?: PartFamily;
  standardNo?: string;
  size?: string;
  diameterMin?: number;
  diameterMax?: number;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

export const toPartRow = (row: PartTableRow): PartRow => ({
  id: row.id,
  family: row.family as PartFamily,
  standardNo: row.standardNo,
  equivalents: row.equivalents,
  nameZh: row.nameZh,
  nameEn: row.nameEn,
  size: row.size,
  diameter: row.diameter,
  dimensions: row.dimensions,
  source: row.source,
});

function whereOf(filter: PartFilter): SQL | undefined {
  const pattern = filter.keyword ? containing(filter.keyword) : undefined;
  return and(
    filter.family ? eq(parts.family, filter.family) : undefined,
    filter.standardNo ? eq(parts.standardNo, filter.standardNo) : undefined,
    filter.size ? eq(parts.size, filter.size.toUpperCase()) : undefined,
    filter.diameterMin !== undefined ? gte(parts.diameter, filter.diameterMin) : undefined,
    filter.diameterMax !== undefined ? lte(parts.diameter, filter.diameterMax) : undefined,
    pattern ? or(ilike(parts.standardNo, pattern), ilike(parts.nameZh, pattern), ilike(parts.nameEn, pattern), ilike(parts.size, pattern)) : undefined,
  );
}

export async function pageOfParts(db: Reader, filter: PartFilter) {
  const where = whereOf(filter);
  const rows = await db
    .select()
    .from(parts)
    .where(where)
    .orderBy(asc(parts.family), asc(parts.standardNo), asc(parts.diameter), asc(parts.id))
    .limit(filter.pageSize)
    .offset((filter.pageNum - 1) * filter.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(parts).where(where);
  return { rows, total };
}

/** Every row, by family, standard and diameter (for the families and one standard's table). */
export async function allParts(db: Reader, standardNo?: string) {
  return db
    .select()
    .from(parts)
    .where(standardNo ? eq(parts.standardNo, standardNo) : undefined)
    .orderBy(asc(parts.family), asc(parts.standardNo), asc(parts.diameter), asc(parts.id));
}

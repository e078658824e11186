import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { qualityLines } from '../../../db/schema';

/**
 * Where a total would stand among the published lines of a category and year: 1 + the lines scoring strictly more
 * (ties share a position, as in the ranking lists), of `of` published lines.
 */
export async function rankAmong(db: Db, categoryId: number, year: number, total: number) {
  const scope = and(eq(qualityLines.categoryId, categoryId), eq(qualityLines.year, year));
  const [[above], [all]] = await Promise.all([
    db.select({ n: count() }).from(qualityLines).where(and(scope, gt(qualityLines.total, total))),
    db.select({ n: count() }).from(qualityLines).where(scope),
  ]);
  return { position: above.n + 1, of: all.n, year };
}

import { desc, eq } from 'drizzle-orm';
import type { QualityMethodOutput } from '@contract';
import { notFound } from '../../../http/errors';
import type { Db } from '../../../db/client';
import { qualityMethods } from '../../../db/schema';
import { checkMethod, type QualityMethod } from '../../../lib/qualityMethod';

type MethodRow = typeof qualityMethods.$inferSelect;

const outputOf = (row: MethodRow, versions: string[]): QualityMethodOutput => ({
  version: row.version,
  indicators: row.method.indicators as QualityMethodOutput['indicators'],
  note: row.note,
  publishedAt: row.publishedAt.toISOString(),
  versions,
});

/** The method as the library scores with it (checked: a bad stored method fails loudly, not silently). */
export function methodOfRow(row: MethodRow): QualityMethod {
  const method = row.method as QualityMethod;
  checkMethod(method);
  return method;
}

/** The current method: the newest published version. */
export async function currentMethod(db: Db): Promise<{ row: MethodRow; method: QualityMethod }> {
  const [row] = await db.select().from(qualityMethods).orderBy(desc(qualityMethods.publishedAt)).limit(1);
  if (!row) throw notFound();
  return { row, method: methodOfRow(row) };
}

/** A published version (default: current) with the list of every version, for `getParam`. */
export async function methodOutput(db: Db, version?: string): Promise<QualityMethodOutput> {
  const rows = await db.select().from(qualityMethods).orderBy(desc(qualityMethods.publishedAt));
  const row = version ? rows.find((candidate) => candidate.version === version) : rows[0];
  if (!row) throw notFound();
  return outputOf(row, rows.map((candidate) => candidate.version));
}

export async function methodExists(db: Db, version: string) {
  return (await db.select({ version: qualityMethods.version }).from(qualityMethods).where(eq(qualityMethods.version, version))).length > 0;
}

import { desc, eq } from 'drizzle-orm';
import { MSG, type MethodInput, type QualityMethodOutput } from '@contract';
import { badRequest, conflict, notFound } from '../../../http/errors';
import type { Db } from '../../../db/client';
import { qualityMethods } from '../../../db/schema';
import { checkMethod, QualityMethodError, type QualityMethod } from '../../../lib/qualityMethod';

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

/**
 * Publishes a new version (an auditor): checked by the method library, stored, current from now on. Lines keep the
 * version they were scored with; simulations and approvals from now on use this one.
 */
export async function publishMethod(db: Db, input: MethodInput, now: Date): Promise<QualityMethodOutput> {
  const method: QualityMethod = { version: input.version, indicators: input.indicators.map(({ key, weight, params }) => ({ key, weight, params })) };
  try {
    checkMethod(method);
  } catch (error) {
    if (error instanceof QualityMethodError) throw badRequest(error.code === 'badWeights' ? MSG.qualityMethodWeights : MSG.qualityMethodParams);
    throw error;
  }
  const inserted = await db
    .insert(qualityMethods)
    .values({ version: method.version, method, note: input.note ?? '', publishedAt: now })
    .onConflictDoNothing()
    .returning({ version: qualityMethods.version });
  if (inserted.length === 0) throw conflict(MSG.qualityMethodExists);
  return methodOutput(db, method.version);
}

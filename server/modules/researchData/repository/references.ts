import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { researchDataReferences } from '../../../db/schema';

/** Citations between data sets (the detail lists them both ways: facts.referencesOf). */
type Writer = Pick<Db, 'insert' | 'delete'>;

/** Cites `citedId` in `dataSetId`; citing again only changes the note. */
export async function upsertReference(db: Writer, dataSetId: number, citedId: number, note: string, now: Date) {
  await db
    .insert(researchDataReferences)
    .values({ dataSetId, citedId, note, createdAt: now })
    .onConflictDoUpdate({ target: [researchDataReferences.dataSetId, researchDataReferences.citedId], set: { note } });
}

export async function deleteReference(db: Writer, dataSetId: number, citedId: number) {
  await db.delete(researchDataReferences).where(and(eq(researchDataReferences.dataSetId, dataSetId), eq(researchDataReferences.citedId, citedId)));
}

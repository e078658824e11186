import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { researchDataReactions } from '../../../db/schema';

/** A user's likes, dislikes and collections of data sets (one row per kind; like and dislike exclude each other). */
type Writer = Pick<Db, 'select' | 'insert' | 'delete'>;
export type ReactionKind = 'like' | 'dislike' | 'collect';

const ofUser = (dataSetId: number, userId: number, kind: ReactionKind) =>
  and(eq(researchDataReactions.dataSetId, dataSetId), eq(researchDataReactions.userId, userId), eq(researchDataReactions.kind, kind));

/** Removes the reaction; answers whether there was one. */
export async function removeReaction(tx: Writer, dataSetId: number, userId: number, kind: ReactionKind) {
  const removed = await tx.delete(researchDataReactions).where(ofUser(dataSetId, userId, kind)).returning({ kind: researchDataReactions.kind });
  return removed.length > 0;
}

export async function addReaction(tx: Writer, dataSetId: number, userId: number, kind: ReactionKind, now: Date) {
  await tx.insert(researchDataReactions).values({ dataSetId, userId, kind, createdAt: now }).onConflictDoNothing();
}

import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { imageCodes } from '../../../db/schema';

/** Stores a new image code; expired ones go away as new ones are made (the index on expires_at keeps this cheap). */
export async function insertImageCode(db: Db, row: typeof imageCodes.$inferInsert, now: Date) {
  await db.delete(imageCodes).where(lt(imageCodes.expiresAt, now));
  await db.insert(imageCodes).values(row);
}

/** Takes the code of a key out (one use); undefined when there is none. */
export async function takeImageCode(db: Db, keyHash: string) {
  const [row] = await db.delete(imageCodes).where(eq(imageCodes.keyHash, keyHash)).returning();
  return row;
}

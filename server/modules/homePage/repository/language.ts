import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';

export async function setLanguage(db: Db, userId: number, language: string, now: Date) {
  await db.update(users).set({ language, updatedAt: now }).where(eq(users.id, userId));
}

import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { wechatAuthorizations, wechatBindings } from '../../../db/schema';
import type { DbOrTx } from '../db';

export type AuthorizationRow = typeof wechatAuthorizations.$inferSelect;

/** Stores a new authorization; those expired for a day go away as new ones come. */
export async function insertAuthorization(db: Db, values: typeof wechatAuthorizations.$inferInsert, now: Date) {
  await db.delete(wechatAuthorizations).where(lt(wechatAuthorizations.expiresAt, new Date(now.getTime() - 86_400_000)));
  await db.insert(wechatAuthorizations).values(values);
}

/** The authorization of a state (of one purpose, when given). */
export async function authorizationByState(db: Db, stateHash: string, purpose?: string): Promise<AuthorizationRow | undefined> {
  const [row] = await db
    .select()
    .from(wechatAuthorizations)
    .where(and(eq(wechatAuthorizations.stateHash, stateHash), purpose ? eq(wechatAuthorizations.purpose, purpose) : undefined))
    .limit(1);
  return row;
}

/** Moves a row from one status to another; undefined when another request moved it first. */
export async function updateStatus(db: DbOrTx, id: number, from: string, changes: Partial<AuthorizationRow>) {
  const [moved] = await db
    .update(wechatAuthorizations)
    .set(changes)
    .where(and(eq(wechatAuthorizations.id, id), eq(wechatAuthorizations.status, from)))
    .returning();
  return moved;
}

export async function bindingOfOpenid(db: DbOrTx, openid: string) {
  const [row] = await db.select().from(wechatBindings).where(eq(wechatBindings.openid, openid)).limit(1);
  return row;
}

export async function bindingOfUser(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(wechatBindings).where(eq(wechatBindings.userId, userId)).limit(1);
  return row;
}

export async function insertBinding(db: DbOrTx, values: typeof wechatBindings.$inferInsert) {
  await db.insert(wechatBindings).values(values);
}

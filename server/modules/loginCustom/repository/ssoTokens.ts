import { lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ssoTokenUses } from '../../../db/schema';

/** Records a token's use; false when it was used before. Expired records go away as new ones come. */
export async function useSsoTokenOnce(db: Db, tokenHash: string, now: Date, expiresAt: Date) {
  await db.delete(ssoTokenUses).where(lt(ssoTokenUses.expiresAt, now));
  const first = await db
    .insert(ssoTokenUses)
    .values({ tokenHash, usedAt: now, expiresAt })
    .onConflictDoNothing()
    .returning({ tokenHash: ssoTokenUses.tokenHash });
  return first.length > 0;
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { wechatAuthorizations } from '../../../db/schema';

/** The WeChat authorization a bind-mobile ticket belongs to. */
export async function authorizationByTicket(db: Db, ticketHash: string) {
  const [row] = await db.select().from(wechatAuthorizations).where(eq(wechatAuthorizations.ticketHash, ticketHash)).limit(1);
  return row;
}

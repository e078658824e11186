import { sql } from 'drizzle-orm';
import type { AiTool } from '@contract';
import type { Db } from '../../../../db/client';
import type { SessionUser } from '../../../../plugins/auth';
import { matchingFor } from '../../../matching/service';
import type { EngineContext, Language } from '../types';

/** For tests: an engine context of a demo user on a test database. */
export async function contextOf(db: Db, userName: string, clock: { now(): Date }) {
  const { rows } = await db.execute<{ id: number; company_id: number | null }>(sql`select id, company_id from users where user_name = ${userName}`);
  const user = { userId: rows[0].id, companyId: rows[0].company_id, userName } as SessionUser;
  return (language: Language = 'zh', tool: AiTool = 'chat'): EngineContext => ({
    db,
    matching: matchingFor({ db, clock: clock as never }),
    user,
    language,
    tool,
    documentId: null,
    now: clock.now(),
  });
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import { LIMITS, type Role } from '@contract';
import type { Db } from '../../../db/client';
import { sessions } from '../../../db/schema';
import { hashToken, newToken } from '../../../lib/token';
import type { DbOrTx } from '../../accounts/db';

export type SessionRow = {
  sessionId: number;
  userId: number;
  userName: string;
  userType: 'individual' | 'company';
  companyId: number | null;
  companyName: string | null;
  isStandardSystem: boolean;
  language: 'zh' | 'en';
  roles: Role[];
};

export async function createSession(
  db: Db,
  userId: number,
  now: Date,
  client: { ip?: string; userAgent?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + LIMITS.tokenMaxAgeSeconds * 1000);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt,
    ip: client.ip?.slice(0, 64),
    userAgent: client.userAgent?.slice(0, 300),
  });
  return { token, expiresAt };
}

/** The live session of a token with its user, company and roles, in one query; undefined when none. */
export async function findSession(db: Db, token: string, now: Date): Promise<SessionRow | undefined> {
  const result = await db.execute<SessionRow>(sql`
    select s.id as "sessionId", u.id as "userId", u.user_name as "userName", u.user_type as "userType",
           u.company_id as "companyId", c.name as "companyName",
           coalesce(c.is_standard_system, false) as "isStandardSystem", u.language,
           coalesce((select array_agg(ur.role_code order by ur.role_code) from user_roles ur where ur.user_id = u.id), '{}') as roles
      from sessions s
      join users u on u.id = s.user_id and not u.disabled
      left join companies c on c.id = u.company_id
     where s.token_hash = ${hashToken(token)} and s.revoked_at is null and s.expires_at > ${now}`);
  return result.rows[0];
}

export async function revokeSession(db: Db, token: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/** Ends every session of a user (password change, removal from a company, role transfer). */
export async function revokeUserSessions(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

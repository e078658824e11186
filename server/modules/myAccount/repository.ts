import { eq, sql } from 'drizzle-orm';
import type { PersonalData } from '@contract';
import type { Db } from '../../db/client';
import { companies, userRoles, users, wechatBindings } from '../../db/schema';
import type { DbOrTx } from '../accounts/db';

/** The caller's own account: the SQL of the personal centre's calls (service.ts holds the rules). */

/** The caller's personal data with company, roles and WeChat binding, in one query; undefined when the account is gone. */
export async function findPersonalData(db: Db, userId: number): Promise<PersonalData | undefined> {
  const [row] = await db
    .select({
      userId: users.id,
      userName: users.userName,
      realName: users.realName,
      mobile: users.mobile,
      email: users.email,
      userType: users.userType,
      language: users.language,
      privilegeUntil: users.privilegeUntil,
      createdAt: users.createdAt,
      companyName: companies.name,
      roles: sql<string[]>`coalesce((select array_agg(${userRoles.roleCode} order by ${userRoles.roleCode}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`,
      wechatNickname: wechatBindings.nickname,
      wechatBoundAt: wechatBindings.createdAt,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(wechatBindings, eq(wechatBindings.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  return {
    userId: row.userId,
    userName: row.userName,
    realName: row.realName,
    mobile: row.mobile,
    email: row.email,
    userType: row.userType as PersonalData['userType'],
    roles: row.roles as PersonalData['roles'],
    companyName: row.companyName,
    language: row.language as PersonalData['language'],
    privilegeUntil: row.privilegeUntil?.toISOString() ?? null,
    createTime: row.createdAt.toISOString(),
    wechat: row.wechatBoundAt ? { nickname: row.wechatNickname, boundTime: row.wechatBoundAt.toISOString() } : null,
  };
}

export async function updateUser(db: DbOrTx, userId: number, now: Date, changes: Partial<Pick<typeof users.$inferInsert, 'realName' | 'mobile' | 'email'>>) {
  await db.update(users).set({ ...changes, updatedAt: now }).where(eq(users.id, userId));
}

export async function passwordHashOf(db: Db, userId: number) {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash;
}

/** Removes the user's WeChat binding; whether there was one. */
export async function deleteWechatBinding(db: Db, userId: number) {
  const removed = await db.delete(wechatBindings).where(eq(wechatBindings.userId, userId)).returning({ userId: wechatBindings.userId });
  return removed.length > 0;
}

import { eq, sql } from 'drizzle-orm';
import type { PersonalData } from '@contract';
import type { Db } from '../../db/client';
import { companies, userRoles, users, wechatBindings } from '../../db/schema';
import { notFound } from '../../http/errors';

/** The caller's personal data with company, roles and WeChat binding, in one query. */
export async function personalData(db: Db, userId: number): Promise<PersonalData> {
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
  if (!row) throw notFound();
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

export async function updateUser(db: Db, userId: number, now: Date, changes: Partial<Pick<typeof users.$inferInsert, 'realName' | 'mobile' | 'email'>>) {
  await db.update(users).set({ ...changes, updatedAt: now }).where(eq(users.id, userId));
}

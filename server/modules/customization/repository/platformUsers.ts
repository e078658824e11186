import { and, eq } from 'drizzle-orm';
import { PERMISSIONS } from '@contract';
import type { Db } from '../../../db/client';
import { rolePermissions, userRoles, users } from '../../../db/schema';

/** The accounts that work customization orders (a role granting `custom:administer`), not disabled. */
export async function platformUserIds(db: Pick<Db, 'selectDistinct'>) {
  const rows = await db
    .selectDistinct({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleCode, userRoles.roleCode))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(rolePermissions.permission, PERMISSIONS.customAdminister), eq(users.disabled, false)));
  return rows.map((row) => row.id);
}

import { asc } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { menus, rolePermissions } from '../../../db/schema';

/** Every role's permission grants and the console menu rows in their order. */
export async function readReference(db: Db) {
  const grants = await db.select().from(rolePermissions);
  const menuRows = await db.select().from(menus).orderBy(asc(menus.sort), asc(menus.key));
  return { grants, menuRows };
}

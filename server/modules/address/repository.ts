import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Address } from '@contract';
import type { Db } from '../../db/client';
import { addresses } from '../../db/schema';

/** Every query here is scoped to one owner: an id of someone else's address finds nothing. */
type Row = typeof addresses.$inferSelect;
type Writable = Pick<Row, 'consignee' | 'telephone' | 'location' | 'locationName' | 'detail'>;
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export const toAddress = (row: Row): Address => ({
  id: row.id,
  consignee: row.consignee,
  telephone: row.telephone,
  location: row.location,
  locationName: row.locationName,
  detail: row.detail,
  isDefault: row.isDefault,
  createTime: row.createdAt.toISOString(),
  updateTime: row.updatedAt.toISOString(),
});

const owned = (userId: number, id: number) => and(eq(addresses.userId, userId), eq(addresses.id, id));

/** Serialises one owner's address writes (the count limit and the single default stay true under races). */
export async function lockOwner(db: Pick<Db, 'execute'>, userId: number) {
  await db.execute(sql`select 1 from users where id = ${userId} for update`);
}

export async function listAddresses(db: Db, userId: number, pageNum: number, pageSize: number) {
  const where = eq(addresses.userId, userId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(addresses)
      .where(where)
      .orderBy(desc(addresses.isDefault), desc(addresses.updatedAt), asc(addresses.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ total: count() }).from(addresses).where(where),
  ]);
  return { list: rows.map(toAddress), total, pageNum, pageSize };
}

export async function findAddress(db: Executor, userId: number, id: number) {
  const [row] = await db.select().from(addresses).where(owned(userId, id));
  return row;
}

export async function countAddresses(db: Executor, userId: number) {
  const [{ total }] = await db.select({ total: count() }).from(addresses).where(eq(addresses.userId, userId));
  return total;
}

export async function insertAddress(db: Executor, userId: number, values: Writable, now: Date) {
  const [row] = await db
    .insert(addresses)
    .values({ ...values, userId, createdAt: now, updatedAt: now })
    .returning();
  return row;
}

export async function updateAddress(db: Executor, userId: number, id: number, values: Writable, now: Date) {
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: now })
    .where(owned(userId, id))
    .returning();
  return row;
}

/** Makes one address the default and clears the flag on the owner's others. */
export async function setDefault(db: Executor, userId: number, id: number, now: Date) {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, id)));
  const [row] = await db
    .update(addresses)
    .set({ isDefault: true, updatedAt: now })
    .where(owned(userId, id))
    .returning();
  return row;
}

export async function deleteAddress(db: Executor, userId: number, id: number) {
  const [row] = await db.delete(addresses).where(owned(userId, id)).returning();
  return row;
}

/** After the default is deleted, the most recently used address takes its place. */
export async function promoteNewest(db: Executor, userId: number) {
  const [newest] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.updatedAt))
    .limit(1);
  if (newest) await db.update(addresses).set({ isDefault: true }).where(owned(userId, newest.id));
}

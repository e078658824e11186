import { and, asc, count, desc, eq, ilike, isNull, ne, type SQL } from 'drizzle-orm';
import type { KitState } from '@contract';
import type { Db } from '../../../db/client';
import { testKits as kits, users, type KitItemRow } from '../../../db/schema';
import { containing } from '../../../db/like';

/**
 * Test kits (table test_kits). A user's kits are found by owner (another user's id finds nothing); the audit
 * queue sees users' kits once made public, never platform (`common`) kits; the public sees approved kits only
 * (platform kits are stored approved).
 */
export const KIT_SUBJECT = 'testKit';
export type KitRow = typeof kits.$inferSelect;
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
export interface Paging {
  pageNum: number;
  pageSize: number;
}
export interface KitValues {
  name: string;
  description: string;
  kind: string;
  items: KitItemRow[];
}
export interface KitWithOwner {
  row: KitRow;
  ownerName: string | null;
}

const nameContains = (keyword: string | undefined) => (keyword ? ilike(kits.name, containing(keyword)) : undefined);

async function page(db: Pick<Db, 'select'>, where: SQL | undefined, order: SQL[], paging: Paging) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ row: kits, realName: users.realName, userName: users.userName })
      .from(kits)
      .leftJoin(users, eq(users.id, kits.ownerId))
      .where(where)
      .orderBy(...order)
      .limit(paging.pageSize)
      .offset((paging.pageNum - 1) * paging.pageSize),
    db.select({ total: count() }).from(kits).where(where),
  ]);
  return { rows: rows.map(withOwner), total };
}

const withOwner = ({ row, realName, userName }: { row: KitRow; realName: string | null; userName: string | null }): KitWithOwner => ({
  row,
  ownerName: realName || userName || null,
});

async function one(db: Pick<Db, 'select'>, where: SQL | undefined) {
  const [found] = await db
    .select({ row: kits, realName: users.realName, userName: users.userName })
    .from(kits)
    .leftJoin(users, eq(users.id, kits.ownerId))
    .where(where);
  return found ? withOwner(found) : undefined;
}

// ---- the owner's side

const ownedBy = (ownerId: number, id: number) => and(eq(kits.ownerId, ownerId), eq(kits.id, id));

export const pageOfOwner = (db: Pick<Db, 'select'>, ownerId: number, query: Paging & { keyword?: string; state?: KitState }) =>
  page(
    db,
    and(eq(kits.ownerId, ownerId), nameContains(query.keyword), query.state ? eq(kits.state, query.state) : undefined),
    [desc(kits.updatedAt), desc(kits.id)],
    query,
  );

export const findOfOwner = (db: Pick<Db, 'select'>, ownerId: number, id: number) => one(db, ownedBy(ownerId, id));

/** The owner's kit, locked until the transaction ends (state changes are decided on it). */
export async function lockOfOwner(db: Executor, ownerId: number, id: number) {
  const [row] = await db.select().from(kits).where(ownedBy(ownerId, id)).for('update');
  return row;
}

export async function insertKit(db: Executor, values: KitValues & { ownerId: number | null; companyId: number | null; common: boolean; state: KitState }, now: Date) {
  const [row] = await db
    .insert(kits)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ id: kits.id });
  return row.id;
}

export async function updateKit(db: Executor, id: number, values: Partial<KitRow>, now: Date) {
  await db
    .update(kits)
    .set({ ...values, updatedAt: now })
    .where(eq(kits.id, id));
}

export async function deleteKit(db: Executor, id: number) {
  await db.delete(kits).where(eq(kits.id, id));
}

// ---- the auditors' side

const madePublic = and(eq(kits.common, false), ne(kits.state, 'private'));

export const pageForAudit = (db: Pick<Db, 'select'>, query: Paging & { keyword?: string; state?: KitState }) =>
  page(
    db,
    and(madePublic, eq(kits.state, query.state ?? 'pending'), nameContains(query.keyword)),
    // Oldest submission first: the queue is worked in the order kits came.
    [asc(kits.submittedAt), asc(kits.id)],
    query,
  );

export const findForAudit = (db: Pick<Db, 'select'>, id: number) => one(db, and(madePublic, eq(kits.id, id)));

export async function lockForAudit(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(kits)
    .where(and(madePublic, eq(kits.id, id)))
    .for('update');
  return row;
}

const common = (id: number) => and(eq(kits.common, true), isNull(kits.ownerId), eq(kits.id, id));

export const pageOfCommon = (db: Pick<Db, 'select'>, query: Paging & { keyword?: string }) =>
  page(db, and(eq(kits.common, true), nameContains(query.keyword)), [desc(kits.updatedAt), desc(kits.id)], query);

export const findCommon = (db: Pick<Db, 'select'>, id: number) => one(db, common(id));

export async function lockCommon(db: Executor, id: number) {
  const [row] = await db.select().from(kits).where(common(id)).for('update');
  return row;
}

// ---- everyone

const approved = eq(kits.state, 'approved');

/** Platform kits first, then approved users' kits, newest change first (partial index test_kits_public_idx). */
export const pageOfPublic = (db: Pick<Db, 'select'>, query: Paging & { keyword?: string }) =>
  page(db, and(approved, nameContains(query.keyword)), [desc(kits.common), desc(kits.updatedAt), desc(kits.id)], query);

export const findPublic = (db: Pick<Db, 'select'>, id: number) => one(db, and(approved, eq(kits.id, id)));

export async function countPublic(db: Pick<Db, 'select'>) {
  const [{ total }] = await db.select({ total: count() }).from(kits).where(approved);
  return total;
}

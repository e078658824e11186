import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { customOrders } from '../../../db/schema';

/** The order row and its writes. Lists, joins and the contract shapes live in the other repository files. */
type Executor = Pick<Db, 'select' | 'insert' | 'update'>;
export type CustomOrderRow = typeof customOrders.$inferSelect;
export type NewCustomOrder = typeof customOrders.$inferInsert;

export async function findOrder(db: Pick<Db, 'select'>, id: number) {
  const [row] = await db.select().from(customOrders).where(eq(customOrders.id, id));
  return row;
}

/** Locks the order for a step (the ledger's handlers lock their payment order first, then this). */
export async function lockOrder(db: Executor, id: number) {
  const [row] = await db.select().from(customOrders).where(eq(customOrders.id, id)).for('update');
  return row;
}

export async function insertOrder(db: Executor, values: NewCustomOrder) {
  const [row] = await db.insert(customOrders).values(values).returning();
  return row!;
}

export async function updateOrder(db: Executor, id: number, values: Partial<NewCustomOrder>, now: Date) {
  const [row] = await db
    .update(customOrders)
    .set({ ...values, updatedAt: now })
    .where(eq(customOrders.id, id))
    .returning();
  return row!;
}

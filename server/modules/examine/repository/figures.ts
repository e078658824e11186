import { count, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { laboratories, testOrders } from '../../../db/schema';
import { approvedLab } from './offers';

/** Counts for the service's landing page. */
export async function approvedLaboratories(db: Pick<Db, 'select'>) {
  const [{ total }] = await db.select({ total: count() }).from(laboratories).where(approvedLab);
  return total;
}

/** Orders done (completed or evaluated) and the samples they tested (each order's sample rows' `count` summed). */
export async function completedOrders(db: Pick<Db, 'select'>) {
  const samplesOfOrder = sql`(select coalesce(sum((sample ->> 'count')::int), 0) from jsonb_array_elements(${testOrders.samples}) as sample)`;
  const [row] = await db
    .select({ orders: count(), samples: sql<number>`coalesce(sum(${samplesOfOrder}), 0)::int` })
    .from(testOrders)
    .where(inArray(testOrders.state, ['completed', 'evaluated']));
  return row;
}


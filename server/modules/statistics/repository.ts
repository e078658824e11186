import type { Db } from '../../db/client';
import { visits } from '../../db/schema';

export type NewVisit = typeof visits.$inferInsert;

export async function insertVisit(db: Db, visit: NewVisit) {
  await db.insert(visits).values(visit);
}

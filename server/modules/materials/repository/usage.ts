import { sql } from 'drizzle-orm';
import type { MaterialType } from '@contract';
import type { Db } from '../../../db/client';
import { gradeViews, materialSearchLog } from '../../../db/schema';
import type { SummaryRow } from './summary';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Writes usage records (searches, views) with an asynchronous commit: a search need not wait for the disk,
 * and after a crash only the last fraction of a second of such records could be missing.
 */
const withoutWaitingForDisk = (db: Db, write: (tx: Tx) => Promise<unknown>) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    await write(tx);
  });

export const logSearch = (db: Db, row: typeof materialSearchLog.$inferInsert) =>
  withoutWaitingForDisk(db, (tx) => tx.insert(materialSearchLog).values(row));

export const logView = (db: Db, row: typeof gradeViews.$inferInsert) => withoutWaitingForDisk(db, (tx) => tx.insert(gradeViews).values(row));

/** A standard with the ids of its grades of one type, in name order. */
export async function standardWithGradeIds(db: Db, type: MaterialType, standardId: number) {
  const { rows } = await db.execute<SummaryRow & { grade_ids: number[] } & Record<string, unknown>>(sql`
    select s.id as standard_id, s.code as standard_code, s.number as standard_number, s.year as standard_year,
           s.country as standard_country, s.body as standard_body, s.title_zh as standard_title_zh, s.title_en as standard_title_en,
           array(select g.id from material_grades g where g.standard_id = s.id and g.type = ${type} order by g.name, g.id) as grade_ids
      from material_standards s where s.id = ${standardId}`);
  return rows[0];
}

export async function typesOfGrades(db: Db, ids: number[]) {
  const { rows } = await db.execute<{ id: number; type: MaterialType }>(sql`select id, type from material_grades where id = any(${sql.param(ids)}::int[])`);
  return rows;
}

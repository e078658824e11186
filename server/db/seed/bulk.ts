import type { PgTable } from 'drizzle-orm/pg-core';
import { getTableColumns } from 'drizzle-orm';
import type { Db } from '../client';

export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** PostgreSQL accepts at most 65535 parameters per statement. */
const MAX_PARAMETERS = 60_000;

/** Inserts many rows with as few multi-row statements as the parameter limit allows. */
export async function insertMany<T extends PgTable>(db: Executor, table: T, rows: T['$inferInsert'][]): Promise<void> {
  const perRow = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / perRow));
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size));
  }
}

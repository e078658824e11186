import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any constant works; it only has to be the same for every process sharing a database. */
const MIGRATION_LOCK = 72_410_001;

/** Applies committed migrations; concurrent starts on one database wait for each other. */
export async function runMigrations(db: Db): Promise<void> {
  await withAdvisoryLock(db, MIGRATION_LOCK, () => migrate(db, { migrationsFolder }));
}

export async function withAdvisoryLock<T>(db: Db, key: number, work: () => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
    return work();
  });
}

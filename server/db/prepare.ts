import type { Db } from './client';
import { runMigrations, withAdvisoryLock } from './migrate';
import { seedReference } from './seed/reference';
import { seedDemo } from './seed/demo';

const SEED_LOCK = 72_410_002;

/** Migrations, reference data and (when asked) the demo accounts, safe to run from several processes. */
export async function prepareDatabase(db: Db, options: { demo: boolean }): Promise<{ demoSeeded: boolean }> {
  await runMigrations(db);
  return withAdvisoryLock(db, SEED_LOCK, async () => {
    await seedReference(db);
    return { demoSeeded: options.demo ? await seedDemo(db) : false };
  });
}

import type { Db } from './client';
import { runMigrations, withAdvisoryLock } from './migrate';
import { seedReference } from './seed/reference';
import { seedDemo } from './seed/demo';
import { seedCatalogue } from './seed/catalogue/seed';
import { seedDataSets } from './seed/datasets/seed';
import { seedAgreementPages, seedContent } from './seed/content';

const SEED_LOCK = 72_410_002;

/** Migrations, reference data (roles, menu, materials catalogue, data sets) and (when asked) the demo accounts, safe to run from several processes. */
export async function prepareDatabase(db: Db, options: { demo: boolean }): Promise<{ demoSeeded: boolean }> {
  await runMigrations(db);
  return withAdvisoryLock(db, SEED_LOCK, async () => {
    await seedReference(db);
    await seedCatalogue(db);
    await seedDataSets(db);
    await seedContent(db);
    await seedAgreementPages(db);
    return { demoSeeded: options.demo ? await seedDemo(db) : false };
  });
}

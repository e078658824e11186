import { sql } from 'drizzle-orm';
import type { HomeSectionConfig } from '@contract';
import type { Db } from '../../../db/client';
import { homeSections } from '../../../db/schema';

/** The stored section rows, in their order. */
export async function storedSections(db: Pick<Db, 'select'>) {
  return db.select({ code: homeSections.code, enabled: homeSections.enabled }).from(homeSections).orderBy(homeSections.sort, homeSections.code);
}

/** Stores the whole list: each section's place and whether it shows. */
export async function storeSections(db: Pick<Db, 'insert'>, sections: HomeSectionConfig[], userId: number, now: Date) {
  await db
    .insert(homeSections)
    .values(sections.map((section, index) => ({ code: section.code, enabled: section.enabled, sort: index, updatedBy: userId, updatedAt: now })))
    .onConflictDoUpdate({
      target: homeSections.code,
      set: { enabled: sql`excluded.enabled`, sort: sql`excluded.sort`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`excluded.updated_at` },
    });
}

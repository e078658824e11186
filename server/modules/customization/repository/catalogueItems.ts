import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { detectionItems } from '../../../db/schema';

/** Cloud-testing catalogue items (`detection_items`) an offer's acceptance tests are copied from. */
export async function detectionItemsByIds(db: Pick<Db, 'select'>, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db
    .select({ id: detectionItems.id, code: detectionItems.code, nameZh: detectionItems.nameZh, nameEn: detectionItems.nameEn, standards: detectionItems.standards })
    .from(detectionItems)
    .where(inArray(detectionItems.id, unique));
}

import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { storedFiles } from '../../../db/schema';

/** The caller's own `customFile` uploads among `ids`, with their detected content type. */
export async function ownCustomFiles(db: Pick<Db, 'select'>, userId: number, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: storedFiles.id, contentType: storedFiles.contentType })
    .from(storedFiles)
    .where(and(inArray(storedFiles.id, [...new Set(ids)]), eq(storedFiles.purpose, 'customFile'), eq(storedFiles.uploadedBy, userId)));
}

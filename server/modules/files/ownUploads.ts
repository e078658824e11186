import { and, eq, inArray } from 'drizzle-orm';
import type { UploadPurpose } from '@contract';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema';

type Reader = Pick<Db, 'select'>;
/** Whose uploads count: the caller's own, or any member's of its company. */
export type UploadOwner = { userId: number } | { companyId: number };

/**
 * The uploads of `purpose` among `ids` that belong to the owner, once each, with their detected content type — what a
 * module checks before it attaches files to its rows (an id of someone else's file is simply not among them).
 */
export async function ownUploads(db: Reader, purpose: UploadPurpose, owner: UploadOwner, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db
    .select({ id: storedFiles.id, contentType: storedFiles.contentType })
    .from(storedFiles)
    .where(
      and(
        inArray(storedFiles.id, unique),
        eq(storedFiles.purpose, purpose),
        'companyId' in owner ? eq(storedFiles.companyId, owner.companyId) : eq(storedFiles.uploadedBy, owner.userId),
      ),
    );
}

/** Whether every id (duplicates counted once) is one of the owner's uploads of `purpose`. */
export async function allOwnUploads(db: Reader, purpose: UploadPurpose, owner: UploadOwner, ids: readonly string[]) {
  return (await ownUploads(db, purpose, owner, ids)).length === new Set(ids).size;
}

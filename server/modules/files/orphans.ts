import type { Db } from '../../db/client';
import type { FileStorage } from '../../adapters/storage';
import { allFileIds, deleteUnusedBefore } from './repository';

/** A file nothing uses is kept this long (the form it was chosen in may still be open), then removed. */
const ORPHAN_AFTER_MS = 24 * 60 * 60 * 1000;
const STRAY_AFTER_MS = 60 * 60 * 1000;

/**
 * Removes what no one can use any more: files that nothing has used since their upload a day ago (rows and
 * bytes), and bytes in storage that no row describes (e.g. a process killed between writing and recording).
 */
export async function sweepOrphans(db: Db, storage: FileStorage, now: Date): Promise<{ files: number; strays: number }> {
  const before = new Date(now.getTime() - ORPHAN_AFTER_MS);
  const removed = await deleteUnusedBefore(db, before);
  for (const { id } of removed) await storage.delete(id);

  let strays = 0;
  const known = await allFileIds(db);
  // Bytes are written before their row: only bytes older than an upload can take are strays.
  const strayBefore = new Date(now.getTime() - STRAY_AFTER_MS);
  for await (const { key, storedAt } of storage.entries()) {
    if (known.has(key) || storedAt >= strayBefore) continue;
    await storage.delete(key);
    strays += 1;
  }
  return { files: removed.length, strays };
}

import { AI_LIMITS, MSG, type AiDocument } from '@contract';
import type { Db } from '../../../db/client';
import type { FileStorage } from '../../../adapters/storage';
import { badRequest, notFound } from '../../../http/errors';
import type { SessionUser } from '../../../plugins/auth';
import { findFile } from '../../files/repository';
import { removeIfUnused } from '../../files/service';
import { extractPages } from '../documents/extract';
import { splitPassages } from '../documents/passages';
import * as repo from '../repository/documents';

/**
 * Registers the caller's own `aiDocument` upload: its text extracted page by page, split into passages and stored
 * with their search terms. A file with no readable text is kept as `failed` (the list says so) and refused with 400.
 * Registering the same upload again answers the document already made from it.
 */
export async function saveDocument(db: Db, storage: FileStorage, user: SessionUser, fileId: string, now: Date): Promise<AiDocument> {
  const file = await findFile(db, fileId);
  if (!file || file.purpose !== 'aiDocument' || file.uploadedBy !== user.userId) throw notFound(MSG.aiDocumentNotFound);
  const existing = await repo.findOwnByFile(db, user.userId, file.id);
  if (existing) {
    if (existing.state === 'failed') throw badRequest(MSG.aiDocumentUnreadable);
    return repo.toDocument(existing);
  }
  const bytes = await storage.get(file.id);
  if (!bytes) throw notFound(MSG.aiDocumentNotFound);
  const pages = await extractPages(bytes, file.contentType);
  const passages = splitPassages(pages);
  const values = {
    userId: user.userId,
    fileId: file.id,
    name: file.name.slice(0, AI_LIMITS.documentNameMax),
    contentType: file.contentType,
    size: file.size,
    pages: pages.length,
    passages: passages.length,
    state: passages.length > 0 ? 'ready' : 'failed',
    createdAt: now,
  };
  if (passages.length === 0) {
    await repo.insertDocument(db, values);
    throw badRequest(MSG.aiDocumentUnreadable);
  }
  const row = await db.transaction(async (tx) => {
    const inserted = await repo.insertDocument(tx, values);
    await repo.insertPassages(tx, inserted.id, passages);
    return inserted;
  });
  return repo.toDocument(row);
}

export const listDocuments = (db: Db, user: SessionUser, query: { pageNum: number; pageSize: number }) => repo.pageOfUser(db, user.userId, query);

/** Deletes the caller's document with its passages and the conversations about it, then its file. */
export async function deleteDocument(db: Db, storage: FileStorage, user: SessionUser, id: number) {
  const fileId = await repo.deleteOwn(db, user.userId, id);
  if (fileId === undefined) throw notFound(MSG.aiDocumentNotFound);
  await removeIfUnused(db, storage, fileId);
}

/** The caller's document a `file` conversation may be about (ready to be asked); 404 for anyone else's. */
export async function ownReadyDocument(db: Db, user: SessionUser, id: number) {
  const row = await repo.findOwn(db, user.userId, id);
  if (!row) throw notFound(MSG.aiDocumentNotFound);
  if (row.state !== 'ready') throw badRequest(MSG.aiDocumentUnreadable);
  return row;
}

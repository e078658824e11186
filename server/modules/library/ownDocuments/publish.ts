import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { Db } from '../../../db/client';
import type { FileStorage } from '../../../adapters/storage';
import { libraryItems, libraryTypes } from '../../../db/schema';
import { insertFile } from '../../files/repository';
import { previewOf } from '../pdf';

export interface OwnDocument {
  /** Names the document for good: one that exists is never made again. */
  seedKey: string;
  typeCode: string;
  title: string;
  summary: string;
  /** Fen; 0 is free. */
  price: number;
  source: string;
  fileName: string;
  /** Made only when the document does not exist yet. */
  render: () => Promise<Buffer>;
}

export const exists = async (db: Db, seedKey: string) =>
  (await db.select({ id: libraryItems.id }).from(libraryItems).where(eq(libraryItems.seedKey, seedKey))).length > 0;

/** Stores the PDF and its preview and publishes the document under the platform's name; true when made. */
export async function publishOwn(db: Db, storage: FileStorage, document: OwnDocument, now: Date) {
  if (await exists(db, document.seedKey)) return false;
  const [type] = await db.select({ id: libraryTypes.id }).from(libraryTypes).where(eq(libraryTypes.code, document.typeCode));
  if (!type) return false;
  const pdf = await document.render();
  const preview = await previewOf(pdf);
  const [fileId, previewId] = [randomUUID(), randomUUID()];
  await storage.put(fileId, pdf);
  await storage.put(previewId, preview);
  await db.transaction(async (tx) => {
    const file = { contentType: 'application/pdf', uploadedBy: null, companyId: null, createdAt: now };
    await insertFile(tx, { ...file, id: fileId, purpose: 'libraryFile', name: document.fileName, size: pdf.length });
    await insertFile(tx, { ...file, id: previewId, purpose: 'libraryPreview', name: 'preview.pdf', size: preview.length });
    await tx.insert(libraryItems).values({
      kind: 'document',
      typeId: type.id,
      title: document.title,
      authors: 'atsteel',
      publisher: 'atsteel',
      year: now.getUTCFullYear(),
      summary: document.summary,
      price: document.price,
      pageCount: (await PDFDocument.load(pdf)).getPageCount(),
      fileId,
      previewId,
      source: document.source,
      published: true,
      seedKey: document.seedKey,
      createdAt: now,
      updatedAt: now,
    });
  });
  return true;
}

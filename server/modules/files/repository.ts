import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { StoredFile, UploadPurpose } from '@contract';
import type { Db } from '../../db/client';
import {
  bookingRecords,
  contentArticles,
  invoices,
  laboratories,
  laboratoryInstruments,
  laboratoryPublications,
  libraryItems,
  recommendedProducts,
  qualitySubmissions,
  researchDataSets,
  researchDemands,
  storedFiles,
  testOrders,
  customOrders,
  workflowHistory,
  suggestions,
  serviceOffers,
  industryEntries,
  aiDocuments,
} from '../../db/schema';

export type FileRow = typeof storedFiles.$inferSelect;
type Executor = Pick<Db, 'select' | 'insert' | 'delete'>;

export const toStoredFile = (row: FileRow): StoredFile => ({
  id: row.id,
  name: row.name,
  contentType: row.contentType,
  size: row.size,
  purpose: row.purpose as UploadPurpose,
});

export async function insertFile(db: Executor, values: typeof storedFiles.$inferInsert) {
  const [row] = await db.insert(storedFiles).values(values).returning();
  return row;
}

export async function findFile(db: Executor, id: string) {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row;
}

/** Nothing shows the file: no product, library item or invoice (every feature that stores files adds its reference here). */
const unusedFile = and(
  // Correlated: nothing refers to the file being deleted.
  notExists(sql`(select 1 from ${recommendedProducts} where ${recommendedProducts.pictureId} = ${storedFiles.id})`),
  notExists(
    sql`(select 1 from ${libraryItems} where ${storedFiles.id} in (${libraryItems.coverId}, ${libraryItems.fileId}, ${libraryItems.previewId}))`,
  ),
  notExists(sql`(select 1 from ${invoices} where ${invoices.fileId} = ${storedFiles.id})`),
  // Laboratories: a file id in a column, or inside a jsonb list of ids (or of qualifications with a fileId).
  notExists(
    sql`(select 1 from ${laboratories} where ${storedFiles.id} in (${laboratories.logoId}, ${laboratories.brochureId})
      or ${laboratories.capabilityFileIds} ? ${storedFiles.id}::text or ${laboratories.attachmentIds} ? ${storedFiles.id}::text
      or ${laboratories.qualifications} @> jsonb_build_array(jsonb_build_object('fileId', ${storedFiles.id}::text)))`,
  ),
  notExists(sql`(select 1 from ${laboratoryInstruments} where ${laboratoryInstruments.photoId} = ${storedFiles.id})`),
  notExists(sql`(select 1 from ${bookingRecords} where ${bookingRecords.fileIds} ? ${storedFiles.id}::text)`),
  notExists(sql`(select 1 from ${researchDemands} where ${researchDemands.attachmentIds} ? ${storedFiles.id}::text)`),
  notExists(
    sql`(select 1 from ${laboratoryPublications} where ${storedFiles.id} in (${laboratoryPublications.pictureId}, ${laboratoryPublications.fileId}))`,
  ),
  // Test orders: their reports, and the vouchers of their offline transfers.
  notExists(
    sql`(select 1 from ${testOrders} where ${testOrders.reportFileIds} ? ${storedFiles.id}::text
      or ${testOrders.paymentRecords} @> jsonb_build_array(jsonb_build_object('fileId', ${storedFiles.id}::text)))`,
  ),
  notExists(
    sql`(select 1 from ${researchDataSets} where ${researchDataSets.files} @> jsonb_build_array(jsonb_build_object('fileId', ${storedFiles.id}::text)))`,
  ),
  // Quality ranking: the production data and test report behind a submission (and so behind applications and lines).
  notExists(sql`(select 1 from ${qualitySubmissions} where ${storedFiles.id}::text in (${qualitySubmissions.dataFileId}, ${qualitySubmissions.reportFileId}))`),
  // Customization orders: the request's attachments, and the files of its steps (signed contracts, evidence, test reports).
  notExists(sql`(select 1 from ${customOrders} where ${customOrders.attachmentIds} ? ${storedFiles.id}::text)`),
  notExists(
    sql`(select 1 from ${workflowHistory} where ${workflowHistory.subject} = 'customOrder' and ${workflowHistory.files} ? ${storedFiles.id}::text)`,
  ),
  // Content (issue 19): covers and the pictures in bodies.
  notExists(sql`(select 1 from ${contentArticles} where ${contentArticles.coverFileId} = ${storedFiles.id} or ${contentArticles.pictureIds} ? ${storedFiles.id}::text)`),
  // Community (issue 19): suggestions' attachments.
  notExists(sql`(select 1 from ${suggestions} where ${suggestions.attachmentIds} ? ${storedFiles.id}::text)`),
  // Service hall (issue 19): offers' pictures.
  notExists(sql`(select 1 from ${serviceOffers} where ${serviceOffers.pictureId} = ${storedFiles.id})`),
  // Industry pages (issue 19): covers and the pictures in bodies.
  notExists(
    sql`(select 1 from ${industryEntries} where ${industryEntries.coverFileId} = ${storedFiles.id} or ${industryEntries.pictureIds} ? ${storedFiles.id}::text)`,
  ),
  // AI assistant (issue 20): the documents users ask about.
  notExists(sql`(select 1 from ${aiDocuments} where ${aiDocuments.fileId} = ${storedFiles.id})`),
);

/** Deletes the file's row unless a product shows it (checked in the same statement); true when deleted. */
export async function deleteIfUnused(db: Executor, id: string) {
  const rows = await db.delete(storedFiles).where(and(eq(storedFiles.id, id), unusedFile)).returning({ id: storedFiles.id });
  return rows.length > 0;
}

export async function isPublished(db: Executor, fileId: string) {
  const [row] = await db
    .select({ id: recommendedProducts.id })
    .from(recommendedProducts)
    .where(and(eq(recommendedProducts.pictureId, fileId), eq(recommendedProducts.state, 'approved')))
    .limit(1);
  return Boolean(row);
}

/** A published library item shows the cover. */
export async function isPublishedCover(db: Executor, fileId: string) {
  const [row] = await db
    .select({ id: libraryItems.id })
    .from(libraryItems)
    .where(and(eq(libraryItems.coverId, fileId), eq(libraryItems.published, true)))
    .limit(1);
  return Boolean(row);
}

/** The invoice the file is the PDF of was requested by the user. */
export async function isInvoiceOf(db: Executor, fileId: string, userId: number) {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.fileId, fileId), eq(invoices.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** Submitted (or reviewed) products show their picture to auditors; drafts do not. */
export async function isUnderAudit(db: Executor, fileId: string) {
  const [row] = await db
    .select({ id: recommendedProducts.id })
    .from(recommendedProducts)
    .where(and(eq(recommendedProducts.pictureId, fileId), inArray(recommendedProducts.state, ['pending', 'approved', 'rejected'])))
    .limit(1);
  return Boolean(row);
}

/** A company's product pictures uploaded before `before` that no product shows (abandoned forms). */
export async function staleUnusedPictures(db: Executor, companyId: number, before: Date, limit = 20) {
  const rows = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.companyId, companyId),
        eq(storedFiles.purpose, 'productPicture'),
        lt(storedFiles.createdAt, before),
        unusedFile,
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Takes a transaction-scoped advisory lock: one holder per (namespace, key) until the transaction ends. */
export async function lockKey(db: Pick<Db, 'execute'>, namespace: number, key: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${namespace}, ${key})`);
}

/** Bytes stored by one uploader or one company. */
export async function bytesStoredBy(db: Executor, owner: { uploadedBy: number } | { companyId: number }) {
  const where = 'uploadedBy' in owner ? eq(storedFiles.uploadedBy, owner.uploadedBy) : eq(storedFiles.companyId, owner.companyId);
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${storedFiles.size}), 0)` })
    .from(storedFiles)
    .where(where);
  return Number(row.bytes);
}

/** Deletes the rows of files created before `before` that nothing uses; their ids, for the storage. */
export async function deleteUnusedBefore(db: Db, before: Date) {
  return db
    .delete(storedFiles)
    .where(and(lt(storedFiles.createdAt, before), unusedFile))
    .returning({ id: storedFiles.id });
}

export async function allFileIds(db: Db) {
  return new Set((await db.select({ id: storedFiles.id }).from(storedFiles)).map((row) => row.id));
}

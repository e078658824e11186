import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { allows, MSG, PERMISSIONS, UPLOAD_RULES, type UploadPurpose } from '@contract';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../adapters/storage';
import type { SessionUser } from '../../plugins/auth';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { FileAnswer } from '../../http/fileRoute';
import type { UploadedFile } from '../../http/uploadRoute';
import { requireBasicInformation } from '../company/service/guard';
import * as repo from './repository';
import { insertWithinQuota, type FileQuotas } from './quota';

/** Control characters, and the bidirectional marks that make `report\u202efdp.exe` read as `reportexe.pdf`. */
// eslint-disable-next-line no-control-regex
const UNSHOWABLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A name fit to show and to offer as a download name: no folders, no control or direction marks, bounded. */
function displayName(given: string) {
  const base = path.basename(given.replace(/\\/g, '/')).replace(UNSHOWABLE, '').trim();
  return (base || 'file').slice(-255);
}

/**
 * Stores one upload after checking who may upload it and what it really is: the type comes from the
 * content's magic bytes (file-type), so a text file named .png is refused and a PNG named .jpg is a PNG.
 */
export async function storeUpload(
  db: Db,
  storage: FileStorage,
  quotas: FileQuotas,
  user: SessionUser,
  purpose: UploadPurpose,
  file: UploadedFile,
  now: Date,
) {
  const rule = UPLOAD_RULES[purpose];
  if (rule.permission && !allows(user.ability, rule.permission)) throw forbidden();
  const companyId = rule.forCompany ? await requireBasicInformation(db, user.companyId) : user.companyId;
  if (file.bytes.length === 0) throw badRequest(MSG.fileRequired);
  const detected = (await fileTypeFromBuffer(file.bytes)) ?? plainText(file.bytes, rule.types);
  if (!detected || !rule.types.includes(detected.mime)) throw badRequest(rule.wrongType);

  const id = randomUUID();
  await storage.put(id, file.bytes);
  const values = {
    id,
    purpose,
    name: displayName(file.filename),
    contentType: detected.mime,
    size: file.bytes.length,
    uploadedBy: user.userId,
    companyId,
    createdAt: now,
  };
  const row = await insertWithinQuota(db, values, quotas).catch(async (error: unknown) => {
    await storage.delete(id);
    throw error;
  });
  if (rule.forCompany && companyId !== null) await removeAbandonedPictures(db, storage, companyId, now);
  return repo.toStoredFile(row);
}

/**
 * Text has no magic bytes: where a purpose takes CSV, content without NUL bytes (UTF-8 or GBK alike) counts as
 * CSV; the feature that reads it decides whether it parses.
 */
function plainText(bytes: Buffer, types: readonly string[]) {
  if (!types.includes('text/csv')) return undefined;
  return bytes.subarray(0, 64 * 1024).includes(0) ? undefined : { mime: 'text/csv' };
}

/** A picture chosen in a form that was never saved is kept for a day (the form may still be open), then removed. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

async function removeAbandonedPictures(db: Db, storage: FileStorage, companyId: number, now: Date) {
  for (const id of await repo.staleUnusedPictures(db, companyId, new Date(now.getTime() - ABANDONED_AFTER_MS))) {
    await removeIfUnused(db, storage, id);
  }
}

/**
 * What a module adds to who may read the files of a purpose it uses (a published laboratory's logo is public; a
 * booking's experiment files are its customer's once paid): answers 'public' or 'private' to grant, nothing to
 * leave the decision to the rules below, 'none' to refuse whatever they say (the R&D data module: a data set's files
 * follow its rows' visibility, not the uploader's company). Registered once, from the module's routes.ts.
 */
export type FileReader = (db: Db, user: SessionUser | null, file: repo.FileRow) => Promise<'public' | 'private' | 'none' | undefined>;
const readers = new Map<UploadPurpose, FileReader[]>();

export function grantReads(purpose: UploadPurpose, reader: FileReader) {
  readers.set(purpose, [...(readers.get(purpose) ?? []), reader]);
}

/**
 * Who may read a file: everyone once something public shows it (an approved product's picture); otherwise
 * its uploader, its company's members, and auditors for the products they review. Anyone else gets the
 * same 404 as for a missing file.
 */
async function readAccess(db: Db, user: SessionUser | null, file: repo.FileRow): Promise<'public' | 'private' | 'none'> {
  if (file.purpose === 'productPicture' && (await repo.isPublished(db, file.id))) return 'public';
  if (file.purpose === 'libraryCover' && (await repo.isPublishedCover(db, file.id))) return 'public';
  for (const reader of readers.get(file.purpose as UploadPurpose) ?? []) {
    const granted = await reader(db, user, file);
    if (granted) return granted;
  }
  if (!user) return 'none';
  // An issued invoice's PDF is its requester's (the administrator who uploaded it reads it as its uploader).
  if (file.purpose === 'invoice' && (await repo.isInvoiceOf(db, file.id, user.userId))) return 'private';
  if (file.uploadedBy === user.userId) return 'private';
  if (file.companyId !== null && file.companyId === user.companyId) return 'private';
  if (file.purpose === 'productPicture' && allows(user.ability, PERMISSIONS.productAudit) && (await repo.isUnderAudit(db, file.id))) {
    return 'private';
  }
  return 'none';
}

export async function readFile(db: Db, storage: FileStorage, user: SessionUser | null, id: string): Promise<FileAnswer> {
  const file = await repo.findFile(db, id);
  const access = file ? await readAccess(db, user, file) : 'none';
  if (!file || access === 'none') throw notFound();
  const body = await storage.get(file.id);
  if (!body) throw notFound();
  const inline = file.contentType.startsWith('image/');
  return {
    contentType: file.contentType,
    body,
    headers: {
      // Public pictures may sit in shared caches for an hour (a withdrawn product's picture then lingers at most
      // that long); anything private is kept by no cache at all.
      'cache-control': access === 'public' ? 'public, max-age=3600' : 'private, no-store',
      'content-disposition': `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    },
  };
}

/** Removes a file (e.g. a replaced or deleted product's picture) unless a product still shows it. */
export async function removeIfUnused(db: Db, storage: FileStorage, fileId: string) {
  if (await repo.deleteIfUnused(db, fileId)) await storage.delete(fileId);
}

/** The uploader deletes one of their own files that nothing uses; anyone else's (or a missing one) is a 404. */
export async function deleteOwnFile(db: Db, storage: FileStorage, user: SessionUser, id: string) {
  const file = await repo.findFile(db, id);
  if (!file || file.uploadedBy !== user.userId) throw notFound();
  if (!(await repo.deleteIfUnused(db, id))) throw conflict(MSG.fileInUse);
  await storage.delete(id);
}

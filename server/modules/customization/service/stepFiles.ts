import { MSG } from '@contract';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../http/errors';
import { allOwnUploads, ownUploads } from '../../files/ownUploads';

type Reader = Pick<Db, 'select'>;

/** A step's files: each one of the caller's own `customFile` uploads (anyone else's id answers 400). */
export async function requireOwnFiles(db: Reader, userId: number, ids: string[]) {
  if (!(await allOwnUploads(db, 'customFile', { userId }, ids))) throw badRequest(MSG.customFileNotYours);
}

/** A signed copy of the contract: one of the caller's own uploads, and a PDF. Answers its id. */
export async function requireSignedCopy(db: Reader, userId: number, ids: string[]) {
  const [file] = await ownUploads(db, 'customFile', { userId }, ids.slice(0, 1));
  if (!file) throw badRequest(ids.length === 0 ? MSG.customSignedCopyRequired : MSG.customFileNotYours);
  if (file.contentType !== 'application/pdf') throw badRequest(MSG.customSignedCopyPdf);
  return file.id;
}

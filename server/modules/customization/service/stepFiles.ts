import { MSG } from '@contract';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../http/errors';
import { countOwnFiles } from '../../testOrders/repository/files';
import { ownCustomFiles } from '../repository/ownUploads';

type Reader = Pick<Db, 'select'>;

/** A step's files: each one of the caller's own `customFile` uploads (anyone else's id answers 400). */
export async function requireOwnFiles(db: Reader, userId: number, ids: string[]) {
  const unique = [...new Set(ids)];
  if ((await countOwnFiles(db, 'customFile', { userId }, unique)) !== unique.length) throw badRequest(MSG.customFileNotYours);
}

/** A signed copy of the contract: one of the caller's own uploads, and a PDF. Answers its id. */
export async function requireSignedCopy(db: Reader, userId: number, ids: string[]) {
  const [file] = await ownCustomFiles(db, userId, ids.slice(0, 1));
  if (!file) throw badRequest(ids.length === 0 ? MSG.customSignedCopyRequired : MSG.customFileNotYours);
  if (file.contentType !== 'application/pdf') throw badRequest(MSG.customSignedCopyPdf);
  return file.id;
}

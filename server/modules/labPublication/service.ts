import type { z } from 'zod';
import { DRAWING_FILE_TYPES, MSG, PUBLICATION_LIMITS, type PublicationKind, type UploadPurpose, type publicationInput } from '@contract';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../adapters/storage';
import type { SessionUser } from '../../plugins/auth';
import type { FileAnswer } from '../../http/fileRoute';
import { badRequest, conflict, notFound } from '../../http/errors';
import { findFile } from '../files/repository';
import { removeIfUnused } from '../files/service';
import { requireApprovedLaboratory } from '../laboratory/access';
import * as repo from './repository';

type PublicationInput = z.output<typeof publicationInput>;
type Paging = repo.Paging;

async function found<T>(value: Promise<T | undefined>): Promise<T> {
  const result = await value;
  if (result === undefined) throw notFound(MSG.publicationNotFound);
  return result;
}

// ---- everyone

export const listPublic = (db: Db, kind: PublicationKind, query: Paging & { keyword?: string; laboratoryId?: number }) =>
  repo.listPublic(db, kind, query);

export const publicDetail = (db: Db, kind: PublicationKind, id: number) => found(repo.findPublic(db, kind, id));

/** The file of a published drawing or document, as an attachment under the name it was uploaded with. */
export async function download(db: Db, storage: FileStorage, kind: PublicationKind, id: number): Promise<FileAnswer> {
  const file = await found(repo.findPublicFile(db, kind, id));
  const body = await storage.get(file.id);
  if (!body) throw notFound(MSG.publicationNotFound);
  return {
    contentType: file.contentType,
    body,
    headers: {
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'x-content-type-options': 'nosniff',
    },
  };
}

// ---- the laboratory's side (every call starts with its approved laboratory)

export async function listOwn(db: Db, user: SessionUser, query: Paging & { keyword?: string; kind?: PublicationKind }) {
  return repo.listOwn(db, await requireApprovedLaboratory(db, user), query);
}

export async function getOwn(db: Db, user: SessionUser, id: number) {
  return found(repo.findOwn(db, await requireApprovedLaboratory(db, user), id));
}

/**
 * A picture or file given in the form must be an upload of this purpose by the caller's company (so a lab
 * cannot publish another company's file, nor a product picture); a drawing must be a PDF or an image.
 */
async function checkUpload(db: Pick<Db, 'select' | 'insert' | 'delete'>, companyId: number | null, id: string, purpose: UploadPurpose, kind: PublicationKind) {
  const file = await findFile(db, id);
  if (!file || file.purpose !== purpose || file.companyId === null || file.companyId !== companyId) {
    throw badRequest(purpose === 'labPicture' ? MSG.publicationPictureInvalid : MSG.publicationFileInvalid);
  }
  if (purpose === 'labFile' && kind === 'drawing' && !(DRAWING_FILE_TYPES as readonly string[]).includes(file.contentType)) {
    throw badRequest(MSG.publicationDrawingType);
  }
}

/** The stored columns of a form: fields a kind does not use are empty. */
function writableOf(input: PublicationInput): repo.Writable {
  return {
    title: input.title,
    subtitle: input.subtitle,
    summary: input.summary,
    body: 'body' in input ? input.body : '',
    pictureId: 'pictureId' in input ? input.pictureId : null,
    fileId: 'fileId' in input ? input.fileId : null,
  };
}

/**
 * Publishes a new item (at most PUBLICATION_LIMITS.perKindMax per kind and laboratory, counted under the
 * laboratory's row lock so two saves at once cannot pass the limit), or changes one of the laboratory's own
 * (its kind stays). Pictures and files it no longer shows are removed afterwards.
 */
export async function save(db: Db, storage: FileStorage, user: SessionUser, input: PublicationInput, now: Date) {
  const laboratoryId = await requireApprovedLaboratory(db, user);
  const values = writableOf(input);
  const { id, replaced } = await db.transaction(async (tx) => {
    if (values.pictureId) await checkUpload(tx, user.companyId, values.pictureId, 'labPicture', input.kind);
    if (values.fileId) await checkUpload(tx, user.companyId, values.fileId, 'labFile', input.kind);
    if (input.id === undefined) {
      await repo.lockLaboratory(tx, laboratoryId);
      if ((await repo.countOwn(tx, laboratoryId, input.kind)) >= PUBLICATION_LIMITS.perKindMax) {
        throw conflict(MSG.publicationLimit, { max: PUBLICATION_LIMITS.perKindMax });
      }
      return { id: await repo.insertOwn(tx, laboratoryId, input.kind, values, user.userId, now), replaced: [] };
    }
    const row = await repo.lockOwn(tx, laboratoryId, input.id);
    if (!row) throw notFound(MSG.publicationNotFound);
    if (row.kind !== input.kind) throw badRequest(MSG.publicationKindInvalid);
    await repo.updateOwn(tx, laboratoryId, input.id, values, now);
    const gone = [row.pictureId, row.fileId].filter((old): old is string => old !== null && old !== values.pictureId && old !== values.fileId);
    return { id: input.id, replaced: gone };
  });
  for (const fileId of replaced) await removeIfUnused(db, storage, fileId);
  return found(repo.findOwn(db, laboratoryId, id));
}

export async function remove(db: Db, storage: FileStorage, user: SessionUser, id: number) {
  const laboratoryId = await requireApprovedLaboratory(db, user);
  const row = await repo.deleteOwn(db, laboratoryId, id);
  if (!row) throw notFound(MSG.publicationNotFound);
  for (const fileId of [row.pictureId, row.fileId]) if (fileId) await removeIfUnused(db, storage, fileId);
}

import { allows, MSG, PERMISSIONS, type LabQualification, type UploadPurpose } from '@contract';
import type { Db } from '../../../db/client';
import type { FileStorage } from '../../../adapters/storage';
import type { SessionUser } from '../../../plugins/auth';
import type { UploadedFile } from '../../../http/uploadRoute';
import { badRequest } from '../../../http/errors';
import { findFile } from '../../files/repository';
import { removeIfUnused, storeUpload, type FileReader } from '../../files/service';
import type { FileQuotas } from '../../files/quota';
import { laboratoriesReferring } from '../repository/files';
import type { LaboratoryRow } from '../repository/applications';

/** A file the application refers to, and the purpose it must have been uploaded for. */
export interface FileRef {
  id: string;
  purpose: Extract<UploadPurpose, 'labPicture' | 'labFile'>;
}

/** Every file must be one the laboratory's company uploaded for that purpose; anything else is refused alike. */
export async function checkFiles(db: Pick<Db, 'select' | 'insert' | 'delete'>, companyId: number, refs: FileRef[]) {
  for (const ref of refs) {
    const file = await findFile(db, ref.id);
    if (!file || file.purpose !== ref.purpose || file.companyId !== companyId) throw badRequest(MSG.laboratoryFileInvalid);
  }
}

/** The files the application's own fields refer to. */
export function applicationFiles(row: Pick<LaboratoryRow, 'logoId' | 'brochureId' | 'capabilityFileIds' | 'attachmentIds'> & { qualifications: LabQualification[] }): FileRef[] {
  const pictures = row.logoId ? [{ id: row.logoId, purpose: 'labPicture' as const }] : [];
  const files = [row.brochureId, ...row.qualifications.map((item) => item.fileId), ...row.capabilityFileIds, ...row.attachmentIds]
    .filter((id): id is string => Boolean(id))
    .map((id) => ({ id, purpose: 'labFile' as const }));
  return [...pictures, ...files];
}

/** Deletes the files no longer referred to (a replaced logo, a removed attachment), unless something else uses them. */
export async function removeDropped(db: Db, storage: FileStorage, before: string[], after: string[]) {
  const kept = new Set(after);
  for (const id of new Set(before)) if (!kept.has(id)) await removeIfUnused(db, storage, id);
}

/** `laboratory/upload`: the same storage, rules and quotas as every upload (files module), for the laboratory's purposes. */
export const uploadLaboratoryFile = (
  db: Db,
  storage: FileStorage,
  quotas: FileQuotas,
  user: SessionUser,
  purpose: FileRef['purpose'],
  file: UploadedFile,
  now: Date,
) => storeUpload(db, storage, quotas, user, purpose, file, now);

/**
 * Who besides its company may read a laboratory's file: everyone, once an approved laboratory shows it (logo,
 * brochure, certificate scans, capability files, instrument photos); auditors, for an application submitted to them.
 */
export const laboratoryFileReader: FileReader = async (db, user, file) => {
  const referring = await laboratoriesReferring(db, file.id);
  if (referring.some((lab) => lab.state === 'approved' && lab.shown)) return 'public';
  if (user && allows(user.ability, PERMISSIONS.laboratoryAudit) && referring.some((lab) => lab.state !== 'draft')) return 'private';
  return undefined;
};

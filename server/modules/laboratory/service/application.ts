import type { z } from 'zod';
import { MSG, type LaboratoryApplication, type LaboratorySummary, type LabQualification, type laboratorySaveInput } from '@contract';
import type { Db } from '../../../db/client';
import type { FileStorage } from '../../../adapters/storage';
import type { SessionUser } from '../../../plugins/auth';
import { conflict } from '../../../http/errors';
import { check, nextActions, takeStep, type Actor } from '../../../workflow/machine';
import { historyOf } from '../../../workflow/repository';
import * as labs from '../repository/applications';
import * as items from '../repository/items';
import { fileInfos } from '../repository/files';
import { laboratoryWorkflow } from '../workflow';
import { applicationFiles, checkFiles, removeDropped } from './files';

type SaveInput = z.output<typeof laboratorySaveInput>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The company a laboratory account acts for (one laboratory per company). */
export function companyOf(user: SessionUser): number {
  if (user.companyId === null) throw conflict(MSG.saveBasicInfoFirst);
  return user.companyId;
}

/** The whole application as `by` sees it: items, instruments, the files' names, what `by` may do now, the history. */
export async function applicationOf(db: Db, found: { row: labs.LaboratoryRow; summary: LaboratorySummary }, by: Actor): Promise<LaboratoryApplication> {
  const { row, summary } = found;
  const [capabilities, instruments, history] = await Promise.all([
    items.capabilitiesOf(db, row.id),
    items.instrumentsOf(db, row.id),
    historyOf(db, labs.LABORATORY_SUBJECT, row.id),
  ]);
  const ids = [
    ...applicationFiles({ ...row, qualifications: row.qualifications as LabQualification[] }).map((ref) => ref.id),
    ...instruments.flatMap((instrument) => (instrument.photoId ? [instrument.photoId] : [])),
  ];
  return {
    ...summary,
    capabilityFileIds: row.capabilityFileIds,
    attachmentIds: row.attachmentIds,
    capabilities,
    instruments,
    files: await fileInfos(db, [...new Set(ids)]),
    nextActions: nextActions(laboratoryWorkflow, summary.state, by),
    history,
  };
}

const ownApplication = async (db: Db, companyId: number) => {
  const found = await labs.findOfCompany(db, companyId);
  if (!found) throw new Error('the application vanished');
  return applicationOf(db, found, 'owner');
};

/** The caller's company's application, created as an empty draft the first time (one per company). */
export async function getApplication(db: Db, user: SessionUser, now: Date) {
  const companyId = companyOf(user);
  if (!(await labs.findOfCompany(db, companyId))) {
    await db.transaction((tx) => labs.lockOfCompany(tx, companyId, user.userId, now, true));
  }
  return ownApplication(db, companyId);
}

/**
 * One change of the application by its laboratory: in one transaction the company's application is locked
 * (created as a draft the first time), the change is allowed only in draft or rejected (409 'Laboratory entry
 * cannot be modified after submission'), then `change` writes. Files it no longer refers to are removed afterwards.
 */
export async function editApplication(
  db: Db,
  storage: FileStorage,
  user: SessionUser,
  now: Date,
  change: (tx: Tx, lab: labs.LaboratoryRow, companyId: number) => Promise<{ dropped?: string[]; kept?: string[] } | void>,
) {
  const companyId = companyOf(user);
  const outcome = await db.transaction(async (tx) => {
    const lab = await labs.lockOfCompany(tx, companyId, user.userId, now, true);
    check(laboratoryWorkflow, lab.state as LaboratoryApplication['state'], 'edit');
    const result = await change(tx, lab, companyId);
    await labs.updateLaboratory(tx, lab.id, {}, now);
    return result ?? {};
  });
  if (outcome.dropped?.length) await removeDropped(db, storage, outcome.dropped, outcome.kept ?? []);
  return ownApplication(db, companyId);
}

/** `laboratory/save`: the basic information, qualifications and file lists. */
export function saveApplication(db: Db, storage: FileStorage, user: SessionUser, input: SaveInput, now: Date) {
  return editApplication(db, storage, user, now, async (tx, lab, companyId) => {
    const after = applicationFiles(input);
    await checkFiles(tx, companyId, after);
    await labs.updateLaboratory(tx, lab.id, input, now);
    const before = applicationFiles({ ...lab, qualifications: lab.qualifications as LabQualification[] });
    return { dropped: before.map((ref) => ref.id), kept: after.map((ref) => ref.id) };
  });
}

/** `laboratory/submit`: complete applications only (the workflow's guard says what is missing); locked from now on. */
export async function submitApplication(db: Db, user: SessionUser, now: Date) {
  const companyId = companyOf(user);
  await db.transaction(async (tx) => {
    const lab = await labs.lockOfCompany(tx, companyId, user.userId, now, true);
    const document = { row: lab, capabilityCount: await items.countCapabilities(tx, lab.id) };
    const step = { subjectId: lab.id, companyId, from: lab.state as LaboratoryApplication['state'], action: 'submit', actorId: user.userId, at: now, document } as const;
    await takeStep(tx, laboratoryWorkflow, step, (state) => labs.updateLaboratory(tx, lab.id, { state, submittedAt: now, applicantId: user.userId, rejectReason: null }, now));
  });
  return ownApplication(db, companyId);
}

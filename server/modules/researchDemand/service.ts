import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { MSG, type DemandRow, type DemandState, type demandInput, type demandStateQuery, type publicDemandQuery } from '@contract';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../plugins/auth';
import { badRequest, notFound } from '../../http/errors';
import { nextActions, takeStep, type Actor } from '../../workflow/machine';
import { findFile } from '../files/repository';
import * as repo from './repository';
import { administratorDetail, ownerDetail } from './view';
import { demandWorkflow } from './workflow';

type DemandInput = z.output<typeof demandInput>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Today's date in Beijing, 'YYYY-MM-DD'. */
export const beijingToday = (now: Date) => new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

/** 'RD', Beijing date and time to the second, four random digits. */
const newDemandNo = (now: Date) =>
  `RD${new Date(now.getTime() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14)}${String(randomInt(0, 10_000)).padStart(4, '0')}`;

/** Every attachment must be a demand file the caller uploaded; answers the ids without repeats. */
async function checkAttachments(tx: Tx, user: SessionUser, ids: string[]) {
  const unique = [...new Set(ids)];
  for (const id of unique) {
    const file = await findFile(tx, id);
    if (!file || file.purpose !== 'demandFile' || file.uploadedBy !== user.userId) throw badRequest(MSG.demandFileInvalid);
  }
  return unique;
}

/** Files a new demand (state open); answers the owner's view. */
export async function saveDemand(db: Db, user: SessionUser, input: DemandInput, now: Date) {
  if (input.wishedDate < beijingToday(now)) throw badRequest(MSG.wishedDateInvalid);
  const id = await db.transaction(async (tx) => {
    const attachmentIds = await checkAttachments(tx, user, input.attachmentIds);
    const row = await repo.insertDemand(tx, {
      demandNo: newDemandNo(now),
      userId: user.userId,
      companyId: user.companyId,
      title: input.title,
      description: input.description,
      material: input.material,
      sampleCount: input.sampleCount,
      equipmentType: input.equipmentType ?? null,
      wishedDate: input.wishedDate,
      budget: input.budget ?? null,
      contactName: input.contactName,
      contactPhone: input.contactPhone,
      attachmentIds,
      state: 'open',
      createdAt: now,
      updatedAt: now,
    });
    return row.id;
  });
  return ownerDetail(db, user, id);
}

type Page = Awaited<ReturnType<typeof repo.listAll>>;

const rowsOf = (page: Page, by: Actor) => ({
  total: page.total,
  pageNum: page.pageNum,
  pageSize: page.pageSize,
  list: page.rows.map(
    ({ row, quotes, ownerName }): DemandRow => ({
      ...repo.toPublic(row, quotes),
      closeReason: row.closeReason,
      ownerName: by === 'auditor' ? ownerName : null,
      contactName: row.contactName,
      nextActions: nextActions(demandWorkflow, row.state as DemandState, by),
    }),
  ),
});

export async function listOpen(db: Db, query: z.output<typeof publicDemandQuery>) {
  const page = await repo.listOpen(db, query);
  return { list: page.rows.map(({ row, quotes }) => repo.toPublic(row, quotes)), total: page.total, pageNum: page.pageNum, pageSize: page.pageSize };
}

export const listMine = async (db: Db, user: SessionUser, query: z.output<typeof demandStateQuery>) => rowsOf(await repo.listOfOwner(db, user.userId, query), 'owner');

export const listAll = async (db: Db, query: z.output<typeof demandStateQuery>) => rowsOf(await repo.listAll(db, query), 'auditor');

/**
 * Closes an open or quoted demand: its owner (`close`, a reason if they like) or an administrator (`adminClose`,
 * a reason). The quotes still offered are declined. Another user's demand answers 404 to its owner's call.
 */
export async function closeDemand(db: Db, user: SessionUser, id: number, reason: string | null, by: 'owner' | 'auditor', now: Date) {
  await db.transaction(async (tx) => {
    const row = await repo.lockDemand(tx, id);
    if (!row || (by === 'owner' && row.userId !== user.userId)) throw notFound();
    const step = {
      subjectId: id,
      companyId: row.companyId,
      from: row.state as DemandState,
      action: by === 'owner' ? 'close' : 'adminClose',
      actorId: user.userId,
      note: reason,
      at: now,
    } as const;
    await takeStep(tx, demandWorkflow, step, async (state) => {
      await repo.updateDemand(tx, id, { state, closeReason: reason }, now);
      await repo.declineOffered(tx, id, now);
    });
  });
  return by === 'owner' ? ownerDetail(db, user, id) : administratorDetail(db, id);
}

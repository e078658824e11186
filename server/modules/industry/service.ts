import { MSG, type MessageKey, type ContentLanguage, type IndustryEntryInput, type IndustryKind, type IndustryRequestState, type IndustrySector, type IndustryMode } from '@contract';
import type { z } from 'zod';
import type { industryRequestInput } from '@contract';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../adapters/storage';
import type { SessionUser } from '../../plugins/auth';
import { badRequest, conflict, notFound } from '../../http/errors';
import { bilingualColumns } from '../../lib/bilingual';
import { beijingDate } from '../../lib/workingDays';
import { findFile } from '../files/repository';
import { removeIfUnused } from '../files/service';
import { notify } from '../notifications/service';
import * as repo from './repository';

type Paging = repo.Paging;
type RequestInput = z.output<typeof industryRequestInput>;

async function found<T>(value: Promise<T | undefined>, message: MessageKey = MSG.industryEntryNotFound): Promise<T> {
  const result = await value;
  if (result === undefined) throw notFound(message);
  return result;
}

// ---- everyone

export interface PublicQuery extends Paging {
  keyword?: string;
  industry?: IndustrySector;
  mode?: IndustryMode;
  upcoming?: 'true' | 'false';
  field?: string;
}

/** `upcoming=true` keeps the courses that start today (Beijing) or later. */
export const listPublic = (db: Db, kind: IndustryKind, query: PublicQuery, language: ContentLanguage, now: Date) =>
  repo.listPublic(db, kind, { ...query, startsFrom: query.upcoming === 'true' ? beijingDate(now) : undefined }, language, now);

export const publicDetail = (db: Db, kind: IndustryKind, id: number, language: ContentLanguage, now: Date) =>
  found(repo.findPublic(db, kind, id, language, now));

// ---- administrators

export const listAdmin = repo.listAdmin;
export const getAdmin = (db: Db, id: number) => found(repo.findAdmin(db, id));

/** The stored columns of a form: bodies sanitised, the pictures they show listed, the cover checked. */
async function writableOf(db: Db, input: IndustryEntryInput): Promise<repo.Writable> {
  if (input.coverFileId) {
    const file = await findFile(db, input.coverFileId);
    if (!file || file.purpose !== 'contentPicture') throw badRequest(MSG.contentPictureInvalid);
  }
  return {
    ...bilingualColumns(input),
    coverFileId: input.coverFileId ?? null,
    fields: input.fields,
    sort: input.sort,
  };
}

const filesOf = (row: Pick<repo.EntryRow, 'coverFileId' | 'pictureIds'>) => [row.coverFileId, ...row.pictureIds].filter((id): id is string => Boolean(id));

/**
 * Creates a draft (without `id`) or changes an entry of the endpoint's kind (another kind's id answers 404). The
 * pictures the entry no longer shows are removed afterwards unless something else shows them.
 */
export async function save(db: Db, storage: FileStorage, user: SessionUser, input: IndustryEntryInput, now: Date) {
  const values = await writableOf(db, input);
  const { id, dropped } = await db.transaction(async (tx) => {
    if (input.id === undefined) return { id: await repo.insertEntry(tx, input.kind, values, user.userId, now), dropped: [] as string[] };
    const row = await repo.lockEntry(tx, input.id);
    if (!row || row.kind !== input.kind) throw notFound(MSG.industryEntryNotFound);
    await repo.updateEntry(tx, input.id, values, now);
    const kept = new Set(filesOf(values));
    return { id: input.id, dropped: filesOf(row).filter((fileId) => !kept.has(fileId)) };
  });
  for (const fileId of dropped) await removeIfUnused(db, storage, fileId);
  return found(repo.findAdmin(db, id));
}

/** Deletes an entry of the kind with its requests, then the pictures nothing else shows. */
export async function remove(db: Db, storage: FileStorage, kind: IndustryKind, id: number) {
  const row = await found(repo.deleteEntry(db, kind, id));
  for (const fileId of filesOf(row)) await removeIfUnused(db, storage, fileId);
}

/** Publishes now or at `publishAt` (a future time keeps it hidden until then). */
export async function publish(db: Db, id: number, publishAt: string | undefined, now: Date) {
  await db.transaction(async (tx) => {
    if (!(await repo.lockEntry(tx, id))) throw notFound(MSG.industryEntryNotFound);
    await repo.updateEntry(tx, id, { state: 'published', publishAt: publishAt ? new Date(publishAt) : now }, now);
  });
  return found(repo.findAdmin(db, id));
}

export async function unpublish(db: Db, id: number, now: Date) {
  await db.transaction(async (tx) => {
    if (!(await repo.lockEntry(tx, id))) throw notFound(MSG.industryEntryNotFound);
    await repo.updateEntry(tx, id, { state: 'draft' }, now);
  });
  return found(repo.findAdmin(db, id));
}

// ---- requests

/**
 * A signed-in user's request about a published entry of the kind. Under the entry's row lock (so two sign-ups at
 * once cannot take the last seat twice): a course takes one sign-up per user (409), none when full or after its
 * deadline (Beijing date, 409); an application or an expert takes a new request once the user's previous one is handled.
 */
export async function apply(db: Db, user: SessionUser, kind: IndustryKind, input: RequestInput, language: ContentLanguage, now: Date) {
  const id = await db.transaction(async (tx) => {
    const entry = await repo.lockEntry(tx, input.entryId);
    const published = entry && entry.kind === kind && entry.state === 'published' && entry.publishAt !== null && entry.publishAt <= now;
    if (!entry || !published) throw notFound(MSG.industryEntryNotFound);
    if (kind === 'digital') {
      const course = entry.fields as { seats: number; signUpDeadline: string };
      if ((await repo.countUserRequests(tx, entry.id, user.userId)) > 0) throw conflict(MSG.industryAlreadySignedUp);
      if (beijingDate(now) > course.signUpDeadline) throw conflict(MSG.industrySignUpClosed);
      if ((await repo.countEntryRequests(tx, entry.id)) >= course.seats) throw conflict(MSG.industryCourseFull);
    } else if ((await repo.countUserRequests(tx, entry.id, user.userId, 'new')) > 0) {
      throw conflict(MSG.industryRequestOpen);
    }
    return repo.insertRequest(tx, { ...input, userId: user.userId }, now);
  });
  // The requester's own view: the contract's `industryRequest` (the answer's schema drops `userName`).
  return (await found(repo.findRequest(db, id, language), MSG.industryRequestNotFound)).answer;
}

export interface RequestQuery extends Paging {
  kind?: IndustryKind;
  state?: IndustryRequestState;
  entryId?: number;
}

export const myRequests = (db: Db, user: SessionUser, query: RequestQuery, language: ContentLanguage) =>
  repo.listUserRequests(db, user.userId, query, language);

export const allRequests = repo.listAllRequests;

/** new → handled (409 when it already is), and the requester is told in the same transaction. */
export async function handle(db: Db, user: SessionUser, id: number, language: ContentLanguage, now: Date) {
  await db.transaction(async (tx) => {
    const request = await repo.findRequest(tx, id, language);
    if (!request) throw notFound(MSG.industryRequestNotFound);
    if (!(await repo.markHandled(tx, id, user.userId, now))) throw conflict(MSG.industryRequestAlreadyHandled);
    await notify(
      tx,
      [request.userId],
      {
        subject: 'industryRequest',
        subjectId: id,
        event: 'handled',
        params: { kind: request.kind, name: request.titleZh || request.titleEn, nameEn: request.titleEn || request.titleZh },
      },
      now,
    );
  });
  return (await found(repo.findRequest(db, id, language), MSG.industryRequestNotFound)).answer;
}

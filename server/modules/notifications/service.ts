import { NOTICE_TYPES, noticeTypeOf, type NoticeType, type NoticeTypes } from '@contract';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../plugins/auth';
import * as repo from './repository';

export type { NewNotification } from './repository';

/**
 * What a state change tells users: one row each, written in the transaction of the change (so a rolled-back
 * change leaves none). Answers the new rows' ids by user, for a text message sent once the change is committed.
 */
export async function notify(tx: Parameters<typeof repo.insertNotifications>[0], userIds: number[], notice: repo.NewNotification, now: Date) {
  return repo.insertNotifications(tx, [...new Set(userIds)], notice, now);
}

/** The owner steps that send a document to the auditors (workflows of products, grades, laboratories, kits …). */
const SUBMITTING = ['submit', 'publish', 'resubmit'] as const;

/**
 * Tells the one who sent a document for review what the auditor decided (issue 19): the actor of its newest
 * submitting step in the workflow history (a company's documents are submitted by one of its members). Nobody when
 * no such step exists (the document was never submitted by a user).
 */
export async function notifySubmitter(tx: Parameters<typeof repo.insertNotifications>[0], notice: repo.NewNotification, now: Date) {
  const submitter = await repo.lastActor(tx, notice.subject, notice.subjectId, SUBMITTING);
  return submitter === null ? [] : notify(tx, [submitter], notice, now);
}

/** The caller's notifications, newest first (all, unread or read ones), with how many are unread. */
export async function notificationPage(db: Db, user: SessionUser, query: { pageNum: number; pageSize: number; unread?: 'true' | 'false'; type?: NoticeType }) {
  const filter = query.unread === undefined ? undefined : query.unread === 'true';
  const [page, unread] = await Promise.all([
    repo.pageOfUser(db, user.userId, { pageNum: query.pageNum, pageSize: query.pageSize, unread: filter, type: query.type }),
    repo.countUnread(db, user.userId),
  ]);
  return { ...page, unread };
}

/** Marks the caller's notifications read (all when no ids are given; others' ids change nothing). */
export async function readNotifications(db: Db, user: SessionUser, ids: number[], now: Date) {
  await repo.markRead(db, user.userId, ids, now);
  return { unread: await repo.countUnread(db, user.userId) };
}

/** The message centre's tabs: how many notices, and unread ones, of each type the caller has (issue 19). */
export async function noticeTypeCounts(db: Db, user: SessionUser): Promise<NoticeTypes> {
  const counts = new Map(NOTICE_TYPES.map((type) => [type, { type, total: 0, unread: 0 }]));
  for (const row of await repo.countBySubject(db, user.userId)) {
    const entry = counts.get(noticeTypeOf(row.subject))!;
    entry.total += row.total;
    entry.unread += row.unread;
  }
  const types = [...counts.values()];
  return { types, total: types.reduce((sum, type) => sum + type.total, 0), unread: types.reduce((sum, type) => sum + type.unread, 0) };
}

/** Deletes the caller's notifications among `ids` (others' ids change nothing); answers how many stay unread. */
export async function deleteNotifications(db: Db, user: SessionUser, ids: number[]) {
  await repo.deleteOwn(db, user.userId, ids);
  return { unread: await repo.countUnread(db, user.userId) };
}

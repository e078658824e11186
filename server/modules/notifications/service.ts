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

/** The caller's notifications, newest first (all, unread or read ones), with how many are unread. */
export async function notificationPage(db: Db, user: SessionUser, query: { pageNum: number; pageSize: number; unread?: 'true' | 'false' }) {
  const filter = query.unread === undefined ? undefined : query.unread === 'true';
  const [page, unread] = await Promise.all([
    repo.pageOfUser(db, user.userId, { pageNum: query.pageNum, pageSize: query.pageSize, unread: filter }),
    repo.countUnread(db, user.userId),
  ]);
  return { ...page, unread };
}

/** Marks the caller's notifications read (all when no ids are given; others' ids change nothing). */
export async function readNotifications(db: Db, user: SessionUser, ids: number[], now: Date) {
  await repo.markRead(db, user.userId, ids, now);
  return { unread: await repo.countUnread(db, user.userId) };
}

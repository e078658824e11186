import { and, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Notification } from '@contract';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

type Reader = Pick<Db, 'select'>;
type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

export interface NewNotification {
  subject: string;
  subjectId: number;
  event: string;
  params: Record<string, string>;
}

/** One row per user; answers the ids in the users' order. */
export async function insertNotifications(db: Executor, userIds: number[], notice: NewNotification, now: Date) {
  if (userIds.length === 0) return [];
  const rows = await db
    .insert(notifications)
    .values(userIds.map((userId) => ({ userId, ...notice, createdAt: now })))
    .returning({ id: notifications.id, userId: notifications.userId });
  return rows;
}

export async function notificationExists(db: Reader, id: number) {
  const [row] = await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.id, id)).limit(1);
  return Boolean(row);
}

const toNotification = (row: typeof notifications.$inferSelect): Notification => ({
  id: row.id,
  subject: row.subject,
  subjectId: row.subjectId,
  event: row.event,
  params: row.params,
  read: row.readAt !== null,
  createTime: row.createdAt.toISOString(),
});

/** A page of the user's notifications, newest first: all, the unread ones (`unread: true`) or the read ones. */
export async function pageOfUser(db: Reader, userId: number, query: { pageNum: number; pageSize: number; unread?: boolean }) {
  const where = and(eq(notifications.userId, userId), query.unread === undefined ? undefined : query.unread ? isNull(notifications.readAt) : isNotNull(notifications.readAt));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ total: count() }).from(notifications).where(where),
  ]);
  return { list: rows.map(toNotification), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

export async function countUnread(db: Reader, userId: number) {
  const [{ total }] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return total;
}

/** Marks the user's notifications read: the given ones, or all when none are given. */
export async function markRead(db: Executor, userId: number, ids: number[], now: Date) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ids.length ? inArray(notifications.id, ids) : undefined));
}

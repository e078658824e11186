import { and, count, desc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import { NOTICE_SUBJECT_TYPES, noticeSubjectsOf, type Notification, type NoticeType } from '@contract';
import type { Db } from '../../db/client';
import { notifications, workflowHistory } from '../../db/schema';

type Reader = Pick<Db, 'select'>;
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

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

/** The subjects of a message centre tab ('system': every subject the other tabs do not hold). */
const ofType = (type: NoticeType | undefined) => {
  if (type === undefined) return undefined;
  return type === 'system' ? notInArray(notifications.subject, Object.keys(NOTICE_SUBJECT_TYPES)) : inArray(notifications.subject, noticeSubjectsOf(type));
};

/** A page of the user's notifications, newest first: all, the unread ones (`unread: true`) or the read ones; of one type. */
export async function pageOfUser(db: Reader, userId: number, query: { pageNum: number; pageSize: number; unread?: boolean; type?: NoticeType }) {
  const where = and(
    eq(notifications.userId, userId),
    query.unread === undefined ? undefined : query.unread ? isNull(notifications.readAt) : isNotNull(notifications.readAt),
    ofType(query.type),
  );
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

/** How many notifications, and unread ones, the user has per subject. */
export async function countBySubject(db: Reader, userId: number) {
  return db
    .select({ subject: notifications.subject, total: count(), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number) })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .groupBy(notifications.subject);
}

/** Deletes the user's notifications among `ids` (others' rows are untouched). */
export async function deleteOwn(db: Executor, userId: number, ids: number[]) {
  await db.delete(notifications).where(and(eq(notifications.userId, userId), inArray(notifications.id, ids)));
}

/** Who last sent a document for review: the actor of its newest step among `actions` in the workflow history. */
export async function lastActor(db: Reader, subject: string, subjectId: number, actions: readonly string[]) {
  const [row] = await db
    .select({ actorId: workflowHistory.actorId })
    .from(workflowHistory)
    .where(and(eq(workflowHistory.subject, subject), eq(workflowHistory.subjectId, subjectId), inArray(workflowHistory.action, [...actions])))
    .orderBy(desc(workflowHistory.createdAt), desc(workflowHistory.id))
    .limit(1);
  return row?.actorId ?? null;
}

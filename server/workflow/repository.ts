import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { WorkflowStep } from '@contract';
import type { Db } from '../db/client';
import { users, workflowHistory } from '../db/schema';

export type Executor = Pick<Db, 'select' | 'insert'>;
export type HistoryRow = typeof workflowHistory.$inferInsert;

/** Appends one step. The only write the history table ever gets. */
export async function appendStep(db: Executor, row: HistoryRow) {
  await db.insert(workflowHistory).values(row);
}

/**
 * A ledger payment that reached a document no longer waiting for it (cancelled meanwhile): the state stays, and the
 * history notes the ledger order (`<orderNo> paid while the order is cancelled: to be refunded`) for a refund by hand.
 */
export async function notePaidAside(
  db: Executor,
  paid: Pick<HistoryRow, 'subject' | 'subjectId' | 'companyId' | 'action'> & { state: string; orderNo: string; at: Date; document?: 'order' | 'booking' },
) {
  const { subject, subjectId, companyId, action, state, orderNo, at, document = 'order' } = paid;
  await appendStep(db, {
    subject,
    subjectId,
    companyId,
    action,
    fromState: state,
    toState: state,
    actorId: null,
    note: `${orderNo} paid while the ${document} is ${state}: to be refunded`,
    files: [],
    createdAt: at,
  });
}

/** The operator's display name: the real name when known, else the user name. */
export const operatorName = sql<string | null>`coalesce(${users.realName}, ${users.userName})`;

/** One document's history, oldest step first. */
export async function historyOf(db: Pick<Db, 'select'>, subject: string, subjectId: number): Promise<WorkflowStep[]> {
  const rows = await db
    .select({
      id: workflowHistory.id,
      action: workflowHistory.action,
      fromState: workflowHistory.fromState,
      toState: workflowHistory.toState,
      note: workflowHistory.note,
      operator: operatorName,
      createdAt: workflowHistory.createdAt,
    })
    .from(workflowHistory)
    .leftJoin(users, eq(users.id, workflowHistory.actorId))
    .where(and(eq(workflowHistory.subject, subject), eq(workflowHistory.subjectId, subjectId)))
    .orderBy(asc(workflowHistory.createdAt), asc(workflowHistory.id));
  return rows.map(({ createdAt, ...row }) => ({ ...row, createTime: createdAt.toISOString() }));
}

/** Newest first, for lists that page through many documents' steps. */
export const newestFirst = [desc(workflowHistory.createdAt), desc(workflowHistory.id)];

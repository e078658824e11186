import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ProcessStep } from '@contract';
import type { Db } from '../../../db/client';
import { storedFiles, users, workflowHistory } from '../../../db/schema';
import { operatorName } from '../../../workflow/repository';
import { TEST_ORDER_SUBJECT } from '../workflow';

/** The files an order shows (reports, vouchers) and its timeline with each step's files. */
type Reader = Pick<Db, 'select'>;

export type ShownFile = { id: string; name: string; contentType: string; size: number };

/** The files by id (those since removed are left out), in the order asked. */
export async function filesOf(db: Reader, ids: string[]): Promise<ShownFile[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({ id: storedFiles.id, name: storedFiles.name, contentType: storedFiles.contentType, size: storedFiles.size })
    .from(storedFiles)
    .where(inArray(storedFiles.id, unique));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}

/** The order's timeline, oldest step first, each step with its files. */
export async function timelineOf(db: Reader, orderId: number): Promise<ProcessStep[]> {
  const rows = await db
    .select({
      id: workflowHistory.id,
      action: workflowHistory.action,
      fromState: workflowHistory.fromState,
      toState: workflowHistory.toState,
      note: workflowHistory.note,
      operator: operatorName,
      files: workflowHistory.files,
      createdAt: workflowHistory.createdAt,
    })
    .from(workflowHistory)
    .leftJoin(users, eq(users.id, workflowHistory.actorId))
    .where(and(eq(workflowHistory.subject, TEST_ORDER_SUBJECT), eq(workflowHistory.subjectId, orderId)))
    .orderBy(asc(workflowHistory.createdAt), asc(workflowHistory.id));
  const files = new Map((await filesOf(db, rows.flatMap((row) => row.files))).map((file) => [file.id, file]));
  return rows.map(({ createdAt, files: ids, ...row }) => ({
    ...row,
    files: ids.flatMap((id) => files.get(id) ?? []),
    createTime: createdAt.toISOString(),
  }));
}

import { and, eq } from 'drizzle-orm';
import type { CustomAction, CustomState, CustomTimelineStep } from '@contract';
import type { Db } from '../../../db/client';
import { workflowHistory } from '../../../db/schema';
import { historyOf } from '../../../workflow/repository';
import { filesOf } from '../../testOrders/repository/files';
import { CUSTOM_SUBJECT } from '../workflow';

/** An order's timeline (workflow_history, subject 'customOrder'), oldest step first, each step with its files. */
type Reader = Pick<Db, 'select'>;

export { filesOf };

export async function timelineOf(db: Reader, orderId: number): Promise<CustomTimelineStep[]> {
  const [steps, fileRows] = await Promise.all([
    historyOf(db, CUSTOM_SUBJECT, orderId),
    db
      .select({ id: workflowHistory.id, files: workflowHistory.files })
      .from(workflowHistory)
      .where(and(eq(workflowHistory.subject, CUSTOM_SUBJECT), eq(workflowHistory.subjectId, orderId))),
  ]);
  const idsOfStep = new Map(fileRows.map((row) => [row.id, row.files]));
  const files = new Map((await filesOf(db, fileRows.flatMap((row) => row.files))).map((file) => [file.id, file]));
  return steps.map((step) => ({
    ...step,
    action: step.action as CustomAction,
    fromState: step.fromState as CustomState,
    toState: step.toState as CustomState,
    files: (idsOfStep.get(step.id) ?? []).flatMap((id) => files.get(id) ?? []),
  }));
}

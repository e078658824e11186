import type { CustomAction, CustomState } from '@contract';
import { check, takeStep, type Actor } from '../../../workflow/machine';
import { appendStep, type Executor } from '../../../workflow/repository';
import type { CustomOrderRow, NewCustomOrder } from '../repository/orders';
import { updateOrder } from '../repository/orders';
import { CUSTOM_SUBJECT, customWorkflow } from '../workflow';

export interface StepInput {
  action: CustomAction;
  actorId: number | null;
  note?: string | null;
  files?: string[];
  at: Date;
}

/**
 * Takes one step of a locked order: the table's check (state and guard), the order's new values, and a timeline
 * row — also for the steps that keep the state (an offer set, a signature, a milestone), which the buyer sees
 * like the others. `values` receives the state the step leads to. Answers the updated row.
 */
export async function takeCustomStep(
  tx: Executor & Parameters<typeof updateOrder>[0],
  row: CustomOrderRow,
  step: StepInput,
  values: (to: CustomState) => Partial<NewCustomOrder> = () => ({}),
): Promise<CustomOrderRow> {
  const from = row.state as CustomState;
  const base = { subjectId: row.id, companyId: row.companyId, from, action: step.action, actorId: step.actorId, note: step.note || null, files: step.files ?? [], at: step.at, document: row };
  const to = check(customWorkflow, from, step.action, row);
  if (to !== from) return takeStep(tx, customWorkflow, base, (state) => updateOrder(tx, row.id, { ...values(state), state }, step.at));
  const updated = await updateOrder(tx, row.id, values(to), step.at);
  await appendStep(tx, {
    subject: CUSTOM_SUBJECT,
    subjectId: row.id,
    companyId: row.companyId,
    action: step.action,
    fromState: from,
    toState: to,
    actorId: step.actorId,
    note: step.note || null,
    files: step.files ?? [],
    createdAt: step.at,
  });
  return updated;
}

/** Who the caller acts as on an order it sees. */
export type CustomActor = Extract<Actor, 'owner' | 'auditor'>;

import type { MessageKey } from '@contract';
import { conflict, type AppError } from '../http/errors';
import { appendStep, type Executor } from './repository';

/**
 * The state machine every workflow module declares its rules with (docs/architecture.md §7): a table of transitions, and
 * one function that takes a step inside the caller's transaction, writing the new state and an append-only
 * history row together. Copy `server/modules/recommendedProduct/workflow.ts` for a new module.
 */

/**
 * Who takes a step: the document's owner (a user of its company, or the customer of an order), the provider that
 * serves an order (a laboratory), a platform auditor, or the platform itself.
 */
export type Actor = 'owner' | 'provider' | 'auditor' | 'system';

export interface Transition<S extends string, A extends string, D> {
  action: A;
  /** The states the action may start from. */
  from: readonly S[];
  /** Where it leads; omitted, the state stays (an edit of a draft), and no history row is written. */
  to?: S;
  by: Actor;
  /** The 409 message when the document is in a state the action cannot start from. */
  refused: MessageKey;
  /** A further condition on the document; returns the refusal, or nothing when the step may go ahead. */
  guard?: (document: D) => AppError | undefined;
}

export interface Workflow<S extends string, A extends string, D> {
  /** The name the history rows carry (workflow_history.subject). */
  subject: string;
  transitions: readonly Transition<S, A, D>[];
}

export function defineWorkflow<S extends string, A extends string, D = unknown>(
  subject: string,
  transitions: readonly Transition<S, A, D>[],
): Workflow<S, A, D> {
  const actions = transitions.map((transition) => transition.action);
  const repeated = actions.find((action, index) => actions.indexOf(action) !== index);
  if (repeated) throw new Error(`Workflow ${subject}: action ${repeated} is declared twice`);
  return { subject, transitions };
}

function transitionOf<S extends string, A extends string, D>(workflow: Workflow<S, A, D>, action: A) {
  const transition = workflow.transitions.find((candidate) => candidate.action === action);
  if (!transition) throw new Error(`Workflow ${workflow.subject} has no action ${action}`);
  return transition;
}

/**
 * The actions `by` may take on a document in `state`: what the screens offer (they never repeat the table).
 * Given the document, actions its guards refuse are left out too.
 */
export function nextActions<S extends string, A extends string, D>(workflow: Workflow<S, A, D>, state: S, by: Actor, document?: D): A[] {
  return workflow.transitions
    .filter((t) => t.by === by && t.from.includes(state) && (document === undefined || !t.guard?.(document)))
    .map((t) => t.action);
}

/**
 * Checks a step against the table without writing: the state it leads to, or the refusal (409, or the guard's).
 * For the checks a service makes before its own writes (an edit, a delete).
 */
export function check<S extends string, A extends string, D>(workflow: Workflow<S, A, D>, state: S, action: A, document?: D): S {
  const transition = transitionOf(workflow, action);
  if (!transition.from.includes(state)) throw conflict(transition.refused);
  const refusal = document === undefined ? undefined : transition.guard?.(document);
  if (refusal) throw refusal;
  return transition.to ?? state;
}

export interface Step<S extends string, A extends string, D> {
  subjectId: number;
  /** The owning company, for company-scoped history lists; null for documents of no company. */
  companyId: number | null;
  /** The document's state as read under the caller's lock. */
  from: S;
  action: A;
  /** The user who acts; null for the platform's own steps (timeouts). */
  actorId: number | null;
  note?: string | null;
  files?: string[];
  at: Date;
  /** What the transition's guard looks at. */
  document?: D;
}

/**
 * Takes one step inside the caller's transaction (the caller has locked the document and read `from`): checks
 * it, lets `write` store the new state on the document's own row, and appends the history row. Returns the new
 * state. The transaction makes the state and its history one change: neither is ever written alone.
 */
export async function takeStep<S extends string, A extends string, D, R>(
  tx: Executor,
  workflow: Workflow<S, A, D>,
  step: Step<S, A, D>,
  write: (to: S) => Promise<R>,
): Promise<R> {
  const to = check(workflow, step.from, step.action, step.document);
  const written = await write(to);
  if (to !== step.from) {
    await appendStep(tx, {
      subject: workflow.subject,
      subjectId: step.subjectId,
      companyId: step.companyId,
      action: step.action,
      fromState: step.from,
      toState: to,
      actorId: step.actorId,
      note: step.note ?? null,
      files: step.files ?? [],
      createdAt: step.at,
    });
  }
  return written;
}

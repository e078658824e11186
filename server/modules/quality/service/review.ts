import { MSG, type QualityApplicationState } from '@contract';
import { conflict, notFound } from '../../../http/errors';
import type { SessionUser } from '../../../plugins/auth';
import { takeStep } from '../../../workflow/machine';
import { notify } from '../../notifications/service';
import type { QualityContext } from '../context';
import * as repo from '../repository/applications';
import { applicationWorkflow, QUALITY_SUBJECT } from '../workflow';
import { applicationDetail } from './applications';
import { publishLine, scoreForPublication } from './publish';

/**
 * The auditors' side (workflow.ts): the queue, approve (publishes the line under the current method, with its
 * report price) and reject (with the reason). Each decision locks the application, takes the step (state and
 * history in one transaction) and tells the applicant (notifications, subject 'qualityApplication').
 */

export function auditPage(ctx: QualityContext, query: { state?: QualityApplicationState; keyword?: string; pageNum: number; pageSize: number }) {
  return repo.auditQueue(ctx.db, { ...query, state: query.state ?? 'pending' });
}

async function peek(ctx: QualityContext, id: number) {
  const found = await repo.applicationSummary(ctx.db, id);
  if (!found) throw notFound();
  return found.application;
}

/** Approves a pending application: one transaction takes the step, publishes the line and tells the applicant. */
export async function approve(ctx: QualityContext, user: SessionUser, input: { id: number; reportPrice: number }) {
  const now = ctx.clock.now();
  const peeked = await peek(ctx, input.id);
  // The score reads the catalogue and the method; the submission it scores is fixed while the application is pending.
  const scoring = await scoreForPublication(ctx.db, peeked.submissionId);
  await ctx.db.transaction(async (tx) => {
    const row = await repo.lockApplication(tx, input.id);
    if (!row) throw notFound();
    // Resubmitted with other data meanwhile: the step below refuses unless it is pending again; then the data differ.
    if (row.state === 'pending' && row.submissionId !== scoring.submission.id) throw conflict(MSG.qualityApplicationState);
    const step = { subjectId: row.id, companyId: row.companyId, from: row.state as QualityApplicationState, action: 'approve', actorId: user.userId, at: now } as const;
    await takeStep(tx, applicationWorkflow, step, (state) => repo.updateApplication(tx, row.id, { state, rejectReason: null, decidedAt: now }, now));
    await publishLine(tx, row, scoring, input.reportPrice, now);
    await notify(tx, [row.userId], { subject: QUALITY_SUBJECT, subjectId: row.id, event: 'approve', params: { name: row.productName } }, now);
  });
  return applicationDetail(ctx, user, input.id);
}

/** Rejects a pending application with the reason (the step's note, and kept on the application until resubmitted). */
export async function reject(ctx: QualityContext, user: SessionUser, input: { id: number; reason: string }) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await repo.lockApplication(tx, input.id);
    if (!row) throw notFound();
    const step = { subjectId: row.id, companyId: row.companyId, from: row.state as QualityApplicationState, action: 'reject', actorId: user.userId, note: input.reason, at: now } as const;
    await takeStep(tx, applicationWorkflow, step, (state) => repo.updateApplication(tx, row.id, { state, rejectReason: input.reason, decidedAt: now }, now));
    await notify(tx, [row.userId], { subject: QUALITY_SUBJECT, subjectId: row.id, event: 'reject', params: { name: row.productName, reason: input.reason } }, now);
  });
  return applicationDetail(ctx, user, input.id);
}

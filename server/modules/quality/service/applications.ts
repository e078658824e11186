import { allows, MSG, PERMISSIONS, type QualityApplicationAction, type QualityApplicationDetail, type QualityApplicationState } from '@contract';
import type { Db } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../http/errors';
import type { SessionUser } from '../../../plugins/auth';
import { check, nextActions, takeStep } from '../../../workflow/machine';
import { appendStep, historyOf } from '../../../workflow/repository';
import type { QualityContext } from '../context';
import * as repo from '../repository/applications';
import { applicationWorkflow, QUALITY_SUBJECT } from '../workflow';
import { submissionOfUploader } from './submissions';

/**
 * An applicant's side of the formal ranking (workflow.ts): apply with a scored submission of one's own (pending,
 * a 'submit' step in the history), resubmit a rejected application with corrected fields; read one's
 * applications. Auditors read any application; their decisions are in review.ts.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// ——— reading ———

const isAuditor = (user: SessionUser) => allows(user.ability, PERMISSIONS.qualityAudit);

/** What the viewer may do now: the applicant the owner's steps, an auditor the auditor's (both, for an auditor's own). */
function actionsFor(user: SessionUser, ownerId: number, state: QualityApplicationState): QualityApplicationAction[] {
  return [
    ...(ownerId === user.userId ? nextActions(applicationWorkflow, state, 'owner') : []),
    ...(isAuditor(user) ? nextActions(applicationWorkflow, state, 'auditor') : []),
  ];
}

/** One application for its applicant or an auditor; 404 for anyone else (as if it did not exist). */
export async function applicationDetail(ctx: QualityContext, user: SessionUser, id: number): Promise<QualityApplicationDetail> {
  const found = await repo.applicationSummary(ctx.db, id);
  if (!found || (found.userId !== user.userId && !isAuditor(user))) throw notFound();
  const [submission, history] = await Promise.all([submissionOfUploader(ctx, found.userId, found.application.submissionId), historyOf(ctx.db, QUALITY_SUBJECT, id)]);
  return { ...found.application, submission, nextActions: actionsFor(user, found.userId, found.application.state), history };
}

export function myApplications(ctx: QualityContext, user: SessionUser, query: { state?: QualityApplicationState; keyword?: string; pageNum: number; pageSize: number }) {
  return repo.applicationsOfUser(ctx.db, user.userId, query);
}

// ——— applying ———

/**
 * The submission an application may rest on: the caller's (404 otherwise, as if it did not exist), scored (400),
 * and not the evidence of another application (409). Locked, so two applications cannot take it at once.
 */
async function usableSubmission(tx: Tx, user: SessionUser, submissionId: number, applicationId?: number) {
  const submission = await repo.lockSubmission(tx, submissionId);
  if (!submission || submission.userId !== user.userId) throw notFound();
  if (submission.scoredAt === null || submission.total === null) throw badRequest(MSG.qualitySubmissionNotScored);
  const taken = await repo.applicationOfSubmission(tx, submissionId);
  if (taken !== null && taken !== applicationId) throw conflict(MSG.qualityApplicationExists);
}

/** Creates an application (pending) or resubmits the caller's rejected one (`input.id`) with the fields replaced. */
export async function saveApplication(ctx: QualityContext, user: SessionUser, input: repo.ApplicationFields & { id?: number }) {
  const now = ctx.clock.now();
  const { id, ...fields } = input;
  const saved = await ctx.db.transaction(async (tx) => {
    if (id === undefined) {
      await usableSubmission(tx, user, fields.submissionId);
      const created = await repo.insertApplication(tx, { ...fields, userId: user.userId, companyId: user.companyId, now });
      // Creation is no transition of the table: its step is written as it is ('submit', starting pending).
      await appendStep(tx, {
        subject: QUALITY_SUBJECT,
        subjectId: created,
        companyId: user.companyId,
        action: 'submit',
        fromState: 'pending',
        toState: 'pending',
        actorId: user.userId,
        note: null,
        files: [],
        createdAt: now,
      });
      return created;
    }
    const row = await repo.lockApplication(tx, id);
    if (!row || row.userId !== user.userId) throw notFound();
    const from = row.state as QualityApplicationState;
    check(applicationWorkflow, from, 'resubmit');
    await usableSubmission(tx, user, fields.submissionId, id);
    const step = { subjectId: id, companyId: row.companyId, from, action: 'resubmit', actorId: user.userId, at: now } as const;
    await takeStep(tx, applicationWorkflow, step, (state) =>
      repo.updateApplication(tx, id, { ...fields, companyId: user.companyId, state, rejectReason: null, submittedAt: now, decidedAt: null }, now),
    );
    return id;
  });
  return applicationDetail(ctx, user, saved);
}

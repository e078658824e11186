import type { ServiceState } from '@contract';
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../../plugins/auth';
import { notFound } from '../../../http/errors';
import { takeStep } from '../../../workflow/machine';
import { notify } from '../../notifications/service';
import * as repo from '../repository/offers';
import { serviceWorkflow } from '../workflow';
import { detailOf, found } from './detail';

/** The platform's review: pending offers of every company; drafts answer 404 (auditors never see them). */
export const listForAudit = repo.listForAudit;
export const auditDetail = async (db: Db, id: number) => detailOf(db, await found(repo.findForAudit(db, id)), 'auditor');

/**
 * Approves, or rejects with a reason, a pending offer, and tells the person who submitted it (or, if that account is
 * gone, the one who created it): notification subject 'serviceOffer', event 'approve' | 'reject'.
 */
export async function reviewOffer(db: Db, reviewer: SessionUser, id: number, rejectReason: string | null, now: Date) {
  await db.transaction(async (tx) => {
    const row = await repo.lockForAudit(tx, id);
    if (!row) throw notFound();
    const action = rejectReason === null ? 'approve' : 'reject';
    const step = { subjectId: id, companyId: row.companyId, from: row.state as ServiceState, action, actorId: reviewer.userId, note: rejectReason, at: now } as const;
    await takeStep(tx, serviceWorkflow, step, (state) => repo.review(tx, id, { state, rejectReason }, reviewer.userId, now));
    const submitter = (await repo.lastSubmitter(tx, id)) ?? row.createdBy;
    const params: Record<string, string> = rejectReason === null ? { name: row.name } : { name: row.name, reason: rejectReason };
    if (submitter !== null) await notify(tx, [submitter], { subject: repo.SERVICE_SUBJECT, subjectId: id, event: action, params }, now);
  });
  return auditDetail(db, id);
}

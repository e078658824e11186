import type { LaboratoryState } from '@contract';
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../../plugins/auth';
import { notFound } from '../../../http/errors';
import { takeStep } from '../../../workflow/machine';
import * as labs from '../repository/applications';
import { laboratoryWorkflow } from '../workflow';
import { notifySubmitter } from '../../notifications/service';
import { applicationOf } from './application';

/** The auditors' side: submitted applications only (a draft answers 404 like a missing one). */
export const listForAudit = labs.listForAudit;

export async function auditDetail(db: Db, id: number) {
  const found = await labs.findForAudit(db, id);
  if (!found) throw notFound();
  return applicationOf(db, found, 'auditor');
}

/** Approves (the laboratory is published) or rejects with a reason a pending application. */
export async function reviewApplication(db: Db, reviewer: SessionUser, id: number, rejectReason: string | null, now: Date) {
  await db.transaction(async (tx) => {
    const lab = await labs.lockForAudit(tx, id);
    if (!lab) throw notFound();
    const action = rejectReason === null ? 'approve' : 'reject';
    const step = { subjectId: id, companyId: lab.companyId, from: lab.state as LaboratoryState, action, actorId: reviewer.userId, note: rejectReason, at: now } as const;
    await takeStep(tx, laboratoryWorkflow, step, (state) =>
      labs.updateLaboratory(tx, id, { state, rejectReason, reviewedAt: now, reviewedBy: reviewer.userId, ...(action === 'approve' ? { publishedAt: now } : {}) }, now),
    );
    await notifySubmitter(tx, { subject: labs.LABORATORY_SUBJECT, subjectId: id, event: action, params: { name: lab.name, reason: rejectReason ?? '' } }, now);
  });
  return auditDetail(db, id);
}

import { MSG, type PublicationAction, type PublicationState } from '@contract';
import type { SessionUser } from '../../../plugins/auth';
import { conflict, notFound } from '../../../http/errors';
import { takeStep } from '../../../workflow/machine';
import { notify } from '../../notifications/service';
import { requireAccess, viewerOf } from '../access';
import type { ResearchContext } from '../context';
import { auditQueue, lockDataSet, writePublication, type PublicationFields } from '../repository/publication';
import { publicationWorkflow, RESEARCH_SUBJECT } from '../workflow';
import { detailFor, summariesOf } from './detail';

/**
 * A data set's publication as a data product (workflow.ts): the owner applies and may revoke; auditors approve or
 * reject. Each step locks the data set, takes the step (state and history in one transaction) and answers the
 * detail. Publication is not content: no new version.
 */

type Tx = Parameters<Parameters<ResearchContext['db']['transaction']>[0]>[0];

/** What each step writes beside the new state. */
function fieldsOf(action: PublicationAction, to: PublicationState, now: Date, reason: string | null): PublicationFields {
  switch (action) {
    case 'apply':
      return { publication: to, submittedAt: now, rejectReason: null };
    case 'approve':
      return { publication: to, publishedAt: now, rejectReason: null };
    case 'reject':
      return { publication: to, rejectReason: reason };
    case 'revoke':
      return { publication: to, publishedAt: null, rejectReason: null };
  }
}

async function step(tx: Tx, row: NonNullable<Awaited<ReturnType<typeof lockDataSet>>>, action: PublicationAction, user: SessionUser, now: Date, reason: string | null = null) {
  const from = row.publication as PublicationState;
  const taken = { subjectId: row.id, companyId: row.companyId, from, action, actorId: user.userId, note: reason, at: now } as const;
  await takeStep(tx, publicationWorkflow, taken, (to) => writePublication(tx, row.id, fieldsOf(action, to, now, reason)));
}

/** The owner's steps: apply (a draft, or a data set without rows, cannot) and revoke. */
async function ownerStep(ctx: ResearchContext, user: SessionUser, id: number, action: 'apply' | 'revoke') {
  const now = ctx.clock.now();
  await requireAccess(ctx.db, user, id, 'owner', now);
  await ctx.db.transaction(async (tx) => {
    const row = await lockDataSet(tx, id);
    if (!row || row.ownerId !== user.userId) throw notFound();
    if (row.recycledAt !== null) throw conflict(MSG.researchRecycled);
    if (action === 'apply' && (row.visibility === 'draft' || row.rowCount === 0)) throw conflict(MSG.researchDraftNotPublishable);
    await step(tx, row, action, user, now);
  });
  return detailFor(ctx, user, id);
}

export const applyForPublication = (ctx: ResearchContext, user: SessionUser, id: number) => ownerStep(ctx, user, id, 'apply');
export const revokePublication = (ctx: ResearchContext, user: SessionUser, id: number) => ownerStep(ctx, user, id, 'revoke');

/**
 * An auditor's decision on a submitted data set: approve publishes it, reject sends it back with the reason.
 * A data set never submitted (or recycled) answers 404: auditors see only what was put before them.
 */
export async function review(ctx: ResearchContext, user: SessionUser, id: number, reason: string | null) {
  const now = ctx.clock.now();
  const action = reason === null ? 'approve' : 'reject';
  await ctx.db.transaction(async (tx) => {
    const row = await lockDataSet(tx, id);
    if (!row || row.recycledAt !== null || row.publication === 'unpublished') throw notFound();
    await step(tx, row, action, user, now, reason);
    const params: Record<string, string> = { name: row.name, ...(reason === null ? {} : { reason }) };
    await notify(tx, [row.ownerId], { subject: RESEARCH_SUBJECT, subjectId: row.id, event: action, params }, now);
  });
  return detailFor(ctx, user, id);
}

/** The auditors' queue: summaries of data sets in one publication state. */
export async function auditPage(ctx: ResearchContext, user: SessionUser, query: { publication: PublicationState; keyword?: string; pageNum: number; pageSize: number }) {
  const now = ctx.clock.now();
  const { rows, total } = await auditQueue(ctx.db, query);
  return { list: await summariesOf(ctx.db, viewerOf(user), rows, now), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

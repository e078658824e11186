import type { z } from 'zod';
import { MSG, type approveInput, type requestQuery, type refuseInput, type requestInput } from '@contract';
import type { SessionUser } from '../../../plugins/auth';
import { conflict, notFound } from '../../../http/errors';
import { isUniqueViolation } from '../../accounts/db';
import { notify } from '../../notifications/service';
import { requireAccess } from '../access';
import type { ResearchContext } from '../context';
import { insertRequestGrant } from '../repository/grants';
import * as repo from '../repository/requests';
import { RESEARCH_SUBJECT } from '../workflow';
import { futureExpiry } from './sharing';

/**
 * Requests to see a data set's rows (contract researchPermissions): whoever sees the summary but not the rows may
 * ask, once at a time; the owner approves (a grant, maybe expiring) or refuses (with an answer). Each side is told
 * through a notification (subject 'researchData').
 */

const PENDING_UNIQUE = 'research_data_requests_pending_idx';

async function answerOf(ctx: ResearchContext, id: number) {
  const request = await repo.findRequest(ctx.db, id);
  if (!request) throw notFound();
  return request;
}

export async function applyForRows(ctx: ResearchContext, user: SessionUser, input: z.output<typeof requestInput>) {
  const now = ctx.clock.now();
  const { row, level } = await requireAccess(ctx.db, user, input.id, 'summary', now);
  if (level !== 'summary') throw conflict(MSG.researchRowsVisible);
  if (await repo.pendingRequest(ctx.db, row.id, user.userId)) throw conflict(MSG.researchRequestPending);
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const requestId = await repo.insertRequest(tx, row.id, user.userId, input.reason, now);
      await notify(tx, [row.ownerId], { subject: RESEARCH_SUBJECT, subjectId: row.id, event: 'permissionRequest', params: { name: row.name, requester: user.userName } }, now);
      return requestId;
    });
  } catch (error) {
    // Two requests at once: the partial unique index keeps one pending request per user and data set.
    if (isUniqueViolation(error, PENDING_UNIQUE)) throw conflict(MSG.researchRequestPending);
    throw error;
  }
  return answerOf(ctx, id);
}

export const requestPage = (ctx: ResearchContext, user: SessionUser, query: z.output<typeof requestQuery>) =>
  repo.pageOfRequests(ctx.db, user.userId, query);

/** A pending request to a data set the caller owns, locked (another owner's answers 404; a decided one 409). */
async function lockPending(tx: Parameters<typeof repo.lockRequest>[0], user: SessionUser, requestId: number) {
  const request = await repo.lockRequest(tx, requestId);
  if (!request || request.ownerId !== user.userId) throw notFound();
  if (request.state !== 'pending') throw conflict(MSG.researchRequestDecided);
  return request;
}

export async function approveRequest(ctx: ResearchContext, user: SessionUser, input: z.output<typeof approveInput>) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const request = await lockPending(tx, user, input.requestId);
    const expiresAt = futureExpiry(input.expiresAt, now);
    const grantId = await insertRequestGrant(tx, request.dataSetId, request.requesterId, expiresAt, user.userId, now);
    await repo.decideRequest(tx, request.id, { state: 'approved', answer: null, grantId }, now);
    await notify(
      tx,
      [request.requesterId],
      { subject: RESEARCH_SUBJECT, subjectId: request.dataSetId, event: 'permissionApproved', params: { name: request.dataSetName, expiresAt: expiresAt?.toISOString() ?? '' } },
      now,
    );
  });
  return answerOf(ctx, input.requestId);
}

export async function refuseRequest(ctx: ResearchContext, user: SessionUser, input: z.output<typeof refuseInput>) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const request = await lockPending(tx, user, input.requestId);
    await repo.decideRequest(tx, request.id, { state: 'refused', answer: input.answer, grantId: null }, now);
    await notify(
      tx,
      [request.requesterId],
      { subject: RESEARCH_SUBJECT, subjectId: request.dataSetId, event: 'permissionRefused', params: { name: request.dataSetName, answer: input.answer } },
      now,
    );
  });
  return answerOf(ctx, input.requestId);
}

import type { z } from 'zod';
import { MSG, type shareInput } from '@contract';
import type { SessionUser } from '../../../plugins/auth';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { notify } from '../../notifications/service';
import { requireAccess } from '../access';
import type { ResearchContext } from '../context';
import * as grants from '../repository/grants';
import { lockDataSet } from '../repository/publication';
import { RESEARCH_SUBJECT } from '../workflow';
import { detailFor } from './detail';

type ShareInput = z.output<typeof shareInput>;

/** An optional expiry given by the caller: it must lie in the future. */
export function futureExpiry(expiresAt: string | null | undefined, now: Date): Date | null {
  if (!expiresAt) return null;
  const at = new Date(expiresAt);
  if (at.getTime() <= now.getTime()) throw badRequest(MSG.researchExpiryPast);
  return at;
}

/** The users or companies a share names, checked: named users exist (the owner is left out), companies exist. */
async function targetsOf(ctx: ResearchContext, ownerId: number, input: ShareInput): Promise<grants.ShareTargets> {
  if (input.visibility === 'users') {
    const names = [...new Set(input.userNames)];
    const found = await grants.usersNamed(ctx.db, names);
    const missing = names.find((name) => !found.some((user) => user.userName === name));
    if (missing !== undefined) throw badRequest(MSG.researchUserNotFound, { name: missing });
    const userIds = found.filter((user) => user.id !== ownerId).map((user) => user.id);
    if (userIds.length === 0) throw badRequest(MSG.researchShareTargetsRequired);
    return { userIds, companyIds: [] };
  }
  if (input.visibility === 'companies') {
    const companyIds = [...new Set(input.companyIds)];
    if (companyIds.length === 0) throw badRequest(MSG.researchShareTargetsRequired);
    const existing = await grants.existingCompanyIds(ctx.db, companyIds);
    if (companyIds.some((id) => !existing.has(id))) throw notFound();
    return { userIds: [], companyIds };
  }
  return { userIds: [], companyIds: [] };
}

/**
 * Sets a data set's visibility, and replaces its 'share' grants with the chosen users or companies (none for the
 * other visibilities); grants of approved requests stay. A draft is saved before it is shared. Not a new version.
 */
export async function share(ctx: ResearchContext, user: SessionUser, input: ShareInput) {
  const now = ctx.clock.now();
  await requireAccess(ctx.db, user, input.id, 'owner', now);
  const expiresAt = futureExpiry(input.expiresAt, now);
  const targets = await targetsOf(ctx, user.userId, input);
  await ctx.db.transaction(async (tx) => {
    const row = await lockDataSet(tx, input.id);
    if (!row || row.ownerId !== user.userId) throw notFound();
    if (row.recycledAt !== null) throw conflict(MSG.researchRecycled);
    if (row.visibility === 'draft') throw conflict(MSG.researchDraftNotShareable);
    await grants.setVisibility(tx, row.id, input.visibility);
    await grants.replaceShareGrants(tx, row.id, targets, expiresAt, user.userId, now);
  });
  return detailFor(ctx, user, input.id);
}

/**
 * Takes back a grant of a data set the caller owns (shared or approved); a request that led to it becomes
 * 'revoked' and its requester is told. Another owner's grant answers 404.
 */
export async function revokeGrant(ctx: ResearchContext, user: SessionUser, grantId: number) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const grant = await grants.lockGrant(tx, grantId);
    if (!grant || grant.ownerId !== user.userId) throw notFound();
    const requesters = await grants.deleteGrant(tx, grantId);
    await notify(tx, requesters, { subject: RESEARCH_SUBJECT, subjectId: grant.dataSetId, event: 'permissionRevoked', params: { name: grant.dataSetName } }, now);
  });
}

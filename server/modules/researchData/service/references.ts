import { MSG } from '@contract';
import type { SessionUser } from '../../../plugins/auth';
import { badRequest } from '../../../http/errors';
import { requireAccess } from '../access';
import type { ResearchContext } from '../context';
import { deleteReference, upsertReference } from '../repository/references';

/**
 * Cites a data set the caller sees (its summary at least) in one the caller owns; citing again keeps one citation
 * with the new note. A data set the caller may not see answers the 404 of a missing one.
 */
export async function cite(ctx: ResearchContext, user: SessionUser, input: { id: number; citedId: number; note: string }) {
  const now = ctx.clock.now();
  await requireAccess(ctx.db, user, input.id, 'owner', now);
  if (input.citedId === input.id) throw badRequest(MSG.researchCiteSelf);
  await requireAccess(ctx.db, user, input.citedId, 'summary', now);
  await upsertReference(ctx.db, input.id, input.citedId, input.note, now);
}

/** Removes a citation from a data set the caller owns (nothing to remove changes nothing). */
export async function uncite(ctx: ResearchContext, user: SessionUser, input: { id: number; citedId: number }) {
  await requireAccess(ctx.db, user, input.id, 'owner', ctx.clock.now());
  await deleteReference(ctx.db, input.id, input.citedId);
}

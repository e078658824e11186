import type { DataSetSummary } from '@contract';
import type { SessionUser } from '../../../plugins/auth';
import { requireAccess } from '../access';
import type { ResearchContext } from '../context';
import { addReaction, removeReaction, type ReactionKind } from '../repository/reactions';
import { summariesOf } from './detail';

/** Like and dislike exclude each other; collecting is independent of both. */
const EXCLUDES: Record<ReactionKind, ReactionKind | null> = { like: 'dislike', dislike: 'like', collect: null };

/**
 * Toggles the caller's reaction to a data set whose summary they see: a second like takes the like back, a like
 * replaces a dislike (and the other way round). Answers the summary with the new counts.
 */
export async function toggleReaction(ctx: ResearchContext, user: SessionUser, id: number, kind: ReactionKind): Promise<DataSetSummary> {
  const now = ctx.clock.now();
  const { row, viewer } = await requireAccess(ctx.db, user, id, 'summary', now);
  await ctx.db.transaction(async (tx) => {
    if (await removeReaction(tx, id, user.userId, kind)) return;
    const excluded = EXCLUDES[kind];
    if (excluded) await removeReaction(tx, id, user.userId, excluded);
    await addReaction(tx, id, user.userId, kind, now);
  });
  const [summary] = await summariesOf(ctx.db, viewer, [row], now);
  return summary;
}

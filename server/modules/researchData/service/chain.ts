import type { z } from 'zod';
import type { verifyOutput } from '@contract';
import type { SessionUser } from '../../../plugins/auth';
import { requireAccess } from '../access';
import type { ResearchContext } from '../context';
import { verifyStored } from '../versions';

/**
 * Verifies a data set's chain as stored (anyone who sees its summary): every version's hash recomputed from the
 * stored meta and rows, the links, and the signatures against the published key(s).
 */
export async function verifyDataSet(ctx: ResearchContext, user: SessionUser | null, id: number): Promise<z.input<typeof verifyOutput>> {
  const now = ctx.clock.now();
  const { row } = await requireAccess(ctx.db, user, id, 'summary', now);
  const report = await verifyStored(ctx.db, ctx.publicKeys, row);
  return {
    ok: report.ok,
    problems: report.problems,
    versions: report.versions,
    head: { version: row.headVersion, hash: row.headHash },
    keyIds: [...ctx.publicKeys.keys()],
    checkedAt: now.toISOString(),
  };
}

import { REGIONS, type Supervisor, type SupervisorInput } from '@contract';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http/errors';
import { lockedSupervisor, replaceRegions, supervisorPage } from '../repository/supervisors';

/**
 * Which regions each head of a regional centre oversees (`supervisor_regions`, read by `parties.ts`): order
 * administrators list the heads and set their regions. A user without the role `regionHead` is a missing one (404).
 */
export const supervisors = (db: Db, query: { pageNum: number; pageSize: number; keyword?: string }) => supervisorPage(db, query);

export function saveSupervisor(db: Db, input: SupervisorInput): Promise<Supervisor> {
  return db.transaction(async (tx) => {
    const head = await lockedSupervisor(tx, input.userId);
    if (!head) throw notFound();
    const regions = REGIONS.filter((region) => input.regions.includes(region));
    await replaceRegions(tx, input.userId, regions);
    return { ...head, regions };
  });
}

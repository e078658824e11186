import type { FastifyInstance } from 'fastify';
import { API } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import type { SessionUser } from '../../plugins/auth';
import { matchingService } from './service';

const { intelligentMatching } = API;
const callerOf = (user: SessionUser | null) => ({ companyId: user?.companyId ?? null });

/** intelligentMatching (spec §7): condition, steel list, results, contrast, welding results. */
export async function matchingRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const matching = matchingService(deps);
  route(app, intelligentMatching.condition, ({ input, user }) => matching.condition(input.type, callerOf(user)));
  route(app, intelligentMatching.steelList, ({ input, user }) => matching.steelList(input, callerOf(user)));
  route(app, intelligentMatching.results, ({ input, user }) => matching.results(input, callerOf(user)));
  route(app, intelligentMatching.contrast, ({ input, user }) => matching.contrast(input, callerOf(user)));
  route(app, intelligentMatching.weldingResults, ({ input, user }) => matching.weldingResults(input, callerOf(user)));
  // A listening server builds the index at once, so the first matching does not wait for it (100k grades: seconds).
  app.addHook('onListen', async () => {
    matching.index().catch((error: unknown) => app.log.warn({ err: error }, 'building the match index failed'));
  });
}

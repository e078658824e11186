import type { FastifyInstance } from 'fastify';
import { API } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import type { SessionUser } from '../../plugins/auth';
import { condition, contrast, matchingFor, matchIndex, results, steelList, weldingResults } from './service';

const { intelligentMatching } = API;
const callerOf = (user: SessionUser | null) => ({ companyId: user?.companyId ?? null });

/** intelligentMatching (spec §7): condition, steel list, results, contrast, welding results. */
export async function matchingRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const matching = matchingFor(deps);
  route(app, intelligentMatching.condition, ({ input, user }) => condition(matching, input.type, callerOf(user)));
  route(app, intelligentMatching.steelList, ({ input, user }) => steelList(matching, input, callerOf(user)));
  route(app, intelligentMatching.results, ({ input, user }) => results(matching, input, callerOf(user)));
  route(app, intelligentMatching.contrast, ({ input, user }) => contrast(matching, input, callerOf(user)));
  route(app, intelligentMatching.weldingResults, ({ input, user }) => weldingResults(matching, input, callerOf(user)));
  // A listening server builds the index at once, so the first matching does not wait for it (100k grades: seconds).
  app.addHook('onListen', async () => {
    matchIndex(matching).catch((error: unknown) => app.log.warn({ err: error }, 'building the match index failed'));
  });
}

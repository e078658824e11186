import type { FastifyInstance } from 'fastify';
import { API } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { recordVisit, visitorInfo } from './service';

const { statistics } = API;

export async function statisticsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  route(app, statistics.saveVisitData, ({ input, request, user }) => recordVisit(deps.db, request, user, input, deps.clock.now()), {
    rateLimit: { max: 300, timeWindow: '1 minute' },
  });
  route(app, statistics.getUserInfo, async ({ user }) => visitorInfo(user));
}

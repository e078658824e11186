import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API, VISITOR_TOKEN } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { visits } from '../../db/schema';

const { statistics } = API;

export async function statisticsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  route(
    app,
    statistics.saveVisitData,
    async ({ input, request, user }) => {
      const token = input.visitorToken && VISITOR_TOKEN.test(input.visitorToken) ? input.visitorToken : randomUUID();
      await deps.db.insert(visits).values({
        visitorToken: token,
        userId: user?.userId ?? null,
        platform: input.plateform,
        source: input.source,
        url: input.url,
        path: input.path,
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 300),
        createdAt: deps.clock.now(),
      });
      return { token };
    },
    { rateLimit: { max: 300, timeWindow: '1 minute' } },
  );

  route(app, statistics.getUserInfo, async ({ user }) => ({
    isLogin: user !== null,
    userName: user?.userName ?? null,
    userType: user?.userType ?? null,
    companyName: user?.companyName ?? null,
  }));
}

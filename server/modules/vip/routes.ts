import type { FastifyInstance } from 'fastify';
import { API } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { orderPlan, overview } from './service';

const { payment } = API;

export async function vipRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  route(app, payment.listVip, ({ user }) => overview(db, user, clock.now()));
  route(app, payment.saveVipOrder, ({ input, user, request }) => orderPlan(db, user, input.plan, request.language, clock.now()));
}

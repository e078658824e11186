import type { FastifyInstance } from 'fastify';
import { API } from '@contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { agreementText } from './service';

export async function agreementRoutes(app: FastifyInstance, { deps: { db, clock } }: { deps: AppDeps }) {
  route(app, API.agreements.agreement, async ({ input, request }) => agreementText(db, request.language, input.type, clock.now()));
}

import type { FastifyInstance } from 'fastify';
import { API } from '@contract';
import { route } from '../../http/route';
import { agreementText } from './service';

export async function agreementRoutes(app: FastifyInstance) {
  route(app, API.agreements.agreement, async ({ input, request }) => agreementText(request.language, input.type));
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelopeOf, MSG, type Endpoint, type MessageKey } from '@contract';
import { authorize, currentUser, type SessionUser } from '../plugins/auth';
import { translate } from '../lib/i18n';

export interface HandlerContext<E extends Endpoint> {
  input: z.output<E['input']>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Null only for public endpoints called without a valid session. */
  user: E['access'] extends 'public' ? SessionUser | null : SessionUser;
}

export interface RouteOptions {
  /** Message of the success envelope (default: 'ok'). */
  successMessage?: MessageKey;
  /** Values of the success message's placeholders, from the answer (e.g. { count } of rows imported). */
  successParams?: (data: never) => Record<string, string | number>;
  /** Per-client request limit (see @fastify/rate-limit), for calls worth abusing. */
  rateLimit?: { max: number; timeWindow: string | number };
}

/**
 * Registers one contract endpoint: its schemas validate the input and serialise the output, its access is
 * checked before the handler runs, and the handler's return value becomes `data` of the envelope.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (context: HandlerContext<E>) => Promise<z.input<E['output']>>,
  options: RouteOptions = {},
) {
  const group = endpoint.path.split('/')[2];
  const inputKey = endpoint.method === 'GET' ? 'querystring' : 'body';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      [inputKey]: endpoint.input,
      response: { 200: envelopeOf(endpoint.output) },
      summary: endpoint.summary,
      tags: [group],
      ...(endpoint.access === 'public' ? {} : { security: [{ bearer: [] }] }),
    },
    config: { access: endpoint.access, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
    // Access is checked before validation, so a refused caller learns nothing about the input's shape.
    preValidation: async (request) => {
      authorize(request, endpoint.access);
    },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const input = (endpoint.method === 'GET' ? request.query : request.body) as z.output<E['input']>;
      const data = await handler({ input, request, reply, user } as HandlerContext<E>);
      return { code: 200, data: data ?? null, msg: translate(request.language, options.successMessage ?? MSG.ok, options.successParams?.(data as never)) };
    },
  });
}

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
 * What every contract route registers alike (`route`, `fileRoute`, `uploadRoute`, `streamRoute`): method and path,
 * documentation, the access checked before validation (a refused caller learns nothing about the input's shape) and
 * the rate limit; `schema` adds the route's input and answer schemas.
 */
export function contractRoute<E extends Endpoint>(endpoint: E, options: Pick<RouteOptions, 'rateLimit'>, schema: Record<string, unknown>) {
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.path.split('/')[2]],
      ...(endpoint.access === 'public' ? {} : { security: [{ bearer: [] }] }),
      ...schema,
    },
    config: { access: endpoint.access, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
    preValidation: async (request: FastifyRequest) => {
      authorize(request, endpoint.access);
    },
  };
}

/** The input of a GET (query string) or a POST (body), as validated by its schema. */
export const inputOf = <E extends Endpoint>(endpoint: E, request: FastifyRequest) =>
  (endpoint.method === 'GET' ? request.query : request.body) as z.output<E['input']>;

/** The schema key of an endpoint's input. */
export const inputKeyOf = (endpoint: Endpoint) => (endpoint.method === 'GET' ? 'querystring' : 'body');

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
  app.withTypeProvider<ZodTypeProvider>().route({
    ...contractRoute(endpoint, options, { [inputKeyOf(endpoint)]: endpoint.input, response: { 200: envelopeOf(endpoint.output) } }),
    handler: async (request, reply) => {
      const user = currentUser(request);
      const data = await handler({ input: inputOf(endpoint, request), request, reply, user } as HandlerContext<E>);
      return { code: 200, data: data ?? null, msg: translate(request.language, options.successMessage ?? MSG.ok, options.successParams?.(data as never)) };
    },
  });
}

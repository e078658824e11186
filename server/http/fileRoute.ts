import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Endpoint } from '@contract';
import { currentUser } from '../plugins/auth';
import { contractRoute, inputKeyOf, inputOf, type HandlerContext, type RouteOptions } from './route';

export interface FileAnswer {
  contentType: string;
  body: string | Buffer;
  headers?: Record<string, string>;
}

/**
 * Registers a contract endpoint whose answer is a file (`blob: true`), e.g. an image: same access check and
 * input validation as `route`, refusals still answer the envelope; never cached.
 */
export function fileRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (context: HandlerContext<E>) => Promise<FileAnswer>,
  options: Pick<RouteOptions, 'rateLimit'> = {},
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...contractRoute(endpoint, options, { [inputKeyOf(endpoint)]: endpoint.input }),
    handler: async (request, reply) => {
      const answer = await handler({ input: inputOf(endpoint, request), request, reply, user: currentUser(request) } as HandlerContext<E>);
      reply.header('cache-control', 'no-store').headers(answer.headers ?? {}).type(answer.contentType);
      return answer.body;
    },
  });
}

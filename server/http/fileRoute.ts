import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint } from '@contract';
import { authorize, currentUser } from '../plugins/auth';
import type { HandlerContext, RouteOptions } from './route';

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
  const group = endpoint.path.split('/')[2];
  const inputKey = endpoint.method === 'GET' ? 'querystring' : 'body';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: { [inputKey]: endpoint.input, summary: endpoint.summary, tags: [group] },
    config: { access: endpoint.access, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
    preValidation: async (request) => {
      authorize(request, endpoint.access);
    },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const input = (endpoint.method === 'GET' ? request.query : request.body) as z.output<E['input']>;
      const answer = await handler({ input, request, reply, user } as HandlerContext<E>);
      reply.header('cache-control', 'no-store').headers(answer.headers ?? {}).type(answer.contentType);
      return answer.body;
    },
  });
}

import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelopeOf, MSG, ResultCode, type Endpoint } from '@contract';
import { currentUser } from '../plugins/auth';
import { translate } from '../lib/i18n';
import { AppError } from './errors';
import { contractRoute, inputKeyOf, inputOf, type HandlerContext, type RouteOptions } from './route';

export const NDJSON = 'application/x-ndjson';

export interface StreamContext<E extends Endpoint> extends HandlerContext<E> {
  /** Sends a piece of the answer's text: the first one starts the stream (when the caller accepts one). */
  write(piece: string): void;
}

const wantsStream = (accept: string | undefined) => accept?.split(',').some((type) => type.split(';')[0].trim().toLowerCase() === NDJSON) ?? false;
const line = (value: unknown) => `${JSON.stringify(value)}\n`;

/**
 * Registers a contract endpoint whose answer may stream (contract: `ai.ts`'s header). Access, input validation and
 * refusals work as in `route`. A caller sending `Accept: application/x-ndjson` gets NDJSON lines: `delta` for each
 * piece the handler writes, then `done` with the handler's result or `error` with the envelope's code and a message
 * in the caller's language. A refusal before the first piece still answers the ordinary envelope with its status.
 * Without that header the pieces are dropped and the result answers the ordinary envelope.
 */
export function streamRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (context: StreamContext<E>) => Promise<z.input<E['output']>>,
  options: Pick<RouteOptions, 'rateLimit' | 'successMessage'> = {},
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...contractRoute(endpoint, options, { [inputKeyOf(endpoint)]: endpoint.input, response: { 200: envelopeOf(endpoint.output) } }),
    handler: async (request, reply) => {
      const context = { input: inputOf(endpoint, request), request, reply, user: currentUser(request) } as HandlerContext<E>;
      if (!wantsStream(request.headers.accept)) {
        const data = await handler({ ...context, write: () => undefined });
        return { code: ResultCode.success, data: data ?? null, msg: translate(request.language, options.successMessage ?? MSG.ok) };
      }
      const stream = new PassThrough();
      // Fastify sends a stream as it is, without the envelope's serialiser (hence the cast).
      const answer = new Promise<PassThrough>((resolve, reject) => {
        let started = false;
        const start = () => {
          if (started) return;
          started = true;
          reply.header('cache-control', 'no-store').header('x-accel-buffering', 'no').type(`${NDJSON}; charset=utf-8`);
          resolve(stream);
        };
        const write = (piece: string) => {
          if (piece === '') return;
          start();
          stream.write(line({ type: 'delta', text: piece }));
        };
        handler({ ...context, write }).then(
          (data) => {
            start();
            stream.end(line({ type: 'done', data }));
          },
          (error: unknown) => {
            if (!started) return reject(error);
            const known = error instanceof AppError;
            if (!known) request.log.error({ err: error }, 'streamed answer failed');
            stream.end(
              line({
                type: 'error',
                code: known ? error.code : ResultCode.refused,
                msg: translate(request.language, known ? error.messageKey : MSG.aiEngineFailed, known ? error.params : {}),
              }),
            );
          },
        );
      });
      return answer as Promise<never>;
    },
  });
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../deps';
import { providerNamed, type PaymentProviders } from './providers';
import { handleNotify } from './service/notify';

/**
 * The providers' notify endpoints, outside the `{code,data,msg}` contract: each provider posts its own format
 * (WeChat Pay and the sandbox JSON, Alipay a form) and expects its own answer. The body is kept as the exact
 * text received, because the signatures cover its bytes. A provider that is not in use answers 404.
 */
export async function notifyRoutes(app: FastifyInstance, { db, clock, providers }: { db: Db; clock: Clock; providers: PaymentProviders }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

  app.post<{ Params: { provider: string } }>(
    '/atsteel/payment/notify/:provider',
    { schema: { hide: true }, config: { rateLimit: { max: 600, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const provider = providerNamed(providers, request.params.provider);
      if (!provider) return reply.code(404).type('application/json').send({ code: 'NOT_FOUND', message: 'no such provider' });
      const answer = await handleNotify(db, provider, { headers: request.headers, body: typeof request.body === 'string' ? request.body : '', now: clock.now() });
      return reply.code(answer.status).type(answer.contentType).send(answer.body);
    },
  );
}

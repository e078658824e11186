import fp from 'fastify-plugin';
import { findUnstorableText, MSG } from '@contract';
import { AppError } from '../http/errors';
import { translate } from '../lib/i18n';

/**
 * Rules every API input and answer follows, whatever route registered it:
 * - no string (or key) of a body or query string holds a control character PostgreSQL cannot store: 400 naming
 *   the field, checked after access and schema validation and before any handler runs;
 * - an answer to a signed-in caller is never stored by a cache, unless its route chose its own caching.
 */
export const inputGuardPlugin = fp(async (app) => {
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/atsteel/')) return;
    const field = findUnstorableText(request.query) ?? findUnstorableText(request.body);
    if (field === null) return;
    const msg = translate(request.language, MSG.controlCharacters);
    throw new AppError(400, MSG.controlCharacters, undefined, {}, { fields: [{ field, msg }] });
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.session?.kind !== 'none' && request.url.startsWith('/atsteel/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
});

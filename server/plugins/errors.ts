import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG, ResultCode, type MessageKey } from '@contract';
import { AppError } from '../http/errors';
import { hasMessage, translate } from '../lib/i18n';
import { classifyDatabaseError } from '../db/errors';

interface FieldError {
  field: string;
  msg: string;
}

const send = (reply: FastifyReply, request: FastifyRequest, status: number, key: string, extra: Partial<{ code: number; data: unknown; params: Record<string, string | number> }> = {}) =>
  reply.status(status).send({
    code: extra.code ?? ResultCode.refused,
    data: extra.data ?? null,
    msg: translate(request.language, key, extra.params),
  });

/**
 * The one error handler: every failure becomes the envelope with the right HTTP status and a message in the
 * caller's language. Validation failures name the fields; nothing internal (stack, SQL) ever leaves.
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return send(reply, request, error.status, error.messageKey, { code: error.code, data: error.data, params: error.params });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldError[] = error.validation.map((issue) => {
        const key = hasMessage(issue.message) ? issue.message : MSG.validationFailed;
        return { field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'), msg: translate(request.language, key) };
      });
      const first = error.validation.find((issue) => hasMessage(issue.message))?.message as MessageKey | undefined;
      return send(reply, request, 400, first ?? MSG.validationFailed, { data: { fields } });
    }
    const databaseFailure = classifyDatabaseError(error);
    if (databaseFailure === 'badInput') return send(reply, request, 400, MSG.validationFailed);
    if (databaseFailure === 'unavailable') {
      request.log.warn({ err: error }, 'database unavailable');
      return send(reply.header('retry-after', '5'), request, 503, MSG.serviceUnavailable);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return send(reply, request, 413, MSG.payloadTooLarge);
    if (status === 429) return send(reply, request, 429, MSG.tooManyRequests);
    if (status >= 400 && status < 500) return send(reply, request, status, MSG.validationFailed);
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, 500, MSG.serverError);
  });
});

/** Unknown `/atsteel/` addresses answer the envelope; anything else is left to the SPA fallback. */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, request, 404, MSG.notFound);
}

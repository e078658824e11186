import { ResultCode, MSG, type MessageKey } from '@contract';

/**
 * A refusal the client should see: HTTP status, envelope code and a message key translated into the
 * caller's language by the error handler. Throw one from any handler or service.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: MessageKey,
    readonly code: number = ResultCode.refused,
    readonly params: Record<string, string | number> = {},
    readonly data: unknown = null,
  ) {
    super(messageKey);
  }
}

export const badRequest = (key: MessageKey = MSG.validationFailed, params?: Record<string, string | number>) =>
  new AppError(400, key, ResultCode.refused, params);
export const noToken = () => new AppError(401, MSG.noToken, ResultCode.noToken);
export const invalidToken = () => new AppError(401, MSG.invalidToken, ResultCode.invalidToken);
export const forbidden = () => new AppError(403, MSG.noAuthority);
/** Missing, or not the caller's: both answer the same so ids of others cannot be probed. */
export const notFound = (key: MessageKey = MSG.noSuchId) => new AppError(404, key);
export const conflict = (key: MessageKey, params?: Record<string, string | number>) =>
  new AppError(409, key, ResultCode.refused, params);
export const tooManyRequests = () => new AppError(429, MSG.tooManyRequests);

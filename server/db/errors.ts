/**
 * What a database failure means for the caller, decided in one place for the error handler:
 * - 'badInput': PostgreSQL refused a value (SQLSTATE class 22, data exception: out of range, invalid text, bad
 *   encoding, too long). The schemas should have caught it; it is still the caller's input, so 400.
 * - 'unavailable': the connection is gone or cannot be had (class 08, the server shutting down or starting, a
 *   socket reset, the pool's connect timeout). The request may be retried once the database is back, so 503.
 */
export type DatabaseFailure = 'badInput' | 'unavailable';

const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH']);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|terminating connection|Client has encountered a connection error|timeout exceeded when trying to connect|Cannot use a pool after calling end|the database system is (starting up|shutting down)/i;

export function classifyDatabaseError(error: unknown): DatabaseFailure | null {
  // drizzle wraps the driver's error ("Failed query: …") and keeps it as `cause`.
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (/^22[0-9A-Z]{3}$/.test(code)) return 'badInput';
      if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_NODE_CODES.has(code)) return 'unavailable';
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return 'unavailable';
  }
  return null;
}

/**
 * A per-client-address limit of requests a minute for the account calls worth abusing, counted in the
 * database for every server process (server/plugins/rateLimitStore.ts); the SMS and e-mail sending limits have
 * rules of their own (see codes.ts).
 */
export const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/**
 * A per-client-address limit of requests a minute (in this process) for the account calls worth abusing;
 * the SMS and e-mail sending limits live in the database instead (see codes.ts).
 */
export const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

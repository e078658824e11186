import type { onRouteHookHandler } from 'fastify';
import type { Db } from './db/client';

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** What the app is built from; tests pass their own (a fresh database, a fake clock). */
export interface AppDeps {
  db: Db;
  clock: Clock;
  /** Built SPA to serve with history fallback; omitted in API tests. */
  staticDir?: string;
  logLevel?: string;
  /** Pretty one-line logs for a person at a terminal instead of JSON lines. */
  prettyLogs?: boolean;
  trustProxy?: boolean;
  /** Told of every route as it is registered (the authorization matrix lists them this way). */
  onRoute?: onRouteHookHandler;
}

import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client';

type Writer = Pick<Db, 'execute'>;
type Counted = Parameters<FastifyRateLimitStore['incr']>[1];

/** How often, at most, a process deletes the rows of ended windows. */
const SWEEP_EVERY_MS = 60_000;

/**
 * A @fastify/rate-limit store in PostgreSQL (table rate_limits), so that every server process on the
 * database counts the same requests (docs/architecture.md §3: API processes are stateless). One statement per counted
 * request: the window starts with the first request and ends `timeWindow` later, by the database's clock.
 */
export function postgresRateLimitStore(db: Writer): FastifyRateLimitStoreCtor {
  let sweptAt = 0;
  const sweep = () => {
    if (Date.now() - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = Date.now();
    db.execute(sql`delete from rate_limits where window_ends < now()`).catch(() => undefined);
  };

  class PostgresStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Counted, timeWindow: number) {
      sweep();
      db.execute<{ count: number; ttl: number }>(sql`
        insert into rate_limits as r (key, count, window_ends)
        values (${this.prefix + key}, 1, now() + ${timeWindow} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when r.window_ends <= now() then 1 else r.count + 1 end,
          window_ends = case when r.window_ends <= now() then excluded.window_ends else r.window_ends end
        returning count, greatest(0, ceil(extract(epoch from window_ends - now()) * 1000))::int as ttl`).then(
        ({ rows }) => callback(null, { current: rows[0].count, ttl: rows[0].ttl }),
        (error: Error) => callback(error),
      );
    }

    // The plugin passes the route's merged limit options, its route under `routeInfo` (as its own stores read it).
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const { routeInfo } = routeOptions as unknown as { routeInfo?: { method?: string | string[]; url?: string } };
      return new PostgresStore(routeOptions, `${this.prefix}${[routeInfo?.method ?? ''].flat().join(',')}${routeInfo?.url ?? ''}-`);
    }
  }
  return PostgresStore as unknown as FastifyRateLimitStoreCtor;
}

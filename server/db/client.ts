import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function connectDatabase(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // With the database away, a request fails (503) instead of waiting for ever for a connection or an answer.
    connectionTimeoutMillis: 5_000,
    query_timeout: 60_000,
  });
  // A connection that dies (the server restarted, pg_terminate_backend) must not crash the process: an idle
  // client's error reaches the pool, a checked-out one's reaches the client itself, between two of its queries.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

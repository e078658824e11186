import PgBoss from 'pg-boss';
import type { Db } from './db/client';
import type { Clock } from './deps';

/**
 * Work that must happen even when no one asks, in a PostgreSQL job queue (pg-boss, schema `pgboss`; docs/architecture.md §7):
 * each module registers its sweep once (like the ledger's `whenPaid`), and the server runs every sweep each minute.
 * The schedules live in the database, so a restarted (or second) server picks them up, and pg-boss runs each
 * scheduled job once however many servers listen. Screens never wait for a sweep: reading an overdue document
 * settles it too where that matters.
 */
export interface Sweep {
  /** The queue's name, e.g. 'payment-close-overdue'. */
  name: string;
  /** Does the work as of `now`; answers how many documents it changed. */
  run: (db: Db, now: Date) => Promise<number>;
  /** The log line when it changed something. */
  done: (count: number) => string;
}

const sweeps = new Map<string, Sweep>();

export function everyMinute(sweep: Sweep) {
  sweeps.set(sweep.name, sweep);
}

export async function startJobs(
  connectionString: string,
  db: Db,
  clock: Clock,
  log: (message: string, error?: unknown) => void,
  pollingIntervalSeconds = 2,
) {
  const boss = new PgBoss({ connectionString, max: 2 });
  boss.on('error', (error) => log('job queue error', error));
  await boss.start();
  for (const sweep of sweeps.values()) {
    await boss.createQueue(sweep.name);
    await boss.schedule(sweep.name, '* * * * *');
    await boss.work(sweep.name, { pollingIntervalSeconds }, async () => {
      const count = await sweep.run(db, clock.now());
      if (count > 0) log(sweep.done(count));
    });
  }
  return { stop: () => boss.stop({ graceful: true, timeout: 5000 }), boss };
}

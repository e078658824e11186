import PgBoss from 'pg-boss';
import type { Db } from '../../db/client';
import type { Clock } from '../../deps';
import { closeOverdue } from './service/ledger';

export const CLOSE_OVERDUE = 'payment-close-overdue';

/**
 * The payment work that must survive a restart, in a PostgreSQL job queue (pg-boss, schema `pgboss`): every
 * minute, unpaid orders past their 30 minutes are closed. The schedule lives in the database, so a restarted
 * (or second) server picks it up; pg-boss runs each scheduled job once however many servers listen.
 * (Screens never wait for it: reading an overdue order closes it too.)
 */
export async function startPaymentJobs(
  connectionString: string,
  db: Db,
  clock: Clock,
  log: (message: string, error?: unknown) => void,
  pollingIntervalSeconds = 2,
) {
  const boss = new PgBoss({ connectionString, max: 2 });
  boss.on('error', (error) => log('job queue error', error));
  await boss.start();
  await boss.createQueue(CLOSE_OVERDUE);
  await boss.schedule(CLOSE_OVERDUE, '* * * * *');
  await boss.work(CLOSE_OVERDUE, { pollingIntervalSeconds }, async () => {
    const closed = await closeOverdue(db, clock.now());
    if (closed > 0) log(`closed ${closed} unpaid order(s) past 30 minutes`);
  });
  return { stop: () => boss.stop({ graceful: true, timeout: 5000 }), boss };
}

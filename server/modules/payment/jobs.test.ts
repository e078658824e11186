import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORDER_PAY_MINUTES } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { movableClock } from '../../lib/testClock';
import { paymentOrders, users } from '../../db/schema';
import { startJobs } from '../../jobs';
import { CLOSE_OVERDUE } from './jobs';
import { openOrder } from './service/ledger';

/** The job queue on the real database: the schedule exists, and its job closes overdue orders. */
const clock = movableClock();
let t: TestApp;
let jobs: Awaited<ReturnType<typeof startJobs>>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  jobs = await startJobs(t.databaseUrl, t.db, clock, () => undefined, 0.5);
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
});

it('schedules the sweep every minute and closes an order past its 30 minutes', async () => {
  expect((await jobs.boss.getSchedules()).map((schedule) => [schedule.name, schedule.cron])).toContainEqual([CLOSE_OVERDUE, '* * * * *']);
  const [buyer] = await t.db.select({ id: users.id }).from(users).where(eq(users.userName, 'demo-individual'));
  const order = await t.db.transaction((tx) =>
    openOrder(tx, { userId: buyer.id, companyId: null, kind: 'vip', itemRef: 'month', itemName: 'job test', unitPrice: 100, quantity: 1, discounts: [], now: clock.now() }),
  );
  clock.advance((ORDER_PAY_MINUTES + 1) * 60_000);
  // Run the scheduled job now instead of waiting for the next minute.
  await jobs.boss.send(CLOSE_OVERDUE, {});
  await expect
    .poll(async () => (await t.db.select({ state: paymentOrders.state }).from(paymentOrders).where(eq(paymentOrders.id, order.id)))[0].state, { timeout: 15_000 })
    .toBe('cancelled');
});

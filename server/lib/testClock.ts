import type { FastifyInstance } from 'fastify';
import type { Clock } from '../deps';

/** The real time, moved forward on request: end-to-end tests skip waits (the SMS minute) instead of sleeping. */
export interface MovableClock extends Clock {
  advance(ms: number): void;
}

export function movableClock(): MovableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms) => {
      offsetMs += ms;
    },
  };
}

/**
 * ATSTEEL_TEST_CLOCK=1 (tests/e2e/serve.mjs): `POST /__test/clock { "advanceSeconds": n }` moves the server's
 * clock forward. Never registered otherwise; refused at start when NODE_ENV is production (server/config.ts).
 */
export function registerTestClock(app: FastifyInstance, clock: MovableClock) {
  app.post('/__test/clock', { schema: { hide: true } }, async (request, reply) => {
    const seconds = Number((request.body as { advanceSeconds?: unknown } | undefined)?.advanceSeconds);
    if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 366 * 86_400) {
      return reply.status(400).send({ error: 'advanceSeconds: a positive number of seconds, at most a year' });
    }
    clock.advance(seconds * 1000);
    return { now: clock.now().toISOString() };
  });
}

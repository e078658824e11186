import type { Clock } from '../../server/deps';

export interface FakeClock extends Clock {
  advance(ms: number): void;
  set(date: Date): void;
}

/** A clock that stands still until told to move. */
export function fakeClock(start = new Date('2026-11-22T08:00:00.000Z')): FakeClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

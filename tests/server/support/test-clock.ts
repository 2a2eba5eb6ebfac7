import type { Clock } from '../../../server/http/clock.ts';

export interface TestClock extends Clock {
  advance(ms: number): void;
  set(at: Date | string): void;
}

/** A clock that only moves when told to. */
export function createTestClock(start: Date | string = '2026-03-16T02:00:00.000Z'): TestClock {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    advance: (ms) => {
      t += ms;
    },
    set: (at) => {
      t = new Date(at).getTime();
    },
  };
}

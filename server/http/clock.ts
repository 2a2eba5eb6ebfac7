/** The time source of the server; tests inject one they can advance. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

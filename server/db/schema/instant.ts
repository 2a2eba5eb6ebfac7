import { timestamp } from 'drizzle-orm/pg-core';

/**
 * A point in time, stored to the millisecond: as precise as a JavaScript Date and as the keyset
 * cursors that carry it, so a page or export sorted by time never skips or repeats a row.
 */
export const instant = (name: string) =>
  timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

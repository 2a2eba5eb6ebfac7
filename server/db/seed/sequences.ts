import type { Db } from '../client.ts';
import { bulkInsert } from './bulk-insert.ts';

/** Hands out business-number sequences during the seed and stores the high-water marks after. */
export class SequenceCounter {
  private readonly values = new Map<string, number>();

  next(prefix: string, day: string): number {
    const name = `${prefix}${day}`;
    const value = (this.values.get(name) ?? 0) + 1;
    this.values.set(name, value);
    return value;
  }

  /** Writes every counter so numbers issued later continue after the seeded ones. */
  async save(db: Db): Promise<void> {
    const rows = [...this.values].map(([name, value]) => ({ name, value }));
    await bulkInsert(db, 'business_sequences', { name: 'text', value: 'integer' }, rows);
  }
}

/**
 * Helpers that build a list source's `rows` and `count` from its drizzle select (source.ts has the
 * source itself and the readers that use it).
 */
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { RowsQuery } from './source.ts';

/** The chain of a drizzle select a source pages through (`db.select()…from(…)` with its joins). */
interface PagedSelect<R> {
  where(where: SQL | undefined): {
    orderBy(...orderBy: SQL[]): { limit(n: number): { offset(n: number): PromiseLike<R[]> } };
  };
}

/** A source's `rows` from its select: the query's filter, order and page, each row mapped. */
export const pagedRows =
  <R, T>(select: (db: Db) => PagedSelect<R>, map: (row: R) => T) =>
  async (db: Db, q: RowsQuery): Promise<T[]> =>
    (
      await select(db)
        .where(q.where)
        .orderBy(...q.orderBy)
        .limit(q.limit)
        .offset(q.offset ?? 0)
    ).map(map);

/** A source's `count` from `db.select({ n: count() }).from(…)` with the joins its filters need. */
export const countedBy =
  (from: (db: Db) => { where(where: SQL | undefined): PromiseLike<{ n: number }[]> }) =>
  async (db: Db, where: SQL | undefined): Promise<number> =>
    (await from(db).where(where))[0].n;

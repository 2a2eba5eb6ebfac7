/**
 * drizzle on PGlite without per-query parsers (server/db/pglite-parsers.ts): the instance has
 * drizzle's text parsers, queries go without them, and values read back are what was written,
 * inside transactions too.
 */
import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { date, integer, interval, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { isDrizzleTextSet } from '../../server/db/pglite-parsers.ts';

const moments = pgTable('moments', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date', precision: 3 }).notNull(),
  plain: timestamp('plain', { mode: 'date', precision: 3 }).notNull(),
  day: date('day').notNull(),
  span: interval('span').notNull(),
});

let database: Database & { pglite: PGlite };
beforeAll(async () => {
  database = (await openDatabase({ memory: true })) as Database & { pglite: PGlite };
  await database.db.execute(
    sql`create table moments (id int primary key, at timestamptz(3) not null, plain timestamp(3) not null, day date not null, span interval not null)`,
  );
});
afterAll(() => database?.close());

test("drizzle's PGlite driver sends exactly the parsers the instance is made with", async () => {
  const seen: (QueryOptions | undefined)[] = [];
  const fake = {
    query: async (_sql: string, _params: unknown[], options?: QueryOptions) => {
      seen.push(options);
      return { rows: [], fields: [], affectedRows: 0 };
    },
  };
  const db = drizzle({ client: fake as unknown as PGlite });
  await db.select().from(moments);
  await db.execute(sql`select 1`);
  expect(seen).toHaveLength(2);
  for (const options of seen) expect(isDrizzleTextSet(options?.parsers)).toBe(true);
});

test('rows are the same with and without the per-query parsers', async () => {
  const seen: QueryOptions[] = [];
  const capture = drizzle({
    client: {
      query: async (_s: string, _p: unknown[], options: QueryOptions) => {
        seen.push(options);
        return { rows: [], fields: [], affectedRows: 0 };
      },
    } as unknown as PGlite,
  });
  await capture.execute(sql`select 1`);
  const query = `select '2026-11-27 04:05:06.789+00'::timestamptz as at, '2026-01-02 03:04:05'::timestamp as plain,
    '0044-03-15 BC'::date as day, 'infinity'::timestamptz as never, '1 day'::interval as span,
    array['2026-01-01'::date] as days, array[1.5]::numeric[] as amounts, 7::int8 as big, true as yes`;
  const plain = await database.pglite.query(query);
  const withParsers = await database.pglite.query(query, [], { parsers: seen[0].parsers });
  expect(plain.rows).toEqual(withParsers.rows);
  expect(plain.rows[0]).toMatchObject({ at: expect.any(String), day: '0044-03-15 BC', yes: true });
});

test('queries reach PGlite without per-query parsers and read back what was written', async () => {
  const spy = vi.spyOn(database.pglite, 'query');
  try {
    const row = {
      id: 1,
      at: new Date('2026-11-27T04:05:06.789Z'),
      plain: new Date('2026-01-02T03:04:05.006Z'),
      day: '2026-02-28',
      span: '1 day 02:03:04',
    };
    await database.db.insert(moments).values(row);
    expect(await database.db.select().from(moments)).toEqual([row]);
    expect(spy).toHaveBeenCalled();
    for (const [, , options] of spy.mock.calls) expect(options?.parsers).toBeUndefined();
  } finally {
    spy.mockRestore();
  }
});

test('inside a transaction too', async () => {
  const at = new Date('1999-12-31T23:59:59.999Z');
  const read = await database.db.transaction(async (tx) => {
    await tx.insert(moments).values({ id: 2, at, plain: at, day: '1999-12-31', span: '00:00:01' });
    return tx
      .select()
      .from(moments)
      .where(sql`${moments.id} = 2`);
  });
  expect(read).toEqual([{ id: 2, at, plain: at, day: '1999-12-31', span: '00:00:01' }]);
  await expect(
    database.db.transaction(async (tx) => {
      await tx.insert(moments).values({ id: 3, at, plain: at, day: '2000-01-01', span: '1 hour' });
      throw new Error('roll back');
    }),
  ).rejects.toThrow('roll back');
  expect(await database.db.select({ id: moments.id }).from(moments)).toEqual([
    { id: 1 },
    { id: 2 },
  ]);
});

import type { PGlite, PGliteOptions, QueryOptions, Transaction } from '@electric-sql/pglite';

/**
 * drizzle's PGlite driver sends with every query parsers that keep timestamps, dates, intervals
 * and their arrays as the text PostgreSQL wrote (drizzle maps them itself). PGlite merges a query's
 * parsers into its own ~300 per query (an object spread: ~80 µs, a tenth of a whole settlement-list
 * request). Here the PGlite instance gets those parsers once, and drizzle is given a client that
 * leaves them out of a query whose parsers are exactly these: the rows are the same.
 */
const TEXT_TYPE_IDS = [
  1114, // timestamp
  1184, // timestamptz
  1186, // interval
  1082, // date
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const asText = (value: string) => value;

const textParsers: PGliteOptions['parsers'] = Object.fromEntries(
  TEXT_TYPE_IDS.map((id) => [id, asText]),
);

/** True when `parsers` are drizzle's text parsers and nothing else (then the instance has them). */
export function isDrizzleTextSet(parsers: QueryOptions['parsers']): boolean {
  if (!parsers) return false;
  const ids = Object.keys(parsers);
  return ids.length === TEXT_TYPE_IDS.length && TEXT_TYPE_IDS.every((id) => id in parsers);
}

function lean(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options || !isDrizzleTextSet(options.parsers)) return options;
  const { parsers: _, ...rest } = options;
  return rest;
}

type Query = Transaction['query'];

/**
 * The client drizzle gets for a ready PGlite instance, which is given the text parsers as its own
 * (not as a creation option: PGlite sets its array types' parsers while it starts, over those):
 * its `query` and `transaction` (all the driver calls) with drizzle's parsers left out as above.
 */
export function leanClient(client: PGlite): PGlite {
  Object.assign(client.parsers, textParsers);
  const query: Query = (sql, params, options) => client.query(sql, params, lean(options));
  const transaction: PGlite['transaction'] = (run) =>
    client.transaction((tx) => {
      const txQuery: Query = (sql, params, options) => tx.query(sql, params, lean(options));
      return run(Object.assign(Object.create(tx) as Transaction, { query: txQuery }));
    });
  // drizzle's driver calls nothing else (db.$client is this object; nothing here uses it).
  return { query, transaction } as Pick<PGlite, 'query' | 'transaction'> as PGlite;
}

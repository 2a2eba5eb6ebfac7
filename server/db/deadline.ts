import type { Sql, TransactionSql } from 'postgres';

/**
 * A query (or the wait for a pooled connection) outlived the client-side deadline. PostgreSQL's own
 * statement_timeout cannot fire while its server is frozen; this bound holds regardless. Mapped to
 * 503100 with Retry-After (http/db-errors.ts).
 */
class QueryDeadlineError extends Error {
  override name = 'QueryDeadlineError';
  readonly code = 'QY_DEADLINE';
  constructor(ms: number) {
    super(`no answer from the database within ${ms} ms`);
  }
}

type Abort = (error: Error) => void;
interface Cancellable extends PromiseLike<unknown> {
  cancel?(): unknown;
  values(): unknown;
}

/** `promise`, or a QueryDeadlineError after `ms` (then `onTimeout` runs). */
function raced<T>(promise: PromiseLike<T>, ms: number, onTimeout: (e: Error) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new QueryDeadlineError(ms);
      onTimeout(error);
      reject(error);
    }, ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e as Error);
      },
    );
  });
}

/** The deadline in force: read at each query, so it can be set once start-up is over. */
export interface Deadline {
  ms: number | null;
}

/** One `sql.unsafe(…)` query bounded by the deadline, in both forms drizzle awaits it. */
function boundedQuery(query: Cancellable, ms: number, abort?: Abort) {
  let run: Promise<unknown> | undefined;
  const start = () =>
    (run ??= raced(query, ms, (e) => {
      // Asks the server to stop it; a frozen server will not answer that either, hence the race.
      void Promise.resolve(query.cancel?.()).catch(() => {});
      abort?.(e);
    }));
  return {
    values() {
      query.values();
      return start();
    },
    then<A, B>(ok?: (v: unknown) => A, fail?: (e: unknown) => B) {
      return start().then(ok, fail);
    },
  };
}

/**
 * A transaction whose every wait on the database is bounded: taking the pooled connection, each
 * query inside (through the wrapped client), and the commit or rollback after. When one passes, the
 * caller gets a QueryDeadlineError at once; the transaction is rolled back when the server answers.
 */
function boundedBegin(
  target: Sql,
  args: unknown[],
  deadline: Deadline,
  ms: number,
): Promise<unknown> {
  const fn = args[args.length - 1] as (tx: Sql) => unknown;
  const options = args.slice(0, -1) as [string?];
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (ok: boolean, value: unknown) => {
      clearTimeout(timer);
      if (settled) return;
      settled = true;
      if (ok) resolve(value);
      else reject(value as Error);
    };
    const late = () => settle(false, new QueryDeadlineError(ms));
    let timer = setTimeout(late, ms);
    const body = async (tx: TransactionSql) => {
      clearTimeout(timer);
      // Gave up waiting for the connection already: end the transaction untouched.
      if (settled) throw new QueryDeadlineError(ms);
      try {
        return await fn(bounded(tx as unknown as Sql, deadline, (e) => settle(false, e)));
      } finally {
        if (!settled) timer = setTimeout(late, ms);
      }
    };
    const begun = options.length > 0 ? target.begin(options[0] ?? '', body) : target.begin(body);
    begun.then(
      (v) => settle(true, v),
      (e: unknown) => settle(false, e),
    );
  });
}

/**
 * The postgres-js client with a client-side deadline on every query drizzle sends and on taking a
 * pooled connection; everything else (listen, notify, end) passes through.
 */
export function bounded(sql: Sql, deadline: Deadline, abort?: Abort): Sql {
  return new Proxy(sql, {
    get(target, prop, receiver) {
      const ms = deadline.ms;
      if (ms !== null && prop === 'unsafe')
        return (...args: Parameters<Sql['unsafe']>) =>
          boundedQuery(target.unsafe(...args) as unknown as Cancellable, ms, abort);
      if (ms !== null && prop === 'begin')
        return (...args: unknown[]) => boundedBegin(target, args, deadline, ms);
      if (prop === 'savepoint') {
        const savepoint = (target as unknown as { savepoint: (...a: unknown[]) => unknown })
          .savepoint;
        return (...args: unknown[]) => {
          const fn = args[args.length - 1] as (tx: Sql) => unknown;
          return savepoint(...args.slice(0, -1), (inner: Sql) =>
            fn(bounded(inner, deadline, abort)),
          );
        };
      }
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

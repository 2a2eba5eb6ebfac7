/**
 * Statements a reader built once and runs again with new values (drizzle's `.prepare()`), kept per
 * database: building a select's SQL text costs more JavaScript than PostgreSQL spends running a
 * list page's query. A statement is kept under its shape (the key) together with what it was built
 * from (`from`): it is reused only while those are the same objects, so a definition changed in
 * place (a filter rule replaced) builds the statement again instead of running a stale one.
 */
export class StatementCache {
  private readonly kept = new Map<string, { from: readonly unknown[]; statement: unknown }>();

  constructor(private readonly max = 256) {}

  /** The statement kept under `key` if built from the same `from`; else `build()`, kept. */
  get<T>(key: string, from: readonly unknown[], build: () => T): T {
    const hit = this.kept.get(key);
    if (hit && sameItems(hit.from, from)) return hit.statement as T;
    const statement = build();
    this.kept.delete(key);
    // The oldest shape goes first (a Map iterates in insertion order).
    if (this.kept.size >= this.max) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, { from, statement });
    return statement;
  }

  /** How many statements are kept (tests). */
  get size(): number {
    return this.kept.size;
  }
}

const sameItems = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

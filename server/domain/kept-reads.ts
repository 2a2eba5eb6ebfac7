import type { Db } from '../db/client.ts';

/**
 * What kept answers are read from; a committed change to one drops the copies of that resource
 * only (server/domain/kept-resources.ts says which changes touch which, change-signal.ts drops).
 */
export type KeptResource = 'sessions' | 'settlements' | 'organisations' | 'institutions';
export const KEPT_RESOURCES: readonly KeptResource[] = [
  'sessions',
  'settlements',
  'organisations',
  'institutions',
];

const byResource = new Map<KeptResource, Set<KeptReads<unknown, unknown>>>();

/** Drops every kept answer read from these resources, in this process. */
export function forgetResources(resources: Iterable<KeptResource>): void {
  for (const resource of resources)
    for (const kept of byResource.get(resource) ?? []) kept.forget();
}

/**
 * The one cache of the server: answers of database reads kept for a short window, per database —
 * the signed-in sessions, the settlement totals of a filter, the names beside a settlement page.
 * Rules they share:
 * - an answer is served until `windowMs` after it came, and never after `forget()` (a committed
 *   change to its resource; server/http/change-signal.ts), nor one read before it began;
 * - a key asked while its read is on its way waits for that read (when a window ends under load,
 *   dozens ask at the same moment), unless a change was signalled since the read began;
 * - a failed read is not kept: the next ask reads again;
 * - more than `max` keys and the copies start over (a bound, not a working-set size).
 */
export class KeptReads<K, V> {
  private readonly byDb = new WeakMap<Db, Map<K, Entry<V>>>();
  private generation = 0;

  constructor(private readonly options: { resource: KeptResource; windowMs: number; max: number }) {
    let kept = byResource.get(options.resource);
    if (!kept) byResource.set(options.resource, (kept = new Set()));
    kept.add(this as KeptReads<unknown, unknown>);
  }

  /** Drops every kept answer, and any read under way is not kept. */
  forget(): void {
    this.generation += 1;
  }

  /** Drops the kept answer of one key (an answer its reader will not serve twice). */
  discard(db: Db, key: K): void {
    this.byDb.get(db)?.delete(key);
  }

  /** The answer for `key`, from the copies or from `read`. */
  async get(db: Db, key: K, read: () => Promise<V>): Promise<V> {
    const answers = await this.many(db, [key], async () => new Map([[key, await read()]]));
    return answers.get(key)!;
  }

  /**
   * The answers for `keys`; the ones not kept (nor being read) are read together by `read`, and a
   * key `read` leaves out gets `absent`.
   */
  async many(
    db: Db,
    keys: Iterable<K>,
    read: (missing: K[]) => Promise<Map<K, V>>,
    absent?: V,
  ): Promise<Map<K, V>> {
    const kept = this.copiesOf(db);
    const wanted = [...new Set(keys)];
    const missing = wanted.filter((key) => !this.servable(kept.get(key)));
    if (missing.length > 0) {
      if (kept.size + missing.length > this.options.max) kept.clear();
      const generation = this.generation; // as the read begins
      const answers = read(missing);
      for (const key of missing) this.keep(kept, key, answers, generation, absent);
    }
    const out = new Map<K, V>();
    await Promise.all(wanted.map(async (key) => out.set(key, await kept.get(key)!.value)));
    return out;
  }

  private copiesOf(db: Db): Map<K, Entry<V>> {
    let kept = this.byDb.get(db);
    if (!kept) this.byDb.set(db, (kept = new Map()));
    return kept;
  }

  private servable(entry: Entry<V> | undefined): entry is Entry<V> {
    return (
      entry !== undefined &&
      entry.generation === this.generation &&
      (!entry.answered || performance.now() - entry.at < this.options.windowMs)
    );
  }

  private keep(
    kept: Map<K, Entry<V>>,
    key: K,
    answers: Promise<Map<K, V>>,
    generation: number,
    absent?: V,
  ): void {
    const entry: Entry<V> = {
      value: answers.then((byKey) => (byKey.has(key) ? byKey.get(key)! : (absent as V))),
      at: performance.now(),
      generation,
      answered: false,
    };
    kept.set(key, entry);
    entry.value.then(
      () => {
        // A change while it ran: the entry is never served again (its generation is old).
        entry.answered = true;
        entry.at = performance.now();
      },
      () => {
        if (kept.get(key) === entry) kept.delete(key);
      },
    );
  }
}

interface Entry<V> {
  /** The read, while it is on its way; then its answer. */
  value: Promise<V>;
  /** When the read began, or (once answered) when its answer came. */
  at: number;
  generation: number;
  answered: boolean;
}

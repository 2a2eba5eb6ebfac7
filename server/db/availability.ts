import type { Logger } from '../logging/logger.ts';
import { errorCodesOf, isDatabaseUnavailable } from '../http/db-errors.ts';

/**
 * Whether the database can be reached, learnt from failures and a probe. The first failure of an
 * outage logs 'database unavailable' once and starts probing; while it lasts, API calls are refused
 * at once with 503100 (no call waits on a database that is away); the first successful probe logs
 * 'database available again' once, with the outage's length. One line per outage, not per request.
 */
export interface Availability {
  readonly down: boolean;
  /** Reports an error; true when it means the database is unreachable (the outage then starts). */
  failed(error: unknown): boolean;
  /** Called on every change (streams end with an 'unavailable' event when it goes down). */
  onChange(fn: (down: boolean) => void): () => void;
  close(): void;
}

export function createAvailability(options: {
  logger: Logger;
  /** A trivial query (select 1). */
  probe: () => Promise<unknown>;
  probeMs?: number;
  /** A probe that has not answered in this time counts as failed. */
  probeTimeoutMs?: number;
}): Availability {
  const probeMs = options.probeMs ?? 500;
  const probeTimeoutMs = options.probeTimeoutMs ?? 2_000;
  const listeners = new Set<(down: boolean) => void>();
  let downSince: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  const emit = (down: boolean) => {
    for (const fn of listeners) fn(down);
  };

  const schedule = () => {
    if (closed) return;
    timer = setTimeout(() => void probeOnce(), probeMs);
    timer.unref?.();
  };

  async function probeOnce() {
    timer = null;
    let answered = false;
    try {
      await Promise.race([
        options.probe().then(() => {
          answered = true;
        }),
        new Promise((resolve) => setTimeout(resolve, probeTimeoutMs).unref?.()),
      ]);
    } catch {
      answered = false;
    }
    if (closed || downSince === null) return;
    if (!answered) return schedule();
    const outageMs = Math.round(performance.now() - downSince);
    downSince = null;
    options.logger.info('database available again', { outageMs });
    emit(false);
  }

  return {
    get down() {
      return downSince !== null;
    },
    failed(error) {
      if (!isDatabaseUnavailable(error)) return false;
      if (downSince === null && !closed) {
        downSince = performance.now();
        options.logger.error('database unavailable', { causes: errorCodesOf(error) });
        emit(true);
        schedule();
      }
      return true;
    },
    onChange(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      listeners.clear();
    },
  };
}

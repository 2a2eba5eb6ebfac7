import { useCallback, useEffect, useRef, useState } from 'react';

export interface Resource<T> {
  data: T | undefined;
  error: unknown;
  /** True while a request is in flight (also during a refetch that keeps the old data). */
  loading: boolean;
  refetch(): void;
  /** Replaces the data locally, e.g. with the record a write returned. */
  mutate(update: (prev: T | undefined) => T | undefined): void;
}

/**
 * Loads data through core's client. Each run aborts the one before it, so a fast typist's stale
 * answers never overwrite the latest; errors are captured for the page's error state.
 */
export function useResource<T>(
  load: ((signal: AbortSignal) => Promise<T>) | null,
  deps: readonly unknown[],
): Resource<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(load !== null);
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const run = loadRef.current;
    if (!run) {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    run(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        setData(value);
        setError(null);
        setLoading(false);
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setError(err);
        setLoading(false);
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists what the load reads
  }, [...deps, tick]);

  const refetch = useCallback(() => setTick((n) => n + 1), []);
  const mutate = useCallback(
    (update: (prev: T | undefined) => T | undefined) => setData(update),
    [],
  );
  return { data, error, loading, refetch, mutate };
}

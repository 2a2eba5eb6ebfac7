/** In-process wake-ups (e.g. "a system log row was written"). Across instances, PostgreSQL NOTIFY feeds it too. */
export interface EventBus {
  emit(topic: string, payload?: string): void;
  on(topic: string, fn: (payload: string) => void): () => void;
}

export function createEventBus(): EventBus {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  return {
    emit(topic, payload = '') {
      for (const fn of listeners.get(topic) ?? []) {
        try {
          fn(payload);
        } catch {
          // a failing listener must not break the writer
        }
      }
    },
    on(topic, fn) {
      let set = listeners.get(topic);
      if (!set) listeners.set(topic, (set = new Set()));
      set.add(fn);
      return () => {
        set.delete(fn);
      };
    },
  };
}

import { describe, expect, it, vi } from 'vitest';
import { createCommandStore } from '../../../web/lib/command-store.ts';
import type { CommandDef } from '../../../web/lib/commands.ts';

const cmd = (id: string, title = id): CommandDef => ({
  id,
  title,
  group: 'actions',
  run: () => undefined,
});

describe('command store', () => {
  it('lists registered batches and removes exactly the unregistered batch', () => {
    const store = createCommandStore();
    const offShell = store.register([cmd('theme'), cmd('logout')]);
    const offPage = store.register([cmd('export')]);
    expect(
      store
        .list()
        .map((c) => c.id)
        .sort(),
    ).toEqual(['export', 'logout', 'theme']);
    offPage();
    expect(
      store
        .list()
        .map((c) => c.id)
        .sort(),
    ).toEqual(['logout', 'theme']);
    offShell();
    expect(store.list()).toEqual([]);
  });

  it('lets a later batch override a command with the same id', () => {
    const store = createCommandStore();
    store.register([cmd('refresh', 'Refresh (shell)')]);
    const off = store.register([cmd('refresh', 'Refresh list')]);
    expect(store.list().find((c) => c.id === 'refresh')?.title).toBe('Refresh list');
    off();
    expect(store.list().find((c) => c.id === 'refresh')?.title).toBe('Refresh (shell)');
  });

  it('notifies subscribers and keeps the snapshot stable between changes', () => {
    const store = createCommandStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.list();
    expect(store.list()).toBe(before);
    store.register([cmd('a')]);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.register([cmd('b')]);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
